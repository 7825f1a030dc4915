package nonet.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Which cells of a grid stand for each other when givens are removed: a symmetric puzzle loses a
 * whole orbit at a time, so its givens keep the symmetry from the full grid down to the last one.
 * Each symmetry is a group of the square's isometries, given by generators; a cell's orbit is its
 * closure under them. The names follow the generators setters know (Sudoku Explainer calls the
 * two-mirror one "bi-orthogonal", the dihedral one "full").
 */
public enum Symmetry {
    /** Each cell alone. */
    NONE,
    /** 180-degree rotation. */
    ROTATIONAL(Map.ROTATE_180),
    /** All four quarter turns. */
    ROTATIONAL90(Map.ROTATE_90),
    /** Mirror in the main diagonal (r1c1 to r9c9). */
    DIAGONAL(Map.MAIN_DIAGONAL),
    /** Mirror in the anti-diagonal (r1c9 to r9c1). */
    ANTIDIAGONAL(Map.ANTI_DIAGONAL),
    /** Mirrors in both diagonals. */
    BIDIAGONAL(Map.MAIN_DIAGONAL, Map.ANTI_DIAGONAL),
    /** Mirror in the horizontal middle line: top half to bottom half. */
    HORIZONTAL(Map.TOP_BOTTOM),
    /** Mirror in the vertical middle line: left half to right half. */
    VERTICAL(Map.LEFT_RIGHT),
    /** Mirrors in both middle lines (Sudoku Explainer's bi-orthogonal). */
    BOTH(Map.TOP_BOTTOM, Map.LEFT_RIGHT),
    /** Every rotation and mirror of the square: the dihedral group of order 8. */
    FULL(Map.ROTATE_90, Map.MAIN_DIAGONAL);

    /** One isometry of the n-by-n square, on (row, column). */
    private enum Map {
        ROTATE_180, ROTATE_90, MAIN_DIAGONAL, ANTI_DIAGONAL, TOP_BOTTOM, LEFT_RIGHT;

        int apply(int cell, int n) {
            int r = cell / n;
            int c = cell % n;
            int last = n - 1;
            return switch (this) {
                case ROTATE_180 -> (last - r) * n + (last - c);
                case ROTATE_90 -> c * n + (last - r);
                case MAIN_DIAGONAL -> c * n + r;
                case ANTI_DIAGONAL -> (last - c) * n + (last - r);
                case TOP_BOTTOM -> (last - r) * n + c;
                case LEFT_RIGHT -> r * n + (last - c);
            };
        }
    }

    private final Map[] generators;

    Symmetry(Map... generators) {
        this.generators = generators;
    }

    /** The name users type ({@code --symmetry rotational90}). */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The symmetry a user named, or null for a name that is none of them. */
    public static Symmetry parse(String word) {
        for (Symmetry s : values()) {
            if (s.word().equals(word.toLowerCase(Locale.ROOT))) {
                return s;
            }
        }
        return null;
    }

    /** Every name, for messages: "none, rotational, ...". */
    public static String words() {
        return Arrays.stream(values()).map(Symmetry::word).collect(Collectors.joining(", "));
    }

    /** The orbits of an n-by-n grid's cells, each listed once in increasing order, in cell order of their first cell. */
    public List<int[]> orbits(int n) {
        List<int[]> out = new ArrayList<>();
        boolean[] placed = new boolean[n * n];
        for (int cell = 0; cell < n * n; cell++) {
            if (!placed[cell]) {
                int[] orbit = orbit(cell, n);
                for (int c : orbit) {
                    placed[c] = true;
                }
                out.add(orbit);
            }
        }
        return out;
    }

    /** The cells the generators reach from {@code cell}, sorted: at most 8, so a list scan is enough. */
    int[] orbit(int cell, int n) {
        List<Integer> reached = new ArrayList<>(List.of(cell));
        for (int i = 0; i < reached.size(); i++) {
            for (Map g : generators) {
                int image = g.apply(reached.get(i), n);
                if (!reached.contains(image)) {
                    reached.add(image);
                }
            }
        }
        return reached.stream().mapToInt(Integer::intValue).sorted().toArray();
    }
}
