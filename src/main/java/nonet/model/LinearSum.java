package nonet.model;

import java.util.Arrays;

/**
 * {@code sum(coeffs[i] * value(cells[i])) = total}, over distinct cells. A killer cage has every
 * coefficient 1; an arrow is {@code sum(path) - circle = 0}.
 */
public record LinearSum(int[] cells, int[] coeffs, int total, String origin) implements Constraint {

    public LinearSum {
        cells = Cells.distinctCopy(cells, "a sum", origin);
        coeffs = coeffs.clone();
        if (coeffs.length != cells.length) {
            throw new IllegalArgumentException("a sum needs one coefficient per cell, not " + coeffs.length + " for "
                    + cells.length + " cells (" + origin + ")");
        }
        for (int i = 0; i < coeffs.length; i++) {
            if (coeffs[i] == 0) {
                throw new IllegalArgumentException("a sum coefficient cannot be 0, as it is for cell " + cells[i] + " (" + origin + ")");
            }
        }
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }

    @Override
    public int[] coeffs() {
        return coeffs.clone();
    }

    /** Whether every coefficient is 1 (a plain sum such as a killer cage). */
    public boolean unitCoefficients() {
        for (int k : coeffs) {
            if (k != 1) {
                return false;
            }
        }
        return true;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.linearSum(this);
    }

    @Override
    public boolean holds(int[] grid) {
        long s = 0;
        for (int i = 0; i < cells.length; i++) {
            s += (long) coeffs[i] * grid[cells[i]];
        }
        return s == total;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LinearSum other && total == other.total
                && Arrays.equals(cells, other.cells) && Arrays.equals(coeffs, other.coeffs);
    }

    @Override
    public int hashCode() {
        return (Arrays.hashCode(cells) * 31 + Arrays.hashCode(coeffs)) * 31 + total;
    }

    @Override
    public String toString() {
        return "LinearSum" + Arrays.toString(cells) + "*" + Arrays.toString(coeffs) + "=" + total + " (" + origin + ")";
    }
}
