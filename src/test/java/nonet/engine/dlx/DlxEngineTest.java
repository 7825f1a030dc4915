package nonet.engine.dlx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Geometry;
import nonet.model.LinearSum;
import nonet.model.Mdd;
import nonet.model.MddReduction;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;
import nonet.testing.BruteForce;
import nonet.testing.PuzzleLines;
import nonet.testing.TestModels;
import nonet.testing.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Exact cover against known counts and brute force; every solution it returns is checked with {@link Model#violations}. */
class DlxEngineTest {

    private final DlxEngine dlx = new DlxEngine(EngineOptions.NONE);

    private static void assertAllValid(Model model, Result r) {
        for (int[] grid : r.solutions()) {
            assertEquals(List.of(), model.violations(grid));
        }
    }

    static Stream<String> tdoku() {
        return PuzzleLines.lines("classic/tdoku_test_puzzles.txt").stream();
    }

    @ParameterizedTest
    @MethodSource("tdoku")
    void countsMatchTheKnownCounts(String line) {
        String[] parts = line.split(":");
        Model model = TestModels.classic(parts[0]);
        long known = Long.parseLong(parts[1]);
        Result r = dlx.run(model, Limits.count(1000));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(known, r.count());
        assertAllValid(model, r);
        if (parts.length > 2) {
            assertArrayEquals(TestModels.classic(parts[2]).givens(), r.solution());
        }
    }

    @Test
    void everyTop95PuzzleHasExactlyOneSolution() {
        for (String line : PuzzleLines.read("classic/top95.txt")) {
            Model model = TestModels.classic(line);
            Result r = dlx.run(model, Limits.count(2));
            assertEquals(Status.EXHAUSTED, r.status(), line);
            assertEquals(1, r.count(), line);
            assertAllValid(model, r);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"classic/gecode_16x16.txt", "classic/gecode_9x9.txt"})
    void solvesLargerGridsValidly(String file) {
        for (String line : PuzzleLines.read(file).subList(0, 5)) {
            Model model = TestModels.classic(line);
            Result r = dlx.run(model, Limits.solve().withTimeoutMillis(20_000));
            if (r.status() == Status.LIMIT) {
                assertEquals(1, r.count());
                assertAllValid(model, r);
            } else {
                assertEquals(Status.TIMEOUT, r.status(), line);
            }
        }
    }

    @Test
    void miracleSudokuHasItsOneSolution() {
        Model model = Variants.miracle();
        Result r = dlx.run(model, Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(1, r.count());
        assertAllValid(model, r);
        assertEquals(Variants.MIRACLE_SOLUTION, model.geometry().format(r.solution()));
    }

    /** Random 4x4 models with non-exact groups and 3 to 12 random relations, counted against brute force. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void countsOfRandomSmallModelsMatchBruteForce(long seed) {
        Random rnd = new Random(seed);
        Geometry g = new Geometry(4, 2, 2);
        List<Constraint> all = new ArrayList<>(TestModels.classicGroups(g));
        for (int k = 0; k < 2; k++) {
            Set<Integer> cells = new HashSet<>();
            while (cells.size() < 3) {
                cells.add(rnd.nextInt(16));
            }
            all.add(new AllDifferent(cells.stream().mapToInt(i -> i).toArray(), false, "extra group"));
        }
        // many relations on 16 cells chain their arcs, so the propagation removes options several links away
        for (int k = 0; k < 3 * (1 + seed % 4); k++) {
            int a = rnd.nextInt(16);
            int b = (a + 1 + rnd.nextInt(15)) % 16;
            int[] allowed = new int[4];
            for (int d = 0; d < 4; d++) {
                allowed[d] = rnd.nextInt(16) | (1 << rnd.nextInt(4));
            }
            all.add(new Relation(a, b, allowed, "random relation"));
        }
        if (rnd.nextBoolean()) {
            all.add(new nonet.model.Domain(rnd.nextInt(16), 1 + rnd.nextInt(15), "random domain"));
        }
        Model model = new Model("random", g, all);
        long brute = BruteForce.solutions(model, 1000).size();
        Result r = dlx.run(model, Limits.count(1000));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(brute, r.count());
        assertAllValid(model, r);
    }

    @Test
    void emptyGridCountsStopAtTheLimitWithDistinctSolutions() {
        Model empty4 = TestModels.classic(".".repeat(16));
        Result all4 = dlx.run(empty4, Limits.count(1000));
        assertEquals(288, all4.count());
        assertAllValid(empty4, all4);
        Model empty9 = TestModels.classic(".".repeat(81));
        Result r = dlx.run(empty9, Limits.count(5).withKeep(5));
        assertEquals(Status.LIMIT, r.status());
        assertEquals(5, r.count());
        assertAllValid(empty9, r);
        Set<String> distinct = new HashSet<>();
        r.solutions().forEach(s -> distinct.add(empty9.geometry().format(s)));
        assertEquals(5, distinct.size());
    }

    @Test
    void aNodeLimitStopsTheCountAsALowerBound() {
        Model empty9 = TestModels.classic(".".repeat(81));
        Result r = dlx.run(empty9, Limits.count(1_000_000).withNodeLimit(2000));
        assertEquals(Status.TIMEOUT, r.status());
        assertTrue(r.count() > 0 && r.count() < 1_000_000);
        assertTrue(r.stat("nodes") <= 2001);
        assertAllValid(empty9, r);
    }

    @Test
    void contradictoryDomainsHaveNoSolution() {
        String line = "11" + ".".repeat(79);
        Result r = dlx.run(TestModels.classic(line), Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(0, r.count());
        assertEquals(List.of(), r.solutions());
    }

    @Test
    void sumsAndTablesAreUnsupportedWithTheirOrigin() {
        Model cage = TestModels.classicWith(".".repeat(81),
                List.of(new LinearSum(new int[] {0, 1}, new int[] {1, 1}, 15, "cage 15 r1c1 r1c2")));
        Result r = dlx.run(cage, Limits.solve());
        assertEquals(Status.UNSUPPORTED, r.status());
        assertEquals(List.of(), r.solutions());
        assertTrue(r.message().contains("cage 15 r1c1 r1c2"), r.message());
        Model table = TestModels.classicWith(".".repeat(81),
                List.of(new Table(new int[] {0, 1}, new int[][] {{1, 2}}, "renban r1c1 r1c2")));
        Result t = dlx.run(table, Limits.solve());
        assertEquals(Status.UNSUPPORTED, t.status());
        assertEquals(List.of(), t.solutions());
        assertFalse(t.message().isEmpty());
    }

    @Test
    void decisionDiagramsAreUnsupportedWithTheirOrigin() {
        Mdd sandwich = MddReduction.ofTuples(new int[] {0, 1, 2}, new int[][] {{1, 2, 9}, {9, 2, 1}}, "sandwich 2 r1");
        Result r = dlx.run(TestModels.classicWith(".".repeat(81), List.of(sandwich)), Limits.solve());
        assertEquals(Status.UNSUPPORTED, r.status());
        assertEquals(List.of(), r.solutions());
        assertEquals("dlx does not support Mdd (sandwich 2 r1): exact cover has no line rules (decision diagrams)", r.message());
    }
}
