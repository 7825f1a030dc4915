package nonet.engine.sls;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.engine.Deadline;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Narrowing;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.format.Plural;
import nonet.model.Model;

/**
 * Stochastic local search: finds solutions, never proves anything. It answers LIMIT with the one
 * solution it found (checked against the model first), or UNKNOWN with the best cost it reached.
 * The candidates it assigns from are those left by propagation, from the {@link Narrowing} it is
 * handed, unless {@code sls.narrow=false} or it was handed none (then the domains alone); {@link LocalSearch} anneals over them, tuned by {@link SlsSettings},
 * and repairs its near-best grids with the same engine's propagation ({@link NeighbourhoodRepair}).
 * Seeded by {@link Limits#seed()}; bounded by the time limit (2 s when none is given and no move
 * limit is set) and by {@link Limits#nodeLimit()} counted in moves.
 */
public final class SlsEngine implements Engine {

    static final long DEFAULT_BUDGET_MILLIS = 2000;

    private final SlsSettings settings;
    /** Where the starting candidates come from, or null for the domains alone. */
    private final Narrowing narrowing;

    public SlsEngine(EngineOptions options, Narrowing narrowing) {
        this.settings = SlsSettings.of(options);
        this.narrowing = narrowing;
    }

    @Override
    public String name() {
        return "sls";
    }

    @Override
    public Result run(Model model, Limits limits) {
        long start = System.nanoTime();
        int[] candidates = model.initialMasks();
        String empty = emptyCell(model, candidates);
        if (empty == null && settings.narrow() && narrowing != null) {
            candidates = narrowing.candidates(model);
            empty = candidates == null ? "propagation leaves some cell no digit" : null;
        }
        if (empty != null) {
            return new Result(Status.UNKNOWN, 0, List.of(), Map.of(), System.nanoTime() - start,
                    empty + ": local search has nothing to assign");
        }
        long budget = limits.timeoutMillis() > 0 ? limits.timeoutMillis()
                : limits.nodeLimit() > 0 ? 0 : DEFAULT_BUDGET_MILLIS;
        // the walk compiles the model again: only worth it when narrowing left a cell open
        boolean open = Arrays.stream(candidates).anyMatch(mask -> Integer.bitCount(mask) > 1);
        LocalSearch search = new LocalSearch(model, candidates, settings, limits.seed(),
                open && settings.narrow() && narrowing != null ? narrowing.walk(model) : null);
        int[] grid = search.run(limits.nodeLimit(), Deadline.start(budget));
        Map<String, Long> stats = new LinkedHashMap<>();
        stats.put("moves", search.moves());
        stats.put("best_cost", (long) search.bestCost());
        stats.put("repair_nodes", search.repairNodes());
        long nanos = System.nanoTime() - start;
        if (grid != null && model.violations(grid).isEmpty()) {
            // one solution reaches a limit of 1; under a higher limit it is a lower bound, not "limit reached"
            return new Result(limits.solutions() <= 1 ? Status.LIMIT : Status.UNKNOWN, 1, limits.keep() > 0 ? List.of(grid) : List.of(), stats, nanos,
                    "found by local search (not a proof of uniqueness)");
        }
        return new Result(Status.UNKNOWN, 0, List.of(), stats, nanos,
                "local search found no solution; best cost " + search.bestCost() + " after " + Plural.of(search.moves(), "move"));
    }

    private static String emptyCell(Model model, int[] candidates) {
        for (int c = 0; c < candidates.length; c++) {
            if (candidates[c] == 0) {
                return "the domains leave " + model.geometry().cellName(c) + " no digit";
            }
        }
        return null;
    }
}
