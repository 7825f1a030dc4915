package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code nonet count --diff}: the line and json additions, nothing for unique puzzles, and its refusals word for word. */
class CountDiffCommandTest {

    /** A 4x4 solution with a rectangle of 1s and 3s open across two boxes: two solutions, differing there. */
    private static final String TWO = ".2.4.4.221434321";

    @Test
    void lineAppendsTheDifferingCellsAndTheCellsToGive() {
        Cli run = Cli.run("count", "--diff", "--format", "line", "1..............2", "1234341221434...");
        assertEquals(0, run.exit(), run.err());
        String first = run.lines().get(0);
        assertTrue(first.matches("2\\+ (r\\dc\\d,)*r\\dc\\d (r\\dc\\d=\\d,)*r\\dc\\d=\\d"), first);
        assertEquals("1", run.lines().get(1));
    }

    @Test
    void aRectangleNeedsOneOfItsCells() {
        Cli run = Cli.run("count", "--diff", "--limit", "3", "--format", "line", TWO);
        assertEquals(List.of("2 r1c1,r1c3,r2c1,r2c3 r1c1=" + run.lines().get(0).charAt(run.lines().get(0).length() - 1)), run.lines());
    }

    @Test
    void jsonAndTextCarryTheDiff() {
        String json = Cli.run("count", "--diff", "--format", "json", TWO, "1234341221434...").out();
        assertTrue(json.contains("\"diff\":{\"status\":\"found\",\"solutions\":["), json);
        assertTrue(json.contains("\"differ\":[\"r1c1\",\"r1c3\",\"r2c1\",\"r2c3\"],\"give\":{\"r1c1\":"), json);
        assertTrue(json.lines().toList().get(1).endsWith("\"diff\":null}"), json);
        String text = Cli.run("count", "--diff", TWO).out();
        assertTrue(text.contains("they differ in 4 cells: r1c1 r1c3 r2c1 r2c3\nunique with the first solution's digits given in r1c1: r1c1="), text);
    }

    @Test
    void refusalsAreWordForWord() {
        Cli limit = Cli.run("count", "--diff", "--limit", "1", TWO);
        assertEquals(2, limit.exit());
        assertEquals(List.of("nonet: --diff needs --limit 2 or more, not 1"), limit.errLines());
        Cli logic = Cli.run("count", "--diff", "-e", "sls", TWO);
        assertEquals(2, logic.exit());
        assertEquals(List.of("nonet: --diff needs a complete engine (one that proves a puzzle has no solution: native, choco, sat, dlx), not 'sls'"),
                logic.errLines());
    }
}
