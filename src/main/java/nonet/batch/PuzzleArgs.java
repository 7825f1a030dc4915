package nonet.batch;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import nonet.io.PuzzleEntry;
import nonet.io.PuzzleReader;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.model.Model;

/**
 * The puzzles named on a command line under a chosen model. The model is loaded (and so checked)
 * once, before any puzzle, so a broken model file is reported once, not once per grid.
 */
public final class PuzzleArgs {

    private final PuzzleReader reader;
    private final Compiler compiler;

    private PuzzleArgs(PuzzleReader reader, Compiler compiler) {
        this.reader = reader;
        this.compiler = compiler;
    }

    /** The compiler the puzzles are read with (shared, so its model cache serves every puzzle). */
    public Compiler compiler() {
        return compiler;
    }

    /** The reader of the puzzles, for inputs that are not command-line arguments (files on HDFS or S3). */
    public PuzzleReader reader() {
        return reader;
    }

    /** Loads the model option (null: classic); a model that does not load is a {@link UserError}. */
    public static PuzzleArgs open(String modelOption, InputStream stdin) {
        ModelLibrary library = ModelLibrary.bundled();
        Compiler compiler = new Compiler(library);
        int fixedSize = 0;
        LangException modelError = null;
        if (modelOption != null) {
            try {
                library.load(modelOption, Path.of("").toAbsolutePath());
                fixedSize = compiler.fixedSize(modelOption);
            } catch (LangException e) {
                if (e.file().equals("<arguments>")) {
                    // no such model: a mistake in the option itself
                    throw new UserError("-m " + modelOption + ": " + e.detail());
                }
                // a mistake inside the model file: every input still gets its answer line, an error located there
                modelError = e;
            }
        }
        PuzzleReader reader = new PuzzleReader(compiler, new PuzzleFileParser(library), modelOption, fixedSize, stdin, modelError)
                .withFormats(ForeignFormats.ALL);
        return new PuzzleArgs(reader, compiler);
    }

    /** Streams every puzzle (or input error) of every argument, in order. */
    public void forEach(List<String> args, Consumer<PuzzleEntry> sink) {
        for (String arg : args) {
            reader.read(arg, sink);
        }
    }

    /** The one puzzle an argument names (for cnf and decode); anything else is a {@link UserError}. */
    public static Model loadOne(String modelOption, String puzzleArg) {
        return loadOneEntry(modelOption, puzzleArg).model();
    }

    /** {@link #loadOne}, with the puzzle's spec as well as its model. */
    public static PuzzleEntry.Ok loadOneEntry(String modelOption, String puzzleArg) {
        List<PuzzleEntry> entries = new ArrayList<>();
        open(modelOption, System.in).forEach(List.of(puzzleArg), entry -> {
            if (!entries.isEmpty()) {
                // stop at the second: a file of a million grids is not read to the end to say it holds more than one
                throw new UserError(puzzleArg + ": holds more than one puzzle; this command takes one ("
                        + (puzzleArg.endsWith(".nonet") ? "save the one after its '# puzzle N' line to a file of its own)"
                        : "select a line with sed -n 'Np')"));
            }
            entries.add(entry);
        });
        if (entries.isEmpty()) {
            throw new UserError(puzzleArg + ": no puzzle in it");
        }
        if (entries.get(0) instanceof PuzzleEntry.Bad bad) {
            throw new UserError(bad.toString());
        }
        return (PuzzleEntry.Ok) entries.get(0);
    }
}
