package nonet.spark;

import java.io.Serializable;
import java.nio.file.Path;
import nonet.io.PuzzleEntry;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.PuzzleFileParser;
import nonet.lang.PuzzleSpec;
import nonet.model.Model;

/**
 * One input of a corpus on its way from the task that read it to the task that checks it: its
 * position among all inputs (from 1, which numbers its case), where it is, and the puzzle written
 * as a puzzle file, which compiles back to the same model; or, for bad input, the bad entry itself.
 */
record PuzzleRecord(long number, String source, int index, int line, String puzzle, PuzzleEntry.Bad bad) implements Serializable {

    static PuzzleRecord of(PuzzleEntry entry) {
        return entry instanceof PuzzleEntry.Ok ok
                ? new PuzzleRecord(0, ok.source(), ok.index(), ok.line(), ok.spec().toNonet(), null)
                : new PuzzleRecord(0, entry.source(), entry.index(), entry.line(), null, (PuzzleEntry.Bad) entry);
    }

    /** The bad entry of an input that names no readable file. */
    static PuzzleRecord unreadable(CorpusInput input) {
        return of(new PuzzleEntry.Bad(input.source(), 1, 1, 1, input.error()));
    }

    PuzzleRecord numbered(long position) {
        return new PuzzleRecord(position, source, index, line, puzzle, bad);
    }

    /** The puzzle compiled again at its place in the input, or its bad entry (never throws). */
    PuzzleEntry entry(Compiler compiler) {
        if (bad != null) {
            return bad;
        }
        try {
            PuzzleSpec spec = new PuzzleFileParser(compiler.library()).parse(puzzle, source, Path.of("").toAbsolutePath(), null);
            Model model = compiler.compile(spec);
            return new PuzzleEntry.Ok(source, index, line, spec, model);
        } catch (LangException e) {
            // an executor without a model file the reading task had: said at the puzzle
            return new PuzzleEntry.Bad(source, index, line, 1, e.getMessage());
        }
    }
}
