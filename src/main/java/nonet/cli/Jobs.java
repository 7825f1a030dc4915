package nonet.cli;

import nonet.batch.UserError;

/**
 * The {@code --jobs} option: worker threads, each with its own engines. It is capped because every
 * thread holds engines and a stack, and a JVM asked for a hundred thousand threads spends a minute
 * creating them and then runs out of memory; no machine nonet runs on has more cores than the cap.
 */
final class Jobs {

    /** The most worker threads a command starts. */
    static final int MAX = 256;

    private Jobs() {
    }

    /** The value of {@code option}, or a usage error when it is outside 1..{@link #MAX}. */
    static int check(String option, int jobs) {
        if (jobs < 1 || jobs > MAX) {
            throw new UserError(option + " must be between 1 and " + MAX + " (worker threads), not " + jobs);
        }
        return jobs;
    }
}
