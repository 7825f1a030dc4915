package nonet.engine.nativesearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.nativesearch.classic9.Classic9Shape;
import nonet.engine.nativesearch.learning.ExactlyOneSets;
import nonet.engine.nativesearch.propagation.CompiledModel;
import nonet.model.Mdd;
import nonet.model.MddReduction;
import nonet.model.Model;
import nonet.testing.RandomLineRules;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The native engine on models with line diagrams: every search path finds the solutions brute force
 * finds, with the rules as diagrams and as tables; the paths that cannot read a diagram (the
 * classic 9x9 bitboard, the learning search) never take one.
 */
class MddSearchTest {

    private static final EngineOptions GENERAL = EngineOptions.NONE.with("native.general", "true");

    static LongStream seeds() {
        return LongStream.range(0, 20);
    }

    /** The plain search, the strongest reasoning with restarts after every failure, and learning asked for. */
    @ParameterizedTest
    @MethodSource("seeds")
    void everySearchPathFindsWhatBruteForceFinds(long seed) {
        EngineOptions strong = GENERAL.with("native.alldiff", "gac").with("native.probe", "true")
                .with("native.restarts", "1");
        EngineOptions learning = GENERAL.with("native.learning", "on");
        RandomLineRules.assertEngineAgreesWithBruteForce(new NativeEngine(GENERAL), "native.general=true", seed);
        RandomLineRules.assertEngineAgreesWithBruteForce(new NativeEngine(strong), strong.toString(), seed);
        RandomLineRules.assertEngineAgreesWithBruteForce(new NativeEngine(learning), learning.toString(), seed);
    }

    /** A classic 9x9 puzzle with a diagram goes to the general path, which reads the diagram. */
    @Test
    void theClassicBitboardNeverTakesADiagram() throws IOException {
        String puzzle = Files.readAllLines(Path.of("puzzles/classic/top95.txt")).get(0);
        Model plain = TestModels.classic(puzzle);
        int[] solution = new NativeEngine(EngineOptions.NONE).run(plain, Limits.count(2)).solution();
        assertEquals(List.of(), plain.violations(solution));
        // r1c1 and r1c2 may hold anything but the puzzle's own answer there, which leaves no solution
        List<int[]> others = new ArrayList<>();
        for (int a = 1; a <= 9; a++) {
            for (int b = 1; b <= 9; b++) {
                if (a != solution[0] || b != solution[1]) {
                    others.add(new int[] {a, b});
                }
            }
        }
        Mdd notTheAnswer = MddReduction.ofTuples(new int[] {0, 1}, others.toArray(new int[0][]), "not the answer");
        Model model = TestModels.classicWith(puzzle, List.of(notTheAnswer));
        assertFalse(Classic9Shape.matches(model));
        Result r = new NativeEngine(EngineOptions.NONE).run(model, Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(0, r.count());
    }

    /** The learning search knows exact groups only: a model with a diagram is not given to it. */
    @Test
    void theLearningSearchNeverTakesADiagram() {
        Model plain = TestModels.classic(".".repeat(16));
        Mdd line = MddReduction.ofTuples(new int[] {0, 5}, new int[][] {{1, 2}, {2, 1}}, "pair");
        assertTrue(ExactlyOneSets.fits(CompiledModel.of(plain)));
        assertFalse(ExactlyOneSets.fits(CompiledModel.of(TestModels.classicWith(".".repeat(16), List.of(line)))));
    }
}
