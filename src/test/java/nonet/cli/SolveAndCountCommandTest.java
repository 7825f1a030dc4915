package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code nonet solve} and {@code nonet count} end to end, every printed solution checked against the puzzle. */
class SolveAndCountCommandTest {

    @TempDir
    Path tmp;

    private static List<String> puzzles(String file) throws IOException {
        return Files.readAllLines(Path.of("puzzles/classic", file)).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).map(l -> l.split(":")[0]).toList();
    }

    private static void assertSolves(String puzzle, String solution) {
        Model model = TestModels.classic(puzzle);
        int[] grid = new int[solution.length()];
        for (int i = 0; i < grid.length; i++) {
            grid[i] = Geometry.digitOf(solution.charAt(i));
        }
        assertEquals(List.of(), model.violations(grid), "solution of " + puzzle);
    }

    @Test
    void solvesEveryTop95PuzzleInLineFormat() throws IOException {
        Cli r = Cli.run("solve", "--format", "line", "puzzles/classic/top95.txt");
        assertEquals(0, r.exit(), r.err());
        List<String> in = puzzles("top95.txt");
        assertEquals(in.size(), r.lines().size());
        for (int i = 0; i < in.size(); i++) {
            assertSolves(in.get(i), r.lines().get(i));
        }
    }

    @Test
    void countsMatchTdokusExpectedCounts() throws IOException {
        Cli r = Cli.run("count", "--limit", "1000", "--format", "line", "puzzles/classic/tdoku_test_puzzles.txt");
        assertEquals(0, r.exit(), r.err());
        List<String> lines = Files.readAllLines(Path.of("puzzles/classic/tdoku_test_puzzles.txt"));
        assertEquals(lines.size(), r.lines().size());
        for (int i = 0; i < lines.size(); i++) {
            assertEquals(lines.get(i).split(":")[1], r.lines().get(i), "count of line " + (i + 1));
        }
    }

    @Test
    void anEngineThatCrashesOnOnePuzzleIsReportedAndTheBatchGoesOn() {
        String empty = ".".repeat(81);
        String given = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        Cli r = Cli.run("solve", "-e", "faulty-crash", "--format", "line", empty, given);
        assertEquals(1, r.exit(), r.err());
        assertEquals(2, r.lines().size(), r.out());
        assertEquals("invalid", r.lines().get(0));
        int[] grid = r.lines().get(1).chars().map(ch -> ch - '0').toArray();
        assertEquals(List.of(), TestModels.classic(given).violations(grid));
        assertTrue(r.err().contains("engine faulty-crash: the engine failed: java.lang.StackOverflowError"), r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
    }

    @Test
    void aCrashOutsideAnyPuzzlesRunIsAnInternalErrorWithoutAStackTrace() {
        Cli r = Cli.run("bench", "-e", "faulty-crash", "--warmup", "0", "--time", "0", ".".repeat(81));
        assertEquals(ExitCodes.INTERNAL, r.exit(), r.err());
        assertTrue(r.err().startsWith("nonet: internal error: java.lang.StackOverflowError"), r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
    }

    @Test
    void countStopsAtTheLimitAndSaysSo() {
        Cli r = Cli.run("count", "--format", "line", ".".repeat(16));
        assertEquals(0, r.exit(), r.err());
        assertEquals(List.of("2+"), r.lines());
        Cli all = Cli.run("count", "--limit", "1000", "--format", "line", ".".repeat(16));
        assertEquals(List.of("288"), all.lines());
        Cli one = Cli.run("count", "--limit", "1", ".".repeat(16));
        assertTrue(one.out().contains(": at least 1 solution (limit reached)"), one.out());
    }

    @Test
    void malformedLinesAreReportedAndTheRestOfTheBatchIsSolved() throws IOException {
        String good = puzzles("easy50.txt").get(0);
        String badSymbol = good.substring(0, 4) + "x" + good.substring(5);
        String shortLine = good.substring(3);
        char[] dup = good.toCharArray();
        // two equal givens in row 1: copy the first given digit of the row into an empty cell of that row
        int firstGiven = -1;
        int empty = -1;
        for (int c = 0; c < 9; c++) {
            if (dup[c] != '0' && dup[c] != '.' && firstGiven < 0) {
                firstGiven = c;
            } else if ((dup[c] == '0' || dup[c] == '.') && empty < 0) {
                empty = c;
            }
        }
        dup[empty] = dup[firstGiven];
        Path file = tmp.resolve("batch.txt");
        Files.writeString(file, String.join("\n", good, badSymbol, shortLine, new String(dup), good) + "\n");
        Cli r = Cli.run("solve", "--format", "line", file.toString(), tmp.resolve("missing.txt").toString(), good);
        assertEquals(2, r.exit());
        List<String> out = r.lines();
        assertEquals(7, out.size(), r.out());
        assertSolves(good, out.get(0));
        assertEquals("error", out.get(1));
        assertEquals("error", out.get(2));
        assertEquals("error", out.get(3));
        assertSolves(good, out.get(4));
        assertEquals("error", out.get(5));
        assertSolves(good, out.get(6));
        List<String> err = r.errLines();
        assertEquals(4, err.size(), r.err());
        assertTrue(err.get(0).startsWith(file + ":2:5: bad symbol 'x'"), err.get(0));
        assertTrue(err.get(1).startsWith(file + ":3:1: "), err.get(1));
        assertTrue(err.get(2).startsWith(file + ":4:" + (Math.max(empty, firstGiven) + 1) + ": "), err.get(2));
        assertTrue(err.get(2).contains("twice"), err.get(2));
        assertTrue(err.get(3).contains("missing.txt") && err.get(3).contains("no such file"), err.get(3));
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void unknownModelIsAUsageErrorWithASuggestion() {
        Cli r = Cli.run("solve", "-m", "diagonl", ".".repeat(81));
        assertEquals(2, r.exit());
        assertEquals(1, r.errLines().size(), r.err());
        assertTrue(r.err().contains("diagonal"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void modelFileWithASyntaxErrorIsReportedWithItsPosition() throws IOException {
        Path model = tmp.resolve("broken.nonet");
        Files.writeString(model, "model broken\nextends classic\ndistinct rows columns\npairs king a != b\n");
        Cli r = Cli.run("solve", "-m", model.toString(), ".".repeat(81));
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("broken.nonet:"), r.err());
        assertTrue(r.err().matches("(?s).*broken\\.nonet:\\d+:\\d+: .*"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    /** Engines read their options when created; in every command a bad value is the user's mistake, not an internal error. */
    @ParameterizedTest
    @ValueSource(strings = {"solve -e choco", "count -e choco", "check --engines native,choco", "bench -e choco --warmup 0 --time 0"})
    void aBadEngineOptionIsAUsageError(String command) {
        List<String> args = new ArrayList<>(List.of(command.split(" ")));
        args.addAll(List.of("--choco-consistency", "XX", ".".repeat(81)));
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(2, r.exit(), r.out() + r.err());
        assertEquals(List.of("nonet: --choco-consistency XX: option choco.consistency must be one of AC, BC, FC, NEQS, DEFAULT, not 'XX'"), r.errLines());
    }

    @Test
    void everyChocoConsistencyTheHelpListsIsAcceptedAndCountsLikeNative() {
        String help = Cli.run("engines", "--options").out().replaceAll("\\s+", " ");
        Matcher listed = Pattern.compile("choco\\.consistency one of ([A-Z, ]+) \\(default").matcher(help);
        assertTrue(listed.find(), help);
        List<String> levels = List.of(listed.group(1).split(", "));
        assertTrue(levels.contains("NEQS"), levels.toString());
        String grid = "1" + ".".repeat(15);
        Cli nativeCount = Cli.run("count", "--limit", "1000", "--format", "line", grid);
        assertEquals(0, nativeCount.exit(), nativeCount.err());
        for (String level : levels) {
            Cli r = Cli.run("count", "-e", "choco", "--choco-consistency", level, "--limit", "1000", "--format", "line", grid);
            assertEquals(0, r.exit(), level + ": " + r.err());
            assertEquals(nativeCount.lines(), r.lines(), level);
        }
    }

    @Test
    void unknownOptionIsAUsageError() {
        Cli r = Cli.run("solve", "--frmat", "line", ".".repeat(81));
        assertEquals(2, r.exit());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void jsonHasOneObjectPerPuzzleWithTheContractFields() throws IOException {
        String p = puzzles("easy50.txt").get(1);
        Cli r = Cli.run("count", "--format", "json", p, p.substring(1));
        assertEquals(2, r.exit());
        assertEquals(2, r.lines().size());
        String first = r.lines().get(0);
        for (String field : List.of("\"source\":", "\"index\":1", "\"status\":\"exact\"", "\"solution\":\"", "\"count\":1",
                "\"exact\":true", "\"engine\":\"native\"", "\"time_ms\":", "\"stats\":", "\"message\":")) {
            assertTrue(first.contains(field), field + " in " + first);
        }
        String solution = first.replaceAll(".*\"solution\":\"([^\"]+)\".*", "$1");
        assertSolves(p, solution);
        assertTrue(r.lines().get(1).contains("\"status\":\"error\""), r.lines().get(1));
    }

    @Test
    void textFormatDrawsTheGrid() {
        String p = "1.34" + "34.2" + "2.4." + ".3.1";
        Cli r = Cli.run("solve", p);
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("solved"), r.out());
        assertTrue(r.out().contains("1 2 | 3 4"), r.out());
    }

    @Test
    void unsolvablePuzzleIsNone() {
        // 4x4 where r1c1 can hold nothing: row has 2,3,4 and column has 1
        String p = ".234" + "1..." + "...." + "....";
        Cli r = Cli.run("solve", "--format", "line", p);
        assertEquals(0, r.exit(), r.err());
        assertEquals(List.of("none"), r.lines());
    }

    @Test
    void timeoutIsReportedPerPuzzle() {
        // one given: an empty grid's digit symmetry would reach the limit at once
        Cli r = Cli.run("count", "--limit", "1000000000", "--timeout", "0.05", "--format", "line", "1" + ".".repeat(624));
        assertEquals(0, r.exit(), r.err());
        assertEquals(List.of("timeout"), r.lines());
    }

    @ParameterizedTest
    @ValueSource(strings = {":", ",", " : ", "r1c1", "#"})
    void anArgumentThatIsNeitherFileNorGridIsBadInputInBothCommands(String arg) {
        String top = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        for (String command : List.of("solve", "count")) {
            Cli r = Cli.run(command, "--format", "line", arg, top);
            assertEquals(2, r.exit(), command + " '" + arg + "': " + r.err());
            assertEquals(2, r.lines().size(), "the good puzzle is still answered: " + r.out());
            assertEquals("error", r.lines().get(0));
            assertTrue(r.err().startsWith(arg + ":1:1: "), r.err());
            assertFalse(r.err().contains("internal error"), r.err());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "  "})
    void anEmptyArgumentIsSaidToBeEmpty(String arg) {
        Cli r = Cli.run("solve", "--format", "line", arg);
        assertEquals(2, r.exit(), r.err());
        assertEquals(List.of("error"), r.lines());
        assertEquals(List.of("<arg>:1:1: empty puzzle argument"), r.errLines());
    }

    @Test
    void givensThatBreakAClueAreTheSameInputErrorForEveryEngine() throws IOException {
        Path file = tmp.resolve("overshoot.nonet");
        Files.writeString(file, "use killer\ngrid 9\ncage 3 r1c1 r1c2\ngiven r1c1 = 5\n");
        for (String engine : List.of("native", "choco", "sat", "dlx", "logic", "sls")) {
            for (String command : List.of("solve", "count")) {
                Cli r = Cli.run(command, "-e", engine, "--format", "line", file.toString());
                assertEquals(2, r.exit(), engine + " " + command + ": " + r.err());
                assertEquals(List.of("error"), r.lines(), engine);
                assertEquals(List.of(file + ":4:1: given r1c1 = 5 breaks cage 3 r1c1 r1c2: with them the sum is 6..14, not 3"),
                        r.errLines(), engine);
            }
        }
    }

    /** The top-level keys of a JSON line, in order (the nested stats object removed first). */
    private static List<String> keys(String json) {
        Matcher m = Pattern.compile("\"(\\w+)\":").matcher(json.replaceAll("\"stats\":\\{[^}]*}", "\"stats\":{}"));
        List<String> out = new ArrayList<>();
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    @Test
    void jsonHasTheSameKeysForEveryStatus() throws IOException {
        String solved = puzzles("easy50.txt").get(1);
        String unsolvable = ".234" + "1..." + "...." + "....";
        Path killer = Path.of("puzzles/variants/killer-wikipedia.nonet");
        List<String> expected = List.of("source", "index", "line", "model", "engine", "status", "solution", "count", "exact",
                "time_ms", "nodes", "stats", "message");
        String empty25 = "1" + ".".repeat(624);
        List<Cli> runs = List.of(
                Cli.run("solve", "--format", "json", solved, unsolvable, "r1c1"),
                Cli.run("count", "--format", "json", "--limit", "1000000000", "--timeout", "0.05", empty25),
                Cli.run("count", "-e", "dlx", "--format", "json", killer.toString()),
                // annealing alone: with its repairs sls may finish a near-empty 25x25 within the limit
                Cli.run("solve", "-e", "sls", "-O", "sls.repair=0", "--format", "json", "--timeout", "0.05", empty25));
        // per run, the puzzle whose lines may carry a grid (a timed-out count may have found some);
        // dlx does not take the killer's cages, so that run has none
        List<String> solvable = java.util.Arrays.asList(solved, empty25, null, empty25);
        List<String> statuses = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            for (String line : runs.get(i).lines()) {
                assertEquals(expected, keys(line), line);
                statuses.add(line.replaceAll(".*\"status\":\"([a-z]+)\".*", "$1"));
                if (line.contains("\"solution\":\"")) {
                    assertNotNull(solvable.get(i), line);
                    assertSolves(solvable.get(i), line.replaceAll(".*\"solution\":\"([^\"]+)\".*", "$1"));
                }
            }
        }
        assertEquals(List.of("solved", "none", "error", "timeout", "unsupported", "unknown"), statuses);
        assertTrue(runs.get(0).lines().get(0).contains("\"nodes\":1"), runs.get(0).lines().get(0));
    }
}
