package nonet.workbench;

/**
 * How many solutions a puzzle has: counted exactly, or estimated by probes with a confidence
 * interval. Values are natural logs, since counts of big grids pass the largest double: the
 * estimate, and the interval's ends (negative infinity for 0, positive infinity for "no upper
 * bound"). For an exact count the three are equal and {@code exactCount} holds it.
 */
public record SolutionEstimate(Kind kind, double logEstimate, double logLow, double logHigh, long exactCount,
        double confidence, long probes, long hits, double relativeStandardError, long solutionsSeen) {

    public enum Kind {
        /** Counted to the end by an engine, every solution verified. */
        EXACT,
        /** Estimated from probes. */
        ESTIMATE,
        /** The time ran out before any probe finished. */
        TIMEOUT
    }

    static SolutionEstimate exact(long count) {
        double log = count == 0 ? Double.NEGATIVE_INFINITY : Math.log(count);
        return new SolutionEstimate(Kind.EXACT, log, log, log, count, 1, 0, 0, 0, count);
    }

    /** Probes that ended without a solution. */
    public long deadEnds() {
        return probes - hits;
    }
}
