package nonet.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import nonet.batch.OutputFormat;
import nonet.batch.PuzzleArgs;
import nonet.batch.UserError;
import nonet.engine.Deadline;
import nonet.engine.Engine;
import nonet.engine.logic.LogicSolver;
import nonet.format.Terminal;
import nonet.interchange.CandidateGrid;
import nonet.workbench.CandidateCounts;
import nonet.workbench.TrueCandidates;
import nonet.workbench.VerifiedRuns;
import nonet.workbench.WorkbenchStop;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nonet candidates}: each puzzle's candidates where logic alone stops, in the 729-character
 * pencil-mark form; with {@code --true} (or {@code --cap}), its true candidates, proved by an engine.
 */
@Command(name = "candidates", mixinStandardHelpOptions = true,
        description = {"Print each puzzle's candidates where logic alone stops (the deductions of 'explain'), one line per puzzle.",
                "A line has N symbols per cell (729 for 9x9): the digit where it is a candidate, '.' where it is not.",
                "The same form is read as a PUZZLE by every command.",
                "With --true (or --cap): the true candidates, the digits of each cell that appear in at least one solution,",
                "each with a verified witness solution, the others proved impossible by the engine (any complete engine)."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every puzzle was processed", "1:an engine returned a grid the model rejects",
                "2:usage error or malformed input (the rest of the batch is still printed)"})
final class CandidatesCommand implements Callable<Integer> {

    @Mixin
    PuzzleOptions puzzles;

    @Mixin
    EngineSelection engine;

    @Option(names = "--true", description = "The true candidates (every solution's digits), not logic's.")
    boolean trueCandidates;

    @Option(names = "--cap", paramLabel = "K",
            description = "With the true candidates, count the solutions using each candidate, up to K (implies --true).")
    Integer cap;

    @Option(names = "--format", paramLabel = "FORMAT",
            description = "For true candidates: text (a candidate grid), line (each cell's digits, cells separated by spaces, - for none), json. Default: text.")
    OutputFormat format;

    @Option(names = {"--color", "--colour"}, paramLabel = "WHEN", defaultValue = "auto",
            description = "With --cap K in the text form, colour candidates by how many solutions use them: auto (when standard output "
                    + "is a terminal and NO_COLOR is unset), always or never. Default: ${DEFAULT-VALUE}.")
    String color;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        boolean painted = colour();
        if (cap != null || trueCandidates) {
            return trueCandidates(painted);
        }
        if (format != null) {
            throw new UserError("--format applies to true candidates (--true); logic's candidates are printed in the 729-character form");
        }
        PrintWriter out = spec.commandLine().getOut();
        long timeout = puzzles.timeoutMillis();
        int exit = EachPuzzle.run(PuzzleArgs.open(puzzles.model, System.in), puzzles.puzzles, spec.commandLine().getErr(), ok -> {
            out.println(CandidateGrid.write(LogicSolver.explain(ok.model(), Deadline.start(timeout)).candidates(), ok.model().size()));
            return ExitCodes.OK;
        });
        out.flush();
        return exit;
    }

    /** Whether to colour: --color always or never, or auto, which colours a terminal unless NO_COLOR is set. */
    private boolean colour() {
        return switch (color) {
            case "always" -> true;
            case "never" -> false;
            case "auto" -> Terminal.isTerminal(1) && !Terminal.noColorRequested();
            default -> throw new UserError("--color must be auto, always or never, not '" + color + "'");
        };
    }

    private int trueCandidates(boolean painted) {
        if (cap != null && cap < 1) {
            throw new UserError("--cap must be at least 1, not " + cap);
        }
        WorkbenchEngine.requireComplete(engine.engine, "--true");
        long timeout = puzzles.timeoutMillis();
        PrintWriter err = spec.commandLine().getErr();
        TrueCandidatesPrinter printer = new TrueCandidatesPrinter(spec.commandLine().getOut(),
                format == null ? OutputFormat.text : format, engine.engine, painted);
        try (Engine e = engine.create()) {
            int exit = EachPuzzle.run(PuzzleArgs.open(puzzles.model, System.in), puzzles.puzzles, err, ok -> {
                VerifiedRuns runs = new VerifiedRuns(e, timeout, engine.tuning.seed);
                long start = System.nanoTime();
                try {
                    CandidateCounts c = new TrueCandidates(runs, cap == null ? 1 : cap).of(ok.model());
                    printer.answer(ok, c, runs.runs(), (System.nanoTime() - start) / 1e6);
                    return ExitCodes.OK;
                } catch (WorkbenchStop stop) {
                    printer.stopped(ok, stop, runs.runs(), (System.nanoTime() - start) / 1e6);
                    return WorkbenchEngine.report(ok, stop, err);
                }
            });
            spec.commandLine().getOut().flush();
            return exit;
        }
    }
}
