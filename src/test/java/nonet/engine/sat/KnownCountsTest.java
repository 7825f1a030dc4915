package nonet.engine.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Exact counts from tdoku's test set (0 to 847 solutions per puzzle, the count is in the file), by
 * both library engines and both CNF encodings: blocking-clause counting and Choco's enumeration
 * must find exactly that many different valid grids.
 */
class KnownCountsTest {

    static Stream<Arguments> cases() {
        List<String> lines = PuzzleFiles.lines("tdoku_test_puzzles.txt");
        String[][] configs = {{"sat", "extended"}, {"sat", "minimal"}, {"choco", "-"}};
        return lines.stream().flatMap(line -> Stream.of(configs).map(c -> Arguments.of(c[0], c[1], line)));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("cases")
    void countsMatchTheFile(String engine, String encoding, String line) {
        String[] parts = line.split(":");
        long expected = Long.parseLong(parts[1]);
        Model model = TestModels.classic(parts[0]);
        EngineOptions options = EngineOptions.NONE.with("sat.encoding", encoding.equals("-") ? "extended" : encoding);
        Result r = EngineRegistry.create(engine, options).run(model, Limits.count(1_000).withKeep(1_000));
        assertEquals(Status.EXHAUSTED, r.status(), r.message());
        assertEquals(expected, r.count());
        Set<String> distinct = new HashSet<>();
        for (int[] grid : r.solutions()) {
            assertEquals(List.of(), model.violations(grid));
            distinct.add(model.geometry().format(grid));
        }
        assertEquals(expected, distinct.size());
        if (parts.length > 2 && expected == 1) {
            assertEquals(parts[2], model.geometry().format(r.solution()));
        }
    }
}
