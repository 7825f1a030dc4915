package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nonet check}: agreement on real data, and faults caught, reported and reproducible. */
class CheckCommandTest {

    /** A classic puzzle with exactly one solution. */
    private static final String UNIQUE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @TempDir
    Path tmp;

    @Test
    void completeEnginesAgreeOnTheTdokuCountingSet() {
        Cli r = Cli.run("check", "--limit", "2", "--jobs", "2", "puzzles/classic/tdoku_test_puzzles.txt");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Checked 43 puzzles"), r.out());
        assertTrue(r.out().contains("43 agreed, 0 disagreements"), r.out());
    }

    @Test
    void droppedConstraintIsCaughtAndTheCaseReproducesIt() throws IOException {
        Path report = tmp.resolve("cases");
        Cli r = Cli.run("check", "--engines", "native,faulty-drop", "--report", report.toString(), "puzzles/classic/hardest.txt");
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("[WRONG]"), r.out());
        assertTrue(r.out().contains("faulty-drop"), r.out());
        List<Path> cases;
        try (Stream<Path> s = Files.list(report)) {
            cases = s.sorted().toList();
        }
        assertFalse(cases.isEmpty());
        Path first = cases.get(0);
        assertTrue(Files.readString(first.resolve("answers.txt")).contains("WRONG"));
        Cli again = Cli.run(reproduceArgs(first));
        assertEquals(1, again.exit(), again.out() + again.err());
        assertTrue(again.out().contains("1 disagreement"), again.out());
    }

    @Test
    void overCountIsOutvotedByTwoEngines() {
        for (String engines : List.of("native,sat,faulty-count", "faulty-count,native,sat")) {
            Cli r = Cli.run("check", "--engines", engines, "--format", "json", "puzzles/classic/hardest.txt");
            assertEquals(1, r.exit(), r.out() + r.err());
            assertTrue(r.out().contains("\"disagreements\":11"), r.out());
            assertTrue(r.out().contains("faulty-count: claims 2+ solutions against the majority's 1 solution [WRONG]"), r.out());
            assertFalse(r.out().contains("native: claims"), r.out());
        }
    }

    @Test
    void oneAgainstOneBlamesNeitherWhicheverIsListedFirst() {
        String[][] cases = {
            {"native,faulty-count", "3", "native claims 1 solution, faulty-count claims 2 solutions: no majority"},
            {"faulty-count,native", "3", "faulty-count claims 2 solutions, native claims 1 solution: no majority"},
            {"native,faulty-count", "2", "native claims 1 solution, faulty-count claims 2+ solutions: no majority"},
            {"faulty-count,native", "2", "faulty-count claims 2+ solutions, native claims 1 solution: no majority"},
        };
        for (String[] c : cases) {
            Cli r = Cli.run("check", "--engines", c[0], "--limit", c[1], UNIQUE);
            assertEquals(1, r.exit(), r.out() + r.err());
            assertTrue(r.out().contains("1 disagreement"), r.out());
            assertTrue(r.out().contains(c[2]), r.out());
            assertFalse(r.out().contains("[WRONG]"), r.out());
            assertFalse(r.out().contains("majority's"), r.out());
            assertTrue(r.out().contains("Consensus: no majority: 1."), r.out());
        }
    }

    @Test
    void badInputIsReportedWhileTheRestIsChecked() {
        String good = "1.34" + "34.2" + "2.4." + ".3.1";
        Cli r = Cli.run("check", good, "1234x", tmp.resolve("none.txt").toString());
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Checked 1 puzzle"), r.out());
        assertTrue(r.out().contains("2 bad inputs"), r.out());
        assertEquals(2, r.errLines().size(), r.err());
    }

    @Test
    void randomFuzzingAgreesOnClassic() {
        Cli r = Cli.run("check", "--random", "30", "--seed", "7", "--jobs", "2");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Checked 30 puzzles"), r.out());
    }

    @Test
    void randomFuzzingShrinksADisagreement() {
        Cli r = Cli.run("check", "--random", "5", "--seed", "3", "--engines", "native,faulty-drop", "--jobs", "1");
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("shrunk to"), r.out());
    }

    private static String[] reproduceArgs(Path caseDir) throws IOException {
        List<String> lines = Files.readAllLines(caseDir.resolve("reproduce.sh"));
        String command = lines.get(lines.size() - 1);
        String[] words = command.split(" ");
        assertEquals("nonet", words[0]);
        return Arrays.copyOfRange(words, 1, words.length);
    }
}
