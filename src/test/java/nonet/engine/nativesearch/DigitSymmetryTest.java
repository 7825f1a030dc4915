package nonet.engine.nativesearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import nonet.engine.DigitSymmetry;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.registry.EngineRegistry;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.lang.PuzzleSpec;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.testing.TestModels;
import nonet.testing.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Interchangeable digits: an open grid's count is that of the grid with one group fixed, times
 * n!, exactly as another engine counts it; the solutions handed back are valid and distinct and
 * the solution limit holds; rules or givens that tell digits apart keep the plain search.
 */
class DigitSymmetryTest {

    /** Open grids whose rules treat digits alike, counted to the end. */
    static Stream<Model> openGrids() {
        Geometry four = Geometry.standard(4);
        Geometry five = Geometry.withoutBoxes(5);
        return Stream.of(
                TestModels.classic(".".repeat(16)),
                TestModels.classicWith(".".repeat(16), Variants.diagonals(four)),
                TestModels.classicWith(".".repeat(16), kingMoves(four)),
                new Model("jigsaw 5x5", five, jigsaw(five, "11433", "14433", "14432", "15522", "55522")),
                new Model("jigsaw 5x5 without solution", five, jigsaw(five, "11444", "11234", "12234", "22533", "55553")));
    }

    @ParameterizedTest
    @MethodSource("openGrids")
    void openGridsCountAsAnotherEngineDoes(Model open) {
        assertNotNull(DigitSymmetry.of(open), open.name());
        Limits all = Limits.count(1_000_000).withKeep(1000);
        Result nativeCount = run("native", open, all);
        Result satCount = run("sat", open, all);
        assertEquals(Status.EXHAUSTED, nativeCount.status(), open.name());
        assertEquals(satCount.count(), nativeCount.count(), open.name());
        assertValidAndDistinct(open, nativeCount.solutions(), (int) Math.min(1000, nativeCount.count()));
    }

    @Test
    void theLimitStopsTheCountAndTheSolutionsKept() {
        Model open = TestModels.classic(".".repeat(16));
        Result r = run("native", open, new Limits(30, 0, 0, 7, 0));
        assertEquals(Status.LIMIT, r.status());
        assertEquals(30, r.count());
        assertValidAndDistinct(open, r.solutions(), 7);
    }

    @Test
    void aRuleOrAGivenThatTellsDigitsApartKeepsThePlainSearch() {
        Geometry four = Geometry.standard(4);
        List<Constraint> ordered = List.of(new Relation(0, 1, lessThan(4), "r1c1 < r1c2"));
        assertNull(DigitSymmetry.of(TestModels.classicWith(".".repeat(16), ordered)));
        Model given = TestModels.classic("1" + ".".repeat(15));
        DigitSymmetry symmetry = DigitSymmetry.of(given);
        assertNotNull(symmetry, "a given is a domain, left to each puzzle");
        assertTrue(!symmetry.holdsFor(given.initialMasks()));
        assertTrue(symmetry.holdsFor(TestModels.classic(".".repeat(16)).initialMasks()));
        assertEquals(288, run("native", given, Limits.count(1000)).count() * 4, "a quarter of the 4x4 grids start with 1");
        assertNull(DigitSymmetry.of(new Model("latin", four, List.of(new Domain(0, 1, "given")))), "no group spans the digits");
    }

    /**
     * Jigsaw layouts without a solution that took the search without learning past 10 s before
     * digits were fixed: each is refuted, and with three givens (no symmetry left to use) the
     * search hands over to clause learning after 1,000 nodes and refutes it too.
     */
    @ParameterizedTest
    @MethodSource("refutedLayouts")
    void layoutsWithoutSolutionAreRefutedWithAndWithoutGivens(String layout) throws Exception {
        Model open = load(layout);
        Limits limits = Limits.count(2).withTimeoutMillis(60_000);
        Result r = run("native", open, limits);
        assertEquals(Status.EXHAUSTED, r.status(), layout);
        assertEquals(0, r.count(), layout);
        List<Constraint> givens = new ArrayList<>(open.constraints());
        givens.addAll(List.of(new Domain(0, 1, "given r1c1 = 1"), new Domain(80, 2, "given r9c9 = 2"), new Domain(40, 4, "given r5c5 = 3")));
        Model puzzle = open.withConstraints(givens);
        Result handed = run("native", puzzle, limits);
        assertEquals(Status.EXHAUSTED, handed.status(), layout);
        assertEquals(0, handed.count(), layout + ": givens only take solutions away");
        assertTrue(handed.stats().get("nodes") > 1000, layout + ": the search handed over");
    }

    static Stream<String> refutedLayouts() {
        return Stream.of("invalid-fast-09", "invalid-hard-12");
    }

    static void assertValidAndDistinct(Model m, List<int[]> solutions, int expected) {
        assertEquals(expected, solutions.size());
        Set<String> seen = new HashSet<>();
        for (int[] grid : solutions) {
            assertEquals(List.of(), m.violations(grid));
            assertTrue(seen.add(java.util.Arrays.toString(grid)), "each solution once");
        }
    }

    private static Result run(String engine, Model m, Limits limits) {
        try (Engine e = EngineRegistry.create(engine, EngineOptions.NONE)) {
            return e.run(m, limits);
        }
    }

    /** Cells a king's move apart, diagonally, differ (the orthogonal ones already share a row or column). */
    private static List<Constraint> kingMoves(Geometry g) {
        int n = g.size();
        int[] different = new int[n];
        for (int d = 0; d < n; d++) {
            different[d] = ((1 << n) - 1) & ~(1 << d);
        }
        List<Constraint> out = new ArrayList<>();
        for (int r = 0; r + 1 < n; r++) {
            for (int c = 0; c < n; c++) {
                for (int dc : new int[] {-1, 1}) {
                    if (c + dc >= 0 && c + dc < n) {
                        out.add(new Relation(g.cell(r, c), g.cell(r + 1, c + dc), different, "anti-king"));
                    }
                }
            }
        }
        return out;
    }

    private static int[] lessThan(int n) {
        int[] allowed = new int[n];
        for (int d = 1; d <= n; d++) {
            allowed[d - 1] = ((1 << n) - 1) & ~((1 << d) - 1);
        }
        return allowed;
    }

    /** Rows, columns and the regions drawn by the rows of {@code layout}, one digit per region. */
    private static List<Constraint> jigsaw(Geometry g, String... layout) {
        List<Constraint> out = new ArrayList<>(TestModels.classicGroups(g));
        int n = g.size();
        for (char region = '1'; region < '1' + n; region++) {
            List<Integer> cells = new ArrayList<>();
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    if (layout[r].charAt(c) == region) {
                        cells.add(g.cell(r, c));
                    }
                }
            }
            out.add(new AllDifferent(cells.stream().mapToInt(Integer::intValue).toArray(), true, "region " + region));
        }
        return out;
    }

    private static Model load(String layout) throws Exception {
        Path p = Path.of("puzzles/bench/jigsaw-layouts", layout + ".nonet");
        PuzzleSpec spec = new PuzzleFileParser(ModelLibrary.bundled()).parse(Files.readString(p), p.toString(), p.toAbsolutePath().getParent());
        return new nonet.lang.Compiler(ModelLibrary.bundled()).compile(spec);
    }
}
