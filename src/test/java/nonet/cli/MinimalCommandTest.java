package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code nonet minimal}: the removable givens, the reduced grid line checked by a second engine, and every refusal word for word. */
class MinimalCommandTest {

    private static final String FULL = "1234341221434321";
    private static final String HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @Test
    void lineListsRemovableGivensOrSaysMinimal() {
        Cli run = Cli.run("minimal", "--format", "line", HARD, "1..............2", "1......2...3...4");
        assertEquals(0, run.exit(), run.err());
        assertEquals(List.of("minimal", "not-unique", "not-unique"), run.lines());
        String full = Cli.run("minimal", "--format", "line", FULL).lines().get(0);
        // in a full grid every given can go alone: all sixteen, and no clues
        assertEquals(16, full.split(" ")[0].split(",").length, full);
        assertTrue(full.startsWith("r1c1=1,r1c2=2,") && full.endsWith(" -"), full);
    }

    @Test
    void theReducedLineIsUniqueUnderSatAndEachGivenIsNeeded() {
        String reduced = Cli.run("minimal", "--reduce", "--format", "line", FULL).lines().get(0);
        assertEquals(List.of("1"), Cli.run("count", "-e", "sat", "--format", "line", reduced).lines());
        for (int cell = 0; cell < reduced.length(); cell++) {
            if (reduced.charAt(cell) != '.') {
                String fewer = reduced.substring(0, cell) + "." + reduced.substring(cell + 1);
                assertEquals(List.of("2+"), Cli.run("count", "-e", "sat", "--format", "line", fewer).lines(), fewer);
            }
        }
        assertEquals(List.of("minimal"), Cli.run("minimal", "--format", "line", reduced).lines());
    }

    @Test
    void jsonAndTheReducedPuzzleFile() {
        String json = Cli.run("minimal", "--format", "json", HARD).out();
        assertTrue(json.contains("\"status\":\"minimal\",\"removable_givens\":[],\"removable_clues\":[],\"reduced\":null,\"message\":null}"), json);
        String file = Cli.run("minimal", "--reduce", "puzzles/variants/killer-wikipedia.nonet").out();
        assertTrue(file.startsWith("use killer\ngrid 9x9\ncage "), file);
    }

    @Test
    void refusalsAreWordForWord() {
        Cli logic = Cli.run("minimal", "-e", "logic", FULL);
        assertEquals(2, logic.exit());
        assertEquals(List.of("nonet: minimal needs a complete engine (one that proves a puzzle has no solution: native, choco, sat, dlx), not 'logic'"),
                logic.errLines());
        Cli clues = Cli.run("minimal", "--reduce", "--format", "line", "puzzles/variants/killer-wikipedia.nonet");
        assertEquals(2, clues.exit());
        assertEquals(List.of("error"), clues.lines());
        assertEquals(List.of("puzzles/variants/killer-wikipedia.nonet:1:1: --format line prints a grid, and this puzzle has clues; use --format text for a puzzle file"),
                clues.errLines());
    }
}
