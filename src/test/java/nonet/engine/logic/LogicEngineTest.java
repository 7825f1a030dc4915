package nonet.engine.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;
import nonet.testing.PuzzleLines;
import nonet.testing.TestModels;
import nonet.testing.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LogicEngineTest {

    /** A hard puzzle (forum hardest list): logic alone stalls on every one of them. */
    /** A puzzle with several solutions: logic, complete on unique puzzles, can only stall on it. */
    private static final String SEVERAL = PuzzleLines.lines("classic/tdoku_test_puzzles.txt").stream()
            .filter(l -> Long.parseLong(l.split(":")[1]) > 1).findFirst().orElseThrow().split(":")[0];

    @Test
    void solvedByLogicIsAnExactCountOfOne() {
        Model model = TestModels.classic(PuzzleLines.read("classic/easy50.txt").get(0));
        Result r = EngineRegistry.create("logic", EngineOptions.NONE).run(model, Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(1, r.count());
        assertEquals(List.of(), model.violations(r.solution()));
    }

    @Test
    void stalledLogicIsUnknownAndSaysSo() {
        Model model = TestModels.classic(SEVERAL);
        Result r = EngineRegistry.create("logic", EngineOptions.NONE).run(model, Limits.count(2));
        assertEquals(Status.UNKNOWN, r.status(), r.message());
        assertTrue(r.message().contains("needs search"), r.message());
        assertTrue(r.solutions().isEmpty());
    }

    @Test
    void thenSearchCountsFromTheStalledState() {
        EngineOptions opts = EngineOptions.NONE.with("logic.then-search", "true").with("logic.search-engine", "dlx");
        for (String line : PuzzleLines.read("classic/top95.txt").subList(0, 10)) {
            Model model = TestModels.classic(line);
            Result r = EngineRegistry.create("logic", opts).run(model, Limits.count(2));
            assertEquals(Status.EXHAUSTED, r.status(), r.message());
            assertEquals(1, r.count());
            assertEquals(List.of(), model.violations(r.solution()));
        }
        // a puzzle with 9 solutions: logic stalls, the search counts them all
        String nine = PuzzleLines.lines("classic/tdoku_test_puzzles.txt").stream()
                .filter(l -> l.split(":")[1].equals("9")).findFirst().orElseThrow().split(":")[0];
        Model model = TestModels.classic(nine);
        Result r = EngineRegistry.create("logic", opts).run(model, Limits.count(100));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(9, r.count());
        r.solutions().forEach(s -> assertEquals(List.of(), model.violations(s)));
    }

    @Test
    void aSearchEngineThatIsNotCompleteIsRefused() {
        EngineOptions opts = EngineOptions.NONE.with("logic.then-search", "true").with("logic.search-engine", "sls");
        Result r = EngineRegistry.create("logic", opts).run(TestModels.classic(SEVERAL), Limits.solve());
        assertEquals(Status.UNSUPPORTED, r.status());
    }

    @Test
    void contradictionsAreProvedUnsolvable() {
        Model clash = TestModels.classic("11" + ".".repeat(79));
        Result r = EngineRegistry.create("logic", EngineOptions.NONE).run(clash, Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(0, r.count());
    }

    /** tdoku's puzzles with 0 or several solutions: logic must never claim one solution, nor none when there are some. */
    @Test
    void neverMisjudgesPuzzlesWithZeroOrManySolutions() {
        for (String line : PuzzleLines.lines("classic/tdoku_test_puzzles.txt")) {
            String[] parts = line.split(":");
            long known = Long.parseLong(parts[1]);
            Explanation e = LogicSolver.explain(TestModels.classic(parts[0]));
            if (known == 0) {
                assertTrue(e.outcome() != Outcome.SOLVED, line);
            } else if (known > 1) {
                assertEquals(Outcome.STUCK, e.outcome(), line);
            }
        }
    }

    /**
     * Variant models built around a known grid: random killer cages (sums with distinct digits),
     * arrows, kropki-like relations and renban-like tables that the grid satisfies, plus a few
     * givens. No step may remove a digit of that grid, whether or not the model has other solutions.
     */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
    void variantRulesNeverRemoveAKnownSolution(long seed) {
        Random rnd = new Random(seed);
        int[] known = TestModels.classic(Variants.MIRACLE_SOLUTION).givens();
        if (seed % 2 == 0) {
            known = TestModels.classic("417369825632158947958724316825437169791586432346912758289643571573291684164875293").givens();
        }
        List<Constraint> extra = new ArrayList<>();
        for (int k = 0; k < 10; k++) {
            int start = rnd.nextInt(81);
            int len = 2 + rnd.nextInt(3);
            int[] cells = horizontalRun(start, len);
            if (cells == null) {
                continue;
            }
            int total = 0;
            for (int c : cells) {
                total += known[c];
            }
            int[] ones = new int[cells.length];
            java.util.Arrays.fill(ones, 1);
            extra.add(new LinearSum(cells, ones, total, "cage " + total));
            extra.add(new AllDifferent(cells, false, "cage " + total));
        }
        for (int k = 0; k < 3; k++) {
            int[] cells = horizontalRun(rnd.nextInt(81), 3);
            if (cells != null) {
                extra.add(new LinearSum(cells, new int[] {1, 1, -1}, known[cells[0]] + known[cells[1]] - known[cells[2]], "arrow"));
            }
        }
        for (int k = 0; k < 12; k++) {
            int a = rnd.nextInt(80);
            int b = a % 9 == 8 ? a + 9 < 81 ? a + 9 : a - 1 : a + 1;
            boolean ratio = known[a] == 2 * known[b] || known[b] == 2 * known[a];
            extra.add(ratio ? new Relation(a, b, ratioAllowed(), "black dot") : new Relation(a, b, notRatio(), "no black dot"));
        }
        for (int k = 0; k < 3; k++) {
            int[] cells = horizontalRun(rnd.nextInt(81), 3);
            if (cells != null) {
                int[] own = {known[cells[0]], known[cells[1]], known[cells[2]]};
                extra.add(new Table(cells, permutationsWithSameSpread(own), "line"));
            }
        }
        StringBuilder givens = new StringBuilder(".".repeat(81));
        for (int k = 0; k < 12; k++) {
            int c = rnd.nextInt(81);
            givens.setCharAt(c, (char) ('0' + known[c]));
        }
        Model model = TestModels.classicWith(givens.toString(), extra);
        assertEquals(List.of(), model.violations(known));
        LogicSoundnessTest.assertSound(model, known);
    }

    private static int[] horizontalRun(int start, int len) {
        if (start % 9 + len > 9) {
            return null;
        }
        int[] cells = new int[len];
        for (int i = 0; i < len; i++) {
            cells[i] = start + i;
        }
        return cells;
    }

    private static int[] ratioAllowed() {
        int[] allowed = new int[9];
        for (int d = 1; d <= 9; d++) {
            for (int e = 1; e <= 9; e++) {
                if (d == 2 * e || e == 2 * d) {
                    allowed[d - 1] |= 1 << (e - 1);
                }
            }
        }
        return allowed;
    }

    private static int[] notRatio() {
        int[] allowed = ratioAllowed();
        for (int d = 0; d < 9; d++) {
            allowed[d] = 511 & ~allowed[d];
        }
        return allowed;
    }

    /** Triples of distinct digits whose max - min equals that of {@code own} (a made-up line rule). */
    private static int[][] permutationsWithSameSpread(int[] own) {
        int spread = Math.max(own[0], Math.max(own[1], own[2])) - Math.min(own[0], Math.min(own[1], own[2]));
        List<int[]> out = new ArrayList<>();
        for (int a = 1; a <= 9; a++) {
            for (int b = 1; b <= 9; b++) {
                for (int c = 1; c <= 9; c++) {
                    if (a != b && b != c && a != c && Math.max(a, Math.max(b, c)) - Math.min(a, Math.min(b, c)) == spread) {
                        out.add(new int[] {a, b, c});
                    }
                }
            }
        }
        return out.toArray(new int[0][]);
    }
}
