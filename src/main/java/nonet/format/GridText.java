package nonet.format;

import nonet.model.Geometry;

/** Draws a grid for people: digits spaced, boxes separated by {@code |} and {@code -+-} lines. */
public final class GridText {

    private GridText() {
    }

    public static String draw(Geometry g, int[] grid) {
        int n = g.size();
        int width = n > 9 ? 2 : 1;
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < n; r++) {
            if (r > 0 && g.hasBoxes() && r % g.boxRows() == 0) {
                sb.append(separator(g, width)).append('\n');
            }
            for (int c = 0; c < n; c++) {
                if (c > 0) {
                    sb.append(g.hasBoxes() && c % g.boxCols() == 0 ? " | " : " ");
                }
                int v = grid[g.cell(r, c)];
                String s = v == 0 ? "." : String.valueOf(Geometry.symbol(v));
                sb.append(" ".repeat(width - s.length())).append(s);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private static String separator(Geometry g, int width) {
        StringBuilder sb = new StringBuilder();
        int boxes = g.size() / g.boxCols();
        int boxWidth = g.boxCols() * (width + 1) - 1;
        for (int b = 0; b < boxes; b++) {
            if (b > 0) {
                sb.append("-+-");
            }
            sb.append("-".repeat(boxWidth));
        }
        return sb.toString();
    }
}
