package nonet.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * One symmetry a square grid may have: a rotation or reflection of the board (one of the 8 of the
 * dihedral group), each digit d then read as itself or, {@code reversed}, as n+1-d. {@code cells[c]}
 * is where cell c goes.
 */
record GridMap(int[] cells, boolean reversed, int size) {

    /** The 16 maps of an n x n grid, the identity first. */
    static List<GridMap> all(int n) {
        List<GridMap> out = new ArrayList<>(16);
        for (boolean reversed : new boolean[] {false, true}) {
            for (int turn = 0; turn < 8; turn++) {
                int[] cells = new int[n * n];
                for (int r = 0; r < n; r++) {
                    for (int c = 0; c < n; c++) {
                        cells[r * n + c] = image(turn, r, c, n - 1);
                    }
                }
                out.add(new GridMap(cells, reversed, n));
            }
        }
        return out;
    }

    /** Where (r, c) goes under the turn-th map: the four rotations, then the four reflections. */
    private static int image(int turn, int r, int c, int m) {
        int n = m + 1;
        return switch (turn) {
            case 0 -> r * n + c;
            case 1 -> c * n + m - r;
            case 2 -> (m - r) * n + m - c;
            case 3 -> (m - c) * n + r;
            case 4 -> r * n + m - c;
            case 5 -> (m - r) * n + c;
            case 6 -> c * n + r;
            default -> (m - c) * n + m - r;
        };
    }

    boolean identity() {
        if (reversed) {
            return false;
        }
        for (int c = 0; c < cells.length; c++) {
            if (cells[c] != c) {
                return false;
            }
        }
        return true;
    }

    int cell(int c) {
        return cells[c];
    }

    int digit(int d) {
        return reversed ? size + 1 - d : d;
    }

    /** The mask with each digit mapped. */
    int mask(int mask) {
        return reversed ? Integer.reverse(mask & ((1 << size) - 1)) >>> (32 - size) : mask;
    }

    /** Whether the candidates read the same after this map: each cell's mapped candidates are its image's. */
    boolean keeps(int[] masks) {
        for (int c = 0; c < masks.length; c++) {
            if (masks[cells[c]] != mask(masks[c])) {
                return false;
            }
        }
        return true;
    }

    /** The image of a solution. */
    int[] apply(int[] grid) {
        int[] out = new int[grid.length];
        for (int c = 0; c < grid.length; c++) {
            out[cells[c]] = digit(grid[c]);
        }
        return out;
    }
}
