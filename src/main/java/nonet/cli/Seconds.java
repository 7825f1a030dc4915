package nonet.cli;

import nonet.batch.UserError;

/** A time option in seconds, as the milliseconds the engines take. */
public final class Seconds {

    private Seconds() {
    }

    /**
     * 0 stays 0 (no limit); anything else is at least 1 ms, and a value too large for a long
     * (1e300, Infinity) saturates to {@code Long.MAX_VALUE}, which the engines treat as no limit.
     */
    public static long toMillis(String option, double seconds) {
        if (seconds < 0 || Double.isNaN(seconds)) {
            throw new UserError(option + " must be 0 (none) or a positive number of seconds, not " + seconds);
        }
        return seconds == 0 ? 0 : Math.max(1, Math.round(seconds * 1000));
    }
}
