package nonet.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Model;
import nonet.testing.PuzzleLines;
import nonet.testing.TestModels;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The largest grids: two minimal 25x25 puzzles (lines 2 and 3 of Gecode's 25x25 instances, see
 * puzzles/README.md) solved by the native engine within a 60 s limit, the solution verified.
 */
class LargeGridTest {

    private static final long LIMIT_MILLIS = 60_000;

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void nativeSolvesAMinimal25x25Puzzle(int index) {
        String line = PuzzleLines.read("classic/gecode_25x25.txt").get(index);
        Model model = TestModels.classic(line);
        assertEquals(25, model.size());
        Result r = EngineRegistry.create("native", EngineOptions.NONE).run(model, Limits.solve().withTimeoutMillis(LIMIT_MILLIS));
        assertEquals(Status.LIMIT, r.status(), "no solution within the limit: " + r.message());
        assertEquals(1, r.solutions().size());
        assertEquals(List.of(), model.violations(r.solution()));
    }
}
