package nonet.io;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random short texts of grid symbols, punctuation, comments, whitespace and BOMs, fed to the
 * inline-grid path and to the stream reader: what comes out is a puzzle or a located input error,
 * never an exception. Seeded, so a failure names the seed that reproduces it.
 */
class ReaderFuzzTest {

    private static final String[] PIECES = {"1", "2", "4", "9", "A", "G", "P", "Z", ".", "0", "?", "|", "+", "-", "=", "*",
        ":", ",", "#", " ", "\t", "\n", "\r\n", "\uFEFF", "r1c1", "é", "\0", "/", "use classic\n", "givens\n", "given r1c1 = 1\n",
        "grid 4x4\n", "cage 15 r1c1 r1c2\n"};

    static LongStream seeds() {
        return LongStream.range(0, 400);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void inlineArgumentsGiveAPuzzleOrALocatedError(long seed) {
        String text = randomText(new Random(seed));
        assertOnlyPuzzlesOrLocatedErrors(text, Inputs.reader(""), text, seed);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void standardInputGivesPuzzlesOrLocatedErrors(long seed) {
        String text = randomText(new Random(seed ^ 0x5DEECE66DL));
        assertOnlyPuzzlesOrLocatedErrors("-", Inputs.reader(text), text, seed);
    }

    private static void assertOnlyPuzzlesOrLocatedErrors(String arg, PuzzleReader reader, String text, long seed) {
        List<PuzzleEntry> entries = new ArrayList<>();
        String what = "seed " + seed + ", input " + escape(text);
        assertDoesNotThrow(() -> reader.read(arg, entries::add), what);
        assertFalse(!arg.equals("-") && entries.isEmpty(), "an argument gives at least one entry: " + what);
        for (PuzzleEntry e : entries) {
            if (e instanceof PuzzleEntry.Bad bad) {
                assertTrue(bad.line() >= 1 && bad.col() >= 1, "error without a position: " + bad + "; " + what);
                assertFalse(bad.message().isBlank() || bad.message().contains("Exception"), bad + "; " + what);
            }
        }
    }

    /** Mostly a near-grid (a grid's length of symbols, a few changed), otherwise a short mix of pieces. */
    private static String randomText(Random rnd) {
        StringBuilder sb = new StringBuilder();
        if (rnd.nextBoolean()) {
            int n = new int[] {4, 9, 16}[rnd.nextInt(3)];
            for (int i = 0; i < n * n; i++) {
                sb.append(rnd.nextInt(4) == 0 ? Character.forDigit(1 + rnd.nextInt(Math.min(n, 9)), 10) : '.');
            }
        }
        int pieces = rnd.nextInt(12);
        for (int i = 0; i < pieces; i++) {
            String piece = PIECES[rnd.nextInt(PIECES.length)];
            sb.insert(rnd.nextInt(sb.length() + 1), piece);
        }
        return sb.toString();
    }

    private static String escape(String s) {
        StringBuilder sb = new StringBuilder("\"");
        s.codePoints().forEach(c -> sb.append(c < 32 || c > 126 ? String.format("\\u%04x", c) : Character.toString(c)));
        return sb.append('"').toString();
    }
}
