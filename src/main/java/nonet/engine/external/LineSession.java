package nonet.engine.external;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import nonet.engine.Deadline;
import nonet.engine.EngineFailure;

/**
 * A {@code cmd:} engine's program, kept running over a batch: one line written to its standard
 * input, one line read back from its standard output. A thread reads the output into a queue, so a
 * request can wait for its answer with the deadline; another keeps the end of the program's
 * standard error for messages. A session whose program crashed, hung or answered garbage is
 * {@link #close closed} and never used again.
 */
final class LineSession implements AutoCloseable {

    /** An answer line longer than this is garbage: a 30x30 count with 10 solutions is under 10 KB. */
    static final int MAX_LINE = 1 << 20;

    /** What the output reader hands over: a line, the end of the output, or a line too long to read. */
    private enum Kind {
        LINE, END, TOO_LONG
    }

    private record Output(Kind kind, String line) {
    }

    private final String engine;
    private final Map<String, String> environment;
    private final ChildProcess child;
    private final Writer requests;
    private final BlockingQueue<Output> answers = new LinkedBlockingQueue<>();
    private final StringBuilder stderrTail = new StringBuilder();
    private final Thread stderrReader;

    private LineSession(String engine, Map<String, String> environment, ChildProcess child) {
        this.engine = engine;
        this.environment = Map.copyOf(environment);
        this.child = child;
        this.requests = new OutputStreamWriter(child.process().getOutputStream(), StandardCharsets.UTF_8);
        daemon(() -> readLines(child.process().getInputStream()), "stdout");
        this.stderrReader = daemon(() -> keepTail(child.process().getErrorStream()), "stderr");
    }

    /** Starts the program with {@code environment} added to nonet's. */
    static LineSession start(ExternalCommand command, Map<String, String> environment) {
        try {
            return new LineSession(command.engine(), environment, ChildProcess.start(new ProcessBuilder(), command.words(), environment));
        } catch (IOException e) {
            throw new EngineFailure("the program could not be started: " + e.getMessage());
        }
    }

    Map<String, String> environment() {
        return environment;
    }

    /** The program's answer line to {@code request}, or null when the deadline passes first. */
    String ask(String request, Deadline deadline) throws InterruptedException {
        try {
            requests.write(request + "\n");
            requests.flush();
        } catch (IOException e) {
            throw ended("before reading " + Excerpt.head(request));
        }
        while (true) {
            Output out = answers.poll(Math.min(deadline.remainingMillis(), 100), TimeUnit.MILLISECONDS);
            if (out == null) {
                if (deadline.passed()) {
                    return null;
                }
                continue;
            }
            switch (out.kind()) {
                case END:
                    throw ended("before answering " + Excerpt.head(request));
                case TOO_LONG:
                    throw new EngineFailure("the program answered a line longer than " + MAX_LINE + " characters");
                default:
                    return out.line();
            }
        }
    }

    private EngineFailure ended(String when) throws InterruptedException {
        Integer status = child.exitSoon();
        // the last words of a crash may still be on their way through the standard error pipe
        stderrReader.join(1000);
        String how = status == null ? "closed its output" : ChildProcess.describeExit(status);
        String stderr;
        synchronized (stderrTail) {
            stderr = stderrTail.toString();
        }
        return new EngineFailure("the program " + how + " " + when + "; its standard error ended with " + Excerpt.tail(stderr));
    }

    /** Kills the program and what it started. */
    @Override
    public void close() {
        child.kill();
    }

    private void readLines(InputStream stdout) {
        StringBuilder line = new StringBuilder();
        try (Reader in = new InputStreamReader(stdout, StandardCharsets.UTF_8)) {
            int c;
            while ((c = in.read()) >= 0) {
                if (c == '\n') {
                    answers.add(new Output(Kind.LINE, line.toString()));
                    line.setLength(0);
                } else if (line.length() == MAX_LINE) {
                    answers.add(new Output(Kind.TOO_LONG, null));
                    return;
                } else if (c != '\r') {
                    line.append((char) c);
                }
            }
        } catch (IOException e) {
            // the program's output was closed under us (it was killed): the end of the output
        }
        answers.add(new Output(Kind.END, null));
    }

    private void keepTail(InputStream stderr) {
        byte[] buffer = new byte[4096];
        try (stderr) {
            int n;
            while ((n = stderr.read(buffer)) >= 0) {
                synchronized (stderrTail) {
                    stderrTail.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
                    if (stderrTail.length() > 4 * Excerpt.LIMIT) {
                        stderrTail.delete(0, stderrTail.length() - 2 * Excerpt.LIMIT);
                    }
                }
            }
        } catch (IOException e) {
            // closed because the program was killed: the tail kept so far is all there is
        }
    }

    private Thread daemon(Runnable task, String stream) {
        Thread t = new Thread(task, "nonet-" + engine + "-" + stream);
        t.setDaemon(true);
        t.start();
        return t;
    }
}
