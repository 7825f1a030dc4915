package nonet.engine.sls;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import nonet.engine.Deadline;
import nonet.engine.EngineOptions;
import nonet.engine.nativesearch.NativeEngine;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Model;
import nonet.testing.PuzzleLines;
import nonet.testing.TestModels;
import nonet.testing.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A repair finds the solution near a broken grid, and never claims one where there is none. */
class NeighbourhoodRepairTest {

    private static final NativeEngine PROPAGATOR = new NativeEngine(EngineOptions.NONE);

    /** The cells {@link ViolationCost} marks: exactly those of the constraints the grid breaks (repeated digits only, in a group). */
    private static boolean[] expectedConflicts(Model model, int[] grid) {
        boolean[] out = new boolean[grid.length];
        for (Constraint c : model.constraints()) {
            if (c instanceof AllDifferent g) {
                for (int x : g.cells()) {
                    for (int y : g.cells()) {
                        out[x] |= x != y && grid[x] == grid[y];
                    }
                }
            } else if (!c.holds(grid)) {
                for (int x : c.cells()) {
                    out[x] = true;
                }
            }
        }
        return out;
    }

    /**
     * The Miracle sudoku's solution with two random cells of one box swapped: the conflicts are
     * marked as the model says, and the repair gives back the puzzle's one solution.
     */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void repairsASwapInTheMiracleSolution(long seed) {
        Model miracle = Variants.miracle();
        int[] solution = TestModels.classic(Variants.MIRACLE_SOLUTION).givens();
        SplittableRandom random = new SplittableRandom(seed);
        int box = random.nextInt(9);
        int a = (box / 3 * 3 + random.nextInt(3)) * 9 + box % 3 * 3 + random.nextInt(3);
        int b;
        do {
            b = (box / 3 * 3 + random.nextInt(3)) * 9 + box % 3 * 3 + random.nextInt(3);
        } while (b == a);
        int[] broken = solution.clone();
        broken[a] = solution[b];
        broken[b] = solution[a];
        ViolationCost state = new ViolationCost(miracle, broken);
        assertTrue(state.cost() > 0);
        boolean[] conflicted = state.conflicted();
        assertArrayEquals(expectedConflicts(miracle, broken), conflicted, "seed " + seed);
        NeighbourhoodRepair repair = new NeighbourhoodRepair(PROPAGATOR.walk(miracle), random, 100_000);
        int[] repaired = repair.repair(broken, conflicted, Deadline.start(0));
        assertArrayEquals(solution, repaired, "seed " + seed);
        assertEquals(List.of(), miracle.violations(repaired));
        assertTrue(repair.nodes() > 0);
    }

    @Test
    void aPuzzleWithoutSolutionsIsNeverRepaired() {
        List<String> lines = PuzzleLines.lines("classic/tdoku_test_puzzles.txt");
        int tried = 0;
        for (String line : lines) {
            String[] parts = line.split(":");
            if (!parts[1].equals("0")) {
                continue;
            }
            Model model = TestModels.classic(parts[0]);
            int[] grid = model.givens();
            for (int c = 0; c < grid.length; c++) {
                grid[c] = grid[c] == 0 ? 1 + c % 9 : grid[c];
            }
            NeighbourhoodRepair repair = new NeighbourhoodRepair(PROPAGATOR.walk(model), new SplittableRandom(tried), 10_000);
            for (int round = 0; round < 20; round++) {
                boolean[] all = new boolean[grid.length];
                java.util.Arrays.fill(all, round % 2 == 0);
                assertNull(repair.repair(grid, all, Deadline.start(0)), parts[0]);
            }
            tried++;
        }
        assertTrue(tried > 0);
    }
}
