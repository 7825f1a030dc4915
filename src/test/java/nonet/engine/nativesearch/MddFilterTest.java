package nonet.engine.nativesearch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import nonet.model.Constraint;
import nonet.model.Geometry;
import nonet.model.Mdd;
import nonet.model.MddReduction;
import nonet.model.Model;
import nonet.testing.BruteForce;
import nonet.testing.RandomLineTables;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The diagram filter keeps exactly the digits of the table it was built from that a live tuple uses. */
class MddFilterTest {

    private static final int CELLS = 20;

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
            21, 22, 23, 24, 25, 26, 27, 28, 29, 30})
    void keepsExactlyTheDigitsOfLiveTuples(long seed) {
        Random rnd = new Random(seed);
        int n = 3 + rnd.nextInt(7);
        int length = 1 + rnd.nextInt(n <= 5 ? 6 : 4);
        int[] cells = RandomLineTables.line(rnd, length, CELLS);
        int[][] tuples = RandomLineTables.tuples(rnd, length, n, null);
        Mdd diagram = MddReduction.ofTuples(cells, tuples, "random line");
        MddFilter filter = new MddFilter(diagram);
        int wipeOuts = 0;
        for (int round = 0; round < 200; round++) {
            int[] masks = new int[CELLS];
            for (int c = 0; c < CELLS; c++) {
                // dense masks, as in search, with an empty one now and then
                masks[c] = rnd.nextInt(8) == 0 ? rnd.nextInt(1 << n) : rnd.nextInt(1 << n) | rnd.nextInt(1 << n);
            }
            int[] expected = RandomLineTables.supports(tuples, cells, masks);
            String context = "seed " + seed + ", round " + round + ", " + diagram + ", masks " + Arrays.toString(masks);
            assertEquals(expected != null, filter.filter(masks), context);
            if (expected == null) {
                wipeOuts++;
            } else {
                assertArrayEquals(expected, filter.keep, context);
                // the propagator narrows the cells to the answer and wakes the filter again: nothing more goes
                for (int p = 0; p < length; p++) {
                    masks[cells[p]] = filter.keep[p];
                }
                assertTrue(filter.filter(masks), context);
                assertArrayEquals(expected, filter.keep, context);
            }
        }
        assertTrue(wipeOuts < 200, "seed " + seed + ": every round wiped out, the supports went untested");
    }

    /**
     * At the root fixpoint of a classic 4x4 grid with random diagrams, each diagram is arc
     * consistent on the final candidates: its cells hold exactly the digits some live tuple of its
     * table uses. Checking tuples only once all but one cell is fixed (forward checking) would
     * leave digits no tuple supports.
     */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void rootPropagationLeavesEveryDiagramArcConsistent(long seed) {
        Random rnd = new Random(seed);
        Geometry g = Geometry.standard(4);
        List<Constraint> lines = new ArrayList<>();
        List<int[][]> tables = new ArrayList<>();
        for (int i = 0, count = 1 + rnd.nextInt(3); i < count; i++) {
            int[] cells = RandomLineTables.line(rnd, 2 + rnd.nextInt(4), g.cellCount());
            int[][] tuples = RandomLineTables.tuples(rnd, cells.length, 4, null);
            tables.add(tuples);
            lines.add(MddReduction.ofTuples(cells, tuples, "line " + i));
        }
        Model model = TestModels.classicWith(".".repeat(16), lines);
        int[] masks = Narrowing.candidates(model);
        if (masks == null) {
            assertEquals(0, BruteForce.solutions(model, 1).size(),
                    "seed " + seed + ": propagation refuted a model with a solution");
            return;
        }
        for (int i = 0; i < lines.size(); i++) {
            int[] cells = lines.get(i).cells();
            int[] expected = RandomLineTables.supports(tables.get(i), cells, masks);
            assertNotNull(expected, "seed " + seed + ": " + lines.get(i) + " has no live tuple at the fixpoint");
            for (int p = 0; p < cells.length; p++) {
                assertEquals(expected[p], masks[cells[p]], "seed " + seed + ", " + lines.get(i) + ", " + g.cellName(cells[p]));
            }
        }
    }

    /** A line whose every tuple starts with 2 fixes r1c1 at the root, though no cell of it is fixed. */
    @Test
    void aDigitEveryPathTakesIsPlacedAtTheRoot() {
        Geometry g = Geometry.standard(4);
        // r1c1, r3c2 and r4c4 share no row, column or box, so only the diagram ties them
        int[] cells = {g.cell(0, 0), g.cell(2, 1), g.cell(3, 3)};
        int[][] tuples = {{2, 1, 3}, {2, 3, 4}, {2, 4, 1}, {2, 1, 1}};
        Model model = TestModels.classicWith(".".repeat(16), List.of(MddReduction.ofTuples(cells, tuples, "starts with 2")));
        int[] masks = Narrowing.candidates(model);
        assertNotNull(masks);
        assertEquals(0b0010, masks[g.cell(0, 0)]);
        assertEquals(0, masks[g.cell(0, 1)] & 0b0010, "r1c2 sees r1c1's 2");
        assertEquals(0, masks[g.cell(2, 1)] & 0b0010, "no tuple puts 2 in r3c2");
    }

    /** A line no candidate can follow is refuted before any search. */
    @Test
    void aDiagramWithNoLivePathRefutesTheRoot() {
        Geometry g = Geometry.standard(4);
        int[] cells = {g.cell(0, 0), g.cell(0, 1)};
        Model model = TestModels.classicWith("12" + ".".repeat(14),
                List.of(MddReduction.ofTuples(cells, new int[][] {{1, 1}, {2, 1}, {1, 3}}, "impossible")));
        assertNull(Narrowing.candidates(model));
    }
}
