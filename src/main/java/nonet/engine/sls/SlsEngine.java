package nonet.engine.sls;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.engine.Deadline;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Model;

/**
 * Stochastic local search: finds solutions, never proves anything. It answers LIMIT with the one
 * solution it found (checked against the model first), or UNKNOWN with the best cost it reached.
 * Seeded by {@link Limits#seed()}; bounded by the time limit (2 s when none is given and no move
 * limit is set) and by {@link Limits#nodeLimit()} counted in moves. {@code sls.stall=K} sets how
 * many moves without progress trigger a restart.
 */
public final class SlsEngine implements Engine {

    static final long DEFAULT_BUDGET_MILLIS = 2000;

    private final int stall;

    public SlsEngine(EngineOptions options) {
        int parsed;
        try {
            parsed = Integer.parseInt(options.get("sls.stall", "1000"));
        } catch (NumberFormatException e) {
            parsed = 1000;
        }
        this.stall = Math.max(10, parsed);
    }

    @Override
    public String name() {
        return "sls";
    }

    @Override
    public Result run(Model model, Limits limits) {
        long start = System.nanoTime();
        int[] domains = model.initialMasks();
        for (int c = 0; c < domains.length; c++) {
            if (domains[c] == 0) {
                return new Result(Status.UNKNOWN, 0, List.of(), Map.of(), System.nanoTime() - start,
                        "the domains leave " + model.geometry().cellName(c) + " no digit");
            }
        }
        long budget = limits.timeoutMillis() > 0 ? limits.timeoutMillis()
                : limits.nodeLimit() > 0 ? 0 : DEFAULT_BUDGET_MILLIS;
        LocalSearch search = new LocalSearch(model, limits.seed());
        int[] grid = search.run(limits.nodeLimit(), Deadline.start(budget), stall);
        Map<String, Long> stats = new LinkedHashMap<>();
        stats.put("moves", search.moves());
        stats.put("bestCost", (long) search.bestCost());
        long nanos = System.nanoTime() - start;
        if (grid != null && model.violations(grid).isEmpty()) {
            return new Result(Status.LIMIT, 1, limits.keep() > 0 ? List.of(grid) : List.of(), stats, nanos,
                    "found by local search (not a proof of uniqueness)");
        }
        return new Result(Status.UNKNOWN, 0, List.of(), stats, nanos,
                "local search found no solution; best cost " + search.bestCost() + " after " + search.moves() + " moves");
    }
}
