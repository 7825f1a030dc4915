package nonet.engine.nativesearch.propagation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.nativesearch.NativeEngine;
import nonet.engine.nativesearch.TdokuCounts;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Geometry;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The reasoning the native engine switches on above 9x9 (Régin filtering of exact groups and of
 * the per-digit Latin views, failed-literal probing, dom/wdeg, restarts) forced on small grids,
 * where every answer can be checked exhaustively.
 */
class StrongReasoningTest {

    /** Everything on, with restarts after every failure or two so that restarts really happen. */
    private static final EngineOptions STRONG = EngineOptions.NONE
            .with("native.alldiff", "gac").with("native.probe", "true").with("native.branching", "domwdeg")
            .with("native.restarts", "1").with("native.intersections", "on").with("native.general", "true");

    /** The permutation filter keeps exactly the values some complete assignment uses (brute force, n = 5). */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void permutationFilterKeepsExactlyTheSupportedValues(long seed) {
        int n = 5;
        Random rnd = new Random(seed);
        PermutationFilter filter = new PermutationFilter(n, 1);
        for (int round = 0; round < 50; round++) {
            int[] edges = new int[n];
            for (int i = 0; i < n; i++) {
                edges[i] = rnd.nextInt(1 << n) | (rnd.nextInt(4) == 0 ? 0 : 1 << rnd.nextInt(n));
            }
            int[] expected = new int[n];
            boolean any = supports(edges, 0, 0, new int[n], expected);
            boolean result = filter.filter(edges, 0);
            assertEquals(any, result, Arrays.toString(edges));
            if (any) {
                assertArrayEquals(expected, Arrays.copyOf(filter.keep, n), Arrays.toString(edges));
            }
        }
    }

    private static boolean supports(int[] edges, int position, int used, int[] chosen, int[] out) {
        if (position == edges.length) {
            for (int i = 0; i < edges.length; i++) {
                out[i] |= 1 << chosen[i];
            }
            return true;
        }
        boolean any = false;
        for (int rest = edges[position] & ~used; rest != 0; rest &= rest - 1) {
            chosen[position] = Integer.numberOfTrailingZeros(rest);
            any |= supports(edges, position + 1, used | (rest & -rest), chosen, out);
        }
        return any;
    }

    @Test
    void findsEveryPairOfCoveringFamiliesAsAViewOfAClassicGrid() {
        LatinViews classic = LatinViews.of(CompiledModel.of(TestModels.classic(".".repeat(81))));
        assertNotNull(classic);
        assertEquals(3, classic.viewCount, "rows x columns, rows x boxes, columns x boxes");
        Map<Integer, Integer> pairsBySize = new TreeMap<>();
        for (int p = 0; p < classic.viewCount * 81; p++) {
            pairsBySize.merge(classic.meetStart[p + 1] - classic.meetStart[p], 1, Integer::sum);
        }
        // rows meet columns in one cell; a row meets a box in a segment of three or not at all
        assertEquals(Map.of(0, 108, 1, 81, 3, 54), pairsBySize);
        for (int v = 0; v < classic.viewCount; v++) {
            Set<Integer> cells = new HashSet<>();
            for (int i = classic.meetStart[v * 81]; i < classic.meetStart[(v + 1) * 81]; i++) {
                cells.add(classic.meetCells[i]);
            }
            assertEquals(81, cells.size(), "every cell lies in exactly one pair of view " + v);
        }
        Geometry g = Geometry.standard(4);
        List<Constraint> rowsAndBoxes = new ArrayList<>();
        for (Constraint c : TestModels.classicGroups(g)) {
            if (!c.origin().toLowerCase().contains("col")) {
                rowsAndBoxes.add(c);
            }
        }
        assertEquals(8, rowsAndBoxes.size(), rowsAndBoxes.toString());
        assertEquals(1, LatinViews.of(CompiledModel.of(new Model("rows and boxes", g, rowsAndBoxes))).viewCount);
        List<Constraint> rowsOnly = new ArrayList<>();
        for (Constraint c : rowsAndBoxes) {
            if (c.origin().toLowerCase().contains("row")) {
                rowsOnly.add(c);
            }
        }
        assertNull(LatinViews.of(CompiledModel.of(new Model("rows only", g, rowsOnly))));
    }

    /** Random givens, relations, sums, cages and tables on 4x4: the same solution set as brute force. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
            21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40})
    void randomSmallVariantsMatchBruteForce(long seed) {
        Random rnd = new Random(seed);
        List<Constraint> extra = new ArrayList<>();
        int count = rnd.nextInt(4);
        for (int i = 0; i < count; i++) {
            extra.add(randomConstraint(rnd));
        }
        Model model = TestModels.classicWith(".".repeat(16), extra);
        Set<String> expected = new HashSet<>();
        fillAll(new int[16], 0, model, expected);
        Result r = new NativeEngine(STRONG).run(model, Limits.count(1000).withKeep(1000));
        assertEquals(Status.EXHAUSTED, r.status(), extra.toString());
        assertEquals(expected.size(), r.count(), extra.toString());
        Set<String> found = new HashSet<>();
        for (int[] s : r.solutions()) {
            assertEquals(List.of(), model.violations(s));
            found.add(Arrays.toString(s));
        }
        assertEquals(expected, found, extra.toString());
    }

    private static Constraint randomConstraint(Random rnd) {
        int a = rnd.nextInt(16);
        int b = (a + 1 + rnd.nextInt(15)) % 16;
        switch (rnd.nextInt(5)) {
            case 0:
                return new Domain(a, 1 + rnd.nextInt(15), "domain");
            case 1: {
                int[] allowed = new int[4];
                for (int d = 0; d < 4; d++) {
                    allowed[d] = rnd.nextInt(16);
                }
                return new Relation(a, b, allowed, "relation");
            }
            case 2:
                return new LinearSum(new int[] {a, b}, new int[] {1 + rnd.nextInt(2), -1 + 2 * rnd.nextInt(2)},
                        rnd.nextInt(7) - 2, "sum");
            case 3: {
                int c = (b + 1 + rnd.nextInt(14)) % 16;
                if (c == a) {
                    c = (c + 1) % 16 == b ? (c + 2) % 16 : (c + 1) % 16;
                }
                return new AllDifferent(new int[] {a, b, c}, false, "distinct");
            }
            default: {
                int[][] tuples = new int[1 + rnd.nextInt(6)][];
                for (int t = 0; t < tuples.length; t++) {
                    tuples[t] = new int[] {1 + rnd.nextInt(4), 1 + rnd.nextInt(4)};
                }
                return new Table(new int[] {a, b}, tuples, "table");
            }
        }
    }

    /** Brute force with plain loops: every 4x4 grid the model accepts. */
    private static void fillAll(int[] grid, int cell, Model model, Set<String> out) {
        if (cell == 16) {
            if (model.violations(grid).isEmpty()) {
                out.add(Arrays.toString(grid));
            }
            return;
        }
        for (int d = 1; d <= 4; d++) {
            boolean ok = true;
            for (int other = 0; other < cell && ok; other++) {
                boolean sameRow = other / 4 == cell / 4;
                boolean sameCol = other % 4 == cell % 4;
                boolean sameBox = other / 8 == cell / 8 && (other % 4) / 2 == (cell % 4) / 2;
                ok = grid[other] != d || !(sameRow || sameCol || sameBox);
            }
            if (ok) {
                grid[cell] = d;
                fillAll(grid, cell + 1, model, out);
            }
        }
        grid[cell] = 0;
    }

    /** Exact counts of up to 847 solutions on 9x9 survive restarts, which find solutions again and again. */
    @Test
    void countsTheTdokuSetExactlyWithEverythingOn() throws IOException {
        TdokuCounts.assertCountedExactly(new NativeEngine(STRONG.with("native.restarts", "20")));
    }

    /**
     * Restarts record every finished branch as a nogood, so later runs skip branches that held
     * solutions: counts must still be exact. Seeded sparse grids (about a third of a solved 9x9's
     * digits) are counted completely with restarts after every failure and without restarts,
     * with hidden singles only so that runs fail and restart often; both counts agree and every
     * grid is valid and distinct, and the sample as a whole did record nogoods.
     */
    @Test
    void nogoodsFromRestartsKeepCountsExact() throws IOException {
        String puzzle = Files.readAllLines(Path.of("puzzles/classic/easy50.txt")).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).findFirst().orElseThrow().substring(0, 81);
        EngineOptions weak = STRONG.with("native.alldiff", "singles").with("native.probe", "false")
                .with("native.intersections", "off");
        int[] solved = new NativeEngine(weak).run(TestModels.classic(puzzle), Limits.count(1).withKeep(1)).solution();
        long nogoods = 0;
        for (long seed = 1; seed <= 12; seed++) {
            Random rnd = new Random(seed);
            char[] sparse = new char[81];
            for (int c = 0; c < 81; c++) {
                sparse[c] = rnd.nextInt(100) < 33 ? (char) ('0' + solved[c]) : '.';
            }
            String line = new String(sparse);
            Model model = TestModels.classic(line);
            Result plain = new NativeEngine(weak.with("native.restarts", "0")).run(model, Limits.count(5_000));
            Result restarted = new NativeEngine(weak).run(model, Limits.count(5_000).withKeep(5_000));
            assertEquals(plain.status(), restarted.status(), line);
            assertEquals(plain.count(), restarted.count(), line);
            Set<String> distinct = new HashSet<>();
            for (int[] s : restarted.solutions()) {
                assertEquals(List.of(), model.violations(s), line);
                distinct.add(Arrays.toString(s));
            }
            assertEquals(restarted.count(), distinct.size(), line);
            nogoods += restarted.stat("nogoods");
        }
        assertTrue(nogoods > 100, "nogoods " + nogoods);
    }

    /**
     * Past the grids remembered across restarts, the run under way finishes without restarting:
     * 12,000 solutions of a sparse 9x9 (hidden singles only, so that failures and restarts happen),
     * all distinct and valid, none counted twice.
     */
    @Test
    void longCountsWithRestartsStayExact() throws IOException {
        String hard = Files.readAllLines(Path.of("puzzles/classic/top95.txt")).get(0).strip();
        Model sparse = TestModels.classic(hard.substring(0, 27) + ".".repeat(54));
        EngineOptions options = STRONG.with("native.alldiff", "singles").with("native.probe", "false");
        Result r = new NativeEngine(options).run(sparse, Limits.count(12_000).withKeep(12_000));
        assertEquals(Status.LIMIT, r.status());
        assertEquals(12_000, r.count());
        Set<String> distinct = new HashSet<>();
        for (int[] s : r.solutions()) {
            assertEquals(List.of(), sparse.violations(s));
            distinct.add(Arrays.toString(s));
        }
        assertEquals(12_000, distinct.size());
        assertTrue(r.stat("restarts") > 0, "restarts " + r.stat("restarts"));
    }

    @Test
    void provesGecode16x16PuzzlesUniqueWithEverythingOn() throws IOException {
        NativeEngine engine = new NativeEngine(STRONG.with("native.restarts", "100"));
        List<String> lines = Files.readAllLines(Path.of("puzzles/classic/gecode_16x16.txt")).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        for (String line : lines.subList(0, 10)) {
            Model model = TestModels.classic(line.split(":")[0]);
            Result r = engine.run(model, Limits.count(2));
            assertEquals(Status.EXHAUSTED, r.status(), line);
            assertEquals(1, r.count(), line);
            assertEquals(List.of(), model.violations(r.solution()));
        }
        assertFalse(lines.isEmpty());
    }
}
