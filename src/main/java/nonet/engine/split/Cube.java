package nonet.engine.split;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Model;

/**
 * One subproblem of a split search: the puzzle with some cells fixed to one digit each. Cubes that
 * fix the same cells to every combination of their candidates partition the puzzle's solutions, so
 * their counts add up to the puzzle's.
 *
 * @param cells  the fixed cells, in the order they were chosen
 * @param digits the digit fixed in each of them
 */
record Cube(int[] cells, int[] digits) {

    /** The whole puzzle, nothing fixed. */
    static final Cube ROOT = new Cube(new int[0], new int[0]);

    /** The puzzle with this cube's cells fixed: the model's constraints plus a single-digit domain per fixed cell. */
    Model constrain(Model model) {
        List<Constraint> all = new ArrayList<>(model.constraints());
        for (int i = 0; i < cells.length; i++) {
            all.add(new Domain(cells[i], 1 << (digits[i] - 1), "split: " + model.geometry().cellName(cells[i]) + " = " + digits[i]));
        }
        return model.withConstraints(all);
    }

    /** This cube with one more cell fixed. */
    Cube fix(int cell, int digit) {
        int[] c = Arrays.copyOf(cells, cells.length + 1);
        int[] d = Arrays.copyOf(digits, digits.length + 1);
        c[cells.length] = cell;
        d[digits.length] = digit;
        return new Cube(c, d);
    }
}
