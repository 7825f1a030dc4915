package nonet.workbench;

import java.util.List;
import nonet.model.Geometry;

/**
 * The true candidates of a puzzle: for each cell and digit, how many solutions (up to the cap) put
 * the digit there, and a verified solution that does (its witness). A count of 0 means proved
 * impossible. With a cap of 1 the counts only say "possible or not".
 */
public record CandidateCounts(Geometry geometry, int cap, int[][] counts, int[][] witnesses, List<int[]> solutions) {

    /** No witness: the candidate is impossible. */
    public static final int NONE = -1;

    /** How many solutions put {@code digit} in {@code cell}, up to the cap. */
    public int count(int cell, int digit) {
        return counts[cell][digit - 1];
    }

    /** The solution witnessing {@code digit} in {@code cell}, or null when it is impossible. */
    public int[] witness(int cell, int digit) {
        int w = witnesses[cell][digit - 1];
        return w == NONE ? null : solutions.get(w);
    }

    /** The candidates of a cell as a mask (bit d-1 for digit d). */
    public int mask(int cell) {
        int m = 0;
        for (int d = 1; d <= geometry.size(); d++) {
            if (count(cell, d) > 0) {
                m |= 1 << (d - 1);
            }
        }
        return m;
    }

    /** Whether the puzzle has no solution (every cell is then empty). */
    public boolean unsolvable() {
        return solutions.isEmpty();
    }
}
