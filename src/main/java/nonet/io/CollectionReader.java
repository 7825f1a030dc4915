package nonet.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.function.Consumer;

/**
 * Streams a collection of grids (one per line, or multi-line grids) from a reader, one entry per
 * puzzle, in constant memory. Bad lines become {@link PuzzleEntry.Bad} entries and reading goes on.
 */
final class CollectionReader {

    /** Turns the givens of one grid into an entry (compiling it under the chosen model). */
    interface GridSink {
        PuzzleEntry accept(String source, int index, int line, int size, int[] givens, int[] columns);
    }

    private final String source;
    private final int fixedSize;
    private final GridSink sink;

    /** {@code fixedSize}: the grid size the chosen model fixes, so rows of that length are read as rows; 0 if none. */
    CollectionReader(String source, int fixedSize, GridSink sink) {
        this.source = source;
        this.fixedSize = fixedSize;
        this.sink = sink;
    }

    void read(BufferedReader in, Consumer<PuzzleEntry> out) throws IOException {
        int lineNo = 0;
        int index = 0;
        int[] rows = null;      // givens of a multi-line grid being collected
        int rowSize = 0;
        int rowsRead = 0;
        int startLine = 0;
        String text;
        while ((text = in.readLine()) != null) {
            lineNo++;
            String trimmed = text.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            if (rows != null && GridLine.isSeparator(text)) {
                continue;
            }
            GridLine.Symbols token = GridLine.firstToken(text);
            GridLine.Symbols whole = rows == null && token != null && oneLineGrid(token) != 0 ? token : null;
            GridLine.Symbols row = whole == null ? GridLine.spacedRow(text) : null;
            if (rows == null && whole == null && oneLineGrid(row) != 0) {
                whole = row;
            }
            if (whole != null) {
                index++;
                int size = oneLineGrid(whole);
                int[] givens = new int[whole.length()];
                int bad = GridLine.decode(whole, size, givens, 0);
                out.accept(bad >= 0 ? badSymbol(index, lineNo, whole, bad, size)
                        : sink.accept(source, index, lineNo, size, givens, whole.columns()));
                continue;
            }
            if (rows == null) {
                if (!GridLine.isRowLength(row.length()) && row.length() != fixedSize) {
                    index++;
                    out.accept(new PuzzleEntry.Bad(source, index, lineNo, row.columns().length > 0 ? row.columns()[0] : 1,
                            "a grid line has " + row.length() + " symbols; expected a whole grid (16, 36, 64, 81, 144, 256 or 625"
                                    + " symbols) or one row of a multi-line grid"));
                    continue;
                }
                index++;
                rowSize = row.length();
                rows = new int[rowSize * rowSize];
                rowsRead = 0;
                startLine = lineNo;
            } else if (row.length() != rowSize) {
                out.accept(new PuzzleEntry.Bad(source, index, lineNo, 1,
                        "row " + (rowsRead + 1) + " of the grid starting on line " + startLine + " has " + row.length()
                                + " symbols, expected " + rowSize));
                rows = null;
                continue;
            }
            int bad = GridLine.decode(row, rowSize, rows, rowsRead * rowSize);
            if (bad >= 0) {
                out.accept(badSymbol(index, lineNo, row, bad, rowSize));
                rows = null;
                continue;
            }
            rowsRead++;
            if (rowsRead == rowSize) {
                out.accept(sink.accept(source, index, startLine, rowSize, rows, null));
                rows = null;
            }
        }
        if (rows != null) {
            out.accept(new PuzzleEntry.Bad(source, index, startLine, 1,
                    "the grid starting here has " + rowsRead + " of its " + rowSize + " rows"));
        }
    }

    /** The size of the grid these symbols spell on one line, or 0 (a row of the model's fixed size is a row). */
    private int oneLineGrid(GridLine.Symbols symbols) {
        return fixedSize > 0 && symbols.length() == fixedSize ? 0 : GridLine.sizeOfOneLine(symbols.length());
    }

    private PuzzleEntry.Bad badSymbol(int index, int line, GridLine.Symbols symbols, int at, int size) {
        char c = symbols.text().charAt(at);
        return new PuzzleEntry.Bad(source, index, line, symbols.columns()[at],
                "bad symbol '" + c + "' for a " + size + "x" + size + " grid; expected '.' or '0' for a blank, or "
                        + digitRange(size));
    }

    private static String digitRange(int size) {
        return size <= 9 ? "1-" + size : "1-9 or A-" + nonet.model.Geometry.symbol(size);
    }
}
