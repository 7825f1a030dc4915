package nonet.model.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import nonet.model.Mdd;
import nonet.model.MddReduction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The restricted diagram accepts exactly the tuples of its table that the domains allow. */
class MddRestrictionTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
    void theRestrictionKeepsExactlyTheTuplesInsideTheDomains(long seed) {
        Random rnd = new Random(seed);
        int n = 3 + rnd.nextInt(4);
        int k = 2 + rnd.nextInt(4);
        int[] cells = rnd.ints(0, 40).distinct().limit(k).toArray();
        int all = (int) Math.pow(n, k);
        List<int[]> tuples = new ArrayList<>();
        for (int code = 0; code < all; code++) {
            if (rnd.nextInt(4) == 0 || tuples.isEmpty() && code == all - 1) {
                tuples.add(tuple(code, n, k));
            }
        }
        Mdd mdd = MddReduction.ofTuples(cells, tuples.toArray(new int[0][]), "random");
        int[] masks = new int[40];
        Arrays.fill(masks, (1 << n) - 1);
        assertSame(mdd, MddRestriction.restrict(mdd, masks), "seed " + seed);
        for (int cell : cells) {
            masks[cell] = rnd.nextInt(1 << n);
        }
        Mdd restricted = MddRestriction.restrict(mdd, masks);
        int[] grid = new int[40];
        int inside = 0;
        for (int code = 0; code < all; code++) {
            int[] t = tuple(code, n, k);
            boolean allowed = tuples.stream().anyMatch(x -> Arrays.equals(x, t));
            for (int i = 0; i < k; i++) {
                grid[cells[i]] = t[i];
                allowed &= (masks[cells[i]] & (1 << (t[i] - 1))) != 0;
            }
            inside += allowed ? 1 : 0;
            if (restricted != null) {
                assertEquals(allowed, restricted.holds(grid), "seed " + seed + " tuple " + Arrays.toString(t));
            }
        }
        if (restricted == null) {
            assertEquals(0, inside, "seed " + seed);
        } else {
            assertTrue(restricted.nodeCount() <= mdd.nodeCount(), "seed " + seed + ": " + restricted + " from " + mdd);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 0b100})
    void domainsThatMissEveryTupleLeaveNothing(int mask) {
        Mdd mdd = MddReduction.ofTuples(new int[] {3, 4}, new int[][] {{1, 2}, {2, 1}}, "1 2 either way");
        int[] masks = {15, 15, 15, mask, 15};
        assertNull(MddRestriction.restrict(mdd, masks));
    }

    private static int[] tuple(int code, int n, int k) {
        int[] t = new int[k];
        for (int i = 0; i < k; i++) {
            t[i] = code % n + 1;
            code /= n;
        }
        return t;
    }
}
