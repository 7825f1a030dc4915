package nonet.engine.nativesearch.propagation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The digit sets of distinct groups whose every two cells are related, against every assignment tried. */
class RelatedDigitSetsTest {

    /** A renban of three cells on 9x9: every two digits closer than 3, so the runs 123 to 789. */
    @Test
    void aRenbanOfThreeHoldsTheSevenRuns() {
        int[][][] allowed = pairs(3, 9, (d, e) -> Math.abs(d - e) < 3);
        int[] runs = new int[7];
        for (int s = 0; s < 7; s++) {
            runs[s] = 0b111 << s;
        }
        assertArrayEquals(runs, RelatedDigitSets.of(9, allowed, CompiledModel.MAX_CAGE_COMBINATIONS));
    }

    /** Two cells with no relation between them: nothing to list, the group keeps its pigeonhole check. */
    @Test
    void anUnrelatedPairListsNothing() {
        int[][][] allowed = pairs(3, 9, (d, e) -> Math.abs(d - e) < 3);
        allowed[0][2] = null;
        allowed[2][0] = null;
        assertNull(RelatedDigitSets.of(9, allowed, CompiledModel.MAX_CAGE_COMBINATIONS));
    }

    /** Past the limit the group lists nothing: 36 sets of two digits apart by less than 9, with a limit of 35. */
    @Test
    void moreSetsThanTheLimitListNothing() {
        int[][][] allowed = pairs(2, 9, (d, e) -> d != e + 8 && e != d + 8);
        assertNull(RelatedDigitSets.of(9, allowed, 34));
        assertArrayEquals(bruteForce(9, allowed), sorted(RelatedDigitSets.of(9, allowed, 35)));
    }

    /**
     * Random relations, one direction drawn per pair (so most are asymmetric): the sets are those
     * some one-to-one assignment of their digits satisfies, none when every set would do, {0}
     * when no set does.
     */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void randomRelationsGiveTheSetsSomeAssignmentSatisfies(long seed) {
        Random rnd = new Random(seed);
        int size = 4 + rnd.nextInt(4);
        int arity = 2 + rnd.nextInt(3);
        double density = 0.4 + 0.5 * rnd.nextDouble();
        int[][][] allowed = new int[arity][arity][];
        for (int i = 0; i < arity; i++) {
            for (int j = i + 1; j < arity; j++) {
                allowed[i][j] = new int[size];
                allowed[j][i] = new int[size];
                for (int d = 1; d <= size; d++) {
                    for (int e = 1; e <= size; e++) {
                        if (rnd.nextDouble() < density) {
                            allowed[i][j][d - 1] |= 1 << (e - 1);
                            allowed[j][i][e - 1] |= 1 << (d - 1);
                        }
                    }
                }
            }
        }
        assertArrayEquals(bruteForce(size, allowed), sorted(RelatedDigitSets.of(size, allowed, CompiledModel.MAX_CAGE_COMBINATIONS)),
                "size " + size + ", " + arity + " cells");
    }

    private static int[] sorted(int[] sets) {
        return sets == null ? null : java.util.Arrays.stream(sets).sorted().toArray();
    }

    interface PairRule {
        boolean allows(int d, int e);
    }

    /** Every two of {@code arity} cells related by the same rule. */
    static int[][][] pairs(int arity, int size, PairRule rule) {
        int[][][] allowed = new int[arity][arity][];
        for (int i = 0; i < arity; i++) {
            for (int j = 0; j < arity; j++) {
                if (i != j) {
                    allowed[i][j] = new int[size];
                    for (int d = 1; d <= size; d++) {
                        for (int e = 1; e <= size; e++) {
                            allowed[i][j][d - 1] |= rule.allows(d, e) ? 1 << (e - 1) : 0;
                        }
                    }
                }
            }
        }
        return allowed;
    }

    /** Every set of as many digits as cells that some permutation places satisfying every pair: null when all, {0} when none. */
    private static int[] bruteForce(int size, int[][][] allowed) {
        int arity = allowed.length;
        List<Integer> sets = new ArrayList<>();
        int all = 0;
        for (int set = 0; set < 1 << size; set++) {
            if (Integer.bitCount(set) == arity) {
                all++;
                if (placeable(allowed, set, new int[arity], 0)) {
                    sets.add(set);
                }
            }
        }
        if (sets.isEmpty()) {
            return new int[] {0};
        }
        return sets.size() == all ? null : sets.stream().mapToInt(Integer::intValue).toArray();
    }

    private static boolean placeable(int[][][] allowed, int set, int[] digits, int cell) {
        if (cell == digits.length) {
            for (int i = 0; i < cell; i++) {
                for (int j = 0; j < cell; j++) {
                    if (i != j && (allowed[i][j][digits[i] - 1] & (1 << (digits[j] - 1))) == 0) {
                        return false;
                    }
                }
            }
            return true;
        }
        for (int d = 1; d <= 32 - Integer.numberOfLeadingZeros(set); d++) {
            boolean used = false;
            for (int i = 0; i < cell; i++) {
                used |= digits[i] == d;
            }
            if ((set & (1 << (d - 1))) != 0 && !used) {
                digits[cell] = d;
                if (placeable(allowed, set, digits, cell + 1)) {
                    return true;
                }
            }
        }
        return false;
    }
}
