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
 * {@link DistinctSumFilter} keeps exactly the digits its documented bounds allow, checked against
 * those bounds worked out by enumerating digit subsets: a shortcut that keeps a cell whole must
 * never keep a digit the per-digit test cuts. Placed cells stand outside their cliques, and with
 * three cells open or fewer every way to make up the total is tried.
 */
class DistinctSumFilterTest {

    /** Row 0's first three cells, two peers in row 3, r7c7 negated and r9c1 doubled: four cliques. */
    private static final int[] CELLS = {0, 1, 2, 30, 31, 60, 72};
    private static final int[] COEFFS = {1, 1, 1, 1, 1, -1, 2};

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void randomMasksLoseExactlyTheDigitsTheBoundsRuleOut(long seed) {
        Random rnd = new Random(seed);
        for (int round = 0; round < 400; round++) {
            int total = 5 + rnd.nextInt(45);
            Model model = TestModels.classicWith(".".repeat(81), List.of(new LinearSum(CELLS, COEFFS, total, "sum")));
            CompiledModel m = CompiledModel.of(model);
            int k = sumIndex(m);
            int[] masks = CompiledModel.initialMasks(model);
            for (int cell : CELLS) {
                if (rnd.nextInt(3) == 0) {
                    // placed cells: sometimes few enough left open to be filtered exactly
                    masks[cell] = 1 << rnd.nextInt(9);
                    continue;
                }
                int density = 1 + rnd.nextInt(4);
                do {
                    masks[cell] = 0;
                    for (int d = 0; d < 9; d++) {
                        if (rnd.nextInt(density + 1) > 0) {
                            masks[cell] |= 1 << d;
                        }
                    }
                } while (masks[cell] == 0);
            }
            int[] expected = expected(m, k, masks);
            int[] actual = masks.clone();
            boolean live = new DistinctSumFilter(m, new FewOpenCells(m)).filter(actual, k, (ms, cell, mask) -> {
                ms[cell] = mask;
                return mask != 0;
            });
            assertEquals(expected != null, live, "seed " + seed + " round " + round);
            if (live) {
                assertArrayEquals(expected, actual, "seed " + seed + " round " + round);
            }
        }
    }

    private static int sumIndex(CompiledModel m) {
        for (int k = 0; k < m.constraintCount; k++) {
            if (m.distinctSum[k]) {
                return k;
            }
        }
        throw new AssertionError("the sum should be a distinct sum");
    }

    /** The masks the bounds leave (every way, with three cells open or fewer), or null if the sum fails. */
    private static int[] expected(CompiledModel m, int k, int[] masks) {
        int from = m.conStart[k];
        int to = m.conStart[k + 1];
        long fixed = 0;
        int open = 0;
        for (int i = from; i < to; i++) {
            int mk = masks[m.conCells[i]];
            if (Integer.bitCount(mk) == 1) {
                fixed += (long) m.conCoeff[i] * (Integer.numberOfTrailingZeros(mk) + 1);
            } else {
                open++;
            }
        }
        if (open <= FewOpenCells.MAX) {
            return FewOpenCellsTest.everyWay(m, k, masks, true);
        }
        long lo = fixed;
        long hi = fixed;
        long[] cliqueLo = new long[to - from];
        long[] cliqueHi = new long[to - from];
        for (int q = 0; q < to - from; q++) {
            int[] members = members(m, k, q, -1, masks);
            if (members.length == 0) {
                continue;
            }
            int a = m.conCoeff[from + members[0]];
            int union = 0;
            for (int i : members) {
                union |= masks[m.conCells[from + i]];
            }
            if (Integer.bitCount(union) < members.length) {
                return null;
            }
            cliqueLo[q] = Math.max(plain(m, k, masks, members, true), extreme(union, members.length, a, true));
            cliqueHi[q] = Math.min(plain(m, k, masks, members, false), extreme(union, members.length, a, false));
            lo += cliqueLo[q];
            hi += cliqueHi[q];
        }
        long total = m.conTotal[k];
        if (total < lo || total > hi) {
            return null;
        }
        int[] out = masks.clone();
        for (int i = 0; i < to - from; i++) {
            int q = m.conClique[from + i];
            int cell = m.conCells[from + i];
            if (Integer.bitCount(masks[cell]) == 1) {
                continue;
            }
            int a = m.conCoeff[from + i];
            int[] others = members(m, k, q, i, masks);
            int othersUnion = 0;
            for (int j : others) {
                othersUnion |= masks[m.conCells[from + j]];
            }
            int keep = 0;
            for (int d = 1; d <= 9; d++) {
                int bit = 1 << (d - 1);
                int left = othersUnion & ~bit;
                if ((masks[cell] & bit) == 0 || Integer.bitCount(left) < others.length) {
                    continue;
                }
                long min = lo - cliqueLo[q] + a * d + Math.max(plain(m, k, masks, others, true), extreme(left, others.length, a, true));
                long max = hi - cliqueHi[q] + a * d + Math.min(plain(m, k, masks, others, false), extreme(left, others.length, a, false));
                if (min <= total && total <= max) {
                    keep |= bit;
                }
            }
            if (keep == 0) {
                return null;
            }
            out[cell] = keep;
        }
        return out;
    }

    /** The positions in sum k of clique q's open cells, leaving out position {@code skip}. */
    private static int[] members(CompiledModel m, int k, int q, int skip, int[] masks) {
        int from = m.conStart[k];
        return java.util.stream.IntStream.range(0, m.conStart[k + 1] - from)
                .filter(i -> i != skip && m.conClique[from + i] == q && Integer.bitCount(masks[m.conCells[from + i]]) > 1)
                .toArray();
    }

    /** The least (or most) the given cells contribute, each taken alone. */
    private static long plain(CompiledModel m, int k, int[] masks, int[] members, boolean least) {
        long sum = 0;
        for (int i : members) {
            int a = m.conCoeff[m.conStart[k] + i];
            long best = least ? Long.MAX_VALUE : Long.MIN_VALUE;
            for (int d = 1; d <= 9; d++) {
                if ((masks[m.conCells[m.conStart[k] + i]] & 1 << (d - 1)) != 0) {
                    best = least ? Math.min(best, (long) a * d) : Math.max(best, (long) a * d);
                }
            }
            sum += best;
        }
        return sum;
    }

    /** The least (or most) a times the sum of {@code count} distinct digits of mask, over every such subset. */
    private static long extreme(int mask, int count, int a, boolean least) {
        long best = least ? Long.MAX_VALUE : Long.MIN_VALUE;
        for (int sub = mask; ; sub = (sub - 1) & mask) {
            if (Integer.bitCount(sub) == count) {
                long sum = 0;
                for (int d = 1; d <= 9; d++) {
                    sum += (sub & 1 << (d - 1)) != 0 ? d : 0;
                }
                best = least ? Math.min(best, a * sum) : Math.max(best, a * sum);
            }
            if (sub == 0) {
                break;
            }
        }
        assertTrue(best != Long.MAX_VALUE && best != Long.MIN_VALUE, "no subset of " + count + " digits");
        return best;
    }
}
