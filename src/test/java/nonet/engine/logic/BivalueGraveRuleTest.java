package nonet.engine.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/**
 * BUG+1 on a published position, checked against the solution from dlx (that the solver uses it only
 * when the caller states that the puzzle has one solution is in {@link UniqueRectangleRuleTest}).
 */
class BivalueGraveRuleTest {

    /**
     * "The BUG (Bivalue Universal Grave) principle", forum.enjoysudoku.com (t2352): the reduction example
     * with one poly-valued cell, r5c2 {4568}. Kept to 4,6 it would leave every digit twice in every
     * house (a BUG), so its solution is a non-BUG candidate: 5 or 8. The grid's placed digits are the
     * puzzle here.
     */
    private static final String JEFF = """
            4 2 1 | 7 59 3 | 6 59 8
            3 7 58 | 89 6 4 | 1 59 2
            9 58 6 | 1 28 25 | 7 4 3
            2 45 3 | 49 59 6 | 8 7 1
            1 4568 58 | 48 7 25 | 3 26 9
            7 68 9 | 3 28 1 | 5 26 4
            8 9 4 | 6 3 7 | 2 1 5
            6 3 2 | 5 1 9 | 4 8 7
            5 1 7 | 2 4 8 | 9 3 6
            """;

    @Test
    void reductionOfTheBugPrincipleThread() {
        String puzzle = ChainRuleTest.placed(JEFF);
        int[] masks = ChainRuleTest.parse(JEFF);
        List<Step> steps = new ArrayList<>();
        new BivalueGraveRule(new Structure(TestModels.classic(puzzle))).apply(masks, steps);
        assertEquals(1, steps.size(), steps.toString());
        Step step = steps.get(0);
        assertEquals(List.of(new Candidate(37, 4), new Candidate(37, 6)), step.eliminations());
        assertEquals(5.6, step.rating());
        assertTrue(step.text().startsWith("r5c2 ≠ 4,6: bug+1: every unsolved cell but r5c2"), step.text());
        assertTrue(step.text().endsWith("(assumes the puzzle has one solution)"), step.text());
        int[] solution = LogicSoundnessTest.uniqueSolution(TestModels.classic(puzzle));
        step.eliminations().forEach(e -> assertNotEquals(solution[e.cell()], e.digit(), step.text()));
    }
}
