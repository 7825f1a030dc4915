package nonet.check;

/**
 * Times in logarithmic buckets (eight per doubling, about 9% wide) from 1 microsecond up, so that
 * medians and percentiles of millions of runs take constant memory.
 */
final class LatencyHistogram {

    private static final int PER_DOUBLING = 8;
    private static final int BUCKETS = 50 * PER_DOUBLING;

    private final long[] counts = new long[BUCKETS];
    private long total;

    void add(long nanos) {
        counts[bucket(nanos)]++;
        total++;
    }

    void addAll(LatencyHistogram other) {
        for (int i = 0; i < BUCKETS; i++) {
            counts[i] += other.counts[i];
        }
        total += other.total;
    }

    /** The upper edge of the bucket holding quantile q (0..1), in nanoseconds; 0 when empty. */
    long quantile(double q) {
        if (total == 0) {
            return 0;
        }
        long rank = (long) Math.ceil(q * total);
        long seen = 0;
        for (int i = 0; i < BUCKETS; i++) {
            seen += counts[i];
            if (seen >= Math.max(1, rank)) {
                return upperEdge(i);
            }
        }
        return upperEdge(BUCKETS - 1);
    }

    private static int bucket(long nanos) {
        double micros = Math.max(1.0, nanos / 1000.0);
        int b = (int) (Math.log(micros) / Math.log(2) * PER_DOUBLING);
        return Math.min(BUCKETS - 1, Math.max(0, b));
    }

    private static long upperEdge(int bucket) {
        return (long) (1000 * Math.pow(2, (bucket + 1) / (double) PER_DOUBLING));
    }
}
