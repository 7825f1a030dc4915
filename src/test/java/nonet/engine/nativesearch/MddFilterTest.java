package nonet.engine.nativesearch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import nonet.model.Mdd;
import nonet.model.MddReduction;
import nonet.testing.RandomLineTables;
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
}
