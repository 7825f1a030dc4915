package nonet.testing;

import java.util.ArrayList;
import java.util.List;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Model;

/**
 * A deliberately plain backtracking counter over the IR, sharing no code with any engine: cells in
 * index order, digits from the domains, each constraint checked once its last cell is set, distinct
 * groups also checked as they fill. Only for small models (4x4, 6x6, or nearly solved 9x9).
 */
public final class BruteForce {

    private final Model model;
    private final int[] masks;
    private final List<List<Constraint>> closedAt = new ArrayList<>();
    private final List<List<AllDifferent>> groupsOf = new ArrayList<>();
    private final List<int[]> found = new ArrayList<>();
    private long limit;
    private long count;

    private BruteForce(Model model) {
        this.model = model;
        this.masks = model.initialMasks();
        for (int c = 0; c < model.cellCount(); c++) {
            closedAt.add(new ArrayList<>());
            groupsOf.add(new ArrayList<>());
        }
        for (Constraint c : model.constraints()) {
            int last = 0;
            for (int cell : c.cells()) {
                last = Math.max(last, cell);
            }
            closedAt.get(last).add(c);
            if (c instanceof AllDifferent g) {
                for (int cell : g.cells()) {
                    groupsOf.get(cell).add(g);
                }
            }
        }
    }

    /** Up to {@code limit} solutions of the model, all of them when fewer exist. */
    public static List<int[]> solutions(Model model, long limit) {
        BruteForce b = new BruteForce(model);
        b.limit = limit;
        b.extend(new int[model.cellCount()], 0);
        return b.found;
    }

    private void extend(int[] grid, int cell) {
        if (count >= limit) {
            return;
        }
        if (cell == grid.length) {
            count++;
            found.add(grid.clone());
            return;
        }
        for (int d = 1; d <= model.size(); d++) {
            if ((masks[cell] & (1 << (d - 1))) == 0) {
                continue;
            }
            grid[cell] = d;
            if (consistent(grid, cell)) {
                extend(grid, cell + 1);
            }
        }
        grid[cell] = 0;
    }

    private boolean consistent(int[] grid, int cell) {
        for (AllDifferent g : groupsOf.get(cell)) {
            for (int other : g.cells()) {
                if (other != cell && grid[other] == grid[cell]) {
                    return false;
                }
            }
        }
        for (Constraint c : closedAt.get(cell)) {
            if (!c.holds(grid)) {
                return false;
            }
        }
        return true;
    }
}
