package nonet.format;

import nonet.model.Geometry;

/**
 * Draws pencil marks for people: each cell a small block with digit d at its place in the block
 * (a 3x3 block for 9x9, digits 1-3 on top), '.' where d is not a candidate; cells in a row are
 * separated by a space, boxes by {@code |}, rows of cells by a blank line and box rows by a rule.
 */
public final class CandidateText {

    private CandidateText() {
    }

    /** The escape code a candidate is drawn in, or null for plain; the code is reset after the digit. */
    @FunctionalInterface
    public interface Paint {
        String of(int cell, int digit);
    }

    public static String draw(Geometry g, int[] masks) {
        return draw(g, masks, (cell, digit) -> null);
    }

    /** The pencil marks, each candidate in the colour {@code paint} gives it. */
    public static String draw(Geometry g, int[] masks, Paint paint) {
        int n = g.size();
        int cols = (int) Math.ceil(Math.sqrt(n));
        int rows = (n + cols - 1) / cols;
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < n; r++) {
            if (r > 0) {
                boolean boxEdge = g.hasBoxes() && r % g.boxRows() == 0;
                sb.append(boxEdge ? rule(g, cols) : "").append('\n');
            }
            for (int s = 0; s < rows; s++) {
                for (int c = 0; c < n; c++) {
                    if (c > 0) {
                        sb.append(g.hasBoxes() && c % g.boxCols() == 0 ? " | " : " ");
                    }
                    for (int j = 0; j < cols; j++) {
                        int d = s * cols + j + 1;
                        int cell = g.cell(r, c);
                        boolean mark = d <= n && (masks[cell] & (1 << (d - 1))) != 0;
                        String colour = mark ? paint.of(cell, d) : null;
                        if (colour != null) {
                            sb.append(colour).append(Geometry.symbol(d)).append(Ansi.RESET);
                        } else {
                            sb.append(mark ? Geometry.symbol(d) : d <= n ? '.' : ' ');
                        }
                    }
                }
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    private static String rule(Geometry g, int cols) {
        StringBuilder sb = new StringBuilder();
        int boxWidth = g.boxCols() * (cols + 1) - 1;
        for (int b = 0; b < g.size() / g.boxCols(); b++) {
            sb.append(b > 0 ? "-+-" : "").append("-".repeat(boxWidth));
        }
        return sb.toString();
    }
}
