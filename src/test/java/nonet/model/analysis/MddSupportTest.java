package nonet.model.analysis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import nonet.model.Mdd;
import nonet.model.MddReduction;
import nonet.model.Table;
import org.junit.jupiter.api.Test;

/** A diagram's supports are exactly the digits of the tuples of its table that fit the masks. */
class MddSupportTest {

    /** Arc consistency from the tuples: per position, the digits of every tuple that fits; null when none fits. */
    private static int[] fromTuples(Table table, int[] masks) {
        int[] support = new int[table.arity()];
        boolean any = false;
        for (int t = 0; t < table.size(); t++) {
            boolean fits = true;
            for (int p = 0; p < table.arity() && fits; p++) {
                fits = (masks[p] & 1 << (table.digit(t, p) - 1)) != 0;
            }
            for (int p = 0; p < table.arity() && fits; p++) {
                support[p] |= 1 << (table.digit(t, p) - 1);
            }
            any |= fits;
        }
        return any ? support : null;
    }

    @Test
    void supportsAreTheDigitsOfTheTuplesThatFit() {
        int emptied = 0;
        for (long seed = 1; seed <= 200; seed++) {
            Random rnd = new Random(seed);
            int n = 3 + rnd.nextInt(4);
            int k = 1 + rnd.nextInt(5);
            int[] cells = rnd.ints(0, 40).distinct().limit(k).toArray();
            int[][] tuples = rnd.ints(1 + rnd.nextInt(40), 0, (int) Math.pow(n, k)).distinct()
                    .mapToObj(code -> tuple(code, n, k)).toArray(int[][]::new);
            Table table = new Table(cells, tuples, "random");
            Mdd mdd = MddReduction.ofTuples(cells, tuples, "random");
            for (int trial = 0; trial < 20; trial++) {
                int[] masks = rnd.ints(k, 0, 1 << n).toArray();
                int[] expected = fromTuples(table, masks);
                String what = "seed " + seed + " trial " + trial;
                assertArrayEquals(expected, MddSupport.of(mdd, masks), what);
                assertEquals(expected != null, MddSupport.anyPath(mdd, masks), what);
                emptied += expected == null ? 1 : 0;
            }
        }
        assertTrue(emptied > 0 && emptied < 4000, emptied + " of 4000 masks fit no tuple: both outcomes must occur");
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
