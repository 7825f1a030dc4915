package nonet.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import nonet.engine.Deadline;
import nonet.engine.logic.LogicSolver;
import nonet.interchange.CandidateGrid;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/** {@code nonet candidates}: each puzzle's candidates where logic alone stops, in the 729-character pencil-mark form. */
@Command(name = "candidates", mixinStandardHelpOptions = true,
        description = {"Print each puzzle's candidates where logic alone stops (the deductions of 'explain'), one line per puzzle.",
                "A line has N symbols per cell (729 for 9x9): the digit where it is a candidate, '.' where it is not.",
                "The same form is read as a PUZZLE by every command."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every puzzle was processed", "2:usage error or malformed input (the rest of the batch is still printed)"})
final class CandidatesCommand implements Callable<Integer> {

    @Mixin
    PuzzleOptions puzzles;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        long timeout = puzzles.timeoutMillis();
        int exit = EachPuzzle.run(PuzzleArgs.open(puzzles.model, System.in), puzzles.puzzles, spec.commandLine().getErr(), ok -> {
            out.println(CandidateGrid.write(LogicSolver.explain(ok.model(), Deadline.start(timeout)).candidates(), ok.model().size()));
            return ExitCodes.OK;
        });
        out.flush();
        return exit;
    }
}
