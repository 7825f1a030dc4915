package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import nonet.engine.registry.EngineRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/** The older engine flags are aliases of declared settings, nothing more. */
class EngineTuningTest {

    private static EngineTuning parse(String... args) {
        EngineTuning tuning = new EngineTuning();
        new CommandLine(tuning).parseArgs(args);
        return tuning;
    }

    @Test
    void everyAliasNamesADeclaredSetting() {
        for (EngineTuning.Alias a : new EngineTuning().aliases()) {
            assertTrue(EngineRegistry.options().containsKey(a.key()), a.flag() + " stands for " + a.key() + ", which no engine declares");
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--encoding=minimal | sat.encoding | minimal",
        "--sat-sums=pb | sat.sums | pb",
        "--choco-consistency=BC | choco.consistency | BC",
        "--logic-then-search | logic.then-search | true",
    })
    void anAliasGivesTheSameSettingsAsItsOption(String flag, String key, String value) {
        assertEquals(Map.of(key, value), parse(flag).options().values());
        assertEquals(parse("-O", key + "=" + value).options().values(), parse(flag).options().values());
    }

    @Test
    void anAliasAndItsOptionMayAgree() {
        assertEquals(Map.of("sat.encoding", "minimal"), parse("--encoding=minimal", "-O", "sat.encoding=minimal").options().values());
    }
}
