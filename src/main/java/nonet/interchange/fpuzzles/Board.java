package nonet.interchange.fpuzzles;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The f-puzzles names of cells on an N x N grid: {@code R1C1} (1-based, like nonet's r1c1), and
 * row or column 0 or N+1 for the places outside the grid where sandwich sums and little killer
 * totals stand. Cells are numbered row-major from 0 inside nonet.
 */
record Board(int size) {

    private static final Pattern NAME = Pattern.compile("[Rr](\\d{1,3})[Cc](\\d{1,3})");

    /** A cell inside the grid. */
    int cell(JsonNode node) throws ImportError {
        int[] rc = position(node);
        if (rc[0] < 1 || rc[0] > size || rc[1] < 1 || rc[1] > size) {
            throw new ImportError(node.path(), "cell " + node.textOrNull() + " is outside the " + size + "x" + size + " grid");
        }
        return (rc[0] - 1) * size + rc[1] - 1;
    }

    int[] cells(List<JsonNode> nodes) throws ImportError {
        int[] out = new int[nodes.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = cell(nodes.get(i));
        }
        return out;
    }

    /** Row and column, 1-based, of a name that may stand just outside the grid (0 or N+1). */
    int[] position(JsonNode node) throws ImportError {
        String text = node.textOrNull();
        Matcher m = NAME.matcher(text == null ? "" : text.strip());
        if (!m.matches()) {
            throw new ImportError(node.path(), "expected a cell such as R1C1, found " + node.describe());
        }
        int row = Integer.parseInt(m.group(1));
        int col = Integer.parseInt(m.group(2));
        if (row > size + 1 || col > size + 1) {
            throw new ImportError(node.path(), "cell " + text.strip() + " is outside the " + size + "x" + size + " grid");
        }
        return new int[] {row, col};
    }

    String name(int cell) {
        return name(cell / size + 1, cell % size + 1);
    }

    static String name(int row, int col) {
        return "R" + row + "C" + col;
    }

    boolean inside(int row, int col) {
        return row >= 1 && row <= size && col >= 1 && col <= size;
    }

    /** The cells from the first inside step after (row, col), stepping by (dr, dc) until the grid ends. */
    int[] ray(int row, int col, int dr, int dc) {
        int length = 0;
        while (inside(row + (length + 1) * dr, col + (length + 1) * dc)) {
            length++;
        }
        int[] out = new int[length];
        for (int i = 0; i < length; i++) {
            out[i] = (row + (i + 1) * dr - 1) * size + col + (i + 1) * dc - 1;
        }
        return out;
    }
}
