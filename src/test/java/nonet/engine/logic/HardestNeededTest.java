package nonet.engine.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import nonet.model.AllDifferent;
import nonet.model.Model;
import nonet.testing.PuzzleLines;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

class HardestNeededTest {

    /** easy50 #2: singles solve it. */
    private static final Model SINGLES = TestModels.classic(PuzzleLines.read("classic/easy50.txt").get(1));

    /**
     * top95 #18: a round where the light rules stall runs every subset and fish rule, and a hidden
     * triple fires beside the hidden pair that is enough.
     */
    private static final Model PAIR = TestModels.classic(PuzzleLines.read("classic/top95.txt").get(17));

    @Test
    void singlesAreNeededWhenSinglesAloneSolve() {
        Explanation e = LogicSolver.explain(SINGLES);
        assertEquals(Outcome.SOLVED, e.outcome());
        assertEquals(List.of(), SINGLES.violations(e.solution()));
        assertEquals(Technique.HIDDEN_SINGLE, e.difficulty().hardestNeeded());
        // checked without the solver: singles alone solve it, naked singles alone do not
        assertTrue(singlesSolve(SINGLES, true));
        assertFalse(singlesSolve(SINGLES, false));
    }

    @Test
    void aSubsetThatFiresIsNotReportedAsNeeded() {
        Explanation e = LogicSolver.explain(PAIR);
        assertEquals(Outcome.SOLVED, e.outcome());
        assertEquals(List.of(), PAIR.violations(e.solution()));
        Difficulty d = e.difficulty();
        assertTrue(d.hardestApplied().compareTo(d.hardestNeeded()) > 0, d.summary());
        assertEquals(Technique.HIDDEN_PAIR, d.hardestNeeded());
        assertEquals(Technique.HIDDEN_PAIR.rating(), d.rating(), d.summary());
    }

    @Test
    void textAndJsonNameTheHardestNeeded() {
        Explanation e = LogicSolver.explain(PAIR);
        String text = ExplanationText.render(e, PAIR.geometry());
        assertTrue(text.contains("hardest technique needed: hidden pair (hardest applied: "
                + e.difficulty().hardestApplied().label() + "); rating 3.4"), text);
        String json = ExplanationJson.render(e, PAIR.geometry());
        assertTrue(json.contains("\"hardest\":\"" + e.difficulty().hardestApplied().label() + "\""), json);
        assertTrue(json.contains("\"hardest_needed\":\"hidden pair\""), json);
        assertTrue(json.contains("\"rating\":3.4,"), json);
    }

    @Test
    void neededNeverExceedsApplied() {
        for (String line : PuzzleLines.read("classic/top95.txt").subList(0, 20)) {
            Difficulty d = LogicSolver.explain(TestModels.classic(line)).difficulty();
            assertTrue(d.hardestNeeded().compareTo(d.hardestApplied()) <= 0, d.summary());
        }
    }

    @Test
    void roundsArePluralisedAndGivensAloneNeedNoTechnique() {
        Model model = TestModels.classic(".83726159726159483159483726837261594261594837594837261372615948615948372948372615");
        Explanation e = LogicSolver.explain(model);
        assertEquals(Outcome.SOLVED, e.outcome());
        assertEquals(List.of(), model.violations(e.solution()));
        assertEquals("solved by logic in 0 rounds, givens only", e.difficulty().summary());
        assertEquals("solved by logic in 1 round, hardest technique needed: naked single; rating 2.3",
                new Difficulty(1, Technique.NAKED_SINGLE, Technique.NAKED_SINGLE, Outcome.SOLVED).summary());
    }

    /** Naked singles (and hidden singles when asked) over the model's exact groups, to a fixpoint. */
    private static boolean singlesSolve(Model model, boolean hidden) {
        int[] masks = model.initialMasks();
        List<AllDifferent> groups = model.all(AllDifferent.class);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (AllDifferent g : groups) {
                for (int c : g.cells()) {
                    if (Integer.bitCount(masks[c]) == 1) {
                        for (int o : g.cells()) {
                            if (o != c && (masks[o] & masks[c]) != 0) {
                                masks[o] &= ~masks[c];
                                changed = true;
                            }
                        }
                    }
                }
                for (int bit = 1; hidden && bit <= 1 << 8; bit <<= 1) {
                    int place = -1;
                    int places = 0;
                    for (int c : g.cells()) {
                        if ((masks[c] & bit) != 0) {
                            place = c;
                            places++;
                        }
                    }
                    if (places == 1 && masks[place] != bit) {
                        masks[place] = bit;
                        changed = true;
                    }
                }
            }
        }
        for (int m : masks) {
            if (Integer.bitCount(m) != 1) {
                return false;
            }
        }
        return true;
    }
}
