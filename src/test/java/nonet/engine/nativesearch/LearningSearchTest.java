package nonet.engine.nativesearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.nativesearch.learning.ExactlyOneSets;
import nonet.engine.nativesearch.propagation.CompiledModel;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Geometry;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The clause-learning search, forced on grids of every size where its counts can be checked
 * against the native search without learning: every grid it reports is verified against the
 * model, and counts, statuses and limits must match.
 */
class LearningSearchTest {

    private static final EngineOptions LEARNING = EngineOptions.NONE.with("native.learning", "on")
            .with("native.general", "true");
    private static final EngineOptions PLAIN = EngineOptions.NONE.with("native.learning", "off")
            .with("native.general", "true");

    /**
     * Seeded sparse grids of 4x4 to 16x16 (a share of a solved grid's digits, the rest blank),
     * counted to 2,000 with and without learning: same status, same count, every grid valid and
     * distinct. Learning restarts and reduces its clauses many times on the sparse ones.
     */
    @ParameterizedTest
    @ValueSource(ints = {4, 6, 8, 9, 12, 16})
    void countsMatchTheSearchWithoutLearning(int n) {
        int[] solved = solvedGrid(TestModels.classic(".".repeat(n * n)));
        long conflicts = 0;
        for (long seed = 1; seed <= 8; seed++) {
            Random rnd = new Random(seed * 31 + n);
            // denser clues on the bigger grids keep the counts within the limit
            int percent = n <= 6 ? 15 : n <= 9 ? 30 : n == 12 ? 45 : 55;
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < n * n; c++) {
                line.append(rnd.nextInt(100) < percent ? Geometry.symbol(solved[c]) : '.');
            }
            Model model = TestModels.classic(line.toString());
            conflicts += assertSameCounts(model, Limits.count(2_000).withKeep(2_000)).stat("guesses");
        }
        assertTrue(conflicts > 0, "no conflict on size " + n);
    }

    /** A solution of the model, found without learning and checked by the model. */
    private static int[] solvedGrid(Model model) {
        int[] grid = new NativeEngine(PLAIN).run(model, Limits.count(1).withKeep(1)).solution();
        assertEquals(List.of(), model.violations(grid));
        return grid;
    }

    private static Result assertSameCounts(Model model, Limits limits) {
        Result plain = new NativeEngine(PLAIN).run(model, limits);
        Result learnt = new NativeEngine(LEARNING).run(model, limits);
        String where = model.geometry().format(model.givens());
        assertEquals(plain.status(), learnt.status(), where);
        assertEquals(plain.count(), learnt.count(), where);
        assertValidAndDistinct(model, learnt);
        return learnt;
    }

    private static void assertValidAndDistinct(Model model, Result r) {
        Set<String> distinct = new HashSet<>();
        for (int[] s : r.solutions()) {
            assertEquals(List.of(), model.violations(s));
            distinct.add(model.geometry().format(s));
        }
        assertEquals(r.solutions().size(), distinct.size());
    }

    /** The tdoku test puzzles have published counts (up to 847): learning counts them exactly. */
    @Test
    void countsTheTdokuSetExactly() throws IOException {
        TdokuCounts.assertCountedExactly(new NativeEngine(LEARNING));
    }

    /** Extra exact groups (the diagonals) become sets of their own and are counted the same. */
    @Test
    void diagonalGroupsAreCountedLikeTheOtherGroups() {
        Geometry g = Geometry.standard(9);
        int[] main = new int[9];
        int[] anti = new int[9];
        for (int i = 0; i < 9; i++) {
            main[i] = g.cell(i, i);
            anti[i] = g.cell(i, 8 - i);
        }
        List<Constraint> diagonals = List.of(new AllDifferent(main, true, "diagonal"),
                new AllDifferent(anti, true, "anti-diagonal"));
        Model empty = TestModels.classicWith(".".repeat(81), diagonals);
        assertTrue(ExactlyOneSets.fits(CompiledModel.of(empty)));
        int[] solved = solvedGrid(empty);
        Random rnd = new Random(5);
        for (int round = 0; round < 6; round++) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < 81; c++) {
                line.append(rnd.nextInt(100) < 25 ? (char) ('0' + solved[c]) : '.');
            }
            assertSameCounts(TestModels.classicWith(line.toString(), diagonals), Limits.count(1_000).withKeep(1_000));
        }
    }

    /** The default above 16x16: a gecode 25x25 puzzle proved unique by learning, as without it. */
    @Test
    void provesA25x25PuzzleUniqueByDefault() throws IOException {
        String line = Files.readAllLines(Path.of("puzzles/classic/gecode_25x25.txt")).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).toList().get(2);
        Model model = TestModels.classic(line);
        Result r = new NativeEngine(EngineOptions.NONE).run(model, Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(1, r.count());
        assertEquals(List.of(), model.violations(r.solution()));
        assertTrue(r.stat("nogoods") > 0, "learnt clauses " + r.stat("nogoods"));
        Result plain = new NativeEngine(PLAIN).run(model, Limits.count(2));
        assertEquals(model.geometry().format(plain.solution()), model.geometry().format(r.solution()));
    }

    /** A wrong given that clashes with nothing directly: no solution, with learning as without. */
    @Test
    void countsNoSolutionWhenAGivenIsWrong() throws IOException {
        String line = Files.readAllLines(Path.of("puzzles/classic/gecode_16x16.txt")).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).toList().get(0).split(":")[0];
        int[] solution = solvedGrid(TestModels.classic(line));
        Model unsolvable = null;
        for (int c = 0; c < line.length() && unsolvable == null; c++) {
            for (int d = 1; d <= 16 && unsolvable == null; d++) {
                if (line.charAt(c) == '.' && d != solution[c] && !clashesDirectly(line, c, d)) {
                    unsolvable = TestModels.classic(line.substring(0, c) + Geometry.symbol(d) + line.substring(c + 1));
                }
            }
        }
        assertNotNull(unsolvable);
        Result r = assertSameCounts(unsolvable, Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(0, r.count());
    }

    private static boolean clashesDirectly(String line, int cell, int digit) {
        Geometry g = Geometry.standard(16);
        char symbol = Geometry.symbol(digit);
        for (int other = 0; other < line.length(); other++) {
            boolean peer = g.row(other) == g.row(cell) || g.col(other) == g.col(cell) || g.box(other) == g.box(cell);
            if (other != cell && peer && line.charAt(other) == symbol) {
                return true;
            }
        }
        return false;
    }

    /**
     * Constraints beyond exact groups, "different" pairs and binary relations keep the model out
     * of learning; those it takes are learnt on. With learning asked for, counts agree either way.
     */
    @Test
    void otherConstraintsFallBackToTheSearchWithoutLearning() {
        Model classic = TestModels.classic(".".repeat(81));
        assertTrue(ExactlyOneSets.fits(CompiledModel.of(classic)));
        List<List<Constraint>> extras = List.of(
                List.of(new LinearSum(new int[] {0, 1}, new int[] {1, 1}, 10, "cage")),
                List.of(new AllDifferent(new int[] {0, 40, 80}, false, "distinct")),
                List.of(new Relation(2, 12, notEqual(9), "anti-knight")),
                List.of(new Relation(0, 1, consecutiveOnly(9), "dot")));
        for (List<Constraint> extra : extras) {
            Model model = TestModels.classicWith("1" + ".".repeat(30) + "2" + ".".repeat(49), extra);
            boolean binary = extra.get(0) instanceof Relation;
            assertEquals(binary, ExactlyOneSets.fits(CompiledModel.of(model)), extra.toString());
            assertSameCounts(model, Limits.count(200).withKeep(200));
        }
    }

    private static int[] notEqual(int n) {
        int[] allowed = new int[n];
        for (int d = 0; d < n; d++) {
            allowed[d] = ((1 << n) - 1) & ~(1 << d);
        }
        return allowed;
    }

    private static int[] consecutiveOnly(int n) {
        int[] allowed = new int[n];
        for (int d = 0; d < n; d++) {
            allowed[d] = (d > 0 ? 1 << (d - 1) : 0) | (d + 1 < n ? 1 << (d + 1) : 0);
        }
        return allowed;
    }

    /** Solution limits, node limits and the clock stop the search with the right status. */
    @Test
    void honoursEveryLimit() throws IOException {
        NativeEngine engine = new NativeEngine(LEARNING);
        Model empty9 = TestModels.classic(".".repeat(81));
        Result limited = engine.run(empty9, Limits.count(300).withKeep(300));
        assertEquals(Status.LIMIT, limited.status());
        assertEquals(300, limited.count());
        assertEquals(300, limited.solutions().size());
        assertValidAndDistinct(empty9, limited);

        String hard = Files.readAllLines(Path.of("puzzles/classic/gecode_25x25.txt")).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).toList().get(8);
        Model model = TestModels.classic(hard);
        Result nodes = engine.run(model, Limits.count(2).withNodeLimit(500));
        assertEquals(Status.TIMEOUT, nodes.status());
        assertEquals(500, nodes.stat("nodes"));
        Result clock = engine.run(model, Limits.count(2).withTimeoutMillis(50));
        assertEquals(Status.TIMEOUT, clock.status());
        assertValidAndDistinct(model, clock);
    }

    /** The seed changes the path (the first decisions' ties), never the count. */
    @ParameterizedTest
    @ValueSource(ints = {9, 16})
    void everySeedCountsAlike(int n) {
        int[] solved = solvedGrid(TestModels.classic(".".repeat(n * n)));
        Random rnd = new Random(n);
        boolean pathsDiffer = false;
        for (int round = 0; round < 4; round++) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < n * n; c++) {
                line.append(rnd.nextInt(100) < (n == 9 ? 30 : 55) ? Geometry.symbol(solved[c]) : '.');
            }
            Model model = TestModels.classic(line.toString());
            Result first = assertSameCounts(model, Limits.count(2_000).withKeep(2_000));
            Set<Long> paths = new HashSet<>();
            paths.add(first.stat("nodes") * 1_000_003 + first.stat("guesses"));
            for (long seed = 2; seed <= 4; seed++) {
                Limits limits = Limits.count(2_000).withKeep(2_000).withSeed(seed);
                Result other = new NativeEngine(LEARNING).run(model, limits);
                assertEquals(first.status(), other.status());
                assertEquals(first.count(), other.count());
                assertValidAndDistinct(model, other);
                paths.add(other.stat("nodes") * 1_000_003 + other.stat("guesses"));
            }
            pathsDiffer |= paths.size() > 1;
        }
        assertTrue(pathsDiffer, "every seed took the same path on every grid");
    }

    /**
     * Past 100,000 solutions asked for, even learning on leaves the count to the search without
     * clauses; below, it learns (a puzzle of 601 solutions, whose count needs refutations).
     */
    @Test
    void longCountsDoNotLearn() throws IOException {
        // one given, or the open grid's digit symmetry would leave a count of one to the search
        Model open = TestModels.classic("1" + ".".repeat(80));
        Result r = new NativeEngine(LEARNING).run(open, Limits.count(150_000).withKeep(20));
        assertEquals(Status.LIMIT, r.status());
        assertEquals(150_000, r.count());
        assertEquals(0, r.stat("nogoods"));
        assertValidAndDistinct(open, r);
        String many = Files.readAllLines(Path.of("puzzles/classic/tdoku_test_puzzles.txt")).stream()
                .map(l -> l.split(":")).filter(f -> f.length > 1 && f[1].equals("601")).findFirst().orElseThrow()[0];
        Result learnt = new NativeEngine(LEARNING).run(TestModels.classic(many), Limits.count(1_000).withKeep(20));
        assertEquals(601, learnt.count());
        assertTrue(learnt.stat("nogoods") > 0);
    }

    /** One engine answers puzzle after puzzle of one model: nothing learnt for one leaks into the next. */
    @Test
    void reusedEngineStartsEachPuzzleAfresh() throws IOException {
        NativeEngine engine = new NativeEngine(LEARNING);
        List<String> lines = Files.readAllLines(Path.of("puzzles/classic/gecode_16x16.txt")).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        List<Model> models = new ArrayList<>();
        for (String line : lines.subList(0, 6)) {
            models.add(TestModels.classic(line.split(":")[0]));
        }
        for (Model model : models) {
            Result r = engine.run(model, Limits.count(2));
            assertEquals(Status.EXHAUSTED, r.status());
            assertEquals(1, r.count());
            assertEquals(List.of(), model.violations(r.solution()));
        }
    }
}
