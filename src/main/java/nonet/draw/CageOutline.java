package nonet.draw;

import java.util.List;
import java.util.Set;

/**
 * The dashed outline of a cage, drawn a little inside its cells so that it never covers a grid
 * line or a digit: one segment per cell side that borders a cell outside the cage, lengthened or
 * shortened at its ends so that the segments of neighbouring cells meet at the inset corners.
 */
final class CageOutline {

    /** How far inside the cells the outline runs, in cell widths. */
    static final double INSET = 0.09;

    private CageOutline() {
    }

    /** The four sides of a cell: outward normal (dr, dc) and the direction along it (tr, tc). */
    private static final int[][] SIDES = {{-1, 0, 0, 1}, {1, 0, 0, 1}, {0, -1, 1, 0}, {0, 1, 1, 0}};

    static void draw(Picture p, Set<Integer> cells, int n, String colour) {
        for (int cell : cells) {
            int r = cell / n;
            int c = cell % n;
            for (int[] s : SIDES) {
                if (!in(cells, r + s[0], c + s[1], n)) {
                    segment(p, cells, n, r, c, s, colour);
                }
            }
        }
    }

    private static void segment(Picture p, Set<Integer> cells, int n, int r, int c, int[] s, String colour) {
        // the side's centre, then its two ends along (tr, tc), each pulled in or pushed out by the inset
        double cy = r + 1.5 + 0.5 * s[0] - INSET * s[0];
        double cx = c + 1.5 + 0.5 * s[1] - INSET * s[1];
        double[] ends = new double[2];
        for (int k = 0; k < 2; k++) {
            int sign = k == 0 ? -1 : 1;
            boolean along = in(cells, r + sign * s[2], c + sign * s[3], n);
            boolean corner = in(cells, r + sign * s[2] + s[0], c + sign * s[3] + s[1], n);
            ends[k] = sign * (0.5 + (along ? (corner ? INSET : 0) : -INSET));
        }
        p.add(new Picture.Stroke(List.of(new double[] {cx + ends[0] * s[3], cy + ends[0] * s[2]},
                new double[] {cx + ends[1] * s[3], cy + ends[1] * s[2]}), 0.035, colour, 0.1, 1));
    }

    private static boolean in(Set<Integer> cells, int r, int c, int n) {
        return r >= 0 && r < n && c >= 0 && c < n && cells.contains(r * n + c);
    }
}
