package nonet.engine.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import nonet.model.Model;
import nonet.testing.PuzzleLines;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/**
 * XYZ-wings on the positions where the solver meets them in top95 (the states are replayed from the
 * explanation, so each is a real candidate grid), every elimination checked against the solution
 * from dlx and the pattern checked cell by cell.
 */
class XyzWingRuleTest {

    @Test
    void xyzWingsOfTop95AreSoundAndShapedAsTheTechnique() {
        int seen = 0;
        for (String line : PuzzleLines.read("classic/top95.txt")) {
            Model model = TestModels.classic(line);
            Explanation e = LogicSolver.explain(model);
            if (e.rounds().stream().flatMap(r -> r.steps().stream()).noneMatch(s -> s.rule() == Technique.XYZ_WING)) {
                continue;
            }
            int[] solution = LogicSoundnessTest.uniqueSolution(model);
            int[] masks = model.initialMasks();
            for (Round round : e.rounds()) {
                if (round.steps().stream().anyMatch(s -> s.rule() == Technique.XYZ_WING)) {
                    seen += checkWings(model, masks, solution);
                }
                masks = LogicSolver.apply(masks, round.steps());
            }
        }
        // measured: 3 xyz-wing steps on top95; a rule that never fired would prove nothing
        assertTrue(seen >= 1, seen + " xyz-wings");
    }

    /** Runs the rule on the state, checks each step; returns how many it found. */
    private static int checkWings(Model model, int[] masks, int[] solution) {
        List<Step> steps = new ArrayList<>();
        new XyzWingRule(new Structure(model)).apply(masks, steps);
        assertFalse(steps.isEmpty());
        for (Step step : steps) {
            assertEquals(Technique.XYZ_WING, step.rule());
            assertEquals(4.4, step.rating());
            int[] cells = step.cells();
            int pivot = masks[cells[0]];
            assertEquals(3, Integer.bitCount(pivot), step.text());
            int z = pivot & masks[cells[1]] & masks[cells[2]];
            assertEquals(1, Integer.bitCount(z), step.text());
            assertEquals(pivot, masks[cells[1]] | masks[cells[2]], step.text());
            for (Candidate c : step.eliminations()) {
                assertEquals(z, 1 << (c.digit() - 1), step.text());
                assertNotEquals(solution[c.cell()], c.digit(), step.text());
                for (int wing : cells) {
                    assertTrue(sharesARowColumnOrBox(wing, c.cell()), step.text());
                }
            }
        }
        return steps.size();
    }

    private static boolean sharesARowColumnOrBox(int a, int b) {
        return a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3);
    }
}
