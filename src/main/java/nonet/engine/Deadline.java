package nonet.engine;

/**
 * The wall-clock end of a run, checked cheaply from search loops. Also carries cancellation, so a
 * cross-check can stop engines still running when the user presses Ctrl-C.
 */
public final class Deadline {

    private final long endNanos;
    private volatile boolean cancelled;

    private Deadline(long endNanos) {
        this.endNanos = endNanos;
    }

    /** Starts counting now; a timeout of 0 means never. */
    public static Deadline start(long timeoutMillis) {
        return new Deadline(timeoutMillis == 0 ? Long.MAX_VALUE : System.nanoTime() + timeoutMillis * 1_000_000L);
    }

    public boolean passed() {
        return cancelled || (endNanos != Long.MAX_VALUE && System.nanoTime() - endNanos > 0);
    }

    /** Milliseconds left (at least 1 while not passed), or {@code Long.MAX_VALUE} without a limit. */
    public long remainingMillis() {
        if (endNanos == Long.MAX_VALUE) {
            return Long.MAX_VALUE;
        }
        return Math.max(1, (endNanos - System.nanoTime()) / 1_000_000L);
    }

    public void cancel() {
        cancelled = true;
    }
}
