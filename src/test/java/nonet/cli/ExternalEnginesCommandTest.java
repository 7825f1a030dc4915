package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import nonet.testing.ExternalPrograms;
import nonet.testing.PuzzleLines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * External engines on the command line: dimacs:minisat and dimacs:cadical agree with native on the
 * bundled puzzles, a line-protocol solver that misbehaves is caught each way while the batch goes
 * on, names with spaces and colons survive option parsing, and a bad name is a usage error in words.
 */
class ExternalEnginesCommandTest {

    @TempDir
    Path tmp;

    /** Four easy puzzles, so that a fault on the second request of each program shows twice. */
    private Path fourPuzzles() throws IOException {
        return Files.write(tmp.resolve("four.txt"), PuzzleLines.read("classic/easy50.txt").subList(0, 4));
    }

    private static Cli check(String engine, Path puzzles) {
        Cli r = Cli.run("check", "--jobs", "1", "--timeout", "1", "--engines", "native," + engine, puzzles.toString());
        assertFalse(r.out().contains("\tat ") || r.err().contains("\tat "), "no stack trace: " + r.out() + r.err());
        return r;
    }

    @Test
    void minisatAndCadicalAgreeWithNativeOnTop95AndEveryVariant() throws IOException {
        ExternalPrograms.require("minisat");
        ExternalPrograms.require("cadical");
        List<String> args = new ArrayList<>(List.of("check", "--engines", "native,dimacs:minisat,dimacs:cadical",
                "puzzles/classic/top95.txt"));
        try (Stream<Path> variants = Files.list(Path.of("puzzles/variants"))) {
            variants.filter(p -> p.toString().endsWith(".nonet")).sorted().forEach(p -> args.add(p.toString()));
        }
        int puzzles = 95 + args.size() - 4;
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Checked " + puzzles + " puzzles with native, dimacs:minisat, dimacs:cadical (limit 2)"), r.out());
        assertTrue(r.out().contains(puzzles + " agreed, 0 disagreements, 0 undecided"), r.out());
    }

    @Test
    void aWrongDigitIsCaughtOnItsPuzzleOnly() throws IOException {
        Cli r = check("cmd:" + ExternalPrograms.lineSolver("--fault wrong-digit --on 2"), fourPuzzles());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("3 agreed, 1 disagreement"), r.out());
        assertTrue(r.out().contains("four.txt #2 (line 2): native: 1 solution; cmd:"), r.out());
        assertTrue(r.out().contains("--on 2: invalid answer: the grid breaks the model: distinct rows is broken"), r.out());
    }

    @Test
    void aCrashIsCaughtAndTheProgramRestarted() throws IOException {
        Cli r = check("cmd:" + ExternalPrograms.lineSolver("--fault crash --on 2"), fourPuzzles());
        assertEquals(1, r.exit(), r.out() + r.err());
        // the program restarted after its crash on #2 crashes again on its own second request, #4
        assertTrue(r.out().contains("2 agreed, 2 disagreements"), r.out());
        assertTrue(r.out().contains("invalid answer: the engine failed: the program exited with status 3 before answering '"), r.out());
        assertTrue(r.out().contains("its standard error ended with 'line_solver: simulated crash' [WRONG]"), r.out());
    }

    @Test
    void garbageIsCaughtAndQuoted() throws IOException {
        Cli r = check("cmd:" + ExternalPrograms.lineSolver("--fault garbage --on 2"), fourPuzzles());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("2 agreed, 2 disagreements"), r.out());
        assertTrue(r.out().contains("invalid answer: the engine failed: the program answered 'banana split': expected a solution grid"),
                r.out());
    }

    @Test
    void aHangIsATimeoutNeverADisagreement() throws IOException {
        String engine = "cmd:" + ExternalPrograms.lineSolver("--fault hang --on 2");
        Cli r = check(engine, fourPuzzles());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("4 agreed, 0 disagreements"), r.out());
        // answered 2, agreed 2, unknown 2 (the two timeouts)
        assertTrue(r.out().matches("(?s).*\n" + java.util.regex.Pattern.quote(engine) + " +2 +2 +2 +0 +0 +0 .*"), r.out());
    }

    @Test
    void solvePrintsInvalidForTheCrashAndSolvesTheRest() throws IOException {
        Path puzzles = fourPuzzles();
        String engine = "cmd:" + ExternalPrograms.lineSolver("--fault crash --on 2");
        Cli r = Cli.run("solve", "--format", "line", "-e", engine, puzzles.toString());
        assertEquals(1, r.exit(), r.err());
        assertEquals(List.of(false, true, false, true), r.lines().stream().map(l -> l.equals("invalid")).toList(), r.out());
        assertEquals(List.of(puzzles + ":2:1: engine " + engine + ": the engine failed: the program exited with status 3 before answering '"
                + PuzzleLines.read("classic/easy50.txt").get(1).replace('0', '.') + "'; its standard error ended with 'line_solver: simulated crash'",
                puzzles + ":4:1: engine " + engine + ": the engine failed: the program exited with status 3 before answering '"
                + PuzzleLines.read("classic/easy50.txt").get(3).replace('0', '.') + "'; its standard error ended with 'line_solver: simulated crash'"),
                r.errLines());
    }

    @Test
    void benchCountsAFailingProgramAsUnexpectedAndNamesWhy() throws IOException {
        String engine = "cmd:" + ExternalPrograms.lineSolver("--fault garbage --on 2");
        Cli r = Cli.run("bench", "--warmup", "0", "--time", "0", "-e", "native," + engine, fourPuzzles().toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains(": " + engine + ": 0 invalid, "), r.err());
        assertTrue(r.err().contains("the engine failed: the program answered 'banana split'"), r.err());
    }

    @Test
    void enginesListsTheFamiliesAndTheSolversOnThePath() {
        ExternalPrograms.require("minisat");
        Cli r = Cli.run("engines");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.lines().contains("dimacs:COMMAND   complete   a SAT solver run on the DIMACS CNF (docs/engines.md)"), r.out());
        assertTrue(r.lines().contains("dimacs:minisat   complete   available: on the PATH"), r.out());
        assertTrue(r.lines().contains("cmd:COMMAND      complete   a program speaking nonet's line protocol (docs/engines.md)"), r.out());
    }

    @Test
    void badExternalNamesAreUsageErrorsInWords() {
        Cli empty = Cli.run("solve", "-e", "dimacs:", ".".repeat(81));
        assertEquals(2, empty.exit());
        assertEquals(List.of("nonet: engine 'dimacs:' needs a command after the colon, e.g. dimacs:cadical"), empty.errLines());
        Cli missing = Cli.run("check", "--engines", "native,dimacs:no-such-solver -q", ".".repeat(81));
        assertEquals(2, missing.exit());
        assertTrue(missing.err().startsWith("nonet: engine 'dimacs:no-such-solver -q': no program 'no-such-solver' on the PATH ("),
                missing.err());
        Cli notExecutable = Cli.run("count", "-e", "cmd:./README.md", ".".repeat(81));
        assertEquals(List.of("nonet: engine 'cmd:./README.md': './README.md' is not an executable file"), notExecutable.errLines());
        Cli unknown = Cli.run("solve", "-e", "dimacs", ".".repeat(81));
        assertTrue(unknown.err().startsWith("nonet: unknown engine 'dimacs'; known: native, choco, sat, dlx, logic, sls, "), unknown.err());
        assertTrue(unknown.err().strip().endsWith(", dimacs:COMMAND, cmd:COMMAND"), unknown.err());
    }
}
