package nonet.io;

import java.io.IOException;
import java.util.function.Consumer;
import nonet.format.Plural;
import nonet.format.Visible;
import nonet.lang.BoundedLineReader;
import nonet.model.Geometry;

/**
 * Streams a collection of grids (one per line, or multi-line grids) from a reader, one entry per
 * puzzle, in constant memory. Bad lines become {@link PuzzleEntry.Bad} entries and reading goes on.
 * A line that is a whole grid by itself is never taken as a row, and a blank line ends a multi-line
 * grid, so a broken grid costs its own lines and no more: the puzzles after it are read as written.
 */
final class CollectionReader {

    /** Turns the givens of one grid into an entry (compiling it under the chosen model). */
    interface GridSink {
        PuzzleEntry accept(String source, int index, int line, int size, int[] givens, int[] columns);
    }

    /** A multi-line grid being collected: its rows so far, and the first thing wrong with it, if any. */
    private static final class Pending {
        final int index;
        final int startLine;
        final int rowSize;
        final int[] givens;
        int rowsRead;
        PuzzleEntry.Bad broken;

        Pending(int index, int startLine, int rowSize) {
            this.index = index;
            this.startLine = startLine;
            this.rowSize = rowSize;
            this.givens = new int[rowSize * rowSize];
        }
    }

    private final String source;
    private final int fixedSize;
    private final GridSink sink;
    private int index;
    private Pending pending;

    /** {@code fixedSize}: the grid size the chosen model fixes, so rows of that length are read as rows; 0 if none. */
    CollectionReader(String source, int fixedSize, GridSink sink) {
        this.source = source;
        this.fixedSize = fixedSize;
        this.sink = sink;
    }

    void read(BoundedLineReader in, Consumer<PuzzleEntry> out) throws IOException {
        try {
            String text;
            while ((text = in.next()) != null) {
                line(text, in.lineNumber(), in.wasCut(), out);
            }
        } catch (BoundedLineReader.EndlessLine e) {
            endGrid(out);
            out.accept(new PuzzleEntry.Bad(source, ++index, e.line(), BoundedLineReader.MAX_LINE + 1, e.getMessage()));
            return;
        }
        endGrid(out);
    }

    private void line(String text, int lineNo, boolean cut, Consumer<PuzzleEntry> out) {
        String trimmed = text.strip();
        if (trimmed.isEmpty()) {
            endGrid(out);
            return;
        }
        if (trimmed.startsWith("#") || GridLine.isSeparator(text)) {
            return;
        }
        GridLine.Symbols token = GridLine.firstToken(text);
        GridLine.Symbols whole = token == null ? null : wholeGrid(text, token);
        boolean statement = whole == null && GridLine.isStatement(text);
        if (cut || whole != null || statement || token != null && token.length() > Geometry.MAX_SIZE) {
            endGrid(out);
            index++;
            out.accept(cut ? new PuzzleEntry.Bad(source, index, lineNo, BoundedLineReader.MAX_LINE + 1, "line " + lineNo
                    + " is longer than " + BoundedLineReader.MAX_LINE + " characters, where a grid has at most 625 symbols")
                    : whole != null ? grid(whole, lineNo)
                    : statement ? new PuzzleEntry.Bad(source, index, lineNo, text.indexOf(trimmed) + 1, "'" + trimmed
                            + "' is a puzzle-file statement, and this file is a collection of grids; clues, 'use' and 'given'"
                            + " need a puzzle file, whose name ends in .nonet")
                    : new PuzzleEntry.Bad(source, index, lineNo, token.columns()[0], "a one-line grid has " + token.length()
                            + " symbols, where a whole grid has " + GridLine.LENGTHS + " (anything after a space, ':' or ','"
                            + " is an annotation, not part of the grid)"));
            return;
        }
        GridLine.Symbols row = GridLine.spacedRow(text);
        if (pending == null) {
            index++;
            if (!GridLine.isRowLength(row.length()) && row.length() != fixedSize) {
                out.accept(new PuzzleEntry.Bad(source, index, lineNo, row.length() > 0 ? row.columns()[0] : 1,
                        GridLine.sizeOfOneLine(row.length()) > 0
                                ? "the line's " + row.length() + " symbols would make a whole grid but are unevenly spaced; a"
                                        + " one-line grid has no spaces, or the same number of symbols between each two spaces or bars"
                                : "a grid line has " + Plural.of(row.length(), "symbol") + "; expected a whole grid (" + GridLine.LENGTHS
                                        + " symbols) or one row of a multi-line grid"));
                return;
            }
            pending = new Pending(index, lineNo, row.length());
        }
        addRow(row, lineNo, out);
    }

    /** The line as a whole grid: its first token, or all its symbols when they are evenly spaced; else null. */
    private GridLine.Symbols wholeGrid(String text, GridLine.Symbols token) {
        if (oneLineGrid(token) != 0) {
            return token;
        }
        GridLine.Symbols spaced = GridLine.spacedRow(text);
        return oneLineGrid(spaced) != 0 && GridLine.evenlySpaced(text) ? spaced : null;
    }

    private PuzzleEntry grid(GridLine.Symbols whole, int lineNo) {
        int size = oneLineGrid(whole);
        int[] givens = new int[whole.length()];
        int bad = GridLine.decode(whole, size, givens, 0);
        return bad >= 0 ? badSymbol(index, lineNo, whole, bad, size) : sink.accept(source, index, lineNo, size, givens, whole.columns());
    }

    /** Adds a row to the pending grid; a row of the wrong length or with a bad symbol breaks it, but still counts. */
    private void addRow(GridLine.Symbols row, int lineNo, Consumer<PuzzleEntry> out) {
        Pending p = pending;
        if (p.broken == null && row.length() != p.rowSize) {
            p.broken = new PuzzleEntry.Bad(source, p.index, lineNo, 1, "row " + (p.rowsRead + 1) + " of the grid starting on line "
                    + p.startLine + " has " + row.length() + " symbols, expected " + p.rowSize);
        } else if (p.broken == null) {
            int bad = GridLine.decode(row, p.rowSize, p.givens, p.rowsRead * p.rowSize);
            p.broken = bad < 0 ? null : badSymbol(p.index, lineNo, row, bad, p.rowSize);
        }
        p.rowsRead++;
        if (p.rowsRead == p.rowSize) {
            pending = null;
            out.accept(p.broken != null ? p.broken : sink.accept(source, p.index, p.startLine, p.rowSize, p.givens, null));
        }
    }

    /** Reports the pending grid, cut short by a blank line, a whole grid or the end of the input. */
    private void endGrid(Consumer<PuzzleEntry> out) {
        Pending p = pending;
        if (p == null) {
            return;
        }
        pending = null;
        if (p.broken != null) {
            out.accept(p.broken);
        } else if (p.rowsRead == 1) {
            out.accept(new PuzzleEntry.Bad(source, p.index, p.startLine, 1, "a grid line has " + p.rowSize
                    + " symbols; expected a whole grid (" + GridLine.LENGTHS + " symbols) or the first of " + p.rowSize
                    + " rows of a multi-line grid"));
        } else {
            out.accept(new PuzzleEntry.Bad(source, p.index, p.startLine, 1,
                    "the grid starting here has " + p.rowsRead + " of its " + p.rowSize + " rows"));
        }
    }

    /** The size of the grid these symbols spell on one line, or 0 (a row of the model's fixed size is a row). */
    private int oneLineGrid(GridLine.Symbols symbols) {
        return fixedSize > 0 && symbols.length() == fixedSize ? 0 : GridLine.sizeOfOneLine(symbols.length());
    }

    private PuzzleEntry.Bad badSymbol(int index, int line, GridLine.Symbols symbols, int at, int size) {
        char c = symbols.text().charAt(at);
        // a blank or invisible symbol is named by its code point, as quotes around it would show nothing
        String shown = Character.isISOControl(c) || Character.isWhitespace(c) || Visible.of(String.valueOf(c)).length() > 1
                ? String.format("U+%04X", (int) c) : "'" + c + "'";
        return new PuzzleEntry.Bad(source, index, line, symbols.columns()[at],
                "bad symbol " + shown + " for a " + size + "x" + size + " grid; expected '.' or '0' for a blank, or "
                        + digitRange(size));
    }

    private static String digitRange(int size) {
        return size <= 9 ? "1-" + size : "1-9 or A-" + Geometry.symbol(size);
    }
}
