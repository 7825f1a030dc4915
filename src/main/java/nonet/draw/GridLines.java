package nonet.draw;

import nonet.lang.PuzzleSpec;
import nonet.model.Geometry;

/** The grid: a thin line between any two cells, a thick one between cells of different regions (boxes or jigsaw pieces) and around the grid. */
final class GridLines {

    private static final String INK = "#000000";

    private GridLines() {
    }

    static void draw(Picture p, PuzzleSpec spec, Geometry geometry) {
        int n = spec.size();
        int[] regions = spec.regions();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int cell = r * n + c;
                if (c + 1 < n) {
                    boolean thick = differ(regions, geometry, cell, cell + 1);
                    p.line(c + 2, r + 1, c + 2, r + 2, thick ? 0.06 : 0.015, thick ? INK : "#888888");
                }
                if (r + 1 < n) {
                    boolean thick = differ(regions, geometry, cell, cell + n);
                    p.line(c + 1, r + 2, c + 2, r + 2, thick ? 0.06 : 0.015, thick ? INK : "#888888");
                }
            }
        }
        p.add(new Picture.Stroke(java.util.List.of(new double[] {1, 1}, new double[] {n + 1, 1}, new double[] {n + 1, n + 1},
                new double[] {1, n + 1}, new double[] {1, 1}), 0.08, INK, 0, 1));
    }

    private static boolean differ(int[] regions, Geometry geometry, int a, int b) {
        if (regions != null) {
            return regions[a] != regions[b];
        }
        return geometry.hasBoxes() && geometry.box(a) != geometry.box(b);
    }
}
