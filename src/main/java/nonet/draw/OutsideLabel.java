package nonet.draw;

import java.util.List;

/**
 * A clue number outside the grid where its line comes in (a sandwich sum left of its row, a little
 * killer total at the start of its diagonal, with a small arrow along it). A line that does not
 * start at the edge of the grid (a little killer of any cells) gets its label beside its first
 * cell and a dotted line through its cells instead.
 */
final class OutsideLabel {

    private OutsideLabel() {
    }

    static void draw(Picture p, int n, int[] cells, String label) {
        int r = cells[0] / n;
        int c = cells[0] % n;
        int dr = cells.length > 1 ? Integer.signum(cells[1] / n - r) : 0;
        int dc = cells.length > 1 ? Integer.signum(cells[1] % n - c) : 0;
        int or = r - dr;
        int oc = c - dc;
        boolean outside = (dr != 0 || dc != 0) && (or < 0 || or >= n || oc < 0 || oc >= n) && straight(cells, n, dr, dc);
        if (!outside) {
            List<double[]> points = cells.length == 1 ? List.of(new double[] {c + 1.5, r + 1.5}, new double[] {c + 1.5, r + 1.5})
                    : java.util.Arrays.stream(cells).mapToObj(x -> new double[] {x % n + 1.5, x / n + 1.5}).toList();
            p.add(new Picture.Stroke(points, 0.05, "#707070", 0.06, 1));
            p.add(new Picture.Label(c + 1.1, r + 1.24, label, 0.26, "#000000", true, false, true));
            return;
        }
        double x = oc + 1.5;
        double y = or + 1.5;
        boolean diagonal = dr != 0 && dc != 0;
        p.add(new Picture.Label(diagonal ? x - 0.12 * dc : x, diagonal ? y - 0.12 * dr : y, label, diagonal ? 0.3 : 0.42, "#000000", false, false, false));
        if (diagonal) {
            double tx = x + 0.42 * dc;
            double ty = y + 0.42 * dr;
            p.line(x + 0.12 * dc, y + 0.12 * dr, tx, ty, 0.035, "#000000");
            p.line(tx, ty, tx - 0.12 * dc, ty, 0.035, "#000000");
            p.line(tx, ty, tx, ty - 0.12 * dr, 0.035, "#000000");
        }
    }

    /** Whether the cells step by (dr, dc) throughout. */
    private static boolean straight(int[] cells, int n, int dr, int dc) {
        for (int i = 1; i < cells.length; i++) {
            if (cells[i] / n - cells[i - 1] / n != dr || cells[i] % n - cells[i - 1] % n != dc) {
                return false;
            }
        }
        return true;
    }
}
