package nonet.model.analysis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import nonet.model.Mdd;
import nonet.model.Table;
import nonet.testing.RandomLineRules;
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
        int fitting = 0;
        int trials = 0;
        for (long seed = 1; seed <= 40; seed++) {
            for (int size : new int[] {4, 6}) {
                RandomLineRules.Twins twins = RandomLineRules.model(seed, size);
                List<Table> tables = twins.withTables().all(Table.class);
                List<Mdd> diagrams = twins.withDiagrams().all(Mdd.class);
                Random rnd = new Random(seed);
                for (int r = 0; r < tables.size(); r++) {
                    for (int trial = 0; trial < 20; trial++, trials++) {
                        // each digit kept with probability 3/4, so that some tuples fit and some do not
                        int[] masks = rnd.ints(tables.get(r).arity(), 0, 1 << size)
                                .map(m -> m | rnd.nextInt(1 << size)).toArray();
                        int[] expected = fromTuples(tables.get(r), masks);
                        String what = "seed " + seed + " size " + size + " rule " + r + " trial " + trial;
                        assertArrayEquals(expected, MddSupport.of(diagrams.get(r), masks), what);
                        assertEquals(expected != null, MddSupport.anyPath(diagrams.get(r), masks), what);
                        fitting += expected != null ? 1 : 0;
                    }
                }
            }
        }
        assertTrue(fitting > 0 && fitting < trials, fitting + " of " + trials + " masks fit a tuple: both outcomes must occur");
    }
}
