package nonet.engine.sls;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import nonet.model.AllDifferent;
import nonet.model.Model;
import nonet.model.Table;
import nonet.testing.RandomLineRules;
import org.junit.jupiter.api.Test;

/** A line rule costs the fewest of its cells that must change, kept right move by move. */
class ViolationCostTest {

    /**
     * The cost computed from the rules written as tables: pairs of equal digits per group, plus per
     * rule the mismatches against its nearest tuple. Shares nothing with the diagrams.
     */
    private static int expected(Model withTables, int[] grid) {
        int cost = 0;
        for (AllDifferent group : withTables.all(AllDifferent.class)) {
            int[] cells = group.cells();
            for (int i = 0; i < cells.length; i++) {
                for (int j = i + 1; j < cells.length; j++) {
                    cost += grid[cells[i]] == grid[cells[j]] ? 1 : 0;
                }
            }
        }
        for (Table t : withTables.all(Table.class)) {
            int[] cells = t.cells();
            int nearest = cells.length;
            for (int k = 0; k < t.size(); k++) {
                int differ = 0;
                for (int p = 0; p < cells.length; p++) {
                    differ += grid[cells[p]] == t.digit(k, p) ? 0 : 1;
                }
                nearest = Math.min(nearest, differ);
            }
            cost += nearest;
        }
        return cost;
    }

    @Test
    void aLineRuleCostsTheCellsThatMustChangeAfterEveryMove() {
        for (long seed = 1; seed <= 30; seed++) {
            for (int size : new int[] {4, 6}) {
                RandomLineRules.Twins twins = RandomLineRules.model(seed, size);
                String what = "seed " + seed + " size " + size;
                Random rnd = new Random(seed);
                int[] grid = new int[size * size];
                for (int c = 0; c < grid.length; c++) {
                    grid[c] = 1 + rnd.nextInt(size);
                }
                ViolationCost state = new ViolationCost(twins.withDiagrams(), grid);
                assertEquals(expected(twins.withTables(), grid), state.cost(), what + " at the start");
                for (int move = 0; move < 200; move++) {
                    int before = state.cost();
                    int cell = rnd.nextInt(grid.length);
                    grid[cell] = 1 + rnd.nextInt(size);
                    int delta = state.set(cell, grid[cell]);
                    assertEquals(expected(twins.withTables(), grid), state.cost(), what + " move " + move);
                    assertEquals(state.cost() - before, delta, what + " move " + move);
                }
            }
        }
    }
}
