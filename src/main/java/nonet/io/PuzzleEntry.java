package nonet.io;

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

    /** Malformed input; {@link #toString()} is the one-line {@code file:line:col: message} users see. */
    record Bad(String source, int index, int line, int col, String message) implements PuzzleEntry {
        @Override
        public String toString() {
            return source + ":" + line + ":" + col + ": " + message;
        }
    }
}
