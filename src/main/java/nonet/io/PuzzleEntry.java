package nonet.io;

import nonet.format.Visible;
import nonet.lang.Pos;
import nonet.lang.PuzzleSpec;
import nonet.model.Model;

/** One item read from an input: a compiled puzzle, or the reason it could not be read. */
public sealed interface PuzzleEntry permits PuzzleEntry.Ok, PuzzleEntry.Bad {

    /** Where it came from: a file path as given, {@code <stdin>}, or {@code <arg>} for an inline grid. */
    String source();

    /** Its position among the puzzles of its source, from 1. */
    int index();

    /** The line it starts on, from 1. */
    int line();

    /** A puzzle ready for the engines, with the spec it was compiled from (for reports and shrinking). */
    record Ok(String source, int index, int line, PuzzleSpec spec, Model model) implements PuzzleEntry {
    }

    /**
     * Malformed input; {@link #toString()} is the one-line {@code file:line:col: message} users see.
     * The place is {@code source:line:col}, or {@code elsewhere} when the error lies in another file
     * the input uses (a model rule that the puzzle's clue breaks): the entry still belongs to its input.
     */
    record Bad(String source, int index, int line, int col, String message, Pos elsewhere) implements PuzzleEntry, java.io.Serializable {

        /** An error in the input itself. */
        public Bad(String source, int index, int line, int col, String message) {
            this(source, index, line, col, message, null);
        }

        @Override
        public String toString() {
            return Visible.of((elsewhere != null ? elsewhere.toString() : source + ":" + line + ":" + col) + ": " + message);
        }
    }
}
