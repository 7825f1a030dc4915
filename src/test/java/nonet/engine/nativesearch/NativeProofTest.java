package nonet.engine.nativesearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import nonet.check.EngineAnswer;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.lang.Compiler;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.lang.PuzzleSpec;
import nonet.model.Geometry;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.testing.RupChecker;
import nonet.testing.TestModels;
import nonet.testing.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code native.proof}: the clause-learning search's proofs of uniqueness, of no solution and of an
 * exact count of several check against the CNF written beside them (independent RUP checker), and
 * stop checking once a blocking clause is taken out; the counts are those of the search without
 * proofs, every grid valid.
 */
class NativeProofTest {

    @TempDir
    Path dir;

    private Result proved(Model model, long limit) {
        NativeEngine engine = new NativeEngine(EngineOptions.NONE.with("native.proof", dir.toString()));
        EngineAnswer answer = EngineAnswer.run(engine, model, Limits.count(limit));
        assertEquals(List.of(), answer.violations());
        Result plain = new NativeEngine(EngineOptions.NONE).run(model, Limits.count(limit));
        assertEquals(plain.status(), answer.result().status());
        assertEquals(plain.count(), answer.result().count());
        return answer.result();
    }

    /** The puzzles of a bundled collection ({@code puzzle[:count...]} lines), the count part dropped. */
    private static List<String> puzzles(String file) throws Exception {
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("puzzles", "classic", file))) {
            if (!line.isBlank() && !line.startsWith("#")) {
                out.add(line.split(":")[0].strip());
            }
        }
        return out;
    }

    private static void assertProofChecks(Result r) throws Exception {
        assertEquals(Status.EXHAUSTED, r.status());
        Path[] files = RupChecker.proofAndCnf(r.message());
        assertNotNull(files, r.message());
        Path proof = files[0];
        List<int[]> cnf = RupChecker.clauses(files[1]);
        assertNull(RupChecker.check(cnf, proof));
        if (r.count() > 0) {
            // the last clauses block the solutions found: without one the formula is satisfiable, no proof may check
            List<int[]> lessOne = new ArrayList<>(cnf);
            lessOne.remove(cnf.size() - 1);
            assertNotNull(RupChecker.check(lessOne, proof));
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void uniquenessProofsOfHardPuzzlesCheck(int index) throws Exception {
        Result r = proved(TestModels.classic(puzzles("hardest.txt").get(index)), 2);
        assertEquals(1, r.count());
        assertProofChecks(r);
    }

    /** tdoku's test set: puzzles with no solution, one, and several (counted exactly under a limit of 1,000). */
    @ParameterizedTest
    @ValueSource(ints = {0, 5, 18, 19, 24, 28, 30, 33})
    void noSolutionAndExactCountProofsCheck(int index) throws Exception {
        assertProofChecks(proved(TestModels.classic(puzzles("tdoku_test_puzzles.txt").get(index)), 1000));
    }

    @Test
    void sixteenBySixteenUniquenessProofChecks() throws Exception {
        assertProofChecks(proved(TestModels.classic(puzzles("gecode_16x16.txt").get(0)), 2));
    }

    @Test
    void anAnswerThatIsNoUnsatisfiableCallLeavesNothing() throws Exception {
        Result r = proved(TestModels.classic(".".repeat(81)), 2);
        assertEquals(Status.LIMIT, r.status());
        assertEquals("", r.message());
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(), left.toList());
        }
    }

    @Test
    void aModelTheLearningSearchDoesNotTakeIsAnsweredWithoutProof() {
        Model killer = TestModels.classicWith(Variants.MIRACLE_SOLUTION.substring(0, 70) + ".".repeat(11),
                List.of(new LinearSum(new int[] {79, 80}, new int[] {1, 1}, 6, "cage")));
        Result r = proved(killer, 2);
        assertEquals(1, r.count());
        assertTrue(r.message().startsWith("no proof: only the clause-learning search writes them"), r.message());
    }

    /** Relations and "different" pairs beyond the groups: their forbidden pairs are clauses of the CNF the proof refutes. */
    @Test
    void miracleUniquenessProofChecks() throws Exception {
        Result r = proved(Variants.miracle(), 2);
        assertEquals(1, r.count());
        assertProofChecks(r);
    }

    /**
     * Irregular groups: the root narrowing must stay within unit propagation. With the law of
     * leftovers filtered at the root (as before), the first lemma of this puzzle's proof did not follow.
     */
    @Test
    void jigsawUniquenessProofChecks() throws Exception {
        String file = "puzzles/variants/jigsaw-constructed.nonet";
        Path p = Path.of(file);
        PuzzleSpec spec = new PuzzleFileParser(ModelLibrary.bundled()).parse(Files.readString(p), file, p.toAbsolutePath().getParent());
        Result r = proved(new Compiler(ModelLibrary.bundled()).compile(spec), 2);
        assertEquals(1, r.count());
        assertProofChecks(r);
    }

    /** Orthogonal neighbours not consecutive on a 4x4 classic grid: no solution at all, proved. */
    @Test
    void unsatisfiableNonConsecutiveProofChecks() throws Exception {
        Geometry g = Geometry.standard(4);
        Result r = proved(TestModels.classicWith(".".repeat(16), Variants.nonConsecutive(g)), 1000);
        assertEquals(0, r.count());
        assertProofChecks(r);
    }
}
