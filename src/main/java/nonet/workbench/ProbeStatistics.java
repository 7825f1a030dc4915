package nonet.workbench;

/**
 * The running sums of probe estimates, kept in log space: an empty 25x25 grid has about 4e308
 * solutions, past the largest double, so the sums of the nonzero estimates are held relative to
 * the largest one seen ({@code scale}, a natural log) and rescaled when a larger one arrives. Zero
 * estimates (dead ends) are only counted: the interval treats how often a probe succeeds and what a
 * success scores as two questions (see {@link EstimateInterval}).
 */
final class ProbeStatistics {

    private long count;
    private long hits;
    private double scale = Double.NEGATIVE_INFINITY;
    /** Sums of x and x squared over the nonzero estimates, x being an estimate divided by e^scale (so at most 1). */
    private double sum;
    private double sumSquares;
    /** Welford's running mean and sum of squared deviations of the nonzero estimates' logs. */
    private double logMean;
    private double logSquares;

    /** Adds one probe's estimate, given as its natural log (negative infinity for 0). */
    void add(double log) {
        count++;
        if (log == Double.NEGATIVE_INFINITY) {
            return;
        }
        hits++;
        double delta = log - logMean;
        logMean += delta / hits;
        logSquares += delta * (log - logMean);
        if (log > scale) {
            double shrink = Math.exp(scale - log);
            sum *= shrink;
            sumSquares *= shrink * shrink;
            scale = log;
        }
        double x = Math.exp(log - scale);
        sum += x;
        sumSquares += x * x;
    }

    /** Probes finished. */
    long count() {
        return count;
    }

    /** Probes that ended in a solution (nonzero estimates). */
    long hits() {
        return hits;
    }

    /** The natural log of the mean estimate; negative infinity while every probe scored 0. */
    double logMean() {
        return hits == 0 ? Double.NEGATIVE_INFINITY : scale + Math.log(sum / count);
    }

    /** The natural log of the mean nonzero estimate; negative infinity without one. */
    double logHitMean() {
        return hits == 0 ? Double.NEGATIVE_INFINITY : scale + Math.log(sum / hits);
    }

    /** The mean of the nonzero estimates' natural logs. */
    double meanOfLogs() {
        return logMean;
    }

    /** The sample variance of the nonzero estimates' natural logs; 0 with fewer than two. */
    double varianceOfLogs() {
        return hits < 2 ? 0 : logSquares / (hits - 1);
    }

    /** The relative standard error of the mean estimate; infinite with fewer than two hits. */
    double relativeStandardError() {
        return relativeError(count);
    }

    /** The relative standard error of the mean nonzero estimate; infinite with fewer than two hits. */
    double hitRelativeStandardError() {
        return relativeError(hits);
    }

    /** From the sample variance of n values, the nonzero ones being those summed (the rest are 0). */
    private double relativeError(long n) {
        if (hits < 2) {
            return Double.POSITIVE_INFINITY;
        }
        double mean = sum / n;
        double variance = Math.max(0, (sumSquares - n * mean * mean) / (n - 1));
        return Math.sqrt(variance / n) / mean;
    }
}
