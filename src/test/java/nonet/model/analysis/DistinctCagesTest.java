package nonet.model.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import nonet.model.Constraint;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The one definition of peers, of an exact group and of a distinct cage, and the digit sets and permutations of a cage, against brute force. */
class DistinctCagesTest {

    private static final String EMPTY = ".".repeat(81);

    /** A relation over digits 1..9 allowing a pair exactly when {@code allowed(x, y)}. */
    private static Relation relation(int a, int b, java.util.function.BiPredicate<Integer, Integer> allowed, String origin) {
        int[] masks = new int[9];
        for (int x = 1; x <= 9; x++) {
            for (int y = 1; y <= 9; y++) {
                if (allowed.test(x, y)) {
                    masks[x - 1] |= 1 << (y - 1);
                }
            }
        }
        return new Relation(a, b, masks, origin);
    }

    @Test
    void peersShareAGroupOrANotEqualRelation() {
        // r1c1 (0) and r2c3 (11) share the box; r1c1 and r3c2 (19) a knight's move made "not equal"; r1c1 and r5c5 (40) nothing
        List<Constraint> extra = List.of(relation(0, 19, (x, y) -> !x.equals(y), "anti-knight r1c1 r3c2"),
                relation(0, 40, (x, y) -> Math.abs(x - y) == 1, "white r1c1 r5c5"));
        Peers peers = new Peers(TestModels.classicWith(EMPTY, extra));
        assertTrue(peers.areDistinct(0, 11));
        assertTrue(peers.areDistinct(19, 0));
        assertFalse(peers.areDistinct(0, 40), "a white dot forbids equal digits but is no 'not equal'");
        assertFalse(peers.areDistinct(0, 41));
        assertTrue(peers.pairwiseDistinct(new int[] {0, 1, 9, 10}));
        assertFalse(peers.pairwiseDistinct(new int[] {0, 1, 40}));
    }

    @Test
    void aCageIsUnitCoefficientsOverPairwisePeersNoMoreThanNCells() {
        Model m = TestModels.classicWith(EMPTY, List.of(relation(0, 19, (x, y) -> !x.equals(y), "anti-knight r1c1 r3c2")));
        DistinctCages cages = new DistinctCages(m);
        assertTrue(cages.isDistinctCage(new LinearSum(new int[] {0, 1, 9}, new int[] {1, 1, 1}, 10, "cage 10 in a box")));
        assertTrue(cages.isDistinctCage(new LinearSum(new int[] {0, 19}, new int[] {1, 1}, 10, "cage over a knight's move")));
        assertFalse(cages.isDistinctCage(new LinearSum(new int[] {0, 1}, new int[] {1, 2}, 10, "weighted")));
        assertFalse(cages.isDistinctCage(new LinearSum(new int[] {0, 40}, new int[] {1, 1}, 10, "apart")));
        int[] row = {0, 1, 2, 3, 4, 5, 6, 7, 8};
        assertTrue(cages.isDistinctCage(new LinearSum(row, new int[] {1, 1, 1, 1, 1, 1, 1, 1, 1}, 45, "a whole row")));
    }

    @Test
    void anExactGroupIsMarkedExactAndHoldsNCells() {
        int[] row = {0, 1, 2, 3};
        assertTrue(ExactGroups.isExact(new nonet.model.AllDifferent(row, true, "distinct r1"), 4));
        assertFalse(ExactGroups.isExact(new nonet.model.AllDifferent(row, false, "distinct diagonal-ish"), 4));
        assertFalse(ExactGroups.isExact(new nonet.model.AllDifferent(row, true, "marked exact, 4 cells of a 9-grid"), 9));
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void digitSetsAreEveryRightSizedSetWithTheTotalInOrder(long seed) {
        Random rnd = new Random(seed);
        for (int round = 0; round < 50; round++) {
            int n = 4 + rnd.nextInt(13);
            int allowed = rnd.nextInt(1 << n) | 1;
            int k = 1 + rnd.nextInt(Math.min(n, 6));
            int total = k + rnd.nextInt(k * n);
            List<Integer> expected = new ArrayList<>();
            for (int set = 1; set < 1 << n; set++) {
                if ((set & ~allowed) == 0 && Integer.bitCount(set) == k && digitSum(set) == total) {
                    expected.add(set);
                }
            }
            // in increasing order of the digits read upwards: the set with the smaller least digit first, and so on
            expected.sort((a, b) -> Integer.compareUnsigned(Integer.reverse(b), Integer.reverse(a)));
            String where = "seed " + seed + " round " + round + ": k=" + k + " total=" + total + " allowed=" + Integer.toBinaryString(allowed);
            assertEquals(expected, DistinctCages.digitSets(k, total, allowed, 100_000), where);
            if (expected.size() > 1) {
                assertNull(DistinctCages.digitSets(k, total, allowed, expected.size() - 1), where);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {11, 12, 13, 14})
    void permutationsAreEveryDistinctAssignmentWithTheTotal(long seed) {
        Random rnd = new Random(seed);
        for (int round = 0; round < 30; round++) {
            int cells = 1 + rnd.nextInt(4);
            int[] masks = new int[cells];
            for (int i = 0; i < cells; i++) {
                masks[i] = rnd.nextInt(1 << 9);
            }
            int total = cells + rnd.nextInt(9 * cells);
            List<String> expected = new ArrayList<>();
            brute(masks, 0, new int[cells], 0, total, expected);
            List<int[]> found = DistinctCages.permutations(masks, total, 100_000);
            assertEquals(expected, found.stream().map(java.util.Arrays::toString).toList(), "seed " + seed + " round " + round);
        }
    }

    private static void brute(int[] masks, int pos, int[] tuple, int used, int total, List<String> out) {
        if (pos == masks.length) {
            if (java.util.Arrays.stream(tuple).sum() == total) {
                out.add(java.util.Arrays.toString(tuple));
            }
            return;
        }
        for (int d = 1; d <= 9; d++) {
            if ((masks[pos] & 1 << (d - 1)) != 0 && (used & 1 << (d - 1)) == 0) {
                tuple[pos] = d;
                brute(masks, pos + 1, tuple, used | 1 << (d - 1), total, out);
            }
        }
    }

    private static int digitSum(int set) {
        int sum = 0;
        for (int d = 1; set != 0; d++, set >>= 1) {
            sum += (set & 1) * d;
        }
        return sum;
    }
}
