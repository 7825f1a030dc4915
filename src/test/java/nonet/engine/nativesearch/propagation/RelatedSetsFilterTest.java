package nonet.engine.nativesearch.propagation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/**
 * A renban line (distinct, every two digits closer than its length) filtered over its digit sets
 * through the {@link Propagator} alone (no Régin filtering, no locked candidates), on an empty
 * classic 9x9 grid.
 */
class RelatedSetsFilterTest {

    private static final int ALL = 0x1FF;
    private static final int FOUR_FIVE = 0b11000;

    /**
     * r1c1, r2c2 and r3c4 with 4 to 5, 4 to 6 and 3 to 6 left: runs 345 and 456, both needing 4
     * and 5. r3c1 to r3c3 see all three places (box 1 and row 3) and lose both; pair rules alone
     * leave them every digit.
     */
    @Test
    void digitsEveryRunNeedsLeaveTheCellsSeeingAllTheirPlaces() {
        int[] line = {0, 10, 21};
        Model model = TestModels.classicWith(".".repeat(81), renban(line));
        int[] masks = CompiledModel.initialMasks(model);
        masks[0] = FOUR_FIVE;
        masks[10] = 0b111000;
        masks[21] = 0b111100;
        Propagator propagator = new Propagator(CompiledModel.of(model), false, false);
        propagator.wakeAll();
        assertTrue(propagator.propagate(masks));
        for (int cell : new int[] {18, 19, 20}) {
            assertEquals(ALL & ~FOUR_FIVE, masks[cell], "cell " + cell);
        }
        assertEquals(ALL, masks[22], "r3c5 sees r3c4 only");
    }

    /** Cells left 1, 2, 4 and 5: every two of them can be close, but no three make a run. */
    @Test
    void aLineWithNoRunLeftFails() {
        int[] line = {0, 10, 21};
        Model model = TestModels.classicWith(".".repeat(81), renban(line));
        int[] masks = CompiledModel.initialMasks(model);
        for (int cell : line) {
            masks[cell] = 0b11011;
        }
        Propagator propagator = new Propagator(CompiledModel.of(model), false, false);
        propagator.wakeAll();
        assertFalse(propagator.propagate(masks));
    }

    /** A distinct group over the line's cells and a relation |a - b| < length on every two of them. */
    static List<Constraint> renban(int[] line) {
        List<Constraint> out = new ArrayList<>();
        out.add(new AllDifferent(line, false, "renban"));
        int[] close = new int[9];
        for (int d = 1; d <= 9; d++) {
            for (int e = 1; e <= 9; e++) {
                close[d - 1] |= Math.abs(d - e) < line.length ? 1 << (e - 1) : 0;
            }
        }
        for (int i = 0; i < line.length; i++) {
            for (int j = i + 1; j < line.length; j++) {
                out.add(new Relation(line[i], line[j], close, "renban"));
            }
        }
        return out;
    }
}
