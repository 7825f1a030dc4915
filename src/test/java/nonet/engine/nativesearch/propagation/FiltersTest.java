package nonet.engine.nativesearch.propagation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import nonet.model.AllDifferent;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/**
 * Filters beside the {@link Propagator} seen through it, each alone (no Régin filtering, no other
 * filter doing the same work), on an empty classic 9x9 grid.
 */
class FiltersTest {

    private static final int ALL = 0x1FF;
    private static final int ONE_TWO = 0b11;

    /** A cage whose only combination is {1, 2}, in column 0 and box 0: both lose 1 and 2 elsewhere. */
    @Test
    void cageDigitsEveryCombinationNeedsLeaveTheGroupsHoldingTheirPlaces() {
        Model model = TestModels.classicWith(".".repeat(81), List.of(new LinearSum(new int[] {0, 9}, new int[] {1, 1}, 3, "cage")));
        int[] masks = CompiledModel.initialMasks(model);
        Propagator propagator = new Propagator(CompiledModel.of(model), false, false);
        propagator.wakeAll();
        assertTrue(propagator.propagate(masks));
        assertEquals(ONE_TWO, masks[0]);
        assertEquals(ONE_TWO, masks[9]);
        for (int cell : new int[] {1, 2, 10, 11, 18, 19, 20, 27, 72}) {
            assertEquals(ALL & ~ONE_TWO, masks[cell], "cell " + cell);
        }
        assertEquals(ALL, masks[3], "row 0 outside box 0 keeps them");
    }

    /** Digit 1 of box 0 only in row 0: the rest of row 0 loses it (pointing), with locked candidates on only. */
    @Test
    void aDigitLockedInABoxRowLeavesTheRestOfTheRow() {
        Model model = TestModels.classic(".".repeat(81));
        int[] masks = CompiledModel.initialMasks(model);
        for (int cell : new int[] {9, 10, 11, 18, 19, 20}) {
            masks[cell] &= ~1;
        }
        Propagator propagator = new Propagator(CompiledModel.of(model), true, false);
        propagator.wakeAll();
        assertTrue(propagator.propagate(masks));
        for (int c = 3; c < 9; c++) {
            assertEquals(ALL & ~1, masks[c], "cell " + c);
        }
        assertEquals(ALL, masks[27], "column 0 below box 0 keeps it");
    }

    /**
     * A non-consecutive relation between r1c1 and r5c5 (no shared group): r1c1 holding 1, 3 and 5
     * leaves every digit of r5c5 a support; once a peer's 5 leaves it 1 and 3, r5c5 loses 2.
     */
    @Test
    void aRelationStrikesOnceItsCellHoldsFewEnoughDigits() {
        int[] notConsecutive = new int[9];
        for (int d = 1; d <= 9; d++) {
            notConsecutive[d - 1] = ALL & ~(d > 1 ? 1 << (d - 2) : 0) & ~(d < 9 ? 1 << d : 0);
        }
        Model model = TestModels.classicWith(".".repeat(81), List.of(new Relation(0, 40, notConsecutive, "non-consecutive")));
        int[] masks = CompiledModel.initialMasks(model);
        int oneThreeFive = 0b10101;
        masks[0] = oneThreeFive;
        Propagator propagator = new Propagator(CompiledModel.of(model), false, false);
        propagator.wakeAll();
        assertTrue(propagator.propagate(masks));
        assertEquals(ALL, masks[40], "1, 3 and 5 leave no digit of r5c5 without a support");
        masks[1] = 1 << 4;
        propagator.changed(1, ALL & ~(1 << 4));
        assertTrue(propagator.propagate(masks));
        assertEquals(0b101, masks[0]);
        assertEquals(ALL & ~0b10, masks[40], "2 is next to both 1 and 3");
    }

    /**
     * With common conflicts on (an anti-king peer pair reaches beyond the groups), they place the
     * hidden singles: 1 left with one place in row 1 goes there; with none, the row fails.
     */
    @Test
    void commonConflictsPlaceHiddenSinglesAndFailOnADigitWithNoPlace() {
        Model model = TestModels.classicWith(".".repeat(81), List.of(new nonet.model.AllDifferent(new int[] {2, 12}, false, "anti-king")));
        CompiledModel compiled = CompiledModel.of(model);
        assertTrue(CommonConflicts.appliesTo(compiled));
        int[] masks = CompiledModel.initialMasks(model);
        for (int cell = 1; cell < 9; cell++) {
            masks[cell] &= ~1;
        }
        Propagator propagator = new Propagator(compiled, false, false, true);
        propagator.wakeAll();
        assertTrue(propagator.propagate(masks));
        assertEquals(1, masks[0]);
        int[] none = CompiledModel.initialMasks(model);
        for (int cell = 0; cell < 9; cell++) {
            none[cell] &= ~1;
        }
        propagator.wakeAll();
        assertFalse(propagator.propagate(none));
    }

    /**
     * Cage r1c4 + r2c1 = 3 (with its distinct group) is {1, 2}, in no exact group together: the
     * cells that see both, r1c1-r1c3 (row 1 and box 1) and r2c4-r2c6 (row 2 and box 2), lose 1 and 2.
     */
    @Test
    void cageDigitsEveryCombinationNeedsLeaveEveryCellSeeingAllTheirPlaces() {
        int[] cage = {3, 9};
        Model model = TestModels.classicWith(".".repeat(81),
                List.of(new AllDifferent(cage, false, "cage"), new LinearSum(cage, new int[] {1, 1}, 3, "cage")));
        int[] masks = CompiledModel.initialMasks(model);
        Propagator propagator = new Propagator(CompiledModel.of(model), false, false);
        propagator.wakeAll();
        assertTrue(propagator.propagate(masks));
        assertEquals(ONE_TWO, masks[3]);
        assertEquals(ONE_TWO, masks[9]);
        for (int cell : new int[] {0, 1, 2, 12, 13, 14}) {
            assertEquals(ALL & ~ONE_TWO, masks[cell], "cell " + cell);
        }
        for (int cell : new int[] {4, 10, 18, 21}) {
            assertEquals(ALL, masks[cell], "cell " + cell + " sees one place only");
        }
    }

    /** Cage r1c1+r1c2 = 10 while no other cell of row 1 can hold 9: only {1, 9} leaves the row's rest what it can hold. */
    @Test
    void aCageKeepsOnlyCombinationsWhoseComplementFitsTheRestOfItsHouse() {
        Model model = TestModels.classicWith(".".repeat(81), List.of(new LinearSum(new int[] {0, 1}, new int[] {1, 1}, 10, "cage")));
        int[] masks = CompiledModel.initialMasks(model);
        for (int cell = 2; cell < 9; cell++) {
            masks[cell] &= ~(1 << 8);
        }
        Propagator propagator = new Propagator(CompiledModel.of(model), false, false);
        propagator.wakeAll();
        assertTrue(propagator.propagate(masks));
        int oneNine = 1 | 1 << 8;
        assertEquals(oneNine, masks[0]);
        assertEquals(oneNine, masks[1]);
        for (int cell = 2; cell < 9; cell++) {
            assertEquals(ALL & ~oneNine, masks[cell], "cell " + cell);
        }
    }

    /** Cage r1c1+r1c2+r1c3 = 7 is {1, 2, 4}; with 4 gone from r1c1 and r1c2, r1c3 is 4. */
    @Test
    void aDigitEveryCombinationNeedsWithOnePlaceLeftInTheCageGoesThere() {
        Model model = TestModels.classicWith(".".repeat(81), List.of(new LinearSum(new int[] {0, 1, 2}, new int[] {1, 1, 1}, 7, "cage")));
        int[] masks = CompiledModel.initialMasks(model);
        masks[0] &= ~(1 << 3);
        masks[1] &= ~(1 << 3);
        Propagator propagator = new Propagator(CompiledModel.of(model), false, false);
        propagator.wakeAll();
        assertTrue(propagator.propagate(masks));
        assertEquals(1 << 3, masks[2]);
        assertEquals(ONE_TWO, masks[0]);
        assertEquals(ONE_TWO, masks[1]);
    }

    /** A derived sum waits while deferred, so a puzzle its root solves never pays for it, and counts once used. */
    @Test
    void derivedConstraintsWaitUntilTheSearchAsksForThem() {
        Model model = TestModels.classicWith(".".repeat(81), List.of(new LinearSum(new int[] {0}, new int[] {1}, 5, "innies of rows 1: r1c1 = 5")));
        int[] masks = CompiledModel.initialMasks(model);
        Propagator propagator = new Propagator(CompiledModel.of(model), false, false);
        propagator.deferDerived();
        propagator.wakeAll();
        assertTrue(propagator.propagate(masks));
        assertEquals(ALL, masks[0]);
        assertTrue(propagator.useDerived());
        assertTrue(propagator.propagate(masks));
        assertEquals(1 << 4, masks[0]);
        assertFalse(propagator.useDerived(), "once used, they stay");
    }
}
