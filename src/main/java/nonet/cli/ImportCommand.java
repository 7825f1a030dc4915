package nonet.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import nonet.batch.PuzzleArgs;
import nonet.batch.UserError;
import nonet.interchange.fpuzzles.FPuzzlesFormat;
import nonet.interchange.fpuzzles.FPuzzlesPuzzle;
import nonet.io.PuzzleEntry;
import nonet.lang.LangException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code nonet import}: f-puzzles and SudokuPad links (or JSON files) as nonet puzzle files. */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Write each f-puzzles or SudokuPad link, bare compressed string or .json file as a nonet puzzle file.",
                "The files go to standard output (several after '# puzzle N' lines, so they read back as one file),",
                "or with -o one file per puzzle, named after its title.",
                "A constraint nonet has no model for is an error naming it; the rest of the batch is written."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every puzzle was written", "2:usage error or malformed input"})
final class ImportCommand implements Callable<Integer> {

    @Option(names = {"-o", "--output"}, paramLabel = "DIR", description = "Write TITLE.nonet files into this directory.")
    Path output;

    @Parameters(paramLabel = "LINK", arity = "1..*", description = "f-puzzles or SudokuPad links, bare lz-string data, or .json files.")
    List<String> links;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        FPuzzlesFormat format = new FPuzzlesFormat();
        PuzzleArgs args = PuzzleArgs.open(null, System.in);
        int exit = ExitCodes.OK;
        for (int i = 0; i < links.size(); i++) {
            String link = links.get(i);
            if (!format.recognizes(link)) {
                err.println(format.sourceName(link) + ":1:1: not an f-puzzles or SudokuPad link, lz-string data or .json file");
                exit = ExitCodes.BAD_INPUT;
                continue;
            }
            // read as every command reads a PUZZLE, so the puzzle is checked (models, clues, givens) the same way
            List<PuzzleEntry> read = new ArrayList<>();
            args.forEach(List.of(link), read::add);
            if (read.get(0) instanceof PuzzleEntry.Bad bad) {
                err.println(bad);
                exit = ExitCodes.BAD_INPUT;
                continue;
            }
            try {
                write(format.readPuzzle(link), i + 1, out, err);
            } catch (LangException e) {
                err.println(e.getMessage());
                exit = ExitCodes.BAD_INPUT;
            }
        }
        out.flush();
        return exit;
    }

    private void write(FPuzzlesPuzzle puzzle, int index, PrintWriter out, PrintWriter err) {
        if (output == null) {
            if (links.size() > 1) {
                // as generate writes a set: the puzzles then read back as one file
                out.println("# puzzle " + index);
            }
            out.print(puzzle.toNonet());
            return;
        }
        Path file = output.resolve(fileName(puzzle.title(), index));
        try {
            Files.createDirectories(output);
            Files.writeString(file, puzzle.toNonet(), StandardCharsets.UTF_8);
            err.println("wrote " + file);
        } catch (IOException e) {
            throw new UserError("cannot write " + file + ": " + e.getMessage());
        }
    }

    /** "A Kind of Magic" becomes a-kind-of-magic.nonet; an untitled puzzle is puzzle-N.nonet (N its place on the command line). */
    static String fileName(String title, int index) {
        String slug = title == null ? "" : title.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
        return (slug.isEmpty() ? "puzzle-" + index : slug) + ".nonet";
    }
}
