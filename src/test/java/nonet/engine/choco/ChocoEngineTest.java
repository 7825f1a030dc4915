package nonet.engine.choco;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.nativesearch.NativeEngine;
import nonet.lang.Compiler;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;
import nonet.testing.TestModels;
import nonet.testing.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ChocoEngineTest {

    private static String firstPuzzle(String file) throws IOException {
        for (String line : Files.readAllLines(Path.of("puzzles", "classic", file))) {
            if (!line.isBlank() && !line.startsWith("#")) {
                return line.trim();
            }
        }
        throw new IllegalStateException("no puzzle in " + file);
    }

    private static ChocoEngine engine(String... kv) {
        EngineOptions o = EngineOptions.NONE;
        for (int i = 0; i < kv.length; i += 2) {
            o = o.with(kv[i], kv[i + 1]);
        }
        return new ChocoEngine(o);
    }

    @ParameterizedTest
    @CsvSource({"AC,default", "BC,default", "FC,default", "DEFAULT,default", "NEQS,default", "AC,minDom", "AC,domoverwdeg"})
    void everyConsistencyAndSearchFindsTheSameUniqueSolution(String consistency, String search) throws IOException {
        Model model = TestModels.classic(firstPuzzle("top95.txt"));
        Result reference = engine().run(model, Limits.count(2));
        Result r = engine("choco.consistency", consistency, "choco.search", search).run(model, Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(1, r.count());
        assertEquals(List.of(), model.violations(r.solution()));
        assertArrayEquals(reference.solution(), r.solution());
    }

    @Test
    void acNeedsFewerNodesThanForwardChecking() throws IOException {
        Model model = TestModels.classic(firstPuzzle("top95.txt"));
        Result ac = engine("choco.consistency", "AC").run(model, Limits.count(2));
        Result fc = engine("choco.consistency", "FC").run(model, Limits.count(2));
        assertTrue(ac.stat("nodes") > 0 && ac.stat("nodes") <= fc.stat("nodes"), ac.stats() + " vs " + fc.stats());
        assertTrue(ac.stats().containsKey("fails"));
    }

    @Test
    void solves16x16() throws IOException {
        Model model = TestModels.classic(firstPuzzle("gecode_16x16.txt"));
        Result r = engine().run(model, Limits.solve());
        assertEquals(Status.LIMIT, r.status());
        assertEquals(List.of(), model.violations(r.solution()));
    }

    @Test
    void theNodeLimitStopsCountingCleanly() {
        Model empty = TestModels.classic(".".repeat(81));
        Result r = engine().run(empty, Limits.count(1_000_000).withNodeLimit(300).withKeep(3));
        assertEquals(Status.TIMEOUT, r.status());
        assertTrue(r.count() > 0 && r.count() < 1_000_000, "count " + r.count());
        assertEquals(3, r.solutions().size());
        for (int[] grid : r.solutions()) {
            assertEquals(List.of(), empty.violations(grid));
        }
    }

    @Test
    void theTimeLimitStopsCountingCleanly() {
        Model empty = TestModels.classic(".".repeat(81));
        Result r = engine().run(empty, Limits.count(Long.MAX_VALUE).withTimeoutMillis(300));
        assertEquals(Status.TIMEOUT, r.status());
    }

    @Test
    void contradictoryDomainsAndEmptyTablesAreNoSolution() {
        Model twoOnes = TestModels.classic("11" + ".".repeat(79));
        assertEquals(0, engine().run(twoOnes, Limits.count(2)).count());
        assertEquals(Status.EXHAUSTED, engine().run(twoOnes, Limits.count(2)).status());
        Model emptyTable = TestModels.classicWith(".".repeat(16), List.of(new Table(new int[] {0, 5}, new int[0][], "nothing")));
        Result r = engine().run(emptyTable, Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(0, r.count());
        Model noPairs = TestModels.classicWith(".".repeat(16), List.of(new Relation(0, 5, new int[4], "never")));
        assertEquals(0, engine().run(noPairs, Limits.count(2)).count());
    }

    @Test
    void degenerateSumsAndTablesAreHandled() {
        // a one-cell table acts as a domain; a one-cell cage fixes the cell
        Model m = TestModels.classicWith(".".repeat(16), List.of(
                new Table(new int[] {3}, new int[][] {{2}}, "r1c4 is 2"),
                new LinearSum(new int[] {0}, new int[] {1}, 4, "r1c1 is 4")));
        Result r = engine().run(m, Limits.count(100).withKeep(100));
        assertEquals(Status.EXHAUSTED, r.status());
        assertTrue(r.count() > 0);
        for (int[] grid : r.solutions()) {
            assertEquals(List.of(), m.violations(grid));
            assertEquals(2, grid[3]);
            assertEquals(4, grid[0]);
        }
    }

    @Test
    void unknownOptionValuesAreRejectedWithTheirChoices() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> engine("choco.consistency", "GAC"));
        assertTrue(e.getMessage().contains("AC, BC, FC"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> engine("choco.search", "random"));
        assertThrows(IllegalArgumentException.class, () -> engine("choco.cages", "mdd"));
        IllegalArgumentException groups = assertThrows(IllegalArgumentException.class, () -> engine("choco.groups", "table"));
        assertTrue(groups.getMessage().contains("join or apart"), groups.getMessage());
    }

    /**
     * Groups joined with their relations count and solve as groups and relations posted apart, and as
     * native: on the bundled puzzles whose relations join rows, columns or boxes, and on the Miracle
     * sudoku (its relations join the rows and columns; anti-king and anti-knight join nothing).
     */
    @ParameterizedTest
    @ValueSource(strings = {"non-consecutive-constructed", "kropki-negative-constructed", "xv-negative-constructed",
            "kropki-constructed", "whisper-constructed", "dutch-whisper-constructed"})
    void joinedGroupsCountAsGroupsApart(String name) throws Exception {
        Path path = Path.of("puzzles/variants", name + ".nonet");
        Model model = new Compiler(ModelLibrary.bundled()).compile(new PuzzleFileParser(ModelLibrary.bundled())
                .parse(Files.readString(path), path.toString(), path.toAbsolutePath().getParent()));
        assertSameCount(model, Limits.count(2).withKeep(2));
    }

    /** ISS's triple digits: pill arrows of up to 31 cells, whose whole diagrams Choco compacted for over 30 minutes. */
    @Test
    @Timeout(120)
    void aTimeLimitHoldsWhilePostingLargeDiagrams() throws Exception {
        Path path = Path.of("puzzles/bench/iss-examples/triple-digits.nonet");
        Model model = new Compiler(ModelLibrary.bundled()).compile(new PuzzleFileParser(ModelLibrary.bundled())
                .parse(Files.readString(path), path.toString(), path.toAbsolutePath().getParent()));
        Result r = engine().run(model, Limits.count(2).withTimeoutMillis(1_000));
        assertEquals(Status.TIMEOUT, r.status(), r.toString());
        assertEquals(0, r.count());
    }

    @Test
    void joinedGroupsCountTheMiracleSudokuLikeNative() {
        assertSameCount(Variants.miracle(), Limits.count(2).withKeep(2));
    }

    private static Set<String> grids(Result r) {
        Set<String> out = new TreeSet<>();
        r.solutions().forEach(g -> out.add(Arrays.toString(g)));
        return out;
    }

    private static void assertSameCount(Model model, Limits limits) {
        Result joined = engine("choco.groups", "join").run(model, limits);
        Result apart = engine("choco.groups", "apart").run(model, limits);
        Result reference = new NativeEngine(EngineOptions.NONE).run(model, limits);
        assertEquals(reference.status(), joined.status());
        assertEquals(reference.count(), joined.count());
        assertEquals(reference.count(), apart.count());
        assertEquals(grids(reference), grids(joined));
        for (int[] grid : joined.solutions()) {
            assertEquals(List.of(), model.violations(grid));
        }
    }

    @Test
    void asymmetricArithmeticRelationsKeepTheirDirection() {
        // cells 0 (r1c1) and 6 (r2c3) share no group, so only the relation ties them; a form posted
        // with its cells swapped would count the mirrored relation's solutions
        for (RelationForms.Form f : RelationForms.candidates(4)) {
            int[] allowed = new int[4];
            for (int a = 1; a <= 4; a++) {
                for (int b = 1; b <= 4; b++) {
                    allowed[a - 1] |= f.holds(a, b) ? 1 << (b - 1) : 0;
                }
            }
            Model m = TestModels.classicWith(".".repeat(16), List.of(new Relation(0, 6, allowed, f.toString())));
            Result choco = engine().run(m, Limits.count(1000).withKeep(1000));
            Result reference = new NativeEngine(EngineOptions.NONE).run(m, Limits.count(1000));
            assertEquals(reference.count(), choco.count(), f::toString);
            for (int[] grid : choco.solutions()) {
                assertEquals(List.of(), m.violations(grid), f::toString);
            }
        }
    }
}
