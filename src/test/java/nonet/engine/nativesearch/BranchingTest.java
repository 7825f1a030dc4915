package nonet.engine.nativesearch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.lang.PuzzleSpec;
import nonet.model.Model;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Every branching order finds the one solution of a unique puzzle and proves it unique. */
class BranchingTest {

    static Stream<Arguments> puzzlesAndOrders() {
        List<String> files = List.of("puzzles/variants/killer-constructed.nonet", "puzzles/variants/killer-wikipedia.nonet",
                "puzzles/variants/little-killer-constructed.nonet", "puzzles/variants/jigsaw-constructed.nonet",
                "puzzles/variants/arrow-constructed.nonet", "puzzles/bench/killer/hs-killers-02.nonet",
                // dom reaches cells of three or more candidates here, where it branches on a digit with two places
                "puzzles/variants/non-consecutive-constructed.nonet");
        return files.stream().flatMap(f -> Stream.of("dom", "domwdeg", "conflicts", "auto").map(o -> Arguments.of(f, o)));
    }

    @ParameterizedTest
    @MethodSource("puzzlesAndOrders")
    void findsTheSolutionAndProvesItUnique(String file, String order) throws Exception {
        assertSolvesUniquely(file, Map.of("native.branching", order));
    }

    /** Conflict scores with digits scored, on killers (where auto leaves digits out) and thermo snipes. */
    @ParameterizedTest
    @ValueSource(strings = {"puzzles/variants/killer-constructed.nonet", "puzzles/variants/little-killer-constructed.nonet",
        "puzzles/variants/jigsaw-constructed.nonet", "puzzles/bench/killer/hs-killers-02.nonet", "puzzles/bench/lines/bicycle-race.nonet"})
    void digitScoresFindTheSolutionAndProveItUnique(String file) throws Exception {
        assertSolvesUniquely(file, Map.of("native.branching", "conflicts", "native.digits", "on"));
    }

    private static void assertSolvesUniquely(String file, Map<String, String> options) throws Exception {
        Path p = Path.of(file);
        PuzzleSpec spec = new PuzzleFileParser(ModelLibrary.bundled()).parse(Files.readString(p), file, p.toAbsolutePath().getParent());
        Model model = new nonet.lang.Compiler(ModelLibrary.bundled()).compile(spec);
        Result r;
        try (Engine e = EngineRegistry.create("native", new EngineOptions(options))) {
            r = e.run(model, Limits.count(2));
        }
        assertEquals(1, r.count(), file + " with " + options);
        assertEquals(List.of(), model.violations(r.solutions().get(0)));
        assertArrayEquals(spec.solution(), r.solutions().get(0));
    }

    @Test
    void conflictScoresHalveAfterEachInterval() {
        ConflictScores scores = new ConflictScores(new int[3], 0);
        for (int i = 0; i < (1 << 14) - 1; i++) {
            scores.blame(1, 1);
        }
        assertEquals((1 << 14) - 1, scores.of(1));
        scores.blame(2, 1);
        assertEquals(((1 << 14) - 1) >> 1, scores.of(1));
        assertEquals(0, scores.of(2), "the blame that triggers the halving is halved too");
        scores.forget();
        assertEquals(0, scores.of(1));
    }

    @Test
    void conflictScoresStartAndForgetAtTheirPriorities() {
        ConflictScores scores = new ConflictScores(new int[] {5, 0, 7}, 0);
        scores.blame(0, 1);
        assertEquals(6, scores.of(0));
        scores.forget();
        assertEquals(5, scores.of(0));
        assertEquals(7, scores.of(2));
    }

    @Test
    void aDigitStandsOutOnlyOnceItFailedOncePerDigitAndHalfAgainAsOftenAsTheLeast() {
        ConflictScores scores = new ConflictScores(new int[2], 4);
        int one = 1;
        int three = 1 << 2;
        for (int i = 0; i < 3; i++) {
            scores.blame(0, three);
        }
        scores.blame(1, one);
        assertEquals(0, scores.mostFailingDigit(), "three failures, fewer than the four digits");
        scores.blame(1, three);
        assertEquals(three, scores.mostFailingDigit());
        assertEquals(4, scores.failuresOf(three));
        scores.blame(0, one);
        scores.blame(0, one);
        assertEquals(0, scores.mostFailingDigit(), "4 failures against 3 is not half again as many");
        scores.blame(0, three);
        assertEquals(three, scores.mostFailingDigit(), "5 against 3 is");
        scores.forget();
        assertEquals(0, scores.failuresOf(three));
        assertEquals(0, scores.mostFailingDigit());
    }

    @Test
    void aDigitAloneNeverStandsOut() {
        ConflictScores scores = new ConflictScores(new int[2], 4);
        for (int i = 0; i < 100; i++) {
            scores.blame(0, 1);
        }
        assertEquals(0, scores.mostFailingDigit(), "the least failing digit is itself");
    }

    @Test
    void digitsAreNotScoredWhenTheGridHasNoneToScore() {
        ConflictScores scores = new ConflictScores(new int[2], 0);
        for (int i = 0; i < 100; i++) {
            scores.blame(0, 1);
        }
        assertEquals(0, scores.mostFailingDigit());
    }

    @Test
    void digitScoresFadeFourTimesAsFastAsCellScores() {
        ConflictScores scores = new ConflictScores(new int[1], 9);
        for (int i = 0; i < 1 << 14; i++) {
            scores.blame(0, 1);
        }
        assertEquals(1 << 13, scores.of(0));
        assertEquals(1 << 12, scores.failuresOf(1));
    }

    @Test
    void lubySequenceStartsAsPublished() {
        long[] expected = {1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1};
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], Search.luby(i + 1), "term " + (i + 1));
        }
    }
}
