package nonet.engine.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import nonet.model.Model;
import nonet.testing.PuzzleLines;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The rating against Sudoku Explainer's: puzzles it rates 11 or more rate at the top of the scale,
 * easy ones at the bottom, and a chain's rating grows with its length.
 */
class RatingTest {

    /** Two seeded puzzles of the forum's hardest with a Sudoku Explainer rating of 11 or more. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2})
    void puzzlesSudokuExplainerRatesElevenOrMoreRateAtTheTop(long seed) {
        List<String> lines = new ArrayList<>(PuzzleLines.read("classic/forum_hardest_1905_11plus_first20.txt"));
        Collections.shuffle(lines, new Random(seed));
        Model model = TestModels.classic(lines.get(0));
        int[] solution = LogicSoundnessTest.uniqueSolution(model);
        assertTrue(LogicSoundnessTest.assertSound(model, solution));
        Difficulty d = LogicSolver.explain(model).difficulty();
        assertEquals(Technique.NESTED_FORCING_CHAIN, d.hardestNeeded(), d.summary());
        assertTrue(d.rating() >= 9.5, d.summary());
    }

    @Test
    void easyPuzzlesRateAtTheBottom() {
        int low = 0;
        List<String> lines = PuzzleLines.read("classic/easy50.txt");
        for (String line : lines.subList(0, 10)) {
            Difficulty d = LogicSolver.explain(TestModels.classic(line)).difficulty();
            assertEquals(Outcome.SOLVED, d.outcome());
            low += d.rating() <= 4.0 ? 1 : 0;
        }
        // measured: every one of the first ten rates 2.3-3.4 (singles, intersections, a pair)
        assertEquals(10, low);
    }

    @Test
    void lengthAddsAsSudokuExplainerDoes() {
        assertEquals(0.0, Rating.lengthIncrement(4));
        assertEquals(0.1, Rating.lengthIncrement(5), 1e-9);
        assertEquals(0.1, Rating.lengthIncrement(6), 1e-9);
        assertEquals(0.2, Rating.lengthIncrement(7), 1e-9);
        assertEquals(0.3, Rating.lengthIncrement(9), 1e-9);
        assertEquals(6.6, Rating.of(Technique.X_CHAIN.rating(), 4));
        assertTrue(Rating.of(Technique.AIC.rating(), 40) > Rating.of(Technique.AIC.rating(), 10));
    }

    /** top95 #7, which needs a forcing chain. */
    @Test
    void theRatingIsTheHardestNeededStep() {
        Model model = TestModels.classic(PuzzleLines.read("classic/top95.txt").get(6));
        Explanation e = LogicSolver.explain(model);
        double hardest = 0;
        for (Round r : e.rounds()) {
            for (Step s : r.steps()) {
                if (s.rule().advanced()) {
                    hardest = Math.max(hardest, s.rating());
                }
            }
        }
        assertTrue(e.difficulty().hardestNeeded().advanced(), e.difficulty().summary());
        assertEquals(hardest, e.difficulty().rating(), e.difficulty().summary());
        assertTrue(e.difficulty().summary().endsWith(String.format(java.util.Locale.ROOT, "; rating %.1f", hardest)));
    }

    /** A time limit that passes during the forcing chains ends the run as stopped, never as needing search. */
    @ParameterizedTest
    @ValueSource(longs = {1, 20, 60})
    void aTimeLimitStopsTheForcingChains(long millis) {
        Model model = TestModels.classic(PuzzleLines.read("classic/forum_hardest_1106.txt").get(2));
        Explanation e = LogicSolver.explain(model, nonet.engine.Deadline.start(millis));
        if (e.outcome() != Outcome.SOLVED) {
            assertEquals(Outcome.STUCK, e.outcome());
            assertEquals("stopped by the time limit", e.reason());
        }
    }
}
