package nonet.engine.split;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Model;

/**
 * One subproblem of a split search: the puzzle with some cells fixed to one digit each, and the
 * candidates each cell keeps under those choices. Cubes made by splitting one cube on one cell,
 * a digit each, partition its solutions, so counts of the leaves add up to the count of the root.
 *
 * @param cells  the fixed cells, in the order they were chosen
 * @param digits the digit fixed in each of them
 * @param masks  each cell's candidates (bit d-1 for digit d) with these cells fixed, narrowed when a narrowing is at hand
 */
record Cube(int[] cells, int[] digits, int[] masks) {

    /** The whole puzzle, nothing fixed. */
    static Cube root(int[] masks) {
        return new Cube(new int[0], new int[0], masks);
    }

    /** The puzzle with this cube's cells fixed: the model's constraints plus a single-digit domain per fixed cell. */
    Model constrain(Model model) {
        List<Constraint> all = new ArrayList<>(model.constraints());
        for (int i = 0; i < cells.length; i++) {
            all.add(new Domain(cells[i], 1 << (digits[i] - 1), "split: " + model.geometry().cellName(cells[i]) + " = " + digits[i]));
        }
        return model.withConstraints(all);
    }

    /**
     * The open cell with the fewest candidates (the first such), the first-fail choice that keeps
     * the number of subproblems a split makes small; -1 when every cell is decided.
     */
    int branchCell() {
        int best = -1;
        for (int cell = 0; cell < masks.length; cell++) {
            int n = Integer.bitCount(masks[cell]);
            if (n > 1 && (best < 0 || n < Integer.bitCount(masks[best]))) {
                best = cell;
            }
        }
        return best;
    }

    /** This cube with {@code cell} fixed to {@code digit}, before any narrowing. */
    Cube fix(int cell, int digit) {
        int[] c = Arrays.copyOf(cells, cells.length + 1);
        int[] d = Arrays.copyOf(digits, digits.length + 1);
        c[cells.length] = cell;
        d[digits.length] = digit;
        int[] m = masks.clone();
        m[cell] = 1 << (digit - 1);
        return new Cube(c, d, m);
    }

    Cube withMasks(int[] narrowed) {
        return new Cube(cells, digits, narrowed);
    }
}
