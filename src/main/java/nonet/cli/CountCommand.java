package nonet.cli;

import java.util.concurrent.Callable;
import nonet.batch.AnswerPrinter;
import nonet.batch.UserError;
import nonet.engine.Engine;
import nonet.engine.Limits;
import nonet.format.AnswerRecord;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code nonet count}: solutions counted up to a limit (2 by default: the uniqueness check). */
@Command(name = "count", mixinStandardHelpOptions = true,
        description = "Count each puzzle's solutions up to a limit (default 2: is it unique?).",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every puzzle was processed", "1:an engine returned a grid the model rejects",
                "2:usage error or malformed input (the rest of the batch is still counted)"})
final class CountCommand implements Callable<Integer> {

    @Mixin
    PuzzleOptions puzzles;

    @Mixin
    AnswerFormat output;

    @Mixin
    EngineSelection engine;

    @Mixin
    SplitJobs jobs;

    @Option(names = "--limit", paramLabel = "K", defaultValue = "2",
            description = "Stop counting at K solutions (printed as K+). Default: ${DEFAULT-VALUE}.")
    long limit;

    @Option(names = "--diff", description = "When there are two solutions or more: two of them, the cells where they differ, "
            + "and cells whose digits, if given, make the puzzle unique (a greedy set, none of its cells redundant).")
    boolean diff;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (limit < 1) {
            throw new UserError("--limit must be at least 1, not " + limit);
        }
        Limits limits = Limits.count(limit).withTimeoutMillis(puzzles.timeoutMillis()).withSeed(engine.tuning.seed);
        if (diff && limit < 2) {
            throw new UserError("--diff needs --limit 2 or more, not " + limit);
        }
        if (diff) {
            WorkbenchEngine.requireComplete(engine.engine, "--diff");
        }
        AnswerPrinter printer = new AnswerPrinter(spec.commandLine().getOut(), output.format, AnswerRecord.Mode.COUNT);
        Engine e = jobs.create(engine);
        DiffReport report = new DiffReport(e, puzzles.timeoutMillis(), engine.tuning.seed, spec.commandLine().getErr());
        if (diff) {
            printer.with(report);
        }
        int exit = new BatchRun(e, limits, printer, spec.commandLine().getErr()).run(puzzles, System.in);
        return exit == ExitCodes.DISAGREEMENT || report.exitCode() == ExitCodes.OK ? exit : report.exitCode();
    }
}
