package nonet.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What an engine answered: how the run ended, how many solutions it found, the first few of them,
 * its own statistics (named by the engine: nodes, guesses, fails, conflicts...), wall time, and a
 * message for people (why it is unsupported, where logic stalled), and, from an engine that reasons
 * without guessing, what reasoning alone decided ({@code deduction}, null from engines that search).
 */
public record Result(Status status, long count, List<int[]> solutions, Map<String, Long> stats,
                     long nanos, String message, Deduction deduction) {

    /** The answer of an engine that searches: no deduction. */
    public Result(Status status, long count, List<int[]> solutions, Map<String, Long> stats, long nanos, String message) {
        this(status, count, solutions, stats, nanos, message, null);
    }

    public Result {
        solutions = List.copyOf(solutions);
        stats = Collections.unmodifiableMap(new LinkedHashMap<>(stats));
        message = message == null ? "" : message;
    }

    public static Result unsupported(String why) {
        return new Result(Status.UNSUPPORTED, 0, List.of(), Map.of(), 0, why);
    }

    /** This answer with what reasoning alone decided. */
    public Result withDeduction(Deduction decided) {
        return new Result(status, count, solutions, stats, nanos, message, decided);
    }

    /** The first solution found, or null. */
    public int[] solution() {
        return solutions.isEmpty() ? null : solutions.get(0);
    }

    /** Whether the count is exact (the search space was exhausted). */
    public boolean exact() {
        return status == Status.EXHAUSTED;
    }

    /** A statistic by name, 0 when the engine does not report it. */
    public long stat(String key) {
        return stats.getOrDefault(key, 0L);
    }
}
