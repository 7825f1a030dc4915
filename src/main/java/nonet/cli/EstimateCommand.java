package nonet.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import nonet.batch.OutputFormat;
import nonet.batch.PuzzleArgs;
import nonet.batch.UserError;
import nonet.check.ProgressDisplay;
import nonet.engine.Engine;
import nonet.engine.registry.EngineRegistry;
import nonet.workbench.SolutionEstimate;
import nonet.workbench.SolutionEstimator;
import nonet.workbench.WorkbenchStop;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code nonet estimate}: how many solutions a puzzle has, estimated by random probes, with a confidence interval. */
@Command(name = "estimate", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Estimate how many solutions each puzzle has, with a confidence interval.",
                "Knuth's random probes walk down the native engine's propagated search tree: the cell with the fewest "
                        + "candidates is branched on, dead children are dropped, a child is drawn by importance weights. The "
                        + "product of the inverse probabilities along a path that ends in a solution (0 for a dead end) has "
                        + "the number of solutions as its mean.",
                "The interval treats the share of probes reaching a solution and their mean separately, for heavy-tailed "
                        + "cases (docs/workbench.md).",
                "A puzzle with at most --exact-limit solutions, counted within min(2 s, --time/5), is reported exactly.",
                "With --seed S and a probe count reached before --time, the answer depends only on the puzzle and the options."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every puzzle was processed", "1:an engine returned a grid the model rejects",
                "2:usage error or malformed input (the rest of the batch is still estimated)"})
final class EstimateCommand implements Callable<Integer> {

    @Option(names = {"-m", "--model"}, paramLabel = "MODEL",
            description = "A bundled model's name (see 'nonet models') or a model file's path. Default: classic.")
    String model;

    @Option(names = "--probes", paramLabel = "N", defaultValue = "10000",
            description = "Probes per puzzle (0: as many as --time allows). Default: ${DEFAULT-VALUE}.")
    long probes;

    @Option(names = "--time", paramLabel = "SEC", defaultValue = "10",
            description = "Time per puzzle in seconds, whichever of --probes and --time comes first ends it (0: none). Default: ${DEFAULT-VALUE}.")
    double timeSeconds;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the random probes. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--confidence", paramLabel = "LEVEL", defaultValue = "95",
            description = "The interval's confidence, a percentage (95, 99.9) or a fraction (0.95). Default: ${DEFAULT-VALUE}.")
    String confidence;

    @Option(names = "--exact-limit", paramLabel = "K", defaultValue = "10000",
            description = "Count exactly instead when there are at most K solutions and counting them is quick (0: always estimate). Default: ${DEFAULT-VALUE}.")
    int exactLimit;

    @Option(names = "--progress", negatable = true, description = "Show the probes so far and the running estimate on stderr. "
            + "Default: when stderr is a terminal.")
    Boolean progress;

    @Option(names = "--format", paramLabel = "FORMAT",
            description = "text, line (the estimate, then the interval's low and high ends) or json. Default: text.")
    OutputFormat format;

    @Parameters(paramLabel = "PUZZLE", arity = "1..*", description = "As for 'nonet count' (a grid, a collection, a puzzle file, a link, - for standard input).")
    List<String> puzzles;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (probes < 0) {
            throw new UserError("--probes must be 0 (as many as --time allows) or a number of probes, not " + probes);
        }
        long millis = Seconds.toMillis("--time", timeSeconds);
        if (probes == 0 && millis == 0) {
            throw new UserError("--probes 0 and --time 0 would never stop; give a number of probes or a time");
        }
        if (exactLimit < 0) {
            throw new UserError("--exact-limit must be 0 (always estimate) or a number of solutions, not " + exactLimit);
        }
        double level = confidenceLevel();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean showProgress = progress != null ? progress : ProgressDisplay.stderrIsTerminal();
        EstimatePrinter printer = new EstimatePrinter(out, format == null ? OutputFormat.text : format);
        try (Engine counter = new EngineTuning().create("native")) {
            SolutionEstimator estimator = new SolutionEstimator(counter, EngineRegistry.narrowing(), new SolutionEstimator.Budget(probes, millis, exactLimit), level, seed);
            return EachPuzzle.run(PuzzleArgs.open(model, System.in), puzzles, err, ok -> {
                long start = System.nanoTime();
                AtomicReference<SolutionEstimate> latest = new AtomicReference<>();
                try (ProgressDisplay bar = ProgressDisplay.showing(showProgress, System.err,
                        () -> EstimatePrinter.progress(latest.get(), start))) {
                    SolutionEstimate e = estimator.estimate(ok.model(), latest::set);
                    bar.clearLine();
                    printer.answer(ok, e, (System.nanoTime() - start) / 1e6);
                    return ExitCodes.OK;
                } catch (WorkbenchStop stop) {
                    printer.stopped(ok, stop);
                    return WorkbenchEngine.report(ok, stop, err);
                } finally {
                    out.flush();
                }
            });
        }
    }

    /** The --confidence level as a fraction: a percentage above 1, a fraction below. */
    private double confidenceLevel() {
        String text = confidence.strip();
        double value;
        try {
            value = Double.parseDouble(text.endsWith("%") ? text.substring(0, text.length() - 1) : text);
        } catch (NumberFormatException e) {
            value = Double.NaN;
        }
        double fraction = value > 1 || text.endsWith("%") ? value / 100 : value;
        if (!(fraction > 0 && fraction < 1)) {
            throw new UserError("--confidence must be a percentage between 0 and 100 (95) or a fraction between 0 and 1 (0.95), not '" + confidence + "'");
        }
        return fraction;
    }
}
