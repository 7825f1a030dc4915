package nonet.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import nonet.testing.PuzzleLines;
import org.junit.jupiter.api.Test;

/** {@code -}: standard input of any length, sniffed as a puzzle file or a collection however long its leading comments. */
class StandardInputTest {

    /** More than the 64 KB a mark/reset read-ahead could hold. */
    private static final String LONG_COMMENT = "# a comment line longer than most, repeated to go past any read-ahead buffer\n".repeat(2000);

    /** Reads standard input, counting puzzles and keeping the errors, as a million-line stream would be read. */
    private static final class Tally {
        int ok;
        final List<PuzzleEntry.Bad> bad = new ArrayList<>();
    }

    private static Tally read(String stdin) {
        Tally t = new Tally();
        Inputs.reader(stdin).read("-", e -> {
            if (e instanceof PuzzleEntry.Bad b) {
                t.bad.add(b);
            } else {
                t.ok++;
            }
        });
        return t;
    }

    @Test
    void aCollectionAfterLongCommentsIsReadWholeWithRightLineNumbers() {
        List<String> easy = PuzzleLines.read("classic/easy50.txt");
        StringBuilder in = new StringBuilder(LONG_COMMENT);
        for (int i = 0; i < 20_000; i++) {
            in.append(easy.get(i % easy.size())).append('\n');
            if (i % 1000 == 0) {
                in.append("# every thousand lines, a comment\n");
            }
        }
        in.append("12345\n");
        assertTrue(LONG_COMMENT.length() > 1 << 16);
        Tally t = read(in.toString());
        assertEquals(20_000, t.ok);
        assertEquals(1, t.bad.size());
        assertEquals(2000 + 20_000 + 20 + 1, t.bad.get(0).line(), t.bad.get(0).toString());
    }

    @Test
    void aPuzzleFileAfterLongCommentsIsStillRecognisedAndLocated() {
        Tally ok = read(LONG_COMMENT + "use classic\ngrid 4\n");
        assertEquals(1, ok.ok);
        Tally bad = read(LONG_COMMENT + "use classic\ngrid 4\ngiven r5c1 = 1\n");
        PuzzleEntry.Bad e = assertInstanceOf(PuzzleEntry.Bad.class, bad.bad.get(0));
        assertEquals("<stdin>:2003:7: cell r5c1 is outside the 4x4 grid", e.toString());
    }

    @Test
    void onlyCommentsIsNoPuzzleAndNoError() {
        Tally t = read(LONG_COMMENT);
        assertEquals(0, t.ok);
        assertEquals(List.of(), t.bad);
    }
}
