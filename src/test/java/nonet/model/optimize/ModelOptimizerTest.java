package nonet.model.optimize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Geometry;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The derived sums are implied: every solution keeps them, and counts do not move. */
class ModelOptimizerTest {

    /** A valid 9x9 grid, relabelled and shuffled per seed. */
    private static final String GRID = "812753649943682175675491283154237896369845721287169534521974368438526917796318452";

    static Stream<Long> seeds() {
        return java.util.stream.LongStream.rangeClosed(1, 12).boxed();
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void derivedSumsHoldOnTheSolution(long seed) {
        Random rnd = new Random(seed);
        int[] solution = shuffledSolution(rnd);
        Model killer = randomKiller(solution, rnd, "");
        Model optimized = ModelOptimizer.optimize(killer);
        List<Constraint> derived = optimized.constraints().subList(killer.constraints().size(), optimized.constraints().size());
        assertFalse(derived.isEmpty(), "a killer with cages everywhere has innies and outies");
        for (Constraint c : derived) {
            LinearSum s = (LinearSum) c;
            assertTrue(s.holds(solution), s.toString());
            assertTrue(s.origin().matches("(innies|outies|innies and outies|hidden cage) of .+: .+ = -?\\d+"), s.origin());
            assertTrue(s.cells().length <= 9, s.toString());
        }
        assertEquals(List.of(), optimized.violations(solution));
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void countsAreUnchangedOnEveryEngine(long seed) {
        Random rnd = new Random(seed);
        int[] solution = shuffledSolution(rnd);
        // a few givens keep the puzzle small enough for every engine
        StringBuilder givens = new StringBuilder(".".repeat(81));
        for (int k = 0; k < 20; k++) {
            int cell = rnd.nextInt(81);
            givens.setCharAt(cell, (char) ('0' + solution[cell]));
        }
        Model killer = randomKiller(solution, rnd, givens.toString());
        Limits limits = Limits.count(3);
        for (String engine : List.of("native", "sat", "choco")) {
            Result plain = run(engine, "off", killer, limits);
            Result optimized = run(engine, "on", killer, limits);
            assertEquals(plain.count(), optimized.count(), engine + " with and without optimizing");
            assertTrue(optimized.count() >= 1, "the shuffled grid is a solution");
            for (int[] grid : optimized.solutions()) {
                assertEquals(List.of(), killer.violations(grid));
            }
        }
    }

    @Test
    void modelsWithoutSumsComeBackUnchanged() {
        Model classic = TestModels.classic(".".repeat(81));
        assertSame(classic, ModelOptimizer.optimize(classic));
    }

    @Test
    void optimizingTwiceAddsNothingMore() {
        Random rnd = new Random(7);
        Model once = ModelOptimizer.optimize(randomKiller(shuffledSolution(rnd), rnd, ""));
        assertEquals(once.constraints(), ModelOptimizer.optimize(once).constraints());
    }

    @Test
    void aCageFillingAllButOneCellOfABoxGivesThatCell() {
        Geometry g = Geometry.standard(9);
        int[] box = IntStream.range(0, 81).filter(c -> g.box(c) == 0).toArray();
        // cells r1c1..r3c2 in one cage of 8 cells, leaving r3c3
        int[] cage = java.util.Arrays.copyOf(box, 8);
        Model m = TestModels.classicWith(".".repeat(81), List.of(new LinearSum(cage, ones(8), 40, "cage 40"),
                new AllDifferent(cage, false, "cage 40")));
        List<String> origins = ModelOptimizer.optimize(m).constraints().stream()
                .filter(c -> c instanceof LinearSum).map(Constraint::origin).toList();
        assertTrue(origins.contains("innies of boxes 1: r3c3 = 5"), origins.toString());
    }

    /**
     * Box 1 holds a cage of six cells (21) and meets two cages of two cells, r3c3+r3c4 = 10 and
     * r3c2+r4c2 = 9: each of those, with what the box's cages leave (r3c1-r3c3 = 24), is an arrow.
     */
    @Test
    void aCageWithOneCellOutsideAHouseIsAnArrowFromTheRestOfTheHouse() {
        Model m = TestModels.classicWith(".".repeat(81), List.of(
                new LinearSum(new int[] {0, 1, 2, 9, 10, 11}, ones(6), 21, "cage 21"),
                new LinearSum(new int[] {20, 21}, ones(2), 10, "cage 10"),
                new LinearSum(new int[] {19, 28}, ones(2), 9, "cage 9")));
        List<String> origins = ModelOptimizer.optimize(m).constraints().stream()
                .filter(c -> c instanceof LinearSum).map(Constraint::origin).toList();
        assertTrue(origins.contains("innies and outies of boxes 1: r3c1 + r3c2 - r3c4 = 14"), origins.toString());
        assertTrue(origins.contains("innies and outies of boxes 1: r3c1 + r3c3 - r4c2 = 15"), origins.toString());
    }

    /** A cage on the main diagonal, a house of no family: the rest of the diagonal is a hidden cage. */
    @Test
    void aHouseOutsideTheFamiliesLessItsCagesIsAHiddenCage() {
        int[] diagonal = IntStream.range(0, 9).map(i -> i * 10).toArray();
        Model m = TestModels.classicWith(".".repeat(81), List.of(
                new AllDifferent(diagonal, true, "distinct diagonal"),
                new LinearSum(new int[] {0, 10}, ones(2), 3, "cage 3")));
        List<String> origins = ModelOptimizer.optimize(m).constraints().stream()
                .filter(c -> c instanceof LinearSum).map(Constraint::origin).toList();
        assertTrue(origins.contains("hidden cage of diagonal from r1c1: r3c3 + r4c4 + r5c5 + r6c6 + r7c7 + r8c8 + r9c9 = 42"),
                origins.toString());
    }

    /**
     * Rows 2-3 hold cages on every cell but r2c1 (dominoes r2cX+r3cX and the single r3c1), rows 1
     * and 9 one cage each that leaves most of them free: no union from an edge of the grid gives
     * r2c1, the band of rows 2-3 in the middle does.
     */
    @Test
    void aBandOfHousesInTheMiddleHasItsOwnInnies() {
        List<Constraint> cages = new ArrayList<>(List.of(cageOnGrid(0, 1), cageOnGrid(72, 73), cageOnGrid(18)));
        for (int c = 1; c < 9; c++) {
            cages.add(cageOnGrid(9 + c, 18 + c));
        }
        Model m = TestModels.classicWith(".".repeat(81), cages);
        List<String> origins = ModelOptimizer.optimize(m).constraints().stream()
                .filter(c -> c instanceof LinearSum).map(Constraint::origin).toList();
        assertTrue(origins.contains("innies of rows 2-3: r2c1 = " + (GRID.charAt(9) - '0')), origins.toString());
    }

    /**
     * Boxes 1 and 4 (one above the other) are tiled by cages but for r1c1, three of them across
     * the boxes' border: neither box alone gives r1c1, nor any union of boxes along the bands,
     * the union down the stack does.
     */
    @Test
    void boxesDownAStackHaveTheirInniesToo() {
        int[][] cages = {{1, 2}, {9, 10}, {11}, {18, 27}, {19, 28}, {20, 29}, {36, 37}, {38, 47}, {45, 46}};
        List<Constraint> constraints = new ArrayList<>();
        for (int[] cells : cages) {
            constraints.add(cageOnGrid(cells));
        }
        Model m = TestModels.classicWith(".".repeat(81), constraints);
        List<String> origins = ModelOptimizer.optimize(m).constraints().stream()
                .filter(c -> c instanceof LinearSum).map(Constraint::origin).toList();
        assertTrue(origins.contains("innies of boxes 1, 4: r1c1 = " + (GRID.charAt(0) - '0')), origins.toString());
    }

    /** A cage over the given cells with their total in {@link #GRID}. */
    private static LinearSum cageOnGrid(int... cells) {
        int total = java.util.Arrays.stream(cells).map(c -> GRID.charAt(c) - '0').sum();
        return new LinearSum(cells, ones(cells.length), total, "cage " + total);
    }

    private static Result run(String engine, String optimize, Model m, Limits limits) {
        try (var e = EngineRegistry.create(engine, new EngineOptions(java.util.Map.of("optimize", optimize)))) {
            return e.run(m, limits);
        }
    }

    private static int[] ones(int k) {
        int[] a = new int[k];
        java.util.Arrays.fill(a, 1);
        return a;
    }

    /** The grid with its digits relabelled and its bands and stacks' rows and columns shuffled. */
    private static int[] shuffledSolution(Random rnd) {
        List<Integer> digits = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9));
        java.util.Collections.shuffle(digits, rnd);
        int[] rows = shuffledLines(rnd);
        int[] cols = shuffledLines(rnd);
        int[] grid = new int[81];
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                grid[r * 9 + c] = digits.get(GRID.charAt(rows[r] * 9 + cols[c]) - '1');
            }
        }
        return grid;
    }

    private static int[] shuffledLines(Random rnd) {
        int[] out = new int[9];
        List<Integer> bands = new ArrayList<>(List.of(0, 1, 2));
        java.util.Collections.shuffle(bands, rnd);
        for (int b = 0; b < 3; b++) {
            List<Integer> inner = new ArrayList<>(List.of(0, 1, 2));
            java.util.Collections.shuffle(inner, rnd);
            for (int i = 0; i < 3; i++) {
                out[b * 3 + i] = bands.get(b) * 3 + inner.get(i);
            }
        }
        return out;
    }

    /** Cages of 1 to 5 cells grown at random over the whole grid, with the solution's totals. */
    private static Model randomKiller(int[] solution, Random rnd, String givens) {
        int[] cageOf = new int[81];
        java.util.Arrays.fill(cageOf, -1);
        List<Constraint> cages = new ArrayList<>();
        for (int start = 0; start < 81; start++) {
            if (cageOf[start] >= 0) {
                continue;
            }
            List<Integer> cells = new ArrayList<>(List.of(start));
            int usedDigits = 1 << solution[start];
            cageOf[start] = cages.size();
            int want = 1 + rnd.nextInt(5);
            for (int tries = 0; cells.size() < want && tries < 20; tries++) {
                int from = cells.get(rnd.nextInt(cells.size()));
                int[] next = {from - 9, from + 9, from % 9 > 0 ? from - 1 : -1, from % 9 < 8 ? from + 1 : -1};
                int cell = next[rnd.nextInt(4)];
                if (cell >= 0 && cell < 81 && cageOf[cell] < 0 && (usedDigits & 1 << solution[cell]) == 0) {
                    cageOf[cell] = cages.size();
                    usedDigits |= 1 << solution[cell];
                    cells.add(cell);
                }
            }
            int[] members = cells.stream().mapToInt(Integer::intValue).toArray();
            int total = cells.stream().mapToInt(c -> solution[c]).sum();
            cages.add(new LinearSum(members, ones(members.length), total, "cage " + total));
            if (members.length > 1) {
                cages.add(new AllDifferent(members, false, "cage " + total));
            }
        }
        return TestModels.classicWith(givens.isEmpty() ? ".".repeat(81) : givens, cages);
    }
}
