package nonet.engine.nativesearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.nativesearch.learning.ExactlyOneSets;
import nonet.engine.nativesearch.propagation.CompiledModel;
import nonet.engine.registry.EngineRegistry;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.testing.TestModels;
import nonet.testing.Variants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The clause-learning search on exact groups plus binary relations and "different" pairs outside
 * the groups (their forbidden pairs cleared as the sets are), forced on seeded small grids with
 * random givens, some with no solution: under every limit the count and status are sat's, and
 * every grid reported is valid and distinct.
 */
class LearningRelationsTest {

    private static final EngineOptions LEARNING = EngineOptions.NONE.with("native.learning", "on")
            .with("native.general", "true");
    private static final long[] LIMITS = {1, 7, 1000};

    static Stream<Arguments> models() {
        List<Arguments> out = new ArrayList<>();
        for (String family : new String[] {"non-consecutive", "kropki", "anti-king"}) {
            for (int n : new int[] {4, 6}) {
                for (long seed = 1; seed <= 4; seed++) {
                    out.add(Arguments.of(family, n, seed));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}x{1}, seed {2}")
    @MethodSource("models")
    void countsAndSolutionsMatchSat(String family, int n, long seed) {
        Random rnd = new Random(seed * 131 + n);
        Model model = model(family, Geometry.standard(n), seed, rnd);
        assertTrue(ExactlyOneSets.fits(CompiledModel.of(model)), "the learning search takes " + family);
        for (long limit : LIMITS) {
            Limits limits = Limits.count(limit).withKeep((int) limit);
            Result sat = run("sat", model, limits);
            Result learning = run(LEARNING, model, limits);
            assertEquals(sat.status(), learning.status(), family + " limit " + limit);
            assertEquals(sat.count(), learning.count(), family + " limit " + limit);
            assertValidAndDistinct(model, learning);
        }
    }

    /** The counts above come from the learning search: it learns clauses, where the search without learning keeps none on 6x6 (no restarts). */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"non-consecutive", "kropki", "anti-king"})
    void theLearningSearchAnswers(String family) {
        long learnt = 0;
        long plain = 0;
        for (long seed = 1; seed <= 4; seed++) {
            Model model = model(family, Geometry.standard(6), seed, new Random(seed * 131 + 6));
            learnt += run(LEARNING, model, Limits.count(1000)).stat("nogoods");
            plain += run(EngineOptions.NONE.with("native.learning", "off").with("native.general", "true"), model, Limits.count(1000)).stat("nogoods");
        }
        assertEquals(0, plain);
        assertTrue(learnt > 0, family);
    }

    /**
     * The classic groups, the family's relations (kropki: the dots a random classic grid shows on
     * half its neighbours), and a few givens from a solution; on odd seeds the last given is
     * random, so some puzzles have no solution.
     */
    private static Model model(String family, Geometry g, long seed, Random rnd) {
        int n = g.size();
        Model open;
        int[] solution;
        if (family.equals("kropki")) {
            solution = relabelled(firstSolution(TestModels.classic(".".repeat(g.cellCount()))), n, rnd);
            open = TestModels.classicWith(".".repeat(g.cellCount()), kropkiDots(g, solution, rnd));
        } else {
            open = TestModels.classicWith(".".repeat(g.cellCount()),
                    family.equals("anti-king") ? Variants.antiKing(g) : Variants.nonConsecutive(g));
            solution = firstSolution(open);
        }
        return TestModels.withSeededGivens(open, solution, n / 2 - 1, seed % 2 == 1, rnd);
    }

    /** Sat's first solution, or null when there is none (non-consecutive 4x4). */
    private static int[] firstSolution(Model model) {
        List<int[]> found = run("sat", model, Limits.count(1).withKeep(1)).solutions();
        return found.isEmpty() ? null : found.get(0);
    }

    /** The grid with its digits permuted at random: a classic grid still. */
    private static int[] relabelled(int[] grid, int n, Random rnd) {
        List<Integer> digits = new ArrayList<>();
        for (int d = 1; d <= n; d++) {
            digits.add(d);
        }
        java.util.Collections.shuffle(digits, rnd);
        int[] out = new int[grid.length];
        for (int c = 0; c < grid.length; c++) {
            out[c] = digits.get(grid[c] - 1);
        }
        return out;
    }

    /** A white dot (consecutive) or a black one (one digit twice the other) where the grid shows one, on half the neighbours. */
    private static List<Relation> kropkiDots(Geometry g, int[] grid, Random rnd) {
        int n = g.size();
        int[] white = new int[n];
        int[] black = new int[n];
        for (int d = 1; d <= n; d++) {
            for (int e = 1; e <= n; e++) {
                white[d - 1] |= Math.abs(d - e) == 1 ? 1 << (e - 1) : 0;
                black[d - 1] |= d == 2 * e || e == 2 * d ? 1 << (e - 1) : 0;
            }
        }
        List<Relation> dots = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int[][] next = {{r, c + 1}, {r + 1, c}};
                for (int[] o : next) {
                    if (o[0] < n && o[1] < n && rnd.nextBoolean()) {
                        int a = grid[g.cell(r, c)];
                        int b = grid[g.cell(o[0], o[1])];
                        int[] allowed = Math.abs(a - b) == 1 ? white : a == 2 * b || b == 2 * a ? black : null;
                        if (allowed != null) {
                            dots.add(new Relation(g.cell(r, c), g.cell(o[0], o[1]), allowed, "kropki"));
                        }
                    }
                }
            }
        }
        return dots;
    }

    private static void assertValidAndDistinct(Model model, Result r) {
        Set<String> seen = new HashSet<>();
        for (int[] grid : r.solutions()) {
            assertEquals(List.of(), model.violations(grid));
            assertTrue(seen.add(java.util.Arrays.toString(grid)), "a grid reported twice");
        }
        assertEquals(Math.min(r.count(), r.solutions().size()), r.solutions().size());
        assertEquals(r.count(), r.solutions().size(), "every solution kept under a keep equal to the limit");
    }

    private static Result run(String engine, Model m, Limits limits) {
        try (Engine e = EngineRegistry.create(engine, EngineOptions.NONE)) {
            return e.run(m, limits);
        }
    }

    private static Result run(EngineOptions options, Model m, Limits limits) {
        return new NativeEngine(options).run(m, limits);
    }
}
