package nonet.model;

import java.util.Arrays;

/**
 * Pairwise different digits. {@code exact} when the group holds N cells of an N-grid, so that every
 * digit appears exactly once (hidden singles, at-least-one clauses and exact-cover columns rely on it).
 */
public record AllDifferent(int[] cells, boolean exact, String origin) implements Constraint {

    public AllDifferent {
        cells = Cells.distinctCopy(cells, "a distinct group", origin);
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.allDifferent(this);
    }

    @Override
    public boolean holds(int[] grid) {
        long seen = 0;
        for (int c : cells) {
            long bit = 1L << grid[c];
            if ((seen & bit) != 0) {
                return false;
            }
            seen |= bit;
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AllDifferent other && exact == other.exact && Arrays.equals(cells, other.cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells) * 2 + (exact ? 1 : 0);
    }

    @Override
    public String toString() {
        return "AllDifferent" + Arrays.toString(cells) + (exact ? " exact" : "") + " (" + origin + ")";
    }
}
