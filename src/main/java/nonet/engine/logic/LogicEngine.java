package nonet.engine.logic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.engine.Deadline;
import nonet.engine.Deduction;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.SearchEngines;
import nonet.engine.Status;
import nonet.format.Plural;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Model;

/**
 * The rule solver as an engine. Logic alone answers EXHAUSTED with 1 solution (every step is
 * sound, so what the rules force is the only solution) or with 0 (a contradiction), and UNKNOWN when
 * it stalls. With {@code logic.then-search=true} a stalled state is handed, as domains, to the
 * complete engine named by {@code logic.search-engine} (native unless told), and its count stands.
 */
public final class LogicEngine implements Engine {

    private final boolean thenSearch;
    private final String searchEngine;
    /** Whether the caller states the puzzle has one solution ({@code logic.uniqueness=assume}). */
    private final boolean assumeUnique;
    /** The largest almost locked set the rules consider ({@code logic.als-cells}). */
    private final int alsCells;
    private final EngineOptions options;
    private final SearchEngines searches;

    /** Logic alone: with {@code logic.then-search} a stall is answered unsupported, as no engine is at hand to search. */
    public LogicEngine(EngineOptions options) {
        this(options, (name, o) -> {
            throw new IllegalArgumentException("not available: this logic engine was given no engines to search with");
        });
    }

    /** Logic with the complete engines it may hand a stalled state to ({@code logic.then-search}). */
    public LogicEngine(EngineOptions options, SearchEngines searches) {
        this.options = options;
        this.searches = searches;
        this.thenSearch = options.flag("logic.then-search");
        this.searchEngine = options.get("logic.search-engine", "native");
        this.assumeUnique = options.get("logic.uniqueness", "off").strip().equalsIgnoreCase("assume");
        this.alsCells = Integer.parseInt(options.get("logic.als-cells", String.valueOf(AlmostLockedSets.DEFAULT_CELLS)).strip());
    }

    @Override
    public String name() {
        return "logic";
    }

    @Override
    public Result run(Model model, Limits limits) {
        Result r = answer(model, limits);
        if (r.deduction() != null) {
            return r; // searched on after a stall: already STUCK
        }
        // an exhausted answer of the rules alone is a proof; anything else is a stall
        boolean decided = r.status() == Status.EXHAUSTED;
        return r.withDeduction(!decided ? Deduction.STUCK : r.count() == 0 ? Deduction.CONTRADICTION : Deduction.SOLVED);
    }

    private Result answer(Model model, Limits limits) {
        long start = System.nanoTime();
        Deadline deadline = Deadline.start(limits.timeoutMillis());
        Explanation e = LogicSolver.explain(model, deadline, assumeUnique, alsCells);
        Difficulty difficulty = e.difficulty();
        Map<String, Long> stats = new LinkedHashMap<>();
        stats.put("rounds", (long) difficulty.rounds());
        stats.put("steps", (long) e.rounds().stream().mapToInt(r -> r.steps().size()).sum());
        switch (e.outcome()) {
            case SOLVED:
                List<int[]> kept = limits.keep() > 0 ? List.of(e.solution()) : List.of();
                return new Result(Status.EXHAUSTED, 1, kept, stats, System.nanoTime() - start, difficulty.summary());
            case CONTRADICTION:
                return new Result(Status.EXHAUSTED, 0, List.of(), stats, System.nanoTime() - start,
                        difficulty.summary() + ": " + e.reason());
            default:
                if (deadline.passed()) {
                    return new Result(Status.TIMEOUT, 0, List.of(), stats, System.nanoTime() - start,
                            "logic stopped by the time limit after " + Plural.of(difficulty.rounds(), "round"));
                }
                if (!thenSearch) {
                    return new Result(Status.UNKNOWN, 0, List.of(), stats, System.nanoTime() - start,
                            difficulty.summary() + " (" + Plural.of(remaining(e.candidates()), "candidate") + " left; "
                                    + "logic.then-search=true continues by search)");
                }
                return search(model, limits, deadline, e, stats, start);
        }
    }

    private Result search(Model model, Limits limits, Deadline deadline, Explanation e, Map<String, Long> stats, long start) {
        List<Constraint> narrowed = new ArrayList<>(model.constraints());
        int[] initial = model.initialMasks();
        int[] candidates = e.candidates();
        for (int c = 0; c < candidates.length; c++) {
            if (candidates[c] != initial[c]) {
                narrowed.add(new Domain(c, candidates[c], "logic candidates " + model.geometry().cellName(c)));
            }
        }
        long left = limits.timeoutMillis() == 0 ? 0 : deadline.remainingMillis();
        Limits rest = new Limits(limits.solutions(), left, limits.nodeLimit(), limits.keep(), limits.seed());
        Engine search;
        try {
            search = searches.create(searchEngine, options);
        } catch (IllegalArgumentException notComplete) {
            return Result.unsupported("logic.search-engine '" + searchEngine + "' is " + notComplete.getMessage());
        }
        Result r;
        try (search) {
            r = search.run(model.withConstraints(narrowed), rest);
        }
        for (int[] grid : r.solutions()) {
            if (!model.violations(grid).isEmpty()) {
                return new Result(Status.UNKNOWN, 0, List.of(), stats, System.nanoTime() - start,
                        "search engine " + searchEngine + " returned a grid that breaks the model: " + model.violations(grid).get(0));
            }
        }
        stats.putAll(r.stats());
        String message = "logic stalled after " + Plural.of(stats.get("rounds"), "round") + "; " + searchEngine + " searched on"
                + (r.message().isEmpty() ? "" : ": " + r.message());
        return new Result(r.status(), r.count(), r.solutions(), stats, System.nanoTime() - start, message, Deduction.STUCK);
    }

    /** A logic run's outcome as the engine contract states it. */
    public static Deduction deduction(Outcome outcome) {
        return switch (outcome) {
            case SOLVED -> Deduction.SOLVED;
            case CONTRADICTION -> Deduction.CONTRADICTION;
            case STUCK -> Deduction.STUCK;
        };
    }

    private static int remaining(int[] masks) {
        int total = 0;
        for (int m : masks) {
            total += Integer.bitCount(m);
        }
        return total;
    }
}
