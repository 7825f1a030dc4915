package nonet.engine.nativesearch.propagation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link FewOpenCells} on random sums over a classic grid with at most three cells open: each
 * open cell keeps exactly the digits of some way to make up the rest of the total (open cells of
 * one clique distinct), worked out by enumeration, with the digits every way needs, and never
 * loses a digit of a full solution of the sum with every pair of peers distinct.
 */
class FewOpenCellsTest {

    private static final int[] COEFFS = {-2, -1, 1, 1, 1, 2};

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void openCellsKeepExactlyTheDigitsOfSomeWay(long seed) {
        Random rnd = new Random(seed);
        for (int round = 0; round < 300; round++) {
            int arity = 1 + rnd.nextInt(6);
            int[] cells = rnd.ints(0, 81).distinct().limit(arity).toArray();
            int[] coeffs = new int[arity];
            int[] masks = new int[81];
            java.util.Arrays.fill(masks, 0x1FF);
            int witness = 0;
            int open = 0;
            for (int i = 0; i < arity; i++) {
                coeffs[i] = rnd.nextBoolean() ? 1 : COEFFS[rnd.nextInt(COEFFS.length)];
                boolean fix = open == FewOpenCells.MAX || rnd.nextInt(3) == 0;
                masks[cells[i]] = fix ? 1 << rnd.nextInt(9) : randomMask(rnd);
                open += fix ? 0 : 1;
                int[] digits = digitsOf(masks[cells[i]]);
                witness += coeffs[i] * digits[rnd.nextInt(digits.length)];
            }
            int total = rnd.nextInt(3) > 0 ? witness : witness + rnd.nextInt(7) - 3;
            Model model = TestModels.classicWith(".".repeat(81), List.of(new LinearSum(cells, coeffs, total, "sum")));
            CompiledModel m = CompiledModel.of(model);
            int k = sumIndex(m);
            int[] actual = masks.clone();
            FewOpenCells few = new FewOpenCells(m);
            boolean live = few.filter(actual, k, (ms, cell, mask) -> {
                ms[cell] = mask;
                return mask != 0;
            });
            int[] expected = everyWay(m, k, masks, true);
            assertEquals(expected != null, live, "seed " + seed + " round " + round);
            if (live) {
                assertArrayEquals(expected, actual, "seed " + seed + " round " + round);
                assertEquals(requiredOf(m, k, masks), few.required(), "seed " + seed + " round " + round);
            }
            int[] solutions = everyWay(m, k, masks, false);
            for (int c = 0; solutions != null && c < 81; c++) {
                assertTrue(live && (solutions[c] & ~actual[c]) == 0, "seed " + seed + " round " + round + ": a solution's digit lost");
            }
        }
    }

    /**
     * Per cell, the union of its digits over every way to fill sum k: with {@code rule}, only the
     * open cells vary and open cells of one clique differ (the filter's rule); without, every cell
     * varies and every two peers differ (the sum's real solutions). Null when there is none; cells
     * outside the sum keep their masks.
     */
    static int[] everyWay(CompiledModel m, int k, int[] masks, boolean rule) {
        int from = m.conStart[k];
        int arity = m.conStart[k + 1] - from;
        int[] found = new int[arity];
        int[] chosen = new int[arity];
        if (!fill(m, k, masks, rule, 0, chosen, found, new int[] {-1})) {
            return null;
        }
        int[] out = masks.clone();
        for (int i = 0; i < arity; i++) {
            out[m.conCells[from + i]] = found[i];
        }
        return out;
    }

    /** The digits every way of the filter's rule puts in some open cell (none when no cell is open). */
    private static int requiredOf(CompiledModel m, int k, int[] masks) {
        int arity = m.conStart[k + 1] - m.conStart[k];
        int[] common = {-1};
        fill(m, k, masks, true, 0, new int[arity], new int[arity], common);
        return common[0];
    }

    private static boolean fill(CompiledModel m, int k, int[] masks, boolean rule, int i, int[] chosen, int[] found, int[] common) {
        int from = m.conStart[k];
        int arity = m.conStart[k + 1] - from;
        if (i == arity) {
            long sum = 0;
            for (int j = 0; j < arity; j++) {
                sum += (long) m.conCoeff[from + j] * chosen[j];
            }
            if (sum != m.conTotal[k]) {
                return false;
            }
            int open = 0;
            for (int j = 0; j < arity; j++) {
                found[j] |= 1 << (chosen[j] - 1);
                open |= open(masks, m, from + j) ? 1 << (chosen[j] - 1) : 0;
            }
            common[0] &= open;
            return true;
        }
        boolean any = false;
        int mask = masks[m.conCells[from + i]];
        for (int d : digitsOf(mask)) {
            boolean clash = false;
            for (int j = 0; j < i; j++) {
                clash |= chosen[j] == d && (rule ? open(masks, m, from + i) && open(masks, m, from + j)
                        && m.conClique[from + i] == m.conClique[from + j] : peers(m.conCells[from + i], m.conCells[from + j]));
            }
            if (!clash) {
                chosen[i] = d;
                any |= fill(m, k, masks, rule, i + 1, chosen, found, common);
            }
        }
        return any;
    }

    private static boolean open(int[] masks, CompiledModel m, int position) {
        return Integer.bitCount(masks[m.conCells[position]]) > 1;
    }

    private static boolean peers(int a, int b) {
        return a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3);
    }

    private static int randomMask(Random rnd) {
        int mask;
        do {
            mask = rnd.nextInt(1 << 9);
        } while (Integer.bitCount(mask) < 2);
        return mask;
    }

    private static int[] digitsOf(int mask) {
        return java.util.stream.IntStream.rangeClosed(1, 9).filter(d -> (mask & 1 << (d - 1)) != 0).toArray();
    }

    private static int sumIndex(CompiledModel m) {
        for (int k = 0; k < m.constraintCount; k++) {
            if (m.kind[k] == CompiledModel.KIND_SUM) {
                return k;
            }
        }
        throw new AssertionError("the model should hold one sum");
    }
}
