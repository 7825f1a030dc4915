package nonet.io;

import java.util.List;
import nonet.lang.LangException;
import nonet.lang.PuzzleSpec;

/**
 * A puzzle written in another program's format (an f-puzzles link, a JSON file, a candidate grid),
 * read into a {@link PuzzleSpec}. The CLI registers the formats it knows with {@link PuzzleReader},
 * which asks each, in order, before reading an argument as a nonet file or grid.
 */
public interface ForeignFormat {

    /** Whether the argument is in this format; decided from its text (a prefix, a file extension), cheaply. */
    boolean recognizes(String arg);

    /**
     * One puzzle of an argument, starting on {@code line}, or ({@code spec} null) why it could not be
     * read, located at {@link #sourceName}: the line and column where the format has them, else
     * 1:1 and the place (a JSON path) at the head of the message.
     */
    record Item(int line, PuzzleSpec spec, LangException error) {
    }

    /** The puzzles the argument holds, in order, under {@code defaultModel} where the format names no model; never throws. */
    List<Item> read(String arg, String defaultModel);

    /** How the argument is named in messages and answers (a long link shortened). */
    String sourceName(String arg);
}
