package nonet.engine;

/**
 * The wall-clock end of a run, checked cheaply from search loops. Also carries cancellation, so a
 * cross-check can stop engines still running when the user presses Ctrl-C. An interrupted thread
 * has passed every deadline it checks: that is how a caller stops an engine it did not create the
 * deadline of (the web page's superseded jobs), the way Java cancels work, without a second
 * mechanism threaded through every engine.
 */
public final class Deadline {

    /** A duration this long is "no limit": it saturates any timeout too large to count in nanoseconds. */
    private static final long NEVER = Long.MAX_VALUE;

    private final long startNanos;
    private final long durationNanos;
    private volatile boolean cancelled;

    private Deadline(long startNanos, long durationNanos) {
        this.startNanos = startNanos;
        this.durationNanos = durationNanos;
    }

    /** Starts counting now; a timeout of 0 means never, and one beyond ~292 years saturates to never. */
    public static Deadline start(long timeoutMillis) {
        boolean unbounded = timeoutMillis == 0 || timeoutMillis >= NEVER / 1_000_000L;
        // elapsed time is compared as a difference of nanoTime readings, which cannot overflow the way start + duration can
        return new Deadline(System.nanoTime(), unbounded ? NEVER : timeoutMillis * 1_000_000L);
    }

    public boolean passed() {
        return cancelled || Thread.currentThread().isInterrupted() || (durationNanos != NEVER && System.nanoTime() - startNanos > durationNanos);
    }

    /** Milliseconds left (at least 1 while not passed), or {@code Long.MAX_VALUE} without a limit. */
    public long remainingMillis() {
        if (durationNanos == NEVER) {
            return Long.MAX_VALUE;
        }
        return Math.max(1, (durationNanos - (System.nanoTime() - startNanos)) / 1_000_000L);
    }

    public void cancel() {
        cancelled = true;
    }
}
