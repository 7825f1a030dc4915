package nonet.model;

import java.util.Arrays;

/**
 * An n-ary extensional constraint: the cells must take one of the tuples (digits 1..N, one per
 * cell, in cell order). Built by enumerating a predicate at compile time.
 */
public record Table(int[] cells, int[][] tuples, String origin) implements Constraint {

    public Table {
        cells = Cells.distinctCopy(cells, "a table", origin);
        int[][] copy = new int[tuples.length][];
        for (int i = 0; i < tuples.length; i++) {
            if (tuples[i].length != cells.length) {
                throw new IllegalArgumentException("a table tuple needs one digit per cell: tuple " + i + " has " + tuples[i].length + " for "
                        + cells.length + " cells (" + origin + ")");
            }
            copy[i] = tuples[i].clone();
        }
        tuples = copy;
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }

    @Override
    public int[][] tuples() {
        int[][] copy = new int[tuples.length][];
        for (int i = 0; i < tuples.length; i++) {
            copy[i] = tuples[i].clone();
        }
        return copy;
    }

    public int arity() {
        return cells.length;
    }

    public int size() {
        return tuples.length;
    }

    /** The digit at position {@code pos} of tuple {@code t}, without copying. */
    public int digit(int t, int pos) {
        return tuples[t][pos];
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.table(this);
    }

    @Override
    public boolean holds(int[] grid) {
        for (int[] t : tuples) {
            boolean match = true;
            for (int i = 0; i < cells.length && match; i++) {
                match = grid[cells[i]] == t[i];
            }
            if (match) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Table other && Arrays.equals(cells, other.cells) && Arrays.deepEquals(tuples, other.tuples);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells) * 31 + Arrays.deepHashCode(tuples);
    }

    @Override
    public String toString() {
        return "Table" + Arrays.toString(cells) + " " + tuples.length + " tuples (" + origin + ")";
    }
}
