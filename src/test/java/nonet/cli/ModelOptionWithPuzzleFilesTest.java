package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code -m MODEL} on a puzzle file: it joins the models the file uses, and replaces classic in one that uses none. */
class ModelOptionWithPuzzleFilesTest {

    @TempDir
    Path tmp;

    private static String json(Cli r) {
        assertEquals(1, r.lines().size(), r.out() + r.err());
        return r.lines().get(0);
    }

    @Test
    void joinsTheModelsAFileUses() {
        Cli r = Cli.run("solve", "--format", "json", "-m", "miracle", "puzzles/variants/killer-wikipedia.nonet");
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        assertTrue(json(r).contains("\"model\":\"killer+miracle\""), r.out());
        assertTrue(json(r).contains("\"status\":\"none\""), r.out());
    }

    @Test
    void aModelTheFileAlreadyUsesIsNotAddedTwice() {
        Cli r = Cli.run("solve", "--format", "json", "-m", "killer", "puzzles/variants/killer-wikipedia.nonet");
        assertTrue(json(r).contains("\"model\":\"killer\""), r.out());
        assertTrue(json(r).contains("\"status\":\"solved\""), r.out());
    }

    @Test
    void aModelUsedOnTwoLinesIsNamedOnce() throws IOException {
        Path f = Files.writeString(tmp.resolve("p.nonet"), "use thermo\nuse thermo, rules/anti-knight\nthermo r1c1 r1c2\n");
        Cli r = Cli.run("count", "--format", "json", f.toString());
        assertTrue(json(r).contains("\"model\":\"thermo+rules/anti-knight\""), r.out());
    }

    @Test
    void replacesClassicInAFileThatUsesNone() throws IOException {
        Path f = Files.writeString(tmp.resolve("p.nonet"), "given r1c1 = 1\ngiven r4c4 = 5\n");
        Cli r = Cli.run("solve", "--format", "line", "-m", "classic-4x4", f.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exit());
        assertEquals(List.of(f + ":2:14: given 5 is outside 1..4"), r.errLines());
        Cli classic = Cli.run("count", "--format", "line", f.toString());
        assertEquals(List.of("2+"), classic.lines());
    }
}
