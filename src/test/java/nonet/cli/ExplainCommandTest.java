package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nonet.engine.Deduction;
import nonet.model.Geometry;
import nonet.testing.PuzzleLines;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nonet explain} and {@code solve -e logic} on a batch: the closing total, in text and JSON. */
class ExplainCommandTest {

    /** Two puzzles logic solves (easy50 #1 and #2), then one it stalls on (tdoku's first with several solutions). */
    private static final List<String> BATCH = List.of(
            PuzzleLines.read("classic/easy50.txt").get(0),
            PuzzleLines.read("classic/easy50.txt").get(1),
            PuzzleLines.lines("classic/tdoku_test_puzzles.txt").stream()
                    .filter(l -> Long.parseLong(l.split(":")[1]) > 1).findFirst().orElseThrow().split(":")[0]);

    @TempDir
    Path tmp;

    private String batchFile() throws IOException {
        Path file = tmp.resolve("batch.txt");
        Files.write(file, BATCH);
        return file.toString();
    }

    @Test
    void textEndsWithTheTotal() throws IOException {
        Cli r = Cli.run("explain", batchFile());
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.lines();
        assertEquals("solved by logic: 2 of 3 puzzles (1 needs search)", lines.get(lines.size() - 1));
        assertTrue(r.out().contains("hardest technique needed: naked single"), r.out());
        assertTrue(r.out().matches("(?s).*hardest technique needed: [a-z ]+(\\([a-z: ]+\\))?; rating \\d+\\.\\d\n.*"), r.out());
    }

    @Test
    void jsonEndsWithASummaryObjectAndEverySolutionHolds() throws IOException {
        Cli r = Cli.run("explain", "--format", "json", batchFile());
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.lines();
        assertEquals(BATCH.size() + 1, lines.size());
        for (int i = 0; i < BATCH.size(); i++) {
            assertTrue(lines.get(i).contains("\"hardest_needed\":"), lines.get(i));
            assertTrue(lines.get(i).matches(".*\"needs_search\":(true|false),\"rating\":\\d+\\.\\d+,.*"), lines.get(i));
            Matcher m = Pattern.compile("\"solution\":\"([1-9]{81})\"").matcher(lines.get(i));
            if (m.find()) {
                assertEquals(List.of(), TestModels.classic(BATCH.get(i)).violations(grid(m.group(1))));
            }
        }
        assertEquals("{\"type\":\"summary\",\"puzzles\":3,\"solved_by_logic\":2,\"need_search\":1,\"no_solution\":0,"
                + "\"timed_out\":0,\"text\":\"solved by logic: 2 of 3 puzzles (1 needs search)\"}", lines.get(BATCH.size()));
    }

    @Test
    void onePuzzleHasNoTotal() {
        Cli r = Cli.run("explain", BATCH.get(0));
        assertEquals(0, r.exit(), r.err());
        assertFalse(r.out().contains("solved by logic:"), r.out());
    }

    @Test
    void solveWithLogicEndsWithTheTotalExceptInLineFormat() throws IOException {
        String file = batchFile();
        Cli text = Cli.run("solve", "-e", "logic", file);
        assertEquals(0, text.exit(), text.err());
        assertEquals("solved by logic: 2 of 3 puzzles (1 needs search)", text.lines().get(text.lines().size() - 1));
        Cli json = Cli.run("solve", "-e", "logic", "--format", "json", file);
        assertTrue(json.lines().get(BATCH.size()).startsWith("{\"type\":\"summary\",\"puzzles\":3,\"solved_by_logic\":2"), json.out());
        Cli line = Cli.run("solve", "-e", "logic", "--format", "line", file);
        assertEquals(BATCH.size(), line.lines().size(), line.out());
        for (int i = 0; i < 2; i++) {
            assertEquals(List.of(), TestModels.classic(BATCH.get(i)).violations(grid(line.lines().get(i))));
        }
        assertEquals("unknown", line.lines().get(2));
        Cli search = Cli.run("solve", "-e", "logic", "--logic-then-search", file);
        assertTrue(search.out().endsWith("solved by logic: 2 of 3 puzzles (1 needs search)\n"), search.out());
    }

    @Test
    void otherEnginesPrintNoTotal() throws IOException {
        Cli r = Cli.run("solve", batchFile());
        assertFalse(r.out().contains("solved by logic:"), r.out());
    }

    @Test
    void totalsArePluralised() {
        LogicTally tally = new LogicTally();
        tally.add(Deduction.SOLVED, false);
        assertEquals("solved by logic: 1 of 1 puzzle (0 need search)", tally.line());
        tally.add(Deduction.STUCK, false);
        tally.add(Deduction.STUCK, false);
        tally.add(Deduction.CONTRADICTION, false);
        tally.add(Deduction.STUCK, true);
        assertEquals("solved by logic: 1 of 5 puzzles (2 need search, 1 has no solution, 1 timed out)", tally.line());
    }

    @Test
    void explainHelpListsOnlyItsFormats() {
        Cli help = Cli.run("explain", "--help");
        assertTrue(help.out().contains("text (for people) or json"), help.out());
        assertFalse(help.out().contains("line (one line per puzzle)"), help.out());
        assertTrue(Cli.run("solve", "--help").out().contains("line (one line per puzzle)"));
        Cli line = Cli.run("explain", "--format", "line", BATCH.get(0));
        assertEquals(ExitCodes.BAD_INPUT, line.exit());
        assertTrue(line.err().contains("--format text or json"), line.err());
    }

    private static int[] grid(String line) {
        int[] g = new int[line.length()];
        for (int i = 0; i < g.length; i++) {
            g[i] = Geometry.digitOf(line.charAt(i));
        }
        return g;
    }
}
