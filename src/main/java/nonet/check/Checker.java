package nonet.check;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import nonet.io.PuzzleEntry;
import nonet.lang.Compiler;

/**
 * Cross-checks a stream of puzzles on worker threads. The queue between the reader and the workers
 * is bounded, so a file of any length is checked in constant memory; each worker owns its engines
 * (engines are not thread-safe).
 */
public final class Checker {

    /** A puzzle for the workers, with its position among the inputs (from 1), which names its case. */
    private record Job(PuzzleEntry.Ok entry, long number) {
    }

    private static final Job END = new Job(new PuzzleEntry.Ok("", 0, 0, null, null), 0);

    private final CheckSettings settings;
    private final Compiler compiler;
    private final CheckReport report;
    private final CaseWriter cases;
    private final BlockingQueue<Job> queue;
    private long submitted;
    private final List<Thread> workers = new ArrayList<>();

    public Checker(CheckSettings settings, Compiler compiler, CheckReport report) {
        this(settings, compiler, report, settings.reportDir() == null ? null : new CaseWriter(settings.reportDir(), settings));
    }

    /**
     * A checker whose cases re-run with {@code caseLauncher} (the words of a nonet command) rather
     * than with the running program: a Spark executor's class path means nothing where a case is read.
     */
    public Checker(CheckSettings settings, Compiler compiler, CheckReport report, List<String> caseLauncher) {
        this(settings, compiler, report, settings.reportDir() == null ? null
                : new CaseWriter(settings.reportDir(), settings, caseLauncher, Launcher.pluginClassPath()));
    }

    private Checker(CheckSettings settings, Compiler compiler, CheckReport report, CaseWriter cases) {
        this.settings = settings;
        this.compiler = compiler;
        this.report = report;
        this.cases = cases;
        this.queue = new ArrayBlockingQueue<>(4 * settings.jobs());
        for (int i = 0; i < settings.jobs(); i++) {
            PuzzleChecker checker = new PuzzleChecker(settings);
            Thread t = new Thread(() -> work(checker), "nonet-check-" + (i + 1));
            t.setDaemon(true);
            workers.add(t);
        }
        report.restartClock();
        workers.forEach(Thread::start);
    }

    /** Hands one input to the workers (waiting while the queue is full); bad input is counted at once. */
    public void submit(PuzzleEntry entry) {
        submit(entry, submitted + 1);
    }

    /**
     * Hands over an input whose position among all the inputs (from 1) the caller knows: a slice of a
     * corpus checked apart numbers its cases as a check of the whole corpus would.
     */
    public void submit(PuzzleEntry entry, long number) {
        submitted = number;
        if (entry instanceof PuzzleEntry.Bad bad) {
            report.addBadInput(bad.toString());
            return;
        }
        put(new Job((PuzzleEntry.Ok) entry, number));
    }

    /** Waits until every submitted puzzle is checked. */
    public void finish() {
        for (int i = 0; i < workers.size(); i++) {
            put(END);
        }
        for (Thread t : workers) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        report.finish();
    }

    private void put(Job job) {
        try {
            queue.put(job);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while queueing puzzles", e);
        }
    }

    private void work(PuzzleChecker checker) {
        try {
            checkUntilTheEnd(checker);
        } finally {
            checker.close();
        }
    }

    private void checkUntilTheEnd(PuzzleChecker checker) {
        Shrinker shrinker = new Shrinker(compiler, checker);
        while (true) {
            Job job;
            try {
                job = queue.take();
            } catch (InterruptedException e) {
                return;
            }
            if (job == END) {
                return;
            }
            Comparison c = checker.check(job.entry().model());
            report.add(c);
            if (!c.agree()) {
                recordDisagreement(job, c, shrinker);
            }
        }
    }

    private void recordDisagreement(Job job, Comparison c, Shrinker shrinker) {
        PuzzleEntry.Ok entry = job.entry();
        String where = entry.source() + " #" + entry.index() + " (line " + entry.line() + ")";
        Shrinker.Shrunk shrunk = settings.shrink() ? shrinker.shrink(entry.spec(), c) : new Shrinker.Shrunk(entry.spec(), c);
        String summary = c.summary();
        if (shrunk.spec() != entry.spec()) {
            summary += " (shrunk to " + countGivens(shrunk.spec().givens()) + " givens and " + shrunk.spec().clues().size()
                    + " clues: " + shrunk.comparison().summary() + ")";
        }
        String caseDir = null;
        if (cases != null) {
            try {
                Path dir = cases.write(job.number(), where, shrunk.spec(), shrunk.comparison());
                caseDir = dir.toString();
            } catch (UncheckedIOException e) {
                caseDir = "(not written: " + e.getMessage() + ")";
            }
        }
        report.addDisagreement(new Disagreement(entry.source(), entry.index(), entry.line(), summary, caseDir));
    }

    private static int countGivens(int[] givens) {
        int n = 0;
        for (int g : givens) {
            n += g != 0 ? 1 : 0;
        }
        return n;
    }
}
