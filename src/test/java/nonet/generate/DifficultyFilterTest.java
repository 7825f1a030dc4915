package nonet.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import nonet.engine.logic.Difficulty;
import nonet.engine.logic.Outcome;
import nonet.engine.logic.Technique;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Levels against every technique: tiers are exclusive bands, a technique is a ceiling, search is a stall. */
class DifficultyFilterTest {

    private static Difficulty solvedWith(Technique t) {
        return new Difficulty(3, t, t, Outcome.SOLVED);
    }

    @ParameterizedTest
    @EnumSource(Technique.class)
    void everyTechniqueFallsInExactlyOneTier(Technique t) {
        int accepted = 0;
        for (DifficultyFilter.Tier tier : DifficultyFilter.Tier.values()) {
            if (DifficultyFilter.parse(tier.word()).accepts(solvedWith(t))) {
                accepted++;
                assertEquals(tier, DifficultyFilter.tierOf(solvedWith(t)));
            }
        }
        assertEquals(1, accepted, t.label());
    }

    @Test
    void tiersFollowTheTechniqueOrder() {
        assertEquals(DifficultyFilter.Tier.SINGLES, DifficultyFilter.tierOf(new Difficulty(0, null, null, Outcome.SOLVED)));
        assertEquals(DifficultyFilter.Tier.SINGLES, DifficultyFilter.tierOf(solvedWith(Technique.HIDDEN_SINGLE)));
        assertEquals(DifficultyFilter.Tier.EASY, DifficultyFilter.tierOf(solvedWith(Technique.SUM_COMBINATIONS)));
        assertEquals(DifficultyFilter.Tier.EASY, DifficultyFilter.tierOf(solvedWith(Technique.CLAIMING)));
        assertEquals(DifficultyFilter.Tier.MEDIUM, DifficultyFilter.tierOf(solvedWith(Technique.NAKED_PAIR)));
        assertEquals(DifficultyFilter.Tier.HARD, DifficultyFilter.tierOf(solvedWith(Technique.X_WING)));
        assertEquals(DifficultyFilter.Tier.HARD, DifficultyFilter.tierOf(solvedWith(Technique.HIDDEN_QUAD)));
        assertEquals(DifficultyFilter.Tier.SEARCH, DifficultyFilter.tierOf(new Difficulty(2, Technique.X_WING, Technique.X_WING, Outcome.STUCK)));
        assertEquals(null, DifficultyFilter.tierOf(new Difficulty(1, null, null, Outcome.CONTRADICTION)));
    }

    @Test
    void aTechniqueAcceptsEverythingUpToIt() {
        DifficultyFilter upToXWing = DifficultyFilter.parse("X-Wing");
        for (Technique t : Technique.values()) {
            assertEquals(t.compareTo(Technique.X_WING) <= 0, upToXWing.accepts(solvedWith(t)), t.label());
        }
        assertFalse(upToXWing.accepts(new Difficulty(2, Technique.NAKED_SINGLE, Technique.NAKED_SINGLE, Outcome.STUCK)));
        assertTrue(DifficultyFilter.parse("hidden_pair").accepts(solvedWith(Technique.POINTING)));
        assertTrue(DifficultyFilter.parse("  Naked   Single ").accepts(new Difficulty(0, null, null, Outcome.SOLVED)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "brutal", "givens", "3-2", "4.5 - 1", "x wing wing", "2-", "-3"})
    void unknownLevelsAreRefusedWithTheList(String level) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DifficultyFilter.parse(level));
        assertTrue(e.getMessage().endsWith("use a level: " + DifficultyFilter.levels()), e.getMessage());
    }

    @org.junit.jupiter.api.Test
    void aRatingRangeKeepsSolvedPuzzlesRatedInsideIt() {
        DifficultyFilter range = DifficultyFilter.parse("2.0 - 4.5");
        assertTrue(range.accepts(new Difficulty(3, Technique.NAKED_PAIR, Technique.NAKED_PAIR, Outcome.SOLVED, 3.0)));
        assertTrue(range.accepts(new Difficulty(3, Technique.NAKED_PAIR, Technique.NAKED_PAIR, Outcome.SOLVED, 4.5)));
        assertFalse(range.accepts(new Difficulty(3, Technique.AIC, Technique.AIC, Outcome.SOLVED, 7.1)));
        assertFalse(range.accepts(new Difficulty(3, Technique.HIDDEN_SINGLE, Technique.HIDDEN_SINGLE, Outcome.SOLVED, 1.5)));
        assertFalse(range.accepts(new Difficulty(3, Technique.NAKED_PAIR, Technique.NAKED_PAIR, Outcome.STUCK, 3.0)));
        assertEquals("2.0 - 4.5", range.text());
    }
}
