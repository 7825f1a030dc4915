package nonet.bench;

/**
 * Durations in nanoseconds, counted in log-linear buckets (32 per power of two, so a quantile is
 * within about 3% of the true value). Fixed size: memory does not grow with the number of runs.
 */
public final class LatencyHistogram implements java.io.Serializable {

    private static final long serialVersionUID = 1L;

    private static final int SUB_BITS = 5;
    private static final int SUB = 1 << SUB_BITS;

    private final long[] counts = new long[64 * SUB];
    private long total;

    public void record(long nanos) {
        counts[bucket(Math.max(0, nanos))]++;
        total++;
    }

    public void addAll(LatencyHistogram other) {
        for (int i = 0; i < counts.length; i++) {
            counts[i] += other.counts[i];
        }
        total += other.total;
    }

    public long total() {
        return total;
    }

    /** The duration at quantile q (0..1), as the middle of its bucket; 0 when empty. */
    public long quantile(double q) {
        if (total == 0) {
            return 0;
        }
        long rank = Math.max(1, (long) Math.ceil(q * total));
        long seen = 0;
        for (int i = 0; i < counts.length; i++) {
            seen += counts[i];
            if (seen >= rank) {
                return middle(i);
            }
        }
        return middle(counts.length - 1);
    }

    private static int bucket(long v) {
        if (v < SUB) {
            return (int) v;
        }
        int exp = 63 - Long.numberOfLeadingZeros(v);
        int mantissa = (int) (v >>> (exp - SUB_BITS)) & (SUB - 1);
        return (exp - SUB_BITS + 1) * SUB + mantissa;
    }

    private static long middle(int bucket) {
        if (bucket < SUB) {
            return bucket;
        }
        int exp = bucket / SUB + SUB_BITS - 1;
        long low = (1L << exp) | ((long) (bucket % SUB) << (exp - SUB_BITS));
        return low + (1L << (exp - SUB_BITS)) / 2;
    }
}
