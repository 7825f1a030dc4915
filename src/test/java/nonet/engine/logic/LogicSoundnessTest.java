package nonet.engine.logic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.dlx.DlxEngine;
import nonet.model.Model;
import nonet.testing.PuzzleLines;
import nonet.testing.TestModels;
import nonet.testing.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * No rule may remove a candidate of a solution. The unique solution of each puzzle comes from
 * another engine (dlx), and every step of the explanation is replayed against it.
 */
class LogicSoundnessTest {

    /** Asserts that no step removes or contradicts {@code solution}; returns whether logic solved it. */
    static boolean assertSound(Model model, int[] solution) {
        Explanation e = LogicSolver.explain(model);
        for (Round round : e.rounds()) {
            for (Step step : round.steps()) {
                for (Candidate c : step.eliminations()) {
                    assertNotEquals(solution[c.cell()], c.digit(), () -> "unsound: " + step.text());
                }
                for (Candidate c : step.placements()) {
                    assertEquals(solution[c.cell()], c.digit(), () -> "unsound: " + step.text());
                }
            }
        }
        assertNotEquals(Outcome.CONTRADICTION, e.outcome(), e.reason());
        for (int c = 0; c < solution.length; c++) {
            assertTrue((e.candidates()[c] & (1 << (solution[c] - 1))) != 0);
        }
        if (e.outcome() == Outcome.SOLVED) {
            assertArrayEquals(solution, e.solution());
            assertEquals(List.of(), model.violations(e.solution()));
        }
        return e.outcome() == Outcome.SOLVED;
    }

    static int[] uniqueSolution(Model model) {
        Result r = new DlxEngine(EngineOptions.NONE).run(model, Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(1, r.count());
        assertEquals(List.of(), model.violations(r.solution()));
        return r.solution();
    }

    /** Checks every puzzle of a set and that logic alone solves at least {@code floor} of them (measured, with margin). */
    @ParameterizedTest
    @CsvSource({"classic/easy50.txt, 50", "classic/top95.txt, 25", "classic/forum_hardest_1106.txt, 0",
            "classic/hardest.txt, 3", "classic/gecode_9x9.txt, 4"})
    void rulesNeverRemoveTheSolution(String file, int floor) {
        int solved = 0;
        List<String> lines = PuzzleLines.read(file);
        for (String line : lines) {
            Model model = TestModels.classic(line);
            if (assertSound(model, uniqueSolution(model))) {
                solved++;
            }
        }
        System.out.println("logic alone solves " + solved + " of " + lines.size() + " in " + file);
        assertTrue(solved >= floor, solved + " solved");
    }

    @Test
    void theMiracleSudokuFallsToLogicAlone() {
        Model miracle = Variants.miracle();
        Explanation e = LogicSolver.explain(miracle);
        assertEquals(Outcome.SOLVED, e.outcome(), e.reason());
        assertEquals(Variants.MIRACLE_SOLUTION, miracle.geometry().format(e.solution()));
        assertEquals(List.of(), miracle.violations(e.solution()));
        assertSound(miracle, uniqueSolution(miracle));
    }
}
