package nonet.engine.split;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.engine.Result;
import nonet.engine.Status;

/**
 * What the runs of a split search add up to: every run's statistics summed (runs cut short and
 * cubes counted twice included: they are work done), and the solutions of the cubes' answers in
 * cube order, so that a deterministic engine shows the same first solutions on every split run.
 */
final class SplitTally {

    /** The statistic a split answer adds: how many subproblems the puzzle was cut into. */
    static final String CUBES = "cubes";

    private final Map<String, Long> stats = new LinkedHashMap<>();

    synchronized void addStats(Result run) {
        run.stats().forEach((k, v) -> stats.merge(k, v, Long::sum));
    }

    /**
     * The answer of the whole search: its status and count (decided by the schedule), the first
     * solutions of the cubes in cube order, at most {@code keep} of them and no more than the count.
     */
    synchronized Result result(Status status, long count, Result[] answers, int keep, long nanos, String message) {
        List<int[]> solutions = new ArrayList<>();
        long room = Math.min(keep, count);
        for (Result a : answers) {
            if (a == null) {
                continue;
            }
            for (int[] s : a.solutions()) {
                if (solutions.size() < room) {
                    solutions.add(s);
                }
            }
        }
        Map<String, Long> all = new LinkedHashMap<>(stats);
        all.put(CUBES, (long) answers.length);
        return new Result(status, count, solutions, all, nanos, message);
    }
}
