package nonet.engine.nativesearch.propagation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/** {@link UnitClosure}: what one assumed placement implies on a copy, the start left as it was. */
class UnitClosureTest {

    private static final int FIVE = 1 << 4;

    /**
     * Box 1 holds its 5 in r1c1, r1c2 or r2c1. Assuming a 5 in r2c5 takes it from r2c1, so box 1's
     * two places left share row 1, and r1c7 to r1c9 lose 5: no single, placed or hidden, says so,
     * only what both places conflict with. The cells of box 2 lose it as peers of r2c5.
     */
    @Test
    void aDigitDownToTwoPlacesStrikesWhatBothConflictWith() {
        Model model = TestModels.classicWith(".".repeat(81), List.of());
        CompiledModel m = CompiledModel.of(model);
        int[] start = CompiledModel.initialMasks(model);
        for (int cell : new int[] {2, 10, 11, 18, 19, 20}) {
            start[cell] &= ~FIVE;
        }
        UnitClosure closure = closureOf(m);
        long[] boards = boardsOf(m, start);
        int[] before = start.clone();

        assertTrue(closure.place(start, boards, 13, FIVE));

        assertEquals(FIVE, closure.masks[13]);
        assertEquals(0, closure.masks[9] & FIVE, "r2c1 sees the 5 in its row");
        for (int cell : new int[] {3, 4, 5, 6, 7, 8}) {
            assertEquals(0, closure.masks[cell] & FIVE, "r1c" + (cell + 1) + " loses 5");
        }
        assertEquals(FIVE, closure.masks[0] & FIVE);
        assertEquals(FIVE, closure.masks[1] & FIVE);
        assertEquals(FIVE, closure.masks[27] & FIVE, "column 1 below box 1 keeps 5");
        for (int cell = 0; cell < m.cellCount; cell++) {
            for (int d = 0; d < m.size; d++) {
                boolean kept = (closure.masks[cell] & (1 << d)) != 0;
                assertEquals(kept, (closure.boards[d * UnitClosure.wordsOf(m) + (cell >>> 6)] & (1L << cell)) != 0,
                        "the boards follow the masks at cell " + cell + ", digit " + (d + 1));
            }
        }
        assertArrayEquals(before, start, "the start is left as it was");
    }

    /** Box 1 holds its 5 in r1c1 or r2c1 only: a 5 in r5c1 takes both, one in r3c5 neither. */
    @Test
    void failsWhenADigitLosesItsLastPlaceInAGroup() {
        Model model = TestModels.classicWith(".".repeat(81), List.of());
        CompiledModel m = CompiledModel.of(model);
        int[] start = CompiledModel.initialMasks(model);
        for (int cell : new int[] {1, 2, 10, 11, 18, 19, 20}) {
            start[cell] &= ~FIVE;
        }
        UnitClosure closure = closureOf(m);

        assertFalse(closure.place(start, boardsOf(m, start), 36, FIVE), "r5c1 = 5 leaves box 1 no 5");
        assertTrue(closure.place(start, boardsOf(m, start), 22, FIVE), "r3c5 = 5 is no peer of r1c1 or r2c1");
        assertEquals(FIVE, closure.masks[0] & FIVE);
        assertEquals(FIVE, closure.masks[9] & FIVE);
    }

    private static UnitClosure closureOf(CompiledModel m) {
        return new UnitClosure(m, CellGroups.of(m), ArcReach.of(m));
    }

    private static long[] boardsOf(CompiledModel m, int[] masks) {
        int words = UnitClosure.wordsOf(m);
        long[] boards = new long[m.size * words];
        UnitClosure.boardsOf(masks, boards, words);
        return boards;
    }
}
