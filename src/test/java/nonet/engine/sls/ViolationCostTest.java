package nonet.engine.sls;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import nonet.model.Constraint;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.testing.RandomLines;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/** The cost of a line is its distance from the nearest allowed tuple, kept right move by move. */
class ViolationCostTest {

    private static final Geometry G = Geometry.standard(4);

    /** Pairs of equal digits per group plus, per line, the fewest cells to change: computed from the tables. */
    private static int expected(List<Constraint> groups, List<RandomLines> lines, int[] grid) {
        int cost = 0;
        for (Constraint group : groups) {
            int[] cells = group.cells();
            for (int i = 0; i < cells.length; i++) {
                for (int j = i + 1; j < cells.length; j++) {
                    cost += grid[cells[i]] == grid[cells[j]] ? 1 : 0;
                }
            }
        }
        for (RandomLines line : lines) {
            cost += line.distance(grid);
        }
        return cost;
    }

    @Test
    void aLineCostsTheCellsThatMustChangeAfterEveryMove() {
        for (long seed = 1; seed <= 40; seed++) {
            Random rnd = new Random(seed);
            List<Constraint> groups = TestModels.classicGroups(G);
            List<RandomLines> lines = new ArrayList<>();
            List<Constraint> all = new ArrayList<>(groups);
            for (int i = 0; i < 1 + rnd.nextInt(3); i++) {
                RandomLines line = RandomLines.of(rnd, G.cellCount(), 2 + rnd.nextInt(4), 4, 2 + rnd.nextInt(6), null, "line " + i);
                lines.add(line);
                all.add(line.mdd());
            }
            int[] grid = new int[G.cellCount()];
            for (int c = 0; c < grid.length; c++) {
                grid[c] = 1 + rnd.nextInt(4);
            }
            ViolationCost state = new ViolationCost(new Model("lines", G, all), grid);
            assertEquals(expected(groups, lines, grid), state.cost(), "seed " + seed + " at the start");
            for (int move = 0; move < 200; move++) {
                int before = state.cost();
                int cell = rnd.nextInt(G.cellCount());
                grid[cell] = 1 + rnd.nextInt(4);
                int delta = state.set(cell, grid[cell]);
                assertEquals(expected(groups, lines, grid), state.cost(), "seed " + seed + " move " + move);
                assertEquals(state.cost() - before, delta, "seed " + seed + " move " + move);
            }
        }
    }
}
