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
import nonet.testing.BruteForce;
import nonet.testing.PuzzleLines;
import nonet.testing.RandomLineRules;
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

    /**
     * Asserts that no step removes a candidate any of {@code solutions} (all the model's solutions)
     * uses or places a digit one of them lacks, and that the outcome agrees with their number;
     * returns the explanation.
     */
    static Explanation assertSoundForAll(Model model, List<int[]> solutions, String context) {
        Explanation e = LogicSolver.explain(model);
        for (Round round : e.rounds()) {
            for (Step step : round.steps()) {
                for (int[] solution : solutions) {
                    for (Candidate c : step.eliminations()) {
                        assertNotEquals(solution[c.cell()], c.digit(), () -> context + ": unsound: " + step.text());
                    }
                    for (Candidate c : step.placements()) {
                        assertEquals(solution[c.cell()], c.digit(), () -> context + ": unsound: " + step.text());
                    }
                }
            }
        }
        for (int[] solution : solutions) {
            for (int c = 0; c < solution.length; c++) {
                assertTrue((e.candidates()[c] & (1 << (solution[c] - 1))) != 0, context + ": lost a digit at cell " + c);
            }
        }
        switch (e.outcome()) {
            case SOLVED -> {
                assertEquals(1, solutions.size(), context + ": solved, yet brute force finds " + solutions.size());
                assertArrayEquals(solutions.get(0), e.solution(), context);
            }
            case CONTRADICTION -> assertEquals(0, solutions.size(), context + ": " + e.reason());
            case STUCK -> assertTrue(e.reason().contains("search is needed"), context + ": " + e.reason());
        }
        return e;
    }

    static int[] uniqueSolution(Model model) {
        Result r = new DlxEngine(EngineOptions.NONE).run(model, Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(1, r.count());
        assertEquals(List.of(), model.violations(r.solution()));
        return r.solution();
    }

    /**
     * Checks a seeded sample of each set (every puzzle of the small ones): every step agrees with the
     * solution dlx finds, and logic alone, with forcing chains as its last resort, solves them all.
     */
    @ParameterizedTest
    @CsvSource({"classic/easy50.txt, 50, 1", "classic/top95.txt, 12, 2", "classic/forum_hardest_1106.txt, 3, 3",
            "classic/hardest.txt, 11, 4", "classic/gecode_9x9.txt, 18, 5"})
    void rulesNeverRemoveTheSolutionAndSolveEveryPuzzle(String file, int sample, long seed) {
        List<String> lines = new java.util.ArrayList<>(PuzzleLines.read(file));
        java.util.Collections.shuffle(lines, new java.util.Random(seed));
        for (String line : lines.subList(0, Math.min(sample, lines.size()))) {
            Model model = TestModels.classic(line);
            assertTrue(assertSound(model, uniqueSolution(model)), () -> "not solved by logic: " + line);
        }
    }

    /**
     * Seeded random 4x4 and 6x6 models with line rules ({@link RandomLineRules}), judged against every
     * solution brute force finds, and against the same rules written as tables: line support and
     * table support are both arc consistency on the same tuples, so they must deduce alike.
     */
    @Test
    void lineSupportIsSoundAndDeducesWhatTheTableDoes() {
        int lineSteps = 0;
        int decided = 0;
        for (long seed = 1; seed <= 30; seed++) {
            for (int size : new int[] {4, 6}) {
                RandomLineRules.Twins twins = RandomLineRules.model(seed, size);
                String what = "seed " + seed + " size " + size;
                List<int[]> solutions = BruteForce.solutions(twins.withTables(), 5_000);
                assertTrue(solutions.size() < 5_000, what + ": too many solutions to judge");
                Explanation lines = assertSoundForAll(twins.withDiagrams(), solutions, what);
                lineSteps += (int) lines.rounds().stream().flatMap(r -> r.steps().stream())
                        .filter(step -> step.rule() == Technique.LINE_SUPPORT).count();
                Explanation tables = LogicSolver.explain(twins.withTables());
                assertEquals(tables.outcome(), lines.outcome(), what);
                assertArrayEquals(tables.candidates(), lines.candidates(), what);
                assertEquals(tables.rounds().size(), lines.rounds().size(), what);
                decided += lines.outcome() != Outcome.STUCK ? 1 : 0;
            }
        }
        // measured: 30 line support steps, 31 of the 60 models decided; a rule that never fired would prove nothing
        assertTrue(lineSteps >= 15, lineSteps + " line support steps");
        assertTrue(decided >= 15, decided + " models decided");
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

    /**
     * Line rules (machines compiled to Mdds): on seeded 6x6 sandwich puzzles, no step removes a digit
     * that some solution (by brute force) uses, and the line-rule steps name their clue.
     */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void lineRuleSupportIsSound(long seed) throws Exception {
        java.util.Random rnd = new java.util.Random(seed);
        String base = "123456456123231564564231312645645312";
        java.util.List<Integer> relabel = new java.util.ArrayList<>(java.util.List.of(1, 2, 3, 4, 5, 6));
        java.util.Collections.shuffle(relabel, rnd);
        int[] grid = new int[36];
        for (int c = 0; c < 36; c++) {
            grid[c] = relabel.get(base.charAt(c) - '1');
        }
        StringBuilder text = new StringBuilder("use sandwich\ngrid 6\n");
        for (int k = 0; k < 6; k++) {
            if (rnd.nextBoolean()) {
                text.append("sandwich ").append(sandwich(grid, k, 0, 1)).append(" r").append(k + 1).append("c1-6\n");
            }
            if (rnd.nextBoolean()) {
                text.append("sandwich ").append(sandwich(grid, 0, k, 6)).append(" r1-6c").append(k + 1).append('\n');
            }
        }
        StringBuilder givens = new StringBuilder();
        for (int c = 0; c < 36; c++) {
            givens.append(rnd.nextInt(4) == 0 ? (char) ('0' + grid[c]) : '.');
        }
        text.append("givens ").append(givens).append('\n');
        nonet.lang.PuzzleSpec spec = new nonet.lang.PuzzleFileParser().parse(text.toString(), "p.nonet", java.nio.file.Path.of("."));
        Model model = new nonet.lang.Compiler(nonet.lang.ModelLibrary.bundled()).compile(spec);
        List<int[]> solutions = nonet.testing.BruteForce.solutions(model, 1000);
        assertTrue(solutions.stream().anyMatch(sol -> java.util.Arrays.equals(sol, grid)), "seed " + seed + ": the grid is a solution");
        Explanation e = LogicSolver.explain(model);
        for (Round round : e.rounds()) {
            for (Step step : round.steps()) {
                for (Candidate c : step.eliminations()) {
                    for (int[] sol : solutions) {
                        assertNotEquals(sol[c.cell()], c.digit(), () -> "seed " + seed + ", unsound: " + step.text());
                    }
                }
                if (step.rule() == Technique.LINE_SUPPORT) {
                    assertTrue(step.text().contains("sandwich "), step.text());
                }
            }
        }
    }

    /** The sandwich total of the line from (r, c) with stride {@code step} over a 6x6 grid. */
    private static int sandwich(int[] grid, int r, int c, int step) {
        int start = r * 6 + c;
        int one = -1;
        int six = -1;
        for (int i = 0; i < 6; i++) {
            int d = grid[start + i * step];
            one = d == 1 ? i : one;
            six = d == 6 ? i : six;
        }
        int total = 0;
        for (int i = Math.min(one, six) + 1; i < Math.max(one, six); i++) {
            total += grid[start + i * step];
        }
        return total;
    }
}
