package nonet.engine.nativesearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.nativesearch.classic9.Classic9Shape;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Geometry;
import nonet.model.Mdd;
import nonet.model.MddReduction;
import nonet.model.Model;
import nonet.model.Table;
import nonet.testing.BruteForce;
import nonet.testing.RandomLineTables;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The native engine on models with line diagrams: every search path (plain, the strongest
 * reasoning with restarts, learning asked for) finds the solutions brute force finds, and the same
 * as with each diagram given as its table; the paths that cannot read a diagram never take one.
 */
class MddSearchTest {

    private static final long LIMIT = 100_000;

    private static final EngineOptions GENERAL = EngineOptions.NONE.with("native.general", "true");
    private static final List<EngineOptions> PATHS = List.of(
            GENERAL,
            GENERAL.with("native.alldiff", "gac").with("native.probe", "true").with("native.restarts", "1"),
            GENERAL.with("native.learning", "on"));

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
            21, 22, 23, 24})
    void randomModelsCountAsBruteForceAndAsTheirTables(long seed) {
        Random rnd = new Random(seed);
        Geometry g = Geometry.standard(seed % 2 == 0 ? 4 : 6);
        int[] hidden = hiddenGrid(rnd, g);
        List<Constraint> extra = new ArrayList<>();
        List<Constraint> asTables = new ArrayList<>();
        for (int i = 0, count = 1 + rnd.nextInt(3); i < count; i++) {
            int[] cells = RandomLineTables.line(rnd, 2 + rnd.nextInt(g.size() - 1), g.cellCount());
            int[] through = new int[cells.length];
            for (int p = 0; p < cells.length; p++) {
                through[p] = hidden[cells[p]];
            }
            // most lines allow the hidden grid, so most models have solutions; the rest may have none
            int[][] tuples = RandomLineTables.tuples(rnd, cells.length, g.size(), rnd.nextInt(4) > 0 ? through : null);
            extra.add(MddReduction.ofTuples(cells, tuples, "line " + i));
            asTables.add(new Table(cells, tuples, "line " + i));
        }
        int givens = g.size() == 4 ? rnd.nextInt(5) : 8 + rnd.nextInt(7);
        for (int cell : RandomLineTables.line(rnd, givens, g.cellCount())) {
            extra.add(new Domain(cell, 1 << (hidden[cell] - 1), "given " + g.cellName(cell)));
            asTables.add(extra.get(extra.size() - 1));
        }
        Model model = TestModels.classicWith(".".repeat(g.cellCount()), extra);
        Model tableModel = TestModels.classicWith(".".repeat(g.cellCount()), asTables);
        Set<String> expected = gridsOf(BruteForce.solutions(model, LIMIT));
        String context = "seed " + seed + ", " + extra;
        for (EngineOptions options : PATHS) {
            Result r = new NativeEngine(options).run(model, Limits.count(LIMIT).withKeep((int) LIMIT));
            assertEquals(Status.EXHAUSTED, r.status(), options + ", " + context);
            assertEquals(expected.size(), r.count(), options + ", " + context);
            for (int[] s : r.solutions()) {
                assertEquals(List.of(), model.violations(s), options + ", " + context);
            }
            assertEquals(expected, gridsOf(r.solutions()), options + ", " + context);
        }
        Result tables = new NativeEngine(GENERAL).run(tableModel, Limits.count(LIMIT));
        assertEquals(expected.size(), tables.count(), "as tables, " + context);
        for (int[] s : tables.solutions()) {
            assertEquals(List.of(), tableModel.violations(s), "as tables, " + context);
        }
    }

    /** A classic 9x9 puzzle with a diagram goes to the general path, which reads the diagram. */
    @Test
    void theClassicBitboardNeverTakesADiagram() throws IOException {
        String puzzle = Files.readAllLines(Path.of("puzzles/classic/top95.txt")).get(0);
        Model plain = TestModels.classic(puzzle);
        int[] solution = new NativeEngine(EngineOptions.NONE).run(plain, Limits.count(2)).solution();
        assertEquals(List.of(), plain.violations(solution));
        // r1c1 and r1c2 may hold anything but the puzzle's own answer there, which leaves no solution
        List<int[]> others = new ArrayList<>();
        for (int a = 1; a <= 9; a++) {
            for (int b = 1; b <= 9; b++) {
                if (a != solution[0] || b != solution[1]) {
                    others.add(new int[] {a, b});
                }
            }
        }
        Mdd notTheAnswer = MddReduction.ofTuples(new int[] {0, 1}, others.toArray(new int[0][]), "not the answer");
        Model model = TestModels.classicWith(puzzle, List.of(notTheAnswer));
        assertFalse(Classic9Shape.matches(model));
        Result r = new NativeEngine(EngineOptions.NONE).run(model, Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(0, r.count());
    }

    /** The learning search knows exact groups only: a model with a diagram is not given to it. */
    @Test
    void theLearningSearchNeverTakesADiagram() {
        Model plain = TestModels.classic(".".repeat(16));
        Mdd line = MddReduction.ofTuples(new int[] {0, 5}, new int[][] {{1, 2}, {2, 1}}, "pair");
        assertTrue(ExactlyOneSets.fits(CompiledModel.of(plain)));
        assertFalse(ExactlyOneSets.fits(CompiledModel.of(TestModels.classicWith(".".repeat(16), List.of(line)))));
    }

    /** A random classic grid: the usual pattern with digits relabelled, rows shuffled in bands, columns in stacks. */
    private static int[] hiddenGrid(Random rnd, Geometry g) {
        int n = g.size();
        int[] digit = shuffled(rnd, n, 1);
        int[] row = new int[n];
        int[] col = new int[n];
        for (int band = 0; band < n / g.boxRows(); band++) {
            int[] within = shuffled(rnd, g.boxRows(), band * g.boxRows());
            System.arraycopy(within, 0, row, band * g.boxRows(), g.boxRows());
        }
        for (int stack = 0; stack < n / g.boxCols(); stack++) {
            int[] within = shuffled(rnd, g.boxCols(), stack * g.boxCols());
            System.arraycopy(within, 0, col, stack * g.boxCols(), g.boxCols());
        }
        int[] grid = new int[g.cellCount()];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                grid[g.cell(r, c)] = digit[(g.boxCols() * (row[r] % g.boxRows()) + row[r] / g.boxRows() + col[c]) % n];
            }
        }
        assertEquals(List.of(), TestModels.classic(".".repeat(g.cellCount())).violations(grid), "the hidden grid");
        return grid;
    }

    private static int[] shuffled(Random rnd, int count, int first) {
        List<Integer> values = new ArrayList<>();
        for (int v = first; v < first + count; v++) {
            values.add(v);
        }
        Collections.shuffle(values, rnd);
        return values.stream().mapToInt(Integer::intValue).toArray();
    }

    private static Set<String> gridsOf(List<int[]> grids) {
        Set<String> out = new HashSet<>();
        for (int[] grid : grids) {
            out.add(Arrays.toString(grid));
        }
        return out;
    }
}
