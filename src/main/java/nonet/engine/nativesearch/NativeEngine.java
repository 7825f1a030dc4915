package nonet.engine.nativesearch;

import java.util.LinkedHashMap;
import java.util.Map;
import nonet.engine.Deadline;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.nativesearch.classic9.Classic9Shape;
import nonet.engine.nativesearch.classic9.Classic9Solver;
import nonet.model.Model;

/**
 * The engine of this project's own: the model compiled to flat arrays, candidate bitmasks per
 * cell, propagation to a fixpoint and depth-first search. It supports every IR primitive.
 */
public final class NativeEngine implements Engine {

    /** Answers plain classic 9x9 models with the dedicated bitboard solver, unless native.general=true. */
    private final Classic9Solver classic9;

    public NativeEngine(EngineOptions options) {
        this.classic9 = options.flag("native.general") ? null : new Classic9Solver();
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
        Search search = new Search(CompiledModel.of(model), limits, deadline);
        Status status = search.run();
        Map<String, Long> stats = new LinkedHashMap<>();
        stats.put("nodes", search.nodes());
        stats.put("guesses", search.guesses());
        stats.put("propagations", search.propagations());
        return new Result(status, search.count(), search.solutions(), stats, System.nanoTime() - start, "");
    }
}
