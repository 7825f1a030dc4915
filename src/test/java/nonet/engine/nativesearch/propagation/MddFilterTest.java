package nonet.engine.nativesearch.propagation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import nonet.engine.EngineOptions;
import nonet.engine.nativesearch.NativeEngine;
import nonet.model.Geometry;
import nonet.model.MddReduction;
import nonet.model.Model;
import nonet.model.Table;
import nonet.testing.BruteForce;
import nonet.testing.RandomLineRules;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link MddFilter} keeps exactly the digits that some tuple of the diagram's table uses with every
 * digit still a candidate (arc consistency, computed from the tuples), alone and at the
 * propagator's fixpoint.
 */
class MddFilterTest {

    private static final int CELLS = 20;

    static LongStream seeds() {
        return LongStream.range(0, 30);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void keepsExactlyTheDigitsOfLiveTuples(long seed) {
        Random rnd = new Random(seed);
        Line line = randomLine(rnd, 1);
        int n = line.n();
        int length = line.cells().length;
        int[] cells = line.cells();
        int[][] tuples = line.tuples();
        MddFilter filter = line.filter();
        int wipeOuts = 0;
        for (int round = 0; round < 200; round++) {
            int[] masks = new int[CELLS];
            for (int c = 0; c < CELLS; c++) {
                // dense masks, as in search, with an empty one now and then
                masks[c] = rnd.nextInt(8) == 0 ? rnd.nextInt(1 << n) : rnd.nextInt(1 << n) | rnd.nextInt(1 << n);
            }
            int[] expected = supports(tuples, cells, masks);
            String what = "seed " + seed + ", round " + round + ", n " + n + ", cells " + Arrays.toString(cells)
                    + ", masks " + Arrays.toString(masks);
            assertEquals(expected != null, filter.filter(masks), what);
            if (expected == null) {
                wipeOuts++;
                continue;
            }
            assertArrayEquals(expected, filter.keep, what);
            // the propagator narrows the cells to the answer and wakes the filter again: nothing more goes
            for (int p = 0; p < length; p++) {
                masks[cells[p]] = filter.keep[p];
            }
            assertTrue(filter.filter(masks), what);
            assertArrayEquals(expected, filter.keep, what);
        }
        assertTrue(wipeOuts < 200, "seed " + seed + ": every round wiped out, the supports went untested");
    }

    /**
     * The filter keeps what it marked from one call to the next and redoes only what changed, so it
     * is followed along a search: cells lose one digit at a time, and now and then the masks go back
     * to an earlier state, as on a backtrack (marks then come back), or take the filter's answer.
     */
    @ParameterizedTest
    @MethodSource("seeds")
    void followsNarrowingsAndBacktracks(long seed) {
        Random rnd = new Random(seed);
        Line line = randomLine(rnd, 2);
        int[] cells = line.cells();
        MddFilter filter = line.filter();
        List<int[]> trail = new ArrayList<>();
        int[] masks = new int[CELLS];
        Arrays.fill(masks, (1 << line.n()) - 1);
        int checked = 0;
        for (int step = 0; step < 400; step++) {
            int move = rnd.nextInt(10);
            if (move == 0 && !trail.isEmpty()) {
                masks = trail.remove(rnd.nextInt(trail.size())).clone();
            } else {
                trail.add(masks.clone());
                int p = rnd.nextInt(cells.length);
                int mask = masks[cells[p]];
                if (Integer.bitCount(mask) > 1) {
                    int digits = mask;
                    for (int skip = rnd.nextInt(Integer.bitCount(mask)); skip > 0; skip--) {
                        digits &= digits - 1;
                    }
                    masks[cells[p]] = mask & ~Integer.lowestOneBit(digits);
                }
            }
            int[] expected = supports(line.tuples(), cells, masks);
            String what = "seed " + seed + ", step " + step + ", masks " + Arrays.toString(masks);
            assertEquals(expected != null, filter.filter(masks), what);
            if (expected == null) {
                masks = trail.isEmpty() ? masks : trail.remove(trail.size() - 1);
                continue;
            }
            checked++;
            assertArrayEquals(expected, filter.keep, what);
            if (move == 1) {
                for (int p = 0; p < cells.length; p++) {
                    masks[cells[p]] = filter.keep[p];
                }
            }
        }
        assertTrue(checked > 100, "seed " + seed + ": only " + checked + " steps with a live line");
    }

    /** A random rule on a line of distinct cells, as tuples, and its filter. */
    private record Line(int n, int[] cells, int[][] tuples, MddFilter filter) {
    }

    /** n digits from 3 to 9, at least {@code minLength} cells and fewer on larger n (the tuples are all enumerated). */
    private static Line randomLine(Random rnd, int minLength) {
        int n = 3 + rnd.nextInt(7);
        int length = minLength + rnd.nextInt((n <= 5 ? 7 : 5) - minLength);
        int[] cells = rnd.ints(0, CELLS).distinct().limit(length).toArray();
        int[][] tuples = randomTuples(rnd, n, length);
        return new Line(n, cells, tuples, new MddFilter(MddReduction.ofTuples(cells, tuples, "random line")));
    }

    /** Each tuple of n digits over {@code length} cells with one chance in a few; never none. */
    private static int[][] randomTuples(Random rnd, int n, int length) {
        double keep = 0.05 + 0.5 * rnd.nextDouble();
        List<int[]> out = new ArrayList<>();
        for (int code = 0, all = (int) Math.pow(n, length); code < all || out.isEmpty(); code++) {
            if (rnd.nextDouble() < keep || code >= all) {
                int[] t = new int[length];
                for (int i = 0, c = code % all; i < length; i++, c /= n) {
                    t[i] = c % n + 1;
                }
                out.add(t);
            }
        }
        return out.toArray(new int[0][]);
    }

    /**
     * At the root fixpoint of a classic grid with random diagrams (and givens), each diagram is arc
     * consistent on the final candidates. A filter that checked tuples only once all but one of
     * their cells is fixed (forward checking) would leave digits no tuple supports.
     */
    @ParameterizedTest
    @MethodSource("seeds")
    void rootPropagationLeavesEveryDiagramArcConsistent(long seed) {
        RandomLineRules.Twins twins = RandomLineRules.model(seed, seed % 2 == 0 ? 4 : 6);
        Model model = twins.withDiagrams();
        int[] masks = new NativeEngine(EngineOptions.NONE).candidates(model);
        if (masks == null) {
            assertEquals(0, BruteForce.solutions(twins.withTables(), 1).size(),
                    "seed " + seed + ": propagation refuted a model with a solution");
            return;
        }
        for (Table t : twins.withTables().all(Table.class)) {
            int[] cells = t.cells();
            int[] expected = supports(t.tuples(), cells, masks);
            String what = "seed " + seed + ", " + t.origin();
            assertNotNull(expected, what + " has no live tuple at the fixpoint");
            for (int p = 0; p < cells.length; p++) {
                assertEquals(expected[p], masks[cells[p]], what + ", " + model.geometry().cellName(cells[p]));
            }
        }
    }

    /** For each position, the digits of the tuples whose every digit is still a candidate of its cell; null when none is. */
    private static int[] supports(int[][] tuples, int[] cells, int[] masks) {
        int[] support = new int[cells.length];
        boolean any = false;
        for (int[] t : tuples) {
            boolean live = true;
            for (int i = 0; i < cells.length && live; i++) {
                live = (masks[cells[i]] & 1 << (t[i] - 1)) != 0;
            }
            for (int i = 0; i < cells.length && live; i++) {
                support[i] |= 1 << (t[i] - 1);
            }
            any |= live;
        }
        return any ? support : null;
    }

    /** A line whose every tuple starts with 2 fixes r1c1 at the root, though no cell of it is fixed. */
    @Test
    void aDigitEveryPathTakesIsPlacedAtTheRoot() {
        Geometry g = Geometry.standard(4);
        // r1c1, r3c2 and r4c4 share no row, column or box, so only the diagram ties them
        int[] cells = {g.cell(0, 0), g.cell(2, 1), g.cell(3, 3)};
        int[][] tuples = {{2, 1, 3}, {2, 3, 4}, {2, 4, 1}, {2, 1, 1}};
        Model model = TestModels.classicWith(".".repeat(16), List.of(MddReduction.ofTuples(cells, tuples, "starts with 2")));
        int[] masks = new NativeEngine(EngineOptions.NONE).candidates(model);
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
        assertNull(new NativeEngine(EngineOptions.NONE).candidates(model));
    }
}
