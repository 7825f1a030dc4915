package nonet.check;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.Supplier;
import nonet.format.Terminal;

/**
 * A progress line on stderr while a long job runs: for a check, puzzles done (of how many, when
 * known), rate, disagreements so far and the time left; for other jobs, whatever line they supply.
 * Redrawn in place a few times a second; cleared at the end.
 */
public final class ProgressDisplay implements AutoCloseable {

    private static final int WIDTH = 24;

    private final PrintStream err;
    private final CheckReport report;
    private final long total;
    private final long start = System.nanoTime();
    private final Supplier<String> line;
    private final Thread painter;
    private volatile boolean running;

    private ProgressDisplay(PrintStream err, CheckReport report, long total, Supplier<String> line, boolean enabled) {
        this.err = err;
        this.report = report;
        this.total = total;
        this.line = line == null ? this::line : line;
        this.running = enabled;
        this.painter = new Thread(this::paintLoop, "nonet-progress");
        painter.setDaemon(true);
        if (enabled) {
            painter.start();
        }
    }

    /**
     * A progress line when {@code enabled}, else one that draws nothing.
     * {@code total}: how many puzzles to expect, or -1 when unknown (standard input).
     */
    public static ProgressDisplay open(boolean enabled, PrintStream err, CheckReport report, long total) {
        return new ProgressDisplay(err, report, total, null, enabled);
    }

    /** A progress line drawing what {@code line} answers (it is called from another thread), when {@code enabled}. */
    public static ProgressDisplay showing(boolean enabled, PrintStream err, Supplier<String> line) {
        return new ProgressDisplay(err, null, 0, line, enabled);
    }

    /** Whether standard error is a terminal (see {@link Terminal#isTerminal}). */
    public static boolean stderrIsTerminal() {
        return Terminal.isTerminal(2);
    }

    /** Clears the line so that a message printed next is not mixed with the bar. */
    public void clearLine() {
        if (running) {
            err.print("\r\u001b[K");
            err.flush();
        }
    }

    private void paintLoop() {
        while (running) {
            err.print("\r" + line.get() + "\u001b[K");
            err.flush();
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    String line() {
        long done = report.puzzles() + report.badInputs();
        double secs = Math.max(1e-9, (System.nanoTime() - start) / 1e9);
        double rate = done / secs;
        StringBuilder sb = new StringBuilder();
        if (total > 0) {
            int filled = (int) Math.min(WIDTH, WIDTH * done / total);
            sb.append('[').append("=".repeat(filled)).append(" ".repeat(WIDTH - filled)).append("] ");
            sb.append(done).append('/').append(total);
        } else {
            sb.append(done);
        }
        sb.append(String.format(Locale.ROOT, " puzzles  %.1f/s  %d disagreement%s", rate, report.disagreements(),
                report.disagreements() == 1 ? "" : "s"));
        if (total > 0 && rate > 0 && done < total) {
            long left = (long) ((total - done) / rate);
            sb.append(String.format(Locale.ROOT, "  ETA %d:%02d", left / 60, left % 60));
        }
        return sb.toString();
    }

    @Override
    public void close() {
        if (!running) {
            return;
        }
        running = false;
        painter.interrupt();
        try {
            painter.join(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        err.print("\r\u001b[K");
        err.flush();
    }
}
