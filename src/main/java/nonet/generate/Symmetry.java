package nonet.generate;

import java.util.ArrayList;
import java.util.List;

/**
 * Which cells of a grid stand for each other when givens are removed: a symmetric puzzle loses a
 * whole orbit at a time, so its givens keep the symmetry from the full grid down to the last one.
 */
public enum Symmetry {
    NONE, ROTATIONAL, DIAGONAL;

    /** The orbits of an n-by-n grid's cells, each listed once, in cell order of their first cell. */
    public List<int[]> orbits(int n) {
        List<int[]> out = new ArrayList<>();
        for (int cell = 0; cell < n * n; cell++) {
            int image = image(cell, n);
            if (image == cell) {
                out.add(new int[] {cell});
            } else if (cell < image) {
                out.add(new int[] {cell, image});
            }
        }
        return out;
    }

    /** The cell's partner: itself, its 180-degree rotation, or its mirror across the main diagonal. */
    int image(int cell, int n) {
        int r = cell / n;
        int c = cell % n;
        return switch (this) {
            case NONE -> cell;
            case ROTATIONAL -> (n - 1 - r) * n + (n - 1 - c);
            case DIAGONAL -> c * n + r;
        };
    }
}
