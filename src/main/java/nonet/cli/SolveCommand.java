package nonet.cli;

import java.util.concurrent.Callable;
import nonet.batch.AnswerPrinter;
import nonet.engine.Engine;
import nonet.engine.Limits;
import nonet.format.AnswerRecord;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/** {@code nonet solve}: one solution per puzzle, verified against the model before it is printed. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solve each puzzle and print its solution (verified against the model).",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every puzzle was processed", "1:an engine returned a grid the model rejects",
                "2:usage error or malformed input (the rest of the batch is still solved)"})
final class SolveCommand implements Callable<Integer> {

    @Mixin
    PuzzleOptions puzzles;

    @Mixin
    AnswerFormat output;

    @Mixin
    EngineSelection engine;

    @Mixin
    SplitJobs jobs;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        Limits limits = Limits.solve().withTimeoutMillis(puzzles.timeoutMillis()).withSeed(engine.tuning.seed);
        AnswerPrinter printer = new AnswerPrinter(spec.commandLine().getOut(), output.format, AnswerRecord.Mode.SOLVE);
        Engine chosen = jobs.create(engine);
        // an engine that reasons without guessing says what reasoning decided; the tally of that closes the batch
        LogicTally tally = new LogicTally();
        int exit = new BatchRun(chosen, limits, printer, spec.commandLine().getErr()).onResult(tally::add).run(puzzles, System.in);
        tally.print(spec.commandLine().getOut(), output.format);
        return exit;
    }
}
