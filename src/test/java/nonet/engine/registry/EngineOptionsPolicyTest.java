package nonet.engine.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.EngineProvider;
import nonet.engine.Limits;
import nonet.engine.OptionSpec;
import nonet.engine.Result;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** One options policy for every engine: declared keys, values checked against the declaration, near misses named. */
class EngineOptionsPolicyTest {

    private static final String TOP = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    private static String refusal(String engine, String key, String value) {
        return assertThrows(IllegalArgumentException.class,
                () -> EngineRegistry.create(engine, EngineOptions.NONE.with(key, value))).getMessage();
    }

    /** Native and sls used to fall back to a default without a word; now every engine refuses alike. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "native | native.alldiff | fast | option native.alldiff must be one of auto, gac, singles, on, off, true, false, not 'fast'",
        "native | native.restarts | -5 | option native.restarts must be auto or a whole number 0..2147483647, not '-5'",
        "native | native.general | yes | option native.general must be one of true, false, not 'yes'",
        "sls | sls.cooling | 2 | option sls.cooling must be a number in 0.5..0.99999, not '2'",
        "sls | sls.pool | many | option sls.pool must be a whole number 1..10000, not 'many'",
        "choco | choco.search | dom | option choco.search must be one of default, domoverwdeg, minDom, not 'dom'",
        "sat | sat.sums | bdd | option sat.sums must be one of clauses, pb, not 'bdd'",
        "logic | logic.then-search | maybe | option logic.then-search must be one of true, false, not 'maybe'",
        "dimacs:minisat | sat.encoding | maximal | option sat.encoding must be one of extended, minimal, not 'maximal'"})
    void aBadValueIsRefusedNamingTheAllowedOnes(String engine, String key, String value, String message) {
        assertEquals(message, refusal(engine, key, value));
    }

    @Test
    void anUnknownKeyGetsTheNearestKnownOne() {
        assertEquals("unknown engine option 'choco.serch'; did you mean choco.search? ('nonet engines --options' lists them)",
                refusal("native", "choco.serch", "dom"));
        assertEquals("unknown engine option 'native.restart'; did you mean native.restarts? ('nonet engines --options' lists them)",
                refusal("dlx", "native.restart", "5"));
        assertEquals("unknown engine option 'colour' ('nonet engines --options' lists them)", refusal("native", "colour", "red"));
    }

    @Test
    void aKeyOfAnotherEngineIsLeftToItSoOneSetServesACheck() {
        EngineOptions shared = EngineOptions.NONE.with("choco.search", "minDom").with("sat.encoding", "minimal");
        Model model = TestModels.classic(TOP);
        for (String engine : List.of("native", "choco", "sat", "dlx")) {
            try (Engine e = EngineRegistry.create(engine, shared)) {
                Result r = e.run(model, Limits.count(2));
                assertEquals(1, r.count(), engine);
                assertEquals(List.of(), model.violations(r.solution()), engine);
            }
        }
    }

    @Test
    void everyDeclaredDefaultIsAcceptedAndMakesTheEngine() {
        Map<String, OptionSpec> all = EngineRegistry.options();
        assertTrue(all.size() >= 20, all.keySet().toString());
        for (EngineProvider.Entry e : EngineRegistry.entries()) {
            EngineOptions defaults = EngineOptions.NONE;
            for (OptionSpec o : e.description().options()) {
                assertTrue(o.key().startsWith(e.name() + ".") || o.key().startsWith("sat."), o.key() + " of " + e.name());
                if (!o.defaultValue().isEmpty()) {
                    assertTrue(o.accepts().test(o.defaultValue()), o.key() + " default " + o.defaultValue());
                    defaults = defaults.with(o.key(), o.defaultValue());
                }
            }
            EngineOptions options = defaults;
            try (Engine made = EngineRegistry.create(e.name(), options)) {
                assertEquals(e.name(), made.name());
            }
        }
    }

    @Test
    void nearestIsByEditDistanceAndOnlyWhenClose() {
        assertEquals(1, Nearest.distance("sls.pol", "sls.pool"));
        assertEquals(2, Nearest.distance("native.prbe", "native.prob"));
        assertEquals("sls.pool", Nearest.of("sls.pol", List.of("sls.pool", "sls.chain")));
        assertEquals(null, Nearest.of("zzz", List.of("sls.pool", "sls.chain")));
        assertFalse(Nearest.of("native.lerning", List.of("native.learning")) == null);
    }
}
