package nonet.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import nonet.engine.EngineOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** reproduce.sh gives the engines of other jars (NONET_CLASSPATH) back to the nonet it runs. */
class CaseWriterTest {

    @TempDir
    Path tmp;

    private static final CheckSettings SETTINGS = new CheckSettings(List.of("native", "yours"), EngineOptions.NONE, 2, 0, 1, null, false);

    private String run(String script, Map<String, String> env) throws Exception {
        Path file = Files.writeString(tmp.resolve("reproduce.sh"), script);
        Path fake = Files.writeString(tmp.resolve("fake-nonet"), "#!/bin/sh\necho \"$NONET_CLASSPATH|$*\"\n");
        assertTrue(fake.toFile().setExecutable(true));
        ProcessBuilder pb = new ProcessBuilder("sh", file.toString()).redirectErrorStream(true);
        pb.environment().remove("NONET_CLASSPATH");
        pb.environment().put("NONET", fake.toString());
        pb.environment().putAll(env);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), out);
        return out;
    }

    @Test
    void theScriptGivesThePluginJarsBackUnlessTheCallerGivesOthers() throws Exception {
        String plugins = "/x/plugin dir/yours.jar";
        String script = new CaseWriter(tmp, SETTINGS, List.of("/p/nonet"), plugins).script("t.txt #1 (line 1)", Map.of());
        assertEquals(plugins + "|check --engines native,yours --limit 2 puzzle.nonet", run(script, Map.of()));
        assertEquals("/other.jar|check --engines native,yours --limit 2 puzzle.nonet", run(script, Map.of("NONET_CLASSPATH", "/other.jar")));
    }

    @Test
    void withoutPluginsTheScriptSetsNothing() throws Exception {
        String script = new CaseWriter(tmp, SETTINGS, List.of("/p/nonet"), "").script("t.txt #1 (line 1)", Map.of());
        assertFalse(script.contains("NONET_CLASSPATH"), script);
        assertEquals("|check --engines native,yours --limit 2 puzzle.nonet", run(script, Map.of()));
    }
}
