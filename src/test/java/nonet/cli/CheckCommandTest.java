package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
    void droppedConstraintIsCaughtAndTheCaseReproducesIt() throws Exception {
        Path report = tmp.resolve("cases");
        Cli r = Cli.run("check", "--engines", "native,faulty-drop", "--report", report.toString(), "puzzles/classic/hardest.txt");
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("[WRONG]"), r.out());
        assertTrue(r.out().contains("faulty-drop"), r.out());
        List<Path> cases = cases(report);
        assertFalse(cases.isEmpty());
        Path first = cases.get(0);
        assertTrue(Files.readString(first.resolve("answers.txt")).contains("WRONG"));
        Script again = reproduce(first, Files.createDirectories(tmp.resolve("elsewhere")));
        assertEquals(1, again.exit(), again.output());
        assertTrue(again.output().contains("1 disagreement"), again.output());
    }

    @Test
    void casesAreNumberedByInputOrderWhateverTheOrderTheyFinishIn() throws IOException {
        Path report = tmp.resolve("numbered");
        Cli r = Cli.run("check", "--engines", "native,faulty-drop", "--jobs", "4", "--report", report.toString(),
                "puzzles/classic/hardest.txt");
        assertEquals(1, r.exit(), r.out() + r.err());
        List<Path> cases = cases(report);
        assertTrue(cases.size() > 2, cases.toString());
        for (Path c : cases) {
            int number = Integer.parseInt(c.getFileName().toString().substring("case-".length()));
            String first = Files.readAllLines(c.resolve("puzzle.nonet")).get(0);
            assertTrue(first.contains(" #" + number + " (line "), c + ": " + first);
        }
    }

    /** Ctrl-C (SIGINT) once the check is under way, as its progress line shows: the partial report, then exit 130. */
    @Test
    void anInterruptedCheckPrintsThePartialReportAndExits130() throws Exception {
        Path big = tmp.resolve("big.txt");
        Files.writeString(big, (UNIQUE + "\n").repeat(200_000));
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        // stderr goes to a file: a pipe nobody drains would fill with progress lines and block the run
        Path err = tmp.resolve("err.txt");
        Process p = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"), "nonet.cli.Main", "check",
                "--progress", big.toString()).redirectError(err.toFile()).start();
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while ((!Files.exists(err) || Files.size(err) == 0) && p.isAlive() && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        assertTrue(Files.size(err) > 0, "the progress line starts");
        assertEquals(0, new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor());
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), out);
        assertEquals(ExitCodes.INTERRUPTED, p.exitValue(), out);
        assertTrue(out.startsWith("Interrupted: partial report.\nChecked "), out);
    }

    @Test
    void anEngineThatCrashesIsBlamedAndTheCheckGoesOn() {
        String given = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        Cli r = Cli.run("check", "--engines", "native,sat,faulty-crash", ".".repeat(81), given);
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Checked 2 puzzles"), r.out());
        assertTrue(r.out().contains("1 agreed, 1 disagreement"), r.out());
        assertTrue(r.out().contains("the engine failed: java.lang.StackOverflowError"), r.out());
        assertFalse(r.out().contains("\tat ") || r.err().contains("\tat "), "no stack trace");
    }

    @Test
    void aCaseCarriesItsOwnModelsAndRunsFromAnyDirectory() throws Exception {
        Path models = Files.createDirectories(tmp.resolve("mine/rules"));
        Files.writeString(models.resolve("ten.nonet"), "pairs diagonal: a + b != 10\n");
        Path variant = tmp.resolve("mine/variant.nonet");
        Files.writeString(variant, "model variant\nextends classic, ./rules/ten.nonet   # the rule next door\n");
        Cli solved = Cli.run("solve", "--format", "line", "-m", variant.toString(), ".".repeat(81));
        assertEquals(0, solved.exit(), solved.err());
        // row 1 blanked: each column misses one digit, so the puzzle has exactly one solution
        String puzzle = ".".repeat(9) + solved.lines().get(0).substring(9);
        Path puzzleFile = Files.createDirectories(tmp.resolve("puzzles")).resolve("p.nonet");
        Files.writeString(puzzleFile, "use ../mine/variant.nonet\ngivens " + puzzle + "\n");
        Path report = tmp.resolve("report");

        Cli r = Cli.run("check", "--engines", "native,faulty-count", "--limit", "3", "--report", report.toString(), puzzleFile.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        Path theCase = cases(report).get(0);
        assertTrue(Files.readString(theCase.resolve("puzzle.nonet")).contains("use ./models/variant.nonet\n"));
        assertTrue(Files.readString(theCase.resolve("models/variant.nonet")).contains("extends classic, ./ten.nonet\n"));
        assertTrue(Files.exists(theCase.resolve("models/ten.nonet")));
        assertFalse(Files.readString(theCase.resolve("reproduce.sh")).contains(report.toString() + "/"));

        deleteTree(tmp.resolve("mine"));
        Script again = reproduce(theCase, Files.createDirectories(tmp.resolve("elsewhere")));
        assertEquals(1, again.exit(), again.output());
        assertTrue(again.output().contains("native claims 1 solution, faulty-count claims 2 solutions: no majority"), again.output());
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

    private static List<Path> cases(Path report) throws IOException {
        try (Stream<Path> s = Files.list(report)) {
            return s.sorted().toList();
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    record Script(int exit, String output) {
    }

    /**
     * Runs a case's reproduce.sh with bash from {@code workingDir}, with NONET set to a wrapper that
     * runs this test class path's Main, so the faulty test engines exist in the new process too.
     */
    private Script reproduce(Path caseDir, Path workingDir) throws Exception {
        Path wrapper = tmp.resolve("nonet-under-test");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Files.writeString(wrapper, "#!/bin/sh\n# short-lived: the C1 compiler alone starts fastest\nexec '" + java + "' -XX:TieredStopAtLevel=1 -cp '"
                + System.getProperty("java.class.path") + "' nonet.cli.Main \"$@\"\n");
        assertTrue(wrapper.toFile().setExecutable(true));
        ProcessBuilder pb = new ProcessBuilder("bash", caseDir.resolve("reproduce.sh").toAbsolutePath().toString())
                .directory(workingDir.toFile()).redirectErrorStream(true);
        pb.environment().put("NONET", wrapper.toString());
        Process p = pb.start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "reproduce.sh did not finish: " + output);
        return new Script(p.exitValue(), output);
    }
}
