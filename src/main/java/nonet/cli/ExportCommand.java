package nonet.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import nonet.batch.PuzzleArgs;
import nonet.interchange.fpuzzles.FPuzzlesLink;
import nonet.interchange.fpuzzles.FPuzzlesWriter;
import nonet.lang.LangException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code nonet export}: each puzzle as a link f-puzzles and SudokuPad open, or as f-puzzles JSON. */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = {"Write each puzzle as an f-puzzles link (one line per puzzle), a SudokuPad link, or f-puzzles JSON.",
                "A model or clue f-puzzles cannot express is an error naming it; the rest of the batch is written."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every puzzle was written", "2:usage error, malformed input, or a puzzle f-puzzles cannot express"})
final class ExportCommand implements Callable<Integer> {

    /** What is printed for a puzzle. */
    enum Target { fpuzzles, sudokupad, json }

    @Option(names = "--to", paramLabel = "TARGET", defaultValue = "fpuzzles",
            description = "fpuzzles (an f-puzzles link), sudokupad (a SudokuPad link) or json. Default: ${DEFAULT-VALUE}.")
    Target target;

    @Option(names = {"-m", "--model"}, paramLabel = "MODEL", description = "The model of grid lines (default: classic).")
    String model;

    @Parameters(paramLabel = "PUZZLE", arity = "1..*", description = "Puzzles, read as by solve (files, grids, links).")
    List<String> puzzles;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        PuzzleArgs args = PuzzleArgs.open(model, System.in);
        int exit = EachPuzzle.run(args, puzzles, err, ok -> {
            try {
                String json = FPuzzlesWriter.json(ok.spec(), args.compiler());
                out.println(switch (target) {
                    case fpuzzles -> FPuzzlesLink.fpuzzles(json);
                    case sudokupad -> FPuzzlesLink.sudokupad(json);
                    case json -> json;
                });
                return ExitCodes.OK;
            } catch (FPuzzlesWriter.Unsayable | LangException e) {
                err.println(ok.source() + ":" + ok.line() + ":1: " + e.getMessage());
                return ExitCodes.BAD_INPUT;
            }
        });
        out.flush();
        return exit;
    }
}
