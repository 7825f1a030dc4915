package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import nonet.lang.BoundedLineReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Malformed input through the commands: one located error each, exit 2, and every good puzzle still answered in order. */
class InputErrorsTest {

    private static final String TOP = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final String TOP_SOLVED = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
    private static final String SECOND = "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....";
    private static final String SECOND_SOLVED = "527316489896542731314987562172453896689271354453698217941825673765134928238769145";

    @TempDir
    Path tmp;

    private Path file(String name, String text) throws IOException {
        return Files.writeString(tmp.resolve(name), text);
    }

    @Test
    void aFragmentBetweenTwoGridsIsReportedAndBothGridsAreSolved() throws IOException {
        Path f = file("t.txt", TOP + "\n" + SECOND.substring(0, 9) + "\n" + SECOND + "\n");
        Cli r = Cli.run("solve", "--format", "line", f.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exit());
        assertEquals(List.of(TOP_SOLVED, "error", SECOND_SOLVED), r.lines());
        assertEquals(List.of(f + ":2:1: a grid line has 9 symbols; expected a whole grid (16, 36, 64, 81, 144, 256 or 625 symbols)"
                + " or the first of 9 rows of a multi-line grid"), r.errLines());
    }

    @Test
    void aCutGridWithAnAnnotationIsAnErrorNotAnotherPuzzle() throws IOException {
        Path f = file("t.txt", TOP.substring(0, 80) + " 5\n");
        Cli r = Cli.run("solve", "--format", "line", f.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exit());
        assertEquals(List.of("error"), r.lines());
        assertEquals(List.of(f + ":1:1: a one-line grid has 80 symbols, where a whole grid has 16, 36, 64, 81, 144, 256 or 625"
                + " (anything after a space, ':' or ',' is an annotation, not part of the grid)"), r.errLines());
    }

    @Test
    void aHundredSymbolInlineGridIsNoGrid() {
        Cli r = Cli.run("solve", "--format", "line", ".".repeat(100));
        assertEquals(ExitCodes.BAD_INPUT, r.exit());
        assertEquals(List.of(".".repeat(100) + ":1:1: not a file, and not a grid: 100 symbols, where a grid has 16, 36, 64, 81, 144,"
                + " 256 or 625"), r.errLines());
    }

    @Test
    void anEndlessModelFileIsAnInputError() {
        Cli r = Cli.run("models", "/dev/zero");
        assertEquals(ExitCodes.BAD_INPUT, r.exit());
        assertEquals("nonet: /dev/zero:1:65537: line 1 is longer than 65536 characters, the most a model or puzzle file may have"
                + " on one line", r.err().strip());
    }

    @Test
    void aPuzzleFileUsingAnEndlessFileIsAnInputErrorAndTheBatchGoesOn() throws IOException {
        Path f = file("zero.nonet", "use /dev/zero\n");
        Cli r = Cli.run("solve", "--format", "line", f.toString(), TOP);
        assertEquals(ExitCodes.BAD_INPUT, r.exit());
        assertEquals(List.of("error", TOP_SOLVED), r.lines());
        assertEquals(List.of("/dev/zero:1:65537: line 1 is longer than 65536 characters, the most a model or puzzle file may have"
                + " on one line"), r.errLines());
    }

    @Test
    void anEndlessCollectionStopsWithAnErrorAfterABoundedRead() {
        Cli r = Cli.run("solve", "--format", "line", "/dev/zero", TOP);
        assertEquals(ExitCodes.BAD_INPUT, r.exit());
        assertEquals(List.of("error", TOP_SOLVED), r.lines());
        assertEquals(List.of("/dev/zero:1:65537: line 1 is longer than 16777216 characters; the rest of the input is not read"),
                r.errLines());
    }

    @Test
    void aClueThatBreaksItsModelsRuleBelongsToThePuzzleInJson() throws IOException {
        Path f = file("c.nonet", "use killer\ncage 10 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c1\n");
        Cli r = Cli.run("solve", "--format", "json", f.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exit());
        String located = "models/rules/killer.nonet:" + cageRuleLine() + ":5: 10 cells cannot all differ with digits 1..9 (in 'cage 10 r1c1 r1c2 r1c3"
                + " r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c1' at " + f + ":2:1)";
        assertEquals(List.of(located), r.errLines());
        assertEquals(List.of("{\"source\":\"" + f + "\",\"index\":1,\"line\":1,\"model\":null,\"engine\":\"native\",\"status\":\"error\","
                + "\"solution\":null,\"count\":null,\"exact\":null,\"time_ms\":null,\"nodes\":null,\"stats\":null,\"message\":\""
                + located + "\"}"), r.lines());
    }

    @Test
    void benchOfAnEngineThatCannotExpressThePuzzleSaysUnsupported() {
        Cli r = Cli.run("bench", "-e", "dlx", "--warmup", "0", "--time", "0", "puzzles/variants/killer-wikipedia.nonet");
        assertEquals(ExitCodes.BAD_INPUT, r.exit(), r.out() + r.err());
        assertEquals(List.of("puzzles/variants/killer-wikipedia.nonet: dlx: unsupported on 1 puzzle of 1; first: killer: UNSUPPORTED"
                + " with 0 solution(s) dlx does not support LinearSum (cage 3 r1c1 r1c2): exact cover has no sums"), r.errLines());
        assertTrue(r.lines().get(1).endsWith("1 unsupported"), r.out());
    }

    @Test
    void aChosenModelThatDoesNotLoadIsReportedOnceAndEveryInputAnswered() throws IOException {
        Path model = file("broken.nonet", "model broken\nextends classic\ndistinct (\n");
        Path grids = file("two.txt", TOP + "\n" + SECOND + "\n");
        String message = model + ":3:10: expected cells such as r1c1 or r1c1-9, found '('";
        Cli solve = Cli.run("solve", "--format", "line", "-m", model.toString(), grids.toString(), TOP);
        assertEquals(ExitCodes.BAD_INPUT, solve.exit());
        assertEquals(List.of("error", "error", "error"), solve.lines());
        assertEquals(List.of(message), solve.errLines());
        Cli check = Cli.run("check", "-m", model.toString(), grids.toString(), TOP);
        assertEquals(ExitCodes.BAD_INPUT, check.exit());
        assertEquals(List.of(message), check.errLines());
        assertTrue(check.out().contains("3 bad inputs") && check.out().contains("Bad inputs:\n  " + message + "\n\n"), check.out());
    }

    @Test
    void aChosenModelThatCompilesForNoGridIsReportedOnce() throws IOException {
        Path model = file("tiles.nonet", "model tiles\nextends classic\nboxes 2x2\n");
        Cli r = Cli.run("solve", "--format", "line", "-m", model.toString(), TOP, SECOND);
        assertEquals(List.of("error", "error"), r.lines());
        assertEquals(List.of(model + ":3:1: boxes 2x2 do not tile a 9x9 grid"), r.errLines());
    }

    @Test
    void decodeOfAnEndlessSolverOutputIsAnInputError() {
        Cli r = Cli.run("decode", TOP, "/dev/zero");
        assertEquals(ExitCodes.BAD_INPUT, r.exit());
        assertEquals("nonet decode: /dev/zero: longer than 67108864 bytes, where a solver's answer for a 25x25 grid is about 100 KB",
                r.err().strip());
    }

    @Test
    void cnfOfAFileOfManyPuzzlesStopsAtTheSecond() throws IOException {
        Path f = file("many.txt", (TOP + "\n").repeat(3) + "x\n");
        Cli r = Cli.run("cnf", f.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exit());
        assertEquals("nonet cnf: " + f + ": holds more than one puzzle; this command takes one (select a line with sed -n 'Np')",
                r.err().strip());
    }

    @Test
    void cnfOfAPuzzleFileOfASetNamesTheSet() throws IOException {
        Path f = file("set.nonet", "# puzzle 1\nuse classic\ngrid 4\n# puzzle 2\nuse classic\ngrid 4\n");
        Cli r = Cli.run("cnf", f.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exit());
        assertEquals("nonet cnf: " + f + ": holds more than one puzzle; this command takes one (save the one after its"
                + " '# puzzle N' line to a file of its own)", r.err().strip());
    }

    /** The line of killer's cage rule that a ten-cell cage breaks (the bundled model may gain lines above it). */
    private static int cageRuleLine() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("models/rules/killer.nonet"));
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).strip().startsWith("distinct cells")) {
                return i + 1;
            }
        }
        throw new AssertionError("no 'distinct cells' in models/rules/killer.nonet");
    }

    @Test
    void aLineLongerThanAnyPipeWouldBeReadIsSkippedWholeInARegularFile() throws IOException {
        Path f = file("huge.txt", TOP + "\n" + "1".repeat((int) BoundedLineReader.MAX_SKIP + 1_000_000) + "\n" + SECOND + "\n");
        Cli r = Cli.run("solve", "--format", "line", f.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exit());
        assertEquals(List.of(TOP_SOLVED, "error", SECOND_SOLVED), r.lines());
        assertEquals(List.of(f + ":2:65537: line 2 is longer than 65536 characters, where a grid has at most 625 symbols"), r.errLines());
    }
}
