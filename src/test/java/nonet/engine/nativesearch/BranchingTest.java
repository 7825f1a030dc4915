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
        Path p = Path.of(file);
        PuzzleSpec spec = new PuzzleFileParser(ModelLibrary.bundled()).parse(Files.readString(p), file, p.toAbsolutePath().getParent());
        Model model = new nonet.lang.Compiler(ModelLibrary.bundled()).compile(spec);
        Result r;
        try (Engine e = EngineRegistry.create("native", new EngineOptions(Map.of("native.branching", order)))) {
            r = e.run(model, Limits.count(2));
        }
        assertEquals(1, r.count(), file + " with " + order);
        assertEquals(List.of(), model.violations(r.solutions().get(0)));
        assertArrayEquals(spec.solution(), r.solutions().get(0));
    }

    @Test
    void conflictScoresHalveAfterEachInterval() {
        ConflictScores scores = new ConflictScores(new int[3]);
        for (int i = 0; i < (1 << 14) - 1; i++) {
            scores.blame(1);
        }
        assertEquals((1 << 14) - 1, scores.of(1));
        scores.blame(2);
        assertEquals(((1 << 14) - 1) >> 1, scores.of(1));
        assertEquals(0, scores.of(2), "the blame that triggers the halving is halved too");
        scores.forget();
        assertEquals(0, scores.of(1));
    }

    @Test
    void conflictScoresStartAndForgetAtTheirPriorities() {
        ConflictScores scores = new ConflictScores(new int[] {5, 0, 7});
        scores.blame(0);
        assertEquals(6, scores.of(0));
        scores.forget();
        assertEquals(5, scores.of(0));
        assertEquals(7, scores.of(2));
    }

    @Test
    void lubySequenceStartsAsPublished() {
        long[] expected = {1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1};
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], Search.luby(i + 1), "term " + (i + 1));
        }
    }
}
