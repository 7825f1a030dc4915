package nonet.engine.cnf;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import nonet.model.Model;

/**
 * Reads a grid out of a truth assignment of the cell variables, and verifies it.
 *
 * <p>Under the extended encoding every cell has exactly one true digit. The minimal encoding has no
 * at-most-one per cell; Lynce and Ouaknine observe that for classic grids it is still enough,
 * because a row of N cells with at least one digit each and every digit at most once holds
 * exactly N true literals (pigeonhole), so each cell has exactly one. A variant may have cells in no
 * exact group; then a cell can come back with several true digits, and we choose, per cell, one of
 * them so that the whole grid satisfies the model (a bounded search over those choices), and
 * re-verify with {@link Model#violations} in every case.
 */
public final class GridDecoder {

    /** How many complete choices to try when several digits of some cells are true. */
    static final int MAX_CHOICES = 100_000;

    /** The grid read, and null or a reason it is not a solution of the model. */
    public record Decoded(int[] grid, String problem) {
        public boolean valid() {
            return problem == null;
        }
    }

    private GridDecoder() {
    }

    /** Decodes with {@code isTrue(var)} giving each cell variable's value. */
    public static Decoded decode(Model model, IntPredicate isTrue) {
        int n = model.size();
        int[] candidates = new int[model.cellCount()];
        List<Integer> ambiguous = new ArrayList<>();
        for (int cell = 0; cell < candidates.length; cell++) {
            for (int d = 1; d <= n; d++) {
                if (isTrue.test(Cnf.cellVar(n, cell, d))) {
                    candidates[cell] |= 1 << (d - 1);
                }
            }
            if (candidates[cell] == 0) {
                return new Decoded(null, model.geometry().cellName(cell) + " has no true digit");
            }
            if (Integer.bitCount(candidates[cell]) > 1) {
                ambiguous.add(cell);
            }
        }
        int[] grid = new int[candidates.length];
        for (int cell = 0; cell < grid.length; cell++) {
            grid[cell] = Integer.numberOfTrailingZeros(candidates[cell]) + 1;
        }
        List<String> violations = model.violations(grid);
        if (violations.isEmpty()) {
            return new Decoded(grid, null);
        }
        if (!ambiguous.isEmpty()) {
            int[] copy = grid.clone();
            if (choose(model, candidates, ambiguous, 0, copy, new int[] {MAX_CHOICES})) {
                return new Decoded(copy, null);
            }
        }
        return new Decoded(grid, String.join("; ", violations));
    }

    private static boolean choose(Model model, int[] candidates, List<Integer> ambiguous, int index, int[] grid, int[] budget) {
        if (index == ambiguous.size()) {
            return --budget[0] >= 0 && model.violations(grid).isEmpty();
        }
        int cell = ambiguous.get(index);
        for (int rest = candidates[cell]; rest != 0 && budget[0] > 0; rest &= rest - 1) {
            grid[cell] = Integer.numberOfTrailingZeros(rest) + 1;
            if (choose(model, candidates, ambiguous, index + 1, grid, budget)) {
                return true;
            }
        }
        return false;
    }
}
