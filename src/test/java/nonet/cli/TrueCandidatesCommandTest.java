package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.testing.BruteForce;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/** {@code nonet candidates --true}: the three formats, against brute force, and every refusal word for word. */
class TrueCandidatesCommandTest {

    private static final String FOUR = "1..............2";

    @Test
    void lineFormatIsTheUnionOfAllSolutionsOnEveryCompleteEngine() {
        String expected = expectedLine(FOUR);
        for (String engine : nonet.testing.Engines.complete()) {
            Cli run = Cli.run("candidates", "--true", "-e", engine, "--format", "line", FOUR, "1......2...3...4");
            assertEquals(0, run.exit(), run.err());
            assertEquals(List.of(expected, "- - - - - - - - - - - - - - - -"), run.lines(), engine);
        }
        // --cap alone selects true candidates too
        assertEquals(List.of(expected), Cli.run("candidates", "--cap", "3", "--format", "line", FOUR).lines());
    }

    @Test
    void digitsAboveNineAreLetters() {
        String empty16 = ".".repeat(256);
        String line = Cli.run("candidates", "--true", "--format", "line", empty16).lines().get(0);
        assertTrue(line.startsWith("123456789ABCDEFG 123456789ABCDEFG "), line);
    }

    @Test
    void textDrawsTheGridAndTheCountsUpToTheCap() {
        Cli run = Cli.run("candidates", "--cap", "2", "1234341221434...");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("true candidates"), run.out());
        // the last row is forced: 4 3 2 1 read from the columns, so r4c2 has 3 alone, used by the one solution
        assertTrue(run.out().contains("r4c2 3:1\n"), run.out());
    }

    @Test
    void jsonGivesEachCellWithCountsAndWitnesses() {
        Cli run = Cli.run("candidates", "--cap", "100", "--format", "json", FOUR);
        String json = run.lines().get(0);
        assertTrue(json.startsWith("{\"source\":\"<arg>\",\"index\":1,\"line\":1,\"model\":\"classic\",\"engine\":\"native\",\"status\":\"exact\",\"cap\":100,"
                + "\"cells\":[{\"cell\":\"r1c1\",\"digits\":[1],\"counts\":[" + BruteForce.solutions(TestModels.classic(FOUR), 1000).size() + "],\"witnesses\":[0]}"), json);
        assertTrue(json.contains("\"message\":null}"), json);
    }

    /**
     * The hardest bundled 25x25 puzzle needs several CPU seconds for its true candidates, the 4x4
     * milliseconds even on a loaded machine: a one-second limit stops the first and not the second.
     */
    @Test
    void aTimeoutIsAStatusWordAndTheBatchGoesOn() throws Exception {
        String hard = Files.readAllLines(Path.of("puzzles/classic/gecode_25x25.txt")).get(3);
        Cli run = Cli.run("candidates", "--true", "--timeout", "1", "--format", "line", hard, FOUR);
        assertEquals(0, run.exit(), run.err());
        assertEquals(List.of("timeout", expectedLine(FOUR)), run.lines());
    }

    @Test
    void refusalsAreWordForWord() {
        Cli cap = Cli.run("candidates", "--cap", "0", FOUR);
        assertEquals(2, cap.exit());
        assertEquals(List.of("nonet: --cap must be at least 1, not 0"), cap.errLines());
        Cli logic = Cli.run("candidates", "--true", "-e", "logic", FOUR);
        assertEquals(2, logic.exit());
        assertEquals(List.of("nonet: --true needs a complete engine (one that proves a puzzle has no solution: native, choco, sat, dlx), not 'logic'"),
                logic.errLines());
        Cli format = Cli.run("candidates", "--format", "json", FOUR);
        assertEquals(2, format.exit());
        assertEquals(List.of("nonet: --format applies to true candidates (--true); logic's candidates are printed in the 729-character form"),
                format.errLines());
        Cli unsupported = Cli.run("candidates", "--true", "-e", "dlx", "--format", "line", "puzzles/variants/killer-wikipedia.nonet");
        assertEquals(2, unsupported.exit());
        assertEquals(List.of("unsupported"), unsupported.lines());
        assertTrue(unsupported.err().startsWith("puzzles/variants/killer-wikipedia.nonet:"), unsupported.err());
    }

    /**
     * With colour, each count in the list wears the colour of its band (counted here from brute
     * force's solutions), the legend comes first, and stripping the codes leaves the plain text.
     */
    @Test
    void colourMarksFewAndManyAndStripsToThePlainText() {
        String grid = "1.3.....2.......";
        Cli painted = Cli.run("candidates", "--cap", "3", "--color", "always", grid);
        Cli plain = Cli.run("candidates", "--cap", "3", "--color", "never", grid);
        assertEquals(0, painted.exit(), painted.err());
        assertTrue(!plain.out().contains("\u001b"), plain.out());
        assertTrue(painted.out().contains("colours: \u001b[31mred\u001b[0m 1 solution, \u001b[33myellow\u001b[0m 2, \u001b[32mgreen\u001b[0m 3 or more\n"),
                painted.out());
        String stripped = painted.out().replaceAll("\u001b\\[[0-9]*m", "").replaceAll("(?m)^colours: .*\n", "");
        assertEquals(plain.out().replaceAll("\\d+\\.\\d+ ms", "ms"), stripped.replaceAll("\\d+\\.\\d+ ms", "ms"));
        Model model = TestModels.classic(grid);
        List<int[]> all = BruteForce.solutions(model, 100_000);
        for (int cell = 0; cell < 16; cell++) {
            for (int d = 1; d <= 4; d++) {
                int c = cell;
                int digit = d;
                long uses = all.stream().filter(sol -> sol[c] == digit).count();
                if (uses > 0) {
                    String colour = uses >= 3 ? "\u001b[32m" : uses == 1 ? "\u001b[31m" : "\u001b[33m";
                    String word = d + ":" + Math.min(uses, 3) + (uses >= 3 ? "+" : "");
                    assertTrue(painted.out().contains(" " + colour + word + "\u001b[0m"), model.geometry().cellName(cell) + " " + word);
                }
            }
        }
        // a pipe (as here) gets no colour by default, and the other forms none even when asked
        assertEquals(plain.out().replaceAll("\\d+\\.\\d+ ms", "ms"), Cli.run("candidates", "--cap", "3", grid).out().replaceAll("\\d+\\.\\d+ ms", "ms"));
        assertEquals(Cli.run("candidates", "--cap", "3", "--format", "line", grid).out(),
                Cli.run("candidates", "--cap", "3", "--format", "line", "--color", "always", grid).out());
        Cli bad = Cli.run("candidates", "--cap", "3", "--color", "sometimes", grid);
        assertEquals(2, bad.exit());
        assertEquals(List.of("nonet: --color must be auto, always or never, not 'sometimes'"), bad.errLines());
    }

    /** The expected line, from the union of every solution brute force enumerates. */
    static String expectedLine(String grid) {
        Model model = TestModels.classic(grid);
        List<int[]> all = BruteForce.solutions(model, 100_000);
        StringBuilder sb = new StringBuilder();
        for (int cell = 0; cell < model.cellCount(); cell++) {
            sb.append(cell > 0 ? " " : "");
            for (int d = 1; d <= model.size(); d++) {
                int digit = d;
                int c = cell;
                if (all.stream().anyMatch(s -> s[c] == digit)) {
                    sb.append(Geometry.symbol(d));
                }
            }
        }
        return sb.toString();
    }
}
