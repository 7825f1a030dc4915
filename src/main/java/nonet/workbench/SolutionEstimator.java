package nonet.workbench;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import nonet.engine.Deadline;
import nonet.engine.Engine;
import nonet.engine.Narrowing;
import nonet.model.Model;

/**
 * Estimates how many solutions a puzzle has, with a confidence interval. A puzzle with few
 * solutions is first counted exactly, when an engine finishes within a small share of the budget;
 * otherwise {@link KnuthProbe}s run until the probe count or the time budget is used up. Each
 * probe's estimate is unbiased, so their mean is too; {@link EstimateInterval} gives the interval.
 * With a fixed seed and no time budget the result depends only on the puzzle and the settings.
 */
public final class SolutionEstimator {

    /** What bounds a run: probes (0: no bound), time in milliseconds (0: none), the exact-count threshold (0: never count). */
    public record Budget(long probes, long timeoutMillis, int exactLimit) {
    }

    /** The longest an exact count may take: it is a shortcut, not the job. */
    private static final long EXACT_MILLIS = 2000;
    /** Distinct solutions remembered for the interval's floor. */
    private static final int SEEN_CAP = 100_000;

    private final Engine counter;
    private final Narrowing narrowing;
    private final Budget budget;
    private final double confidence;
    private final long seed;

    /**
     * {@code counter}: a complete engine for the exact count; {@code narrowing}: the engine whose
     * propagation the probes walk; {@code confidence} between 0 and 1, exclusive.
     */
    public SolutionEstimator(Engine counter, Narrowing narrowing, Budget budget, double confidence, long seed) {
        this.counter = counter;
        this.narrowing = narrowing;
        this.budget = budget;
        this.confidence = confidence;
        this.seed = seed;
    }

    /**
     * The estimate for a model; {@code progress} sees the estimate so far now and then. Throws
     * {@link WorkbenchStop} when the exact count's engine returns a grid the model rejects.
     */
    public SolutionEstimate estimate(Model model, Consumer<SolutionEstimate> progress) {
        Deadline deadline = Deadline.start(budget.timeoutMillis());
        Narrowing.Walk walk = narrowing.walk(model);
        int[] root = walk.root();
        if (root == null) {
            return SolutionEstimate.exact(0);
        }
        SolutionEstimate exact = exactCount(model, deadline);
        if (exact != null) {
            return exact;
        }
        KnuthProbe probe = new KnuthProbe(model, walk, root);
        ProbeStatistics stats = new ProbeStatistics();
        Set<String> seen = new HashSet<>();
        SplittableRandom random = new SplittableRandom(seed);
        long lastReport = System.nanoTime();
        while ((budget.probes() == 0 || stats.count() < budget.probes()) && !deadline.passed()) {
            double log = probe.logEstimate(random, deadline);
            if (Double.isNaN(log)) {
                break;
            }
            stats.add(log);
            if (log != Double.NEGATIVE_INFINITY && seen.size() < SEEN_CAP) {
                seen.add(Arrays.toString(probe.lastSolution()));
            }
            if (System.nanoTime() - lastReport > 200_000_000L) {
                lastReport = System.nanoTime();
                progress.accept(summary(stats, seen.size()));
            }
        }
        return summary(stats, seen.size());
    }

    private SolutionEstimate summary(ProbeStatistics stats, long seen) {
        if (stats.count() == 0) {
            return new SolutionEstimate(SolutionEstimate.Kind.TIMEOUT, Double.NaN, Double.NEGATIVE_INFINITY,
                    Double.POSITIVE_INFINITY, -1, confidence, 0, 0, Double.POSITIVE_INFINITY, 0);
        }
        double[] interval = EstimateInterval.of(stats, confidence, seen);
        return new SolutionEstimate(SolutionEstimate.Kind.ESTIMATE, stats.logMean(), interval[0], interval[1], -1,
                confidence, stats.count(), stats.hits(), stats.relativeStandardError(), seen);
    }

    /** The exact count when the engine finishes it within the limit and a small share of the budget, else null. */
    private SolutionEstimate exactCount(Model model, Deadline deadline) {
        if (budget.exactLimit() == 0) {
            return null;
        }
        long millis = Math.min(EXACT_MILLIS, budget.timeoutMillis() == 0 ? EXACT_MILLIS : Math.max(1, budget.timeoutMillis() / 5));
        try {
            VerifiedRuns.Found f = new VerifiedRuns(counter, Math.min(millis, deadline.remainingMillis()), seed)
                    .solutions(model, budget.exactLimit() + 1);
            return f.exact() ? SolutionEstimate.exact(f.solutions().size()) : null;
        } catch (WorkbenchStop stop) {
            if (stop.reason() == WorkbenchStop.Reason.INVALID) {
                throw stop;
            }
            return null;
        }
    }
}
