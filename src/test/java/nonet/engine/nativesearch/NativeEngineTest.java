package nonet.engine.nativesearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What is particular to the native engine: its options, its reuse of compiled structure, its statistics. */
class NativeEngineTest {

    /** These tests are about the general IR path; classic 9x9 would otherwise take the dedicated one. */
    private static final EngineOptions GENERAL = EngineOptions.NONE.with("native.general", "true");


    private static List<String> puzzles(String file) throws IOException {
        return Files.readAllLines(Path.of("puzzles/classic", file)).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).map(l -> l.split(":")[0]).toList();
    }

    private static void assertUniqueAndValid(Model model, Result r) {
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(1, r.count());
        assertEquals(List.of(), model.violations(r.solution()));
    }

    /** Locked candidates change the search, never the answer: both settings agree on every count. */
    @ParameterizedTest
    @ValueSource(strings = {"on", "off"})
    void intersectionsOnOrOffGiveTheSameCounts(String setting) throws IOException {
        NativeEngine engine = new NativeEngine(GENERAL.with("native.intersections", setting));
        for (String line : Files.readAllLines(Path.of("puzzles/classic/tdoku_test_puzzles.txt"))) {
            String[] parts = line.split(":");
            Model model = TestModels.classic(parts[0]);
            Result r = engine.run(model, Limits.count(1000).withKeep(1000));
            assertEquals(Long.parseLong(parts[1]), r.count(), line);
            r.solutions().forEach(s -> assertEquals(List.of(), model.violations(s)));
        }
        for (String line : puzzles("gecode_16x16.txt").subList(0, 3)) {
            Model model = TestModels.classic(line);
            assertUniqueAndValid(model, engine.run(model, Limits.count(2)));
        }
    }

    /**
     * One engine instance keeps its compiled structure between runs of the same model; a run on a
     * different structure (an extra cage, another size) must not see the old one.
     */
    @org.junit.jupiter.api.Test
    void aReusedEngineRecompilesWhenTheStructureChanges() throws IOException {
        NativeEngine engine = new NativeEngine(GENERAL);
        String first = puzzles("top95.txt").get(0);
        Model plain = TestModels.classic(".".repeat(81));
        Model caged = TestModels.classicWith(".".repeat(81),
                List.of(new LinearSum(new int[] {0, 1}, new int[] {1, 1}, 3, "cage 3")));
        Result a = engine.run(TestModels.classic(first), Limits.count(2));
        assertUniqueAndValid(TestModels.classic(first), a);
        Result b = engine.run(caged, Limits.count(5));
        assertEquals(5, b.count());
        for (int[] s : b.solutions()) {
            assertEquals(List.of(), caged.violations(s));
            assertEquals(3, s[0] + s[1]);
        }
        Model small = TestModels.classic("1" + ".".repeat(15));
        assertEquals(72, engine.run(small, Limits.count(1000)).count());
        Result c = engine.run(plain, Limits.count(3));
        assertEquals(3, c.count());
        Result fresh = new NativeEngine(GENERAL).run(plain, Limits.count(3));
        for (int i = 0; i < 3; i++) {
            assertEquals(List.of(), plain.violations(c.solutions().get(i)));
            org.junit.jupiter.api.Assertions.assertArrayEquals(fresh.solutions().get(i), c.solutions().get(i),
                    "a reused engine searched differently from a fresh one");
        }
        assertUniqueAndValid(TestModels.classic(first), engine.run(TestModels.classic(first), Limits.count(2)));
    }

    @org.junit.jupiter.api.Test
    void reportsNodesGuessesAndPropagations() throws IOException {
        Model hard = TestModels.classic(puzzles("hardest.txt").get(0));
        Result r = new NativeEngine(GENERAL).run(hard, Limits.count(2));
        assertUniqueAndValid(hard, r);
        assertTrue(r.stat("nodes") >= 1);
        assertTrue(r.stat("guesses") < r.stat("nodes"));
        assertTrue(r.stat("propagations") >= 81);
    }
}
