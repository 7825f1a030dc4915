package nonet.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import nonet.model.Model;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A file read as a stream under its name (as the Spark job reads files of HDFS or S3) gives the
 * entries the same file gives when named on the command line: the same puzzles, places and messages.
 */
class NamedStreamInputTest {

    /** What an entry says: its place, and its model, givens and constraint count, or its message. */
    private static String describe(PuzzleEntry e) {
        if (e instanceof PuzzleEntry.Ok ok) {
            Model m = ok.model();
            return ok.source() + "#" + ok.index() + "@" + ok.line() + " " + m.name() + " " + m.geometry().format(m.givens())
                    + " " + m.constraints().size();
        }
        return e.toString();
    }

    private static List<String> read(String file) throws IOException {
        List<String> out = new ArrayList<>();
        Path path = Path.of(file);
        try (InputStream in = Files.newInputStream(path)) {
            Inputs.reader("").read(file, in, path.toAbsolutePath().getParent(), e -> out.add(describe(e)));
        }
        return out;
    }

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"puzzles/classic/tdoku_test_puzzles.txt", "puzzles/classic/sizes.txt", "puzzles/variants/killer-wikipedia.nonet",
        "puzzles/variants/jigsaw-constructed.nonet"})
    void aStreamReadsAsTheFileItCameFrom(String file) throws IOException {
        assertReadsAlike(file);
    }

    @Test
    void badLinesAreTheSameBadEntries() throws IOException {
        Path mixed = Files.writeString(tmp.resolve("mixed.txt"), String.join("\n", "# good, short, bad symbol, a multi-line 4x4 grid, a row cut short",
                "..7........1....3..5..4.6...4....7...6...3........1..2.....7.......6..8...2.....1", "1234",
                "..7........1....3..5..4.6...4....7...6...3........1..2.....7.......6..8...2....X1", "",
                "1.3.", "..2.", "2...", "...1", "", "1.3.", "..2", ""));
        assertReadsAlike(mixed.toString());
        Path broken = Files.writeString(tmp.resolve("broken.nonet"), "use killer\ngrid 9x9\ncage 99 r1c1-r9c9\n");
        assertReadsAlike(broken.toString());
    }

    private static void assertReadsAlike(String file) throws IOException {
        List<String> expected = Inputs.read(file, "").stream().map(NamedStreamInputTest::describe).toList();
        assertTrue(expected.size() > 0, file);
        assertEquals(expected, read(file));
    }
}
