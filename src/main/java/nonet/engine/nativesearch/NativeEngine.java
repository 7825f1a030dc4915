package nonet.engine.nativesearch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.engine.Deadline;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.nativesearch.classic9.Classic9Shape;
import nonet.engine.nativesearch.classic9.Classic9Solver;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Model;

/**
 * The project's own engine: the model compiled to flat arrays, candidate bitmasks per cell,
 * propagation to a fixpoint and depth-first search. It supports every IR primitive.
 *
 * <p>Puzzles of one model differ only in their domains (givens), so the compiled structure and the
 * search's working memory are kept from one run to the next while the structure is unchanged: a
 * batch of classic puzzles compiles once.
 */
public final class NativeEngine implements Engine {

    /** Answers plain classic 9x9 models with the dedicated bitboard solver, unless native.general=true. */
    private final Classic9Solver classic9;

    private List<Constraint> structure;
    private CompiledModel compiled;
    private Search search;

    private final String intersections;
    private final String permutations;
    private final String branching;
    private final int restartScale;
    private final boolean probing;

    /**
     * Reads {@code native.intersections}: {@code on}, {@code off}, or {@code auto} (the default:
     * on above 9x9, where locked candidates cut the search by far more than they cost).
     */
    public NativeEngine(EngineOptions options) {
        intersections = options.get("native.intersections", "auto");
        permutations = options.get("native.alldiff", "auto");
        branching = options.get("native.branching", "auto");
        restartScale = Integer.parseInt(options.get("native.restarts", "-1"));
        probing = options.flag("native.probe");
        classic9 = options.flag("native.general") ? null : new Classic9Solver();
    }

    @Override
    public String name() {
        return "native";
    }

    @Override
    public Result run(Model model, Limits limits) {
        if (classic9 != null && Classic9Shape.matches(model)) {
            return classic9.run(model, limits);
        }
        long start = System.nanoTime();
        Deadline deadline = Deadline.start(limits.timeoutMillis());
        prepare(model);
        Status status = search.run(CompiledModel.initialMasks(model), limits, deadline);
        Map<String, Long> stats = new LinkedHashMap<>();
        stats.put("nodes", search.nodes());
        stats.put("guesses", search.guesses());
        stats.put("propagations", search.propagations());
        stats.put("restarts", search.restarts());
        return new Result(status, search.count(), search.solutions(), stats, System.nanoTime() - start, "");
    }

    private void prepare(Model model) {
        List<Constraint> shape = new ArrayList<>(model.constraints().size());
        for (Constraint c : model.constraints()) {
            if (!(c instanceof Domain)) {
                shape.add(c);
            }
        }
        if (compiled == null || compiled.size != model.size() || !shape.equals(structure)) {
            structure = shape;
            compiled = CompiledModel.of(model);
            boolean locked = switch (intersections) {
                case "on", "true" -> true;
                case "off", "false" -> false;
                default -> model.size() > 9;
            };
            boolean regin = switch (permutations) {
                case "gac", "on", "true" -> true;
                case "singles", "off", "false" -> false;
                default -> model.size() > 9;
            };
            boolean weighted = switch (branching) {
                case "domwdeg" -> true;
                case "dom" -> false;
                default -> model.size() > 9;
            };
            int scale = restartScale >= 0 ? restartScale : model.size() > 9 ? 100 : 0;
            search = new Search(compiled, locked, regin, weighted, scale, probing);
        }
    }
}
