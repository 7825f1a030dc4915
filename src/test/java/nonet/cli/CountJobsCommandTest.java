package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import nonet.model.Geometry;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code count --jobs} and {@code solve --jobs}: one puzzle's search shared by threads, the answer
 * the one a single thread prints (no timing is asserted: the machine may have one core).
 */
class CountJobsCommandTest {

    /** One given, so that the search cannot fix a row for the digits' symmetry and count in a blink. */
    private static final String OPEN_16 = "1" + ".".repeat(255);

    @Test
    void aSplitCountPrintsTheLimitAsOneThreadDoes() {
        // counting 30,000 grids takes the engine well over the 0.1 s after which it is split
        Cli one = Cli.run("count", "-m", "classic-16x16", "--limit", "30000", "--format", "line", OPEN_16);
        Cli two = Cli.run("count", "-m", "classic-16x16", "--limit", "30000", "--format", "line", "--jobs", "2", OPEN_16);
        assertEquals(0, two.exit(), two.err());
        assertEquals(List.of("30000+"), two.lines());
        assertEquals(one.lines(), two.lines());
        Cli json = Cli.run("count", "-m", "classic-16x16", "--limit", "30000", "--format", "json", "--jobs", "2", OPEN_16);
        assertTrue(json.out().contains("\"cubes\":"), json.out());
        assertTrue(json.out().contains("\"status\":\"limit\",\"solution\":\""), json.out());
        String shown = json.out().split("\"solution\":\"", 2)[1].split("\"", 2)[0];
        assertEquals(List.of(), solvedGrid(shown));
    }

    /** What the checker finds wrong in a printed 16x16 grid: nothing, for a solution. */
    private static List<String> solvedGrid(String line) {
        assertEquals(256, line.length(), line);
        return TestModels.classic(OPEN_16).violations(line.chars().map(ch -> Geometry.digitOf((char) ch)).toArray());
    }

    @Test
    void theTimeLimitEndsASplitCountAsItEndsOneThread() {
        Cli r = Cli.run("count", "-m", "classic-16x16", "--limit", "1000000000", "--timeout", "0.5", "--format", "line", "--jobs", "2", OPEN_16);
        assertEquals(0, r.exit(), r.err());
        assertEquals(List.of("timeout"), r.lines());
    }

    @Test
    void aBatchCountsAsWithOneThread() {
        String batch = "puzzles/classic/tdoku_test_puzzles.txt";
        Cli one = Cli.run("count", "--limit", "1000", "--format", "line", batch);
        Cli two = Cli.run("count", "--limit", "1000", "--format", "line", "--jobs", "2", batch);
        assertEquals(0, two.exit(), two.err());
        assertEquals(one.lines(), two.lines());
    }

    @Test
    void aSplitSolvePrintsASolution() {
        Cli r = Cli.run("solve", "-m", "classic-16x16", "--format", "line", "--jobs", "2", OPEN_16);
        assertEquals(0, r.exit(), r.err());
        assertEquals(List.of(), solvedGrid(r.lines().get(0)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "count --jobs 0 GRID | nonet: --jobs must be between 1 and 256 (worker threads), not 0",
        "solve --jobs 1000 GRID | nonet: --jobs must be between 1 and 256 (worker threads), not 1000",
        "count --jobs 2 -e logic GRID | nonet: --jobs needs a complete engine (one that proves a puzzle has no solution: native, choco, sat, dlx), not 'logic'",
    })
    void badJobsAreUsageErrors(String command, String message) {
        Cli r = Cli.run(command.replace("GRID", ".".repeat(81)).split(" "));
        assertEquals(ExitCodes.BAD_INPUT, r.exit(), r.err());
        assertEquals(message, r.err().strip());
        assertEquals("", r.out());
    }
}
