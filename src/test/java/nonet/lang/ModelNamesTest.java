package nonet.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Model names from files that no file system can name are located errors, not exceptions. */
class ModelNamesTest {

    @TempDir
    Path dir;

    @Test
    void aNulInAnExtendedNameIsAnErrorAtTheName() throws Exception {
        Files.writeString(dir.resolve("m.nonet"), "model m\nextends classic, rules/anti-king\0\n");
        LangException e = assertThrows(LangException.class,
                () -> Lang.COMPILER.compile(new PuzzleFileParser().parse("use ./m.nonet\n", "p.nonet", dir)));
        assertEquals(dir.resolve("m.nonet") + ":2:18: model name 'rules/anti-king\0' is no file name: Nul character not allowed",
                e.getMessage());
    }
}
