package nonet.workbench;

/**
 * A confidence interval for the number of solutions from probe estimates, built to stay honest
 * when the estimates are heavy-tailed. A naive interval (mean plus or minus z standard errors) is
 * too narrow exactly when it matters: when few probes reach a solution, the sample variance is
 * itself mostly luck, and when the estimates are skewed the sample mean is more often below the
 * true count than above it. So the mean is split into two factors, each given an interval at
 * half the error rate (Bonferroni) and the ends multiplied:
 * <ul>
 * <li>the share of probes that reach a solution, a binomial proportion: Wilson's score interval,
 * which stays sound for shares near 0 or 1;</li>
 * <li>the mean of the nonzero estimates, a positive skewed quantity: the wider of two intervals.
 * One is its normal interval taken on the log scale, {@code mean * exp(+-z * rse)}, which widens
 * the upper side more than the lower. The other is Cox's interval for the mean of a log-normal
 * sample (Land 1972; Zhou and Gao 1997), from the mean m and variance v of the estimates' logs:
 * {@code exp(m + v/2 +- z * sqrt(v/k + v^2/(2(k-1))))}. A probe's estimate is a product of many
 * factors, so its log is close to normal, and on big grids, where few probes run and the largest
 * estimates are rarely seen, this one sees the tail the sample variance misses. With fewer than
 * two nonzero estimates the upper end is unbounded.</li>
 * </ul>
 * The low end is never below the number of distinct solutions the probes verified. The coverage
 * this gives was measured on grids with known counts; see docs/workbench.md.
 */
final class EstimateInterval {

    private EstimateInterval() {
    }

    /**
     * The interval's natural-log ends {low, high} at {@code confidence} (0 to 1); the high end is
     * positive infinity when the probes cannot bound it, the low end negative infinity for 0.
     */
    static double[] of(ProbeStatistics s, double confidence, long solutionsSeen) {
        double floor = solutionsSeen == 0 ? Double.NEGATIVE_INFINITY : Math.log(solutionsSeen);
        if (s.count() == 0) {
            return new double[] {floor, Double.POSITIVE_INFINITY};
        }
        double z = normalQuantile(1 - (1 - confidence) / 4);
        double[] share = wilson(s.hits(), s.count(), z);
        if (s.hits() == 0) {
            return new double[] {floor, Double.POSITIVE_INFINITY};
        }
        double spread = z * s.hitRelativeStandardError();
        long k = s.hits();
        double v = s.varianceOfLogs();
        double coxCentre = s.meanOfLogs() + v / 2;
        double coxSpread = k < 2 ? Double.POSITIVE_INFINITY : z * Math.sqrt(v / k + v * v / (2.0 * (k - 1)));
        double meanLow = Math.min(s.logHitMean() - spread, coxCentre - coxSpread);
        double meanHigh = Math.max(s.logHitMean() + spread, coxCentre + coxSpread);
        return new double[] {Math.max(floor, Math.log(share[0]) + meanLow), Math.log(share[1]) + meanHigh};
    }

    /** Wilson's score interval {low, high} for a proportion of {@code k} in {@code n}. */
    static double[] wilson(long k, long n, double z) {
        double p = (double) k / n;
        double z2 = z * z;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /**
     * The standard normal quantile, by Acklam's rational approximation (relative error below
     * 1.2e-9, far below what an interval needs).
     */
    static double normalQuantile(double p) {
        if (p <= 0 || p >= 1) {
            throw new IllegalArgumentException("a probability strictly between 0 and 1, not " + p);
        }
        double[] a = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02, 1.383577518672690e+02,
            -3.066479806614716e+01, 2.506628277459239e+00};
        double[] b = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02, 6.680131188771972e+01,
            -1.328068155288572e+01};
        double[] c = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00, -2.549732539343734e+00,
            4.374664141464968e+00, 2.938163982698783e+00};
        double[] d = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00};
        double low = 0.02425;
        if (p < low || p > 1 - low) {
            double q = Math.sqrt(-2 * Math.log(p < low ? p : 1 - p));
            double x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
                    / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
            return p < low ? x : -x;
        }
        double q = p - 0.5;
        double r = q * q;
        return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
                / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    }
}
