package nonet.engine.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import nonet.model.Model;
import nonet.testing.PuzzleLines;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

class ExplanationRenderTest {

    @Test
    void textTellsEachStepAndTheSolution() {
        Model model = TestModels.classic(PuzzleLines.read("classic/easy50.txt").get(0));
        Explanation e = LogicSolver.explain(model);
        String text = ExplanationText.render(e, model.geometry());
        assertTrue(text.contains("Round 0 (givens)"), text);
        assertTrue(text.matches("(?s).*r\\dc\\d = \\d: (naked|hidden) single.*"), text);
        assertTrue(text.contains("solved by logic in " + e.difficulty().rounds() + " rounds"), text);
        assertTrue(text.contains(model.geometry().format(e.solution())), text);
        // every histogram counts each cell once
        for (Round r : e.rounds()) {
            assertEquals(81, java.util.Arrays.stream(r.histogram()).sum());
        }
    }

    @Test
    void stuckTextShowsTheCandidateGrid() {
        // a puzzle with several solutions: the only kind logic leaves stuck
        Model model = TestModels.classic(PuzzleLines.lines("classic/tdoku_test_puzzles.txt").stream()
                .filter(l -> Long.parseLong(l.split(":")[1]) > 1).findFirst().orElseThrow().split(":")[0]);
        Explanation e = LogicSolver.explain(model);
        assertEquals(Outcome.STUCK, e.outcome());
        String text = ExplanationText.render(e, model.geometry());
        assertTrue(text.contains("needs search"), text);
        String grid = ExplanationText.candidateGrid(e.candidates(), model.geometry());
        assertTrue(text.endsWith(grid));
        assertEquals(9 + 2, grid.split("\n", -1).length - 1, grid);
    }

    @Test
    void namesRowsColumnsBoxesAndOtherGroups() {
        Model model = TestModels.classic(".".repeat(81));
        assertEquals("row 7", Names.group(new int[] {54, 55, 56, 57, 58, 59, 60, 61, 62}, "distinct rows", model.geometry()));
        assertEquals("column 1", Names.group(new int[] {0, 9, 18, 27, 36, 45, 54, 63, 72}, "", model.geometry()));
        assertEquals("box 1", Names.group(new int[] {0, 1, 2, 9, 10, 11, 18, 19, 20}, "", model.geometry()));
        assertEquals("group r1c1 r2c2 (diagonal)", Names.group(new int[] {0, 10}, "diagonal", model.geometry()));
        assertEquals("r5c1-3,7", Names.cells(new int[] {36, 37, 38, 42}, model.geometry()));
        assertEquals("r1-3c2", Names.cells(new int[] {1, 10, 19}, model.geometry()));
    }

    @Test
    void jsonCarriesTheSameRoundsAndSteps() {
        Model model = TestModels.classic(PuzzleLines.read("classic/easy50.txt").get(1));
        Explanation e = LogicSolver.explain(model);
        String json = ExplanationJson.render(e, model.geometry());
        assertTrue(json.startsWith("{\"outcome\":\"solved\""), json);
        int steps = e.rounds().stream().mapToInt(r -> r.steps().size()).sum();
        assertEquals(steps, count(json, "\"rule\":"));
        assertEquals(e.rounds().size(), count(json, "\"round\":"));
        assertTrue(json.contains("\"solution\":\"" + model.geometry().format(e.solution()) + "\""));
        assertEquals(count(json, "{"), count(json, "}"));
    }

    private static int count(String s, String part) {
        int n = 0;
        for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
