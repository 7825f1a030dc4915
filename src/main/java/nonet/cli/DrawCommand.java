package nonet.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import nonet.batch.PuzzleArgs;
import nonet.batch.UserError;
import nonet.draw.PuzzleDrawing;
import nonet.engine.Deadline;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.logic.LogicSolver;
import nonet.engine.registry.EngineRegistry;
import nonet.io.PuzzleEntry;
import nonet.lang.LangException;
import nonet.model.Model;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code nonet draw}: a picture of a puzzle with its givens, regions and every clue, as SVG or PNG. */
@Command(name = "draw", mixinStandardHelpOptions = true,
        description = {"Draw a puzzle: grid, givens, regions and every clue as its model declares (draw in a clue's body).",
                "SVG goes to standard output unless -o names a file; PNG needs -o."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the picture was written", "1:no verified solution to draw", "2:usage error or malformed input"})
final class DrawCommand implements Callable<Integer> {

    @Option(names = "--svg", description = "SVG text (the default).")
    boolean svg;

    @Option(names = "--png", description = "A PNG image.")
    boolean png;

    @Option(names = "--solution", description = "Fill the empty cells with the solution (found by the native engine, verified).")
    boolean solution;

    @Option(names = "--candidates", description = "Show each empty cell's candidates where logic alone stops (as 'explain' finds them).")
    boolean candidates;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write the picture to this file.")
    Path output;

    @Option(names = "--cell", paramLabel = "PIXELS", defaultValue = "48", description = "PNG pixels per cell. Default: ${DEFAULT-VALUE}.")
    int cell;

    @Option(names = {"-m", "--model"}, paramLabel = "MODEL", description = "The model of a grid line (default: classic).")
    String model;

    @Parameters(paramLabel = "PUZZLE", description = "One puzzle: a puzzle file, a grid, an f-puzzles link, ...")
    String puzzle;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws LangException {
        if (svg && png) {
            throw new UserError("--svg and --png exclude each other");
        }
        if (png && output == null) {
            throw new UserError("--png writes an image: name its file with -o");
        }
        if (cell < 8 || cell > 400) {
            throw new UserError("--cell must be between 8 and 400 pixels, not " + cell);
        }
        PuzzleEntry.Ok entry = PuzzleArgs.loadOneEntry(model, puzzle);
        Model m = entry.model();
        int[] grid = solution ? solve(m) : null;
        if (solution && grid == null) {
            spec.commandLine().getErr().println(entry.source() + ":" + entry.line() + ":1: no verified solution to draw");
            return ExitCodes.DISAGREEMENT;
        }
        int[] masks = candidates ? LogicSolver.explain(m, Deadline.start(0)).candidates() : null;
        List<nonet.lang.ClueInfo> clues = PuzzleArgs.open(model, System.in).compiler().clues(entry.spec().models());
        PuzzleDrawing drawing = new PuzzleDrawing(entry.spec(), m.geometry(), clues, grid, masks);
        write(drawing);
        return ExitCodes.OK;
    }

    /** The native engine's solution, only when the model's own checker accepts it. */
    private static int[] solve(Model m) {
        Result r = EngineRegistry.create("native", EngineOptions.NONE).run(m, Limits.solve());
        return r.solution() != null && m.violations(r.solution()).isEmpty() ? r.solution() : null;
    }

    private void write(PuzzleDrawing drawing) {
        PrintWriter out = spec.commandLine().getOut();
        try {
            if (png) {
                Files.write(output, drawing.png(cell));
            } else if (output != null) {
                Files.writeString(output, drawing.svg(), StandardCharsets.UTF_8);
            } else {
                out.print(drawing.svg());
                out.flush();
            }
        } catch (IOException e) {
            throw new UserError("cannot write " + output + ": " + e.getMessage());
        }
    }
}
