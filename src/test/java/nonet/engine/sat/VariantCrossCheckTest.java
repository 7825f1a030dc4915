package nonet.engine.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.LongStream;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Model;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every encoding option of both library engines finds exactly the solutions brute force finds, on
 * seeded random 4x4 variant models (relations, distinct and non-distinct sums, arrows with
 * coefficient -1, weighted sums, tables, domains).
 */
class VariantCrossCheckTest {

    private static final String[][] CONFIGS = {
        {"sat", ""},
        {"sat", "sat.encoding=minimal"},
        {"sat", "sat.sums=pb"},
        {"sat", "sat.encoding=minimal,sat.sums=pb"},
        {"choco", ""},
        {"choco", "choco.cages=sum,choco.consistency=FC"},
        {"choco", "choco.consistency=BC,choco.search=minDom"},
    };

    static LongStream seeds() {
        return LongStream.range(0, 150);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void everyConfigurationFindsExactlyTheBruteForceSolutions(long seed) {
        Model model = RandomVariants.model(seed);
        Set<String> expected = new TreeSet<>();
        for (int[] grid : RandomVariants.solutions(model)) {
            expected.add(model.geometry().format(grid));
        }
        for (String[] config : CONFIGS) {
            Engine engine = EngineRegistry.create(config[0], options(config[1]));
            Result r = engine.run(model, Limits.count(500).withKeep(500));
            String what = config[0] + " " + config[1] + " on seed " + seed + " " + model.constraints();
            assertEquals(Status.EXHAUSTED, r.status(), what + ": " + r.message());
            assertEquals(expected.size(), r.count(), what);
            Set<String> found = new TreeSet<>();
            for (int[] grid : r.solutions()) {
                assertEquals(List.of(), model.violations(grid), what);
                found.add(model.geometry().format(grid));
            }
            assertEquals(expected, found, what);
        }
    }

    static EngineOptions options(String spec) {
        EngineOptions o = EngineOptions.NONE;
        for (String kv : spec.split(",")) {
            if (!kv.isEmpty()) {
                String[] p = kv.split("=", 2);
                o = o.with(p[0], p[1]);
            }
        }
        return o;
    }

    @Test
    void theGroundTruthIsNotTrivial() {
        // guards the generator: the random models must be neither all unsolvable nor all unconstrained
        long solvable = seeds().filter(s -> !RandomVariants.solutions(RandomVariants.model(s)).isEmpty()).count();
        long unique = seeds().filter(s -> RandomVariants.solutions(RandomVariants.model(s)).size() == 1).count();
        assertTrue(solvable > 30 && solvable < 150, "solvable models: " + solvable);
        assertTrue(unique > 0, "models with one solution: " + unique);
        assertEquals(288, RandomVariants.ALL_4X4.size());
    }
}
