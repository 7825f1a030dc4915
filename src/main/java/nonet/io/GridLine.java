package nonet.io;

import java.util.regex.Pattern;
import nonet.lang.PuzzleFileParser;
import nonet.model.Geometry;

/**
 * Recognises grids written as text: a whole grid on one line (N*N symbols), or one row of a
 * multi-line grid (N symbols, possibly spaced and with box separators such as {@code |}).
 * Trailing text after a one-line grid (a rating, tdoku's {@code :count:solution}) is ignored.
 */
final class GridLine {

    /** The sizes a one-line grid may have, each with its standard boxes; its length is the square. */
    private static final int[] ONE_LINE_SIZES = {4, 6, 8, 9, 12, 16, 25};
    private static final Pattern CELL_REFERENCE = Pattern.compile("(?i)\\br\\d+c\\d+");
    /** Those lengths, for messages. */
    static final String LENGTHS = "16, 36, 64, 81, 144, 256 or 625";

    /** The symbols found on a line, with the physical column (from 1) of each. */
    record Symbols(String text, int[] columns) {
        int length() {
            return text.length();
        }
    }

    private GridLine() {
    }

    /**
     * Whether a line is a puzzle-file statement ({@code use killer}, {@code cage 3 r1c1 r1c2}): it
     * starts with a statement's keyword or names a cell, which no grid line can (no grid has a digit 'R').
     */
    static boolean isStatement(String line) {
        return PuzzleFileParser.looksLikePuzzleFile(line) || CELL_REFERENCE.matcher(line).find();
    }

    /** Whether a line holds no grid symbol at all: a separator such as {@code ------+------}. */
    static boolean isSeparator(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (!Character.isWhitespace(c) && "-+|=*".indexOf(c) < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The first token of the line (up to white space, ':' or ','), as a one-line grid candidate.
     * Returns null when the line has no token.
     */
    static Symbols firstToken(String line) {
        int start = 0;
        while (start < line.length() && Character.isWhitespace(line.charAt(start))) {
            start++;
        }
        int end = start;
        while (end < line.length() && !Character.isWhitespace(line.charAt(end))
                && line.charAt(end) != ':' && line.charAt(end) != ',') {
            end++;
        }
        if (end == start) {
            return null;
        }
        int[] cols = new int[end - start];
        for (int i = 0; i < cols.length; i++) {
            cols[i] = start + i + 1;
        }
        return new Symbols(line.substring(start, end), cols);
    }

    /** Whether the text starts with a token as long as a whole grid (so an argument is an inline grid). */
    static boolean startsWithOneLineGrid(String text) {
        Symbols token = firstToken(text);
        return token != null && sizeOfOneLine(token.length()) > 0;
    }

    /** The symbols of a spaced row such as {@code 4 . . | . . . | 8 . 5}, separators dropped. */
    static Symbols spacedRow(String line) {
        StringBuilder sb = new StringBuilder();
        int[] cols = new int[line.length()];
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '#') {
                break;
            }
            if (!Character.isWhitespace(c) && "|+".indexOf(c) < 0) {
                cols[sb.length()] = i + 1;
                sb.append(c);
            }
        }
        return new Symbols(sb.toString(), java.util.Arrays.copyOf(cols, sb.length()));
    }

    /** The grid size whose one-line form has this many symbols (one of {@link #LENGTHS}), or 0. */
    static int sizeOfOneLine(int length) {
        for (int n : ONE_LINE_SIZES) {
            if (n * n == length) {
                return n;
            }
        }
        return 0;
    }

    /**
     * Whether the groups of symbols between spaces and box separators all have one length, as in a
     * grid written with spaces ({@code 4.. ... 8.5 ...}, one symbol or one box row or one row a
     * group). A grid cut short and followed by an annotation ({@code 4.....8.5...1.4..... 5}) is not:
     * read as spaced symbols it would be another puzzle.
     */
    static boolean evenlySpaced(String line) {
        int stop = line.indexOf('#') < 0 ? line.length() : line.indexOf('#');
        int length = -1;
        int run = 0;
        for (int i = 0; i <= stop; i++) {
            char c = i < stop ? line.charAt(i) : ' ';
            if (!Character.isWhitespace(c) && "|+".indexOf(c) < 0) {
                run++;
            } else if (run > 0) {
                if (length >= 0 && run != length) {
                    return false;
                }
                length = run;
                run = 0;
            }
        }
        return true;
    }

    /** Whether a row of this many symbols can start a multi-line grid. */
    static boolean isRowLength(int length) {
        return length >= 4 && length <= Geometry.MAX_SIZE && sizeOfOneLine(length) == 0;
    }

    /**
     * Reads the digits of {@code symbols} into {@code grid} from {@code offset}. Returns the index of
     * the first bad symbol, or -1 when all are blanks ('.', '0') or digits 1..size.
     */
    static int decode(Symbols symbols, int size, int[] grid, int offset) {
        String s = symbols.text();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '.' || c == '0') {
                grid[offset + i] = 0;
                continue;
            }
            int d = Geometry.digitOf(c);
            if (d < 1 || d > size) {
                return i;
            }
            grid[offset + i] = d;
        }
        return -1;
    }
}
