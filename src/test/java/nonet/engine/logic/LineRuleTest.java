package nonet.engine.logic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Geometry;
import nonet.model.Mdd;
import nonet.model.Model;
import nonet.testing.BruteForce;
import nonet.testing.LineDiagrams;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/** Line support on diagrams: what it deduces, how it says so, and that a broken line is never called solved. */
class LineRuleTest {

    private static final Geometry G = Geometry.standard(4);
    private static final int[] ROW_2 = {G.cell(1, 0), G.cell(1, 1), G.cell(1, 2), G.cell(1, 3)};
    private static final String SANDWICH = "sandwich 3 r2c1 r2c2 r2c3 r2c4";

    /** A 4x4 sandwich clue on row 2: the digits strictly between its 1 and its 4 add up to {@code total}. */
    private static Mdd sandwich(int total) {
        return LineDiagrams.sandwich(ROW_2, 4, total, "sandwich " + total + " r2c1 r2c2 r2c3 r2c4");
    }

    private static Model puzzle(String givens, Mdd... lines) {
        return TestModels.classicWith(givens, List.of(lines));
    }

    @Test
    void aPuzzleThatNeedsItsLineIsSolvedNamingTheClue() {
        Model model = puzzle("3..............1", sandwich(3));
        List<int[]> solutions = BruteForce.solutions(model, 2);
        assertEquals(1, solutions.size());
        assertTrue(BruteForce.solutions(puzzle("3..............1"), 2).size() > 1, "without the line the givens do not decide");

        Explanation e = LogicSolver.explain(model);
        assertEquals(Outcome.SOLVED, e.outcome(), e.reason());
        assertArrayEquals(solutions.get(0), e.solution());
        assertEquals(List.of(), model.violations(e.solution()));
        assertEquals(Technique.LINE_SUPPORT, e.difficulty().hardestNeeded());
        Step line = e.rounds().get(1).steps().get(0);
        assertEquals(Technique.LINE_SUPPORT, line.rule());
        assertEquals("r2c1 \u2260 1,4; r2c2 \u2260 2,4; r2c3 \u2260 1,2,4; r2c4 \u2260 2,3: no completion of " + SANDWICH
                + " allows them; r2c1 can only be 2, r2c2 can only be 1, r2c3 can only be 3, r2c4 can only be 4", line.text());
        assertArrayEquals(ROW_2, line.cells());
    }

    @Test
    void aLineNoCompletionFitsIsAContradiction() {
        // columns 1 and 4 keep 1 and 4 out of r2c1 and r2c4, so they stand side by side: 0 between them, never 3
        Model model = puzzle("........1..44..1", sandwich(3));
        Explanation e = LogicSolver.explain(model);
        assertEquals(Outcome.CONTRADICTION, e.outcome());
        Step line = e.rounds().get(1).steps().stream().filter(s -> s.rule() == Technique.LINE_SUPPORT).findFirst().orElseThrow();
        assertEquals("r2c1,4 \u2260 2,3; r2c2-3 \u2260 1,2,3,4: no completion of " + SANDWICH
                + " fits the candidates left", line.text());
        assertEquals(List.of(), BruteForce.solutions(model, 1));
    }

    /** Every cell given and every group satisfied: only the line can say the grid is wrong. */
    @Test
    void aGridThatBreaksALineIsNeverCalledSolved() {
        String full = "1234341221434321";
        Model model = puzzle(full, sandwich(3));
        int[] grid = model.givens();
        assertEquals(List.of(SANDWICH + " is broken: r2c1=3 r2c2=4 r2c3=1 r2c4=2"), model.violations(grid));
        Result r = new LogicEngine(EngineOptions.NONE).run(model, Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status(), r.message());
        assertEquals(0, r.count(), r.message());
        assertEquals(List.of(), puzzle(full).violations(grid), "the grid keeps every other rule");
    }

    /** What a placement rules out follows the line too: intersection exclusion and the singles rest on it. */
    @Test
    void aPlacementRulesOutWhatTheLineThenForbids() {
        Structure s = new Structure(puzzle("................", sandwich(3)));
        int[] masks = new int[G.cellCount()];
        Arrays.fill(masks, G.fullMask());
        int[] out = new int[G.cellCount()];
        new Consequences(s).of(ROW_2[0], 1, masks, out);
        // with 1 at r2c1 only 1 3 4 x puts 3 between the 1 and the 4; x is 2 or 3 for the line (not 1 or 4)
        int[] ruledOut = {out[ROW_2[1]], out[ROW_2[2]], out[ROW_2[3]]};
        assertArrayEquals(new int[] {0b1011, 0b0111, 0b1001}, ruledOut, Arrays.toString(ruledOut));
    }
}
