package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import nonet.engine.EngineProvider;
import nonet.engine.OptionSpec;
import nonet.engine.registry.EngineRegistry;
import org.junit.jupiter.api.Test;

/** {@code nonet engines}: its help on settings is built from what each engine declares. */
class EnginesCommandTest {

    @Test
    void optionsListsEveryDeclaredSettingWithItsValuesAndDefault() {
        Cli r = Cli.run("engines", "--options");
        assertEquals(0, r.exit(), r.err());
        for (OptionSpec o : EngineRegistry.options().values()) {
            assertTrue(r.lines().stream().anyMatch(l -> l.strip().startsWith(o.key() + " ") && l.contains(o.allowed())
                    && l.contains(o.description())), o.key() + " in\n" + r.out());
        }
        assertTrue(r.out().contains("(unsupported)          LinearSum, Table, Mdd"), r.out());
    }

    @Test
    void withoutOptionsOneLinePerEngine() {
        Cli r = Cli.run("engines");
        assertEquals(0, r.exit(), r.err());
        assertFalse(r.out().contains("native.alldiff"), r.out());
        for (EngineProvider.Entry e : EngineRegistry.entries()) {
            assertTrue(r.lines().stream().anyMatch(l -> l.startsWith(e.name() + " ")), e.name());
        }
    }
}
