package nonet.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import nonet.batch.OutputFormat;
import nonet.batch.PuzzleArgs;
import nonet.batch.UserError;
import nonet.check.CheckReport;
import nonet.check.CheckSettings;
import nonet.check.Checker;
import nonet.check.ProgressDisplay;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.generate.RandomPuzzles;
import nonet.lang.BoundedLineReader;
import nonet.model.Geometry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code nonet check}: runs several engines on each puzzle, verifies every answer, reports disagreements. */
@Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Cross-check engines: run each on every puzzle and compare their verified answers.",
                "Every returned grid is verified against the model; the counts (0, 1, ..., K+) and, for unique puzzles,",
                "the solutions are compared."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every engine agreed on every puzzle", "1:a disagreement, or an answer the model rejects",
                "2:usage error or malformed input (the rest of the batch is still checked)", "130:interrupted (partial report printed)"})
final class CheckCommand implements Callable<Integer> {

    @Option(names = {"-m", "--model"}, paramLabel = "MODEL", description = "A bundled model's name or a model file's path. Default: classic.")
    String model;

    @Option(names = "--engines", paramLabel = "E1,E2", split = ",",
            description = "The engines to compare. Default: every complete engine (see 'nonet engines').")
    List<String> engines;

    @Option(names = "--limit", paramLabel = "K", defaultValue = "2", description = "Count solutions up to K. Default: ${DEFAULT-VALUE}.")
    long limit;

    @Option(names = "--timeout", paramLabel = "SEC",
            description = "Time limit per engine and puzzle in seconds; a timeout is 'unknown', never a disagreement. 0 = none."
                    + " Default: none, or 10 with --random (random puzzles can be very hard for some engines).")
    Double timeoutSeconds;

    @Option(names = "--jobs", paramLabel = "N", description = "Worker threads. Default: the number of cores.")
    Integer jobs;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text or json. Default: ${DEFAULT-VALUE}.")
    OutputFormat format;

    @Option(names = "--report", paramLabel = "DIR", description = "Write each disagreement as a self-contained case under DIR.")
    Path reportDir;

    @Option(names = "--random", paramLabel = "N",
            description = "Fuzz: generate N random puzzles under the model (seeded by --seed) and cross-check them; disagreements are shrunk.")
    Long random;

    @Option(names = "--size", paramLabel = "N", description = "Grid size for --random when the model does not fix one. Default: 9.")
    Integer size;

    @Option(names = "--progress", negatable = true, description = "Show progress on stderr. Default: when stderr is a terminal.")
    Boolean progress;

    @Mixin
    EngineTuning tuning;

    @Parameters(paramLabel = "PUZZLE", arity = "0..*", description = "Collection files, puzzle files (.nonet), - for stdin, or inline grids.")
    List<String> puzzles = new ArrayList<>();

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        CheckSettings settings = settings();
        if (puzzles.isEmpty() && random == null) {
            throw new UserError("name the puzzles to check, or use --random N");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        PuzzleArgs inputs = PuzzleArgs.open(model, System.in);
        RandomPuzzles generator = random == null ? null : randomPuzzles(inputs);
        CheckReport report = new CheckReport(settings.engines(), settings.limit());
        AtomicBoolean done = new AtomicBoolean();
        boolean showProgress = showProgress();
        Thread onInterrupt = new Thread(() -> {
            if (!done.get()) {
                if (showProgress) {
                    System.err.print("\r\u001b[K");
                    System.err.flush();
                }
                try {
                    out.println(format == OutputFormat.json ? report.json(true) : report.text(true));
                    out.flush();
                } catch (OutputFailed e) {
                    // nobody reads the output any more: the partial report has nowhere to go
                }
            }
        });
        Runtime.getRuntime().addShutdownHook(onInterrupt);
        try (ProgressDisplay bar = ProgressDisplay.open(showProgress, System.err, report, expectedTotal())) {
            Checker checker = new Checker(settings, inputs.compiler(), report);
            if (generator != null) {
                for (long i = 1; i <= random; i++) {
                    checker.submit(generator.next((int) i));
                }
            }
            ErrorLog errors = new ErrorLog(err);
            inputs.forEach(puzzles, entry -> {
                if (entry instanceof nonet.io.PuzzleEntry.Bad bad) {
                    bar.clearLine();
                    errors.report(bad);
                }
                checker.submit(entry);
            });
            checker.finish();
        } finally {
            done.set(true);
            try {
                Runtime.getRuntime().removeShutdownHook(onInterrupt);
            } catch (IllegalStateException shuttingDown) {
                // the JVM is already exiting (Ctrl-C): the hook prints the partial report
            }
        }
        out.println(format == OutputFormat.json ? report.json(false) : report.text(false));
        return report.exitCode();
    }

    private CheckSettings settings() {
        List<String> names = engines == null ? EngineRegistry.completeNames() : engines.stream().filter(e -> !e.isBlank()).toList();
        if (names.isEmpty()) {
            throw new UserError("--engines names no engine; a check needs at least one (e.g. --engines native,sat)");
        }
        // each worker creates its own engines later; creating them once here reports a bad name or option first
        names.forEach(tuning::create);
        if (limit < 1) {
            throw new UserError("--limit must be at least 1, not " + limit);
        }
        double seconds = timeoutSeconds != null ? timeoutSeconds : random != null ? 10 : 0;
        long millis = Seconds.toMillis("--timeout", seconds);
        int threads = jobs == null ? Math.min(Jobs.MAX, Runtime.getRuntime().availableProcessors()) : Jobs.check("--jobs", jobs);
        if (random != null && random < 0) {
            throw new UserError("--random needs a number of puzzles, not " + random);
        }
        if (size != null && random == null) {
            throw new UserError("--size " + size + " sizes the grids of --random; name the puzzles' size in their files instead");
        }
        if (format == OutputFormat.line) {
            throw new UserError("check prints a report: --format text or json");
        }
        if (reportDir != null) {
            try {
                Files.createDirectories(reportDir);
            } catch (IOException e) {
                throw new UserError("cannot create the report directory " + reportDir + ": " + e.getMessage());
            }
        }
        return new CheckSettings(names, tuning.options(), limit, millis, threads, reportDir, random != null);
    }

    /** The generator for --random, checked before any work: a size the model cannot take is a usage error. */
    private RandomPuzzles randomPuzzles(PuzzleArgs inputs) {
        if (size != null && (size < 1 || size > Geometry.MAX_SIZE)) {
            throw new UserError("--size must be between 1 and " + Geometry.MAX_SIZE + ", not " + size);
        }
        try {
            return new RandomPuzzles(inputs.compiler(), model == null ? "classic" : model, size == null ? 0 : size, tuning.seed,
                    gridFinder());
        } catch (IllegalArgumentException e) {
            throw new UserError((size == null ? "--random" : "--size " + size) + ": " + e.getMessage());
        }
    }

    /**
     * The engine that draws the random puzzles' solution grids: the default engine without the
     * user's settings, so that a seed names the same puzzles whichever engines are checked. It holds
     * nothing to release (native's close is a no-op), so it lives as long as the command.
     */
    private static Engine gridFinder() {
        return EngineRegistry.create(EngineSelection.DEFAULT_ENGINE, EngineOptions.NONE);
    }

    private boolean showProgress() {
        return progress != null ? progress : ProgressDisplay.stderrIsTerminal();
    }

    /** How many puzzles to expect, for the progress bar: a quick count of the files' grid lines. */
    private long expectedTotal() {
        if (!showProgress()) {
            return -1;
        }
        long total = random == null ? 0 : random;
        for (String p : puzzles) {
            Path path = Path.of(p);
            if (p.equals("-")) {
                return -1;
            }
            if (!Files.isRegularFile(path)) {
                total++;
                continue;
            }
            if (path.toString().endsWith(".nonet")) {
                total++;
                continue;
            }
            try (var in = Files.newBufferedReader(path)) {
                // within the reader's limits, so that a huge or endless line costs no memory here either
                BoundedLineReader lines = new BoundedLineReader(in);
                for (String l = lines.next(); l != null; l = lines.next()) {
                    total += l.isBlank() || l.startsWith("#") ? 0 : 1;
                }
            } catch (IOException e) {
                return -1;
            }
        }
        return total;
    }
}
