package nonet.engine.nativesearch.propagation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.registry.EngineRegistry;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.testing.TestModels;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Classic 6x6 grids with random lines, each distinct with a relation on every two of its cells,
 * and givens from one of their solutions until few solutions are left: the native engine, which
 * reasons over the lines' digit sets, finds the solutions the SAT engine finds, each valid.
 */
class RelatedSetsCountsTest {

    private static final int LIMIT = 400;

    /** Renban lines: every two digits closer than the line's length, the sets are runs. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void renbanLinesKeepEverySolution(long seed) {
        assertNativeFindsWhatSatFinds(seed, false);
    }

    /** Lines whose pairs carry random relations, most of them asymmetric. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void randomlyRelatedLinesKeepEverySolution(long seed) {
        assertNativeFindsWhatSatFinds(seed, true);
    }

    private static void assertNativeFindsWhatSatFinds(long seed, boolean randomRelations) {
        Random rnd = new Random(seed);
        Geometry g = Geometry.standard(6);
        List<Constraint> rules = new ArrayList<>(TestModels.classicGroups(g));
        List<Integer> cells = new ArrayList<>();
        for (int c = 0; c < g.cellCount(); c++) {
            cells.add(c);
        }
        Collections.shuffle(cells, rnd);
        for (int line = 0, used = 0; line < 3; line++) {
            int[] lineCells = cells.subList(used, used + 3 + rnd.nextInt(2)).stream().mapToInt(Integer::intValue).toArray();
            used += lineCells.length;
            rules.addAll(relatedLine(lineCells, g.size(), randomRelations, rnd));
        }
        Model open = new Model("related lines", g, rules);
        assertTrue(hasDigitSets(CompiledModel.of(open)), "some line has digit sets to filter");
        Set<String> first = solutions(open, "sat", 1);
        if (first.isEmpty()) {
            assertEquals(first, solutions(open, "native", 1), "seed " + seed + ", no solution");
            return;
        }
        int[] grid = new int[g.cellCount()];
        String line = first.iterator().next();
        for (int c = 0; c < grid.length; c++) {
            grid[c] = Geometry.digitOf(line.charAt(c));
        }
        Model puzzle = open;
        Set<String> expected = solutions(puzzle, "sat", LIMIT);
        for (int givens = 0; expected.size() >= LIMIT; givens += 2) {
            puzzle = TestModels.withSeededGivens(open, grid, givens + 2, false, new Random(seed));
            expected = solutions(puzzle, "sat", LIMIT);
        }
        assertEquals(expected, solutions(puzzle, "native", LIMIT), "seed " + seed);
    }

    /** A distinct group over the cells and one relation on every two of them. */
    private static List<Constraint> relatedLine(int[] cells, int n, boolean randomRelations, Random rnd) {
        List<Constraint> out = new ArrayList<>();
        out.add(new AllDifferent(cells, false, "line"));
        for (int i = 0; i < cells.length; i++) {
            for (int j = i + 1; j < cells.length; j++) {
                int[] allowed = new int[n];
                for (int d = 1; d <= n; d++) {
                    for (int e = 1; e <= n; e++) {
                        boolean close = randomRelations ? rnd.nextDouble() < 0.6 : Math.abs(d - e) < cells.length;
                        allowed[d - 1] |= close ? 1 << (e - 1) : 0;
                    }
                }
                out.add(new Relation(cells[i], cells[j], allowed, "line pair"));
            }
        }
        return out;
    }

    private static boolean hasDigitSets(CompiledModel m) {
        for (int k = 0; k < m.constraintCount; k++) {
            if (m.kind[k] == CompiledModel.KIND_GROUP && m.comboStart[k + 1] > m.comboStart[k]) {
                return true;
            }
        }
        return false;
    }

    /** The engine's solutions up to the limit, each verified against the model. */
    private static Set<String> solutions(Model model, String engineName, int limit) {
        Result r;
        try (Engine e = EngineRegistry.create(engineName, new EngineOptions(Map.of()))) {
            r = e.run(model, Limits.count(limit).withKeep(limit));
        }
        assertTrue(r.status() == Status.EXHAUSTED || r.status() == Status.LIMIT, engineName + ": " + r.message());
        Set<String> found = new TreeSet<>();
        for (int[] grid : r.solutions()) {
            assertEquals(List.of(), model.violations(grid), engineName);
            found.add(model.geometry().format(grid));
        }
        return found;
    }
}
