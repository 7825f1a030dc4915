package nonet.engine;

/**
 * What bounds a run: how many solutions to look for (1 to solve, K to count), wall-clock time,
 * search nodes, how many solutions to keep in the result, and a seed for engines that use chance.
 * {@code timeoutMillis} and {@code nodeLimit} of 0 mean no limit.
 */
public record Limits(long solutions, long timeoutMillis, long nodeLimit, int keep, long seed) {

    public static final int DEFAULT_KEEP = 10;

    public Limits {
        if (solutions < 1) {
            throw new IllegalArgumentException("the solution limit must be at least 1, not " + solutions);
        }
        if (timeoutMillis < 0 || nodeLimit < 0 || keep < 0) {
            throw new IllegalArgumentException("limits cannot be negative: timeout " + timeoutMillis + " ms, node limit " + nodeLimit + ", keep " + keep);
        }
    }

    /** Find one solution, no time limit. */
    public static Limits solve() {
        return new Limits(1, 0, 0, 1, 0);
    }

    /** Count up to {@code k} solutions, no time limit. */
    public static Limits count(long k) {
        return new Limits(k, 0, 0, DEFAULT_KEEP, 0);
    }

    public Limits withTimeoutMillis(long millis) {
        return new Limits(solutions, millis, nodeLimit, keep, seed);
    }

    public Limits withNodeLimit(long nodes) {
        return new Limits(solutions, timeoutMillis, nodes, keep, seed);
    }

    public Limits withSeed(long newSeed) {
        return new Limits(solutions, timeoutMillis, nodeLimit, keep, newSeed);
    }

    public Limits withKeep(int newKeep) {
        return new Limits(solutions, timeoutMillis, nodeLimit, newKeep, seed);
    }
}
