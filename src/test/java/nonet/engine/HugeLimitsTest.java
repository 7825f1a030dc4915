package nonet.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.stream.Stream;
import nonet.engine.registry.EngineRegistry;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Time and count limits far beyond any run (a timeout of 1e300 seconds saturates to the largest
 * millisecond count) must mean "no limit in practice", never an overflow that ends the run at once
 * or an exception, in every engine.
 */
class HugeLimitsTest {

    // easy, so the incomplete engines (logic, local search) solve it too and nothing runs long under a limit that never ends
    private static final String EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

    static Stream<Arguments> enginesAndTimeouts() {
        return EngineRegistry.entries().stream().map(EngineProvider.Entry::name).filter(e -> !e.startsWith("faulty-"))
                .flatMap(e -> Stream.of(Long.MAX_VALUE, 9_999_999_999_000L, Long.MAX_VALUE / 1_000_000L + 1).map(t -> Arguments.of(e, t)));
    }

    @ParameterizedTest(name = "{0}, {1} ms")
    @MethodSource("enginesAndTimeouts")
    void aHugeTimeoutAndLimitStillSolve(String engine, long timeoutMillis) {
        Model model = TestModels.classic(EASY);
        Limits limits = Limits.solve().withTimeoutMillis(timeoutMillis);
        if (EngineRegistry.entry(engine).complete()) {
            limits = new Limits(Long.MAX_VALUE, timeoutMillis, 0, 1, 0);
        }
        Result r = EngineRegistry.create(engine, EngineOptions.NONE).run(model, limits);
        assertFalse(r.solutions().isEmpty(), engine + ": " + r.status() + " " + r.message());
        for (int[] s : r.solutions()) {
            assertEquals(List.of(), model.violations(s), engine + " returned a grid that breaks the model");
        }
        if (EngineRegistry.entry(engine).complete()) {
            assertEquals(Status.EXHAUSTED, r.status(), engine + ": " + r.message());
            assertEquals(1, r.count(), engine);
        }
    }
}
