package nonet.engine.external;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import nonet.engine.Deadline;

/**
 * A program an external engine started, with the guarantee that it does not outlive its use:
 * {@link #kill} ends it and every process it started (a wrapper script's solver too), and a hook
 * kills whatever is still running when nonet exits, Ctrl-C included. Java reaps the program
 * itself, so no zombie is left; its descendants are killed first, while it can still reap them.
 */
final class ChildProcess {

    private static final Set<ChildProcess> LIVE = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> LIVE.forEach(ChildProcess::kill), "nonet-external-cleanup"));
    }

    private final Process process;

    private ChildProcess(Process process) {
        this.process = process;
    }

    /**
     * Starts {@code words} with {@code environment} added to nonet's, as {@code builder} redirects
     * its streams; the IOException of a program that cannot start reaches the caller.
     */
    static ChildProcess start(ProcessBuilder builder, List<String> words, Map<String, String> environment) throws IOException {
        builder.command(words);
        builder.environment().putAll(environment);
        ChildProcess child = new ChildProcess(builder.start());
        LIVE.add(child);
        return child;
    }

    Process process() {
        return process;
    }

    /** The exit status once the program ends, or null when the deadline passes first (the program is then still running). */
    Integer awaitExit(Deadline deadline) throws InterruptedException {
        while (!process.waitFor(Math.min(deadline.remainingMillis(), 100), TimeUnit.MILLISECONDS)) {
            if (deadline.passed()) {
                return null;
            }
        }
        LIVE.remove(this);
        return process.exitValue();
    }

    /** The exit status of a program that is ending (its output closed), waiting at most a second for it. */
    Integer exitSoon() throws InterruptedException {
        return process.waitFor(1, TimeUnit.SECONDS) ? process.exitValue() : null;
    }

    /** An exit status in words: a status above 128 is how Java reports a program killed by a signal. */
    static String describeExit(int status) {
        return status > 128 && status < 160 ? "was killed by signal " + (status - 128) + " (status " + status + ")"
                : "exited with status " + status;
    }

    /** Kills the program and everything it started, and waits until the program is gone. */
    void kill() {
        // descendants first: killed later, they would be orphans that nobody reaps
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        boolean interrupted = false;
        while (true) {
            try {
                process.waitFor();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        LIVE.remove(this);
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
