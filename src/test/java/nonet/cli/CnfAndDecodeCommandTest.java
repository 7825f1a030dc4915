package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import nonet.batch.PuzzleArgs;
import nonet.model.Model;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * {@code nonet cnf} and {@code nonet decode} end to end, and, when minisat or cadical is installed
 * (Debian packages {@code minisat} and {@code cadical}; CI installs them), a round trip through a
 * real external solver.
 */
class CnfAndDecodeCommandTest {

    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /** No solution, though no two givens clash directly (tdoku's counting set, count 0). */
    private static final String UNSOLVABLE = "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.";

    private static final String KILLER = "puzzles/variants/killer-wikipedia.nonet";

    @TempDir
    Path dir;

    /** Exit code, stdout, stderr of one command run. */
    record Run(int exit, String out, String err) {
    }

    static Run run(Object command, String stdin, String... args) {
        if (command instanceof DecodeCommand d && stdin != null) {
            d.stdin = new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8));
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(command);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int exit = cl.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    private String solveWithSat4j(String dimacs) throws Exception {
        org.sat4j.specs.ISolver solver = org.sat4j.minisat.SolverFactory.newDefault();
        try {
            new org.sat4j.reader.DimacsReader(solver).parseInstance(new ByteArrayInputStream(dimacs.getBytes(StandardCharsets.UTF_8)));
        } catch (org.sat4j.specs.ContradictionException e) {
            return "UNSAT\n";
        }
        if (!solver.isSatisfiable()) {
            return "UNSAT\n";
        }
        StringBuilder sb = new StringBuilder("SAT\n");
        for (int lit : solver.model()) {
            sb.append(lit).append(' ');
        }
        return sb.append("0\n").toString();
    }

    @ParameterizedTest
    @ValueSource(strings = {"extended", "minimal"})
    void cnfThenDecodePrintsTheVerifiedSolution(String encoding) throws Exception {
        Run cnf = run(new CnfCommand(), null, "--encoding", encoding, PUZZLE);
        assertEquals(0, cnf.exit(), cnf.err());
        assertTrue(cnf.out().contains("p cnf 729 "));
        Path answer = dir.resolve("answer.txt");
        Files.writeString(answer, solveWithSat4j(cnf.out()));
        Run decoded = run(new DecodeCommand(), null, PUZZLE, answer.toString());
        assertEquals(0, decoded.exit(), decoded.err());
        assertSolves(PUZZLE, decoded.out().trim());
    }

    /** Asserts that {@code grid}, a 9x9 grid line, is a solution of the puzzle by the model's own checker. */
    private static void assertSolves(String puzzle, String grid) {
        Model model = PuzzleArgs.loadOne(null, puzzle);
        assertEquals(81, grid.length(), grid);
        int[] cells = new int[81];
        for (int i = 0; i < 81; i++) {
            cells[i] = grid.charAt(i) - '0';
        }
        assertEquals(List.of(), model.violations(cells));
    }

    @ParameterizedTest
    @CsvSource({
        "puzzles/variants/killer-wikipedia.nonet, cage 15 r1c3 r1c4 r1c5",
        "puzzles/variants/thermo-constructed.nonet, thermo r7c3 r6c3",
        "puzzles/variants/xv-constructed.nonet, v r5c5 r6c5",
    })
    void theWholePuzzleIsInTheCommentsAndSat4jStillReadsTheFile(String puzzle, String clue) throws Exception {
        Run cnf = run(new CnfCommand(), null, puzzle);
        assertEquals(0, cnf.exit(), cnf.err());
        assertTrue(cnf.out().contains("\nc   " + clue + "\n"), cnf.out().substring(0, 600));
        for (String line : PuzzleArgs.loadOneEntry(null, puzzle).spec().toNonet().split("\n")) {
            assertTrue(cnf.out().contains("\nc   " + line + "\n"), line);
        }
        // an XV clue line 'v P Q' must not pass for a variable line: exactly one 'c v N' line per variable
        long variableLines = cnf.out().lines().filter(l -> l.startsWith("c v ")).count();
        String header = cnf.out().lines().filter(l -> l.startsWith("p cnf ")).findFirst().orElseThrow();
        assertEquals(Long.parseLong(header.split(" ")[2]), variableLines);
        Path answer = dir.resolve("answer.txt");
        Files.writeString(answer, solveWithSat4j(cnf.out()));
        Run decoded = run(new DecodeCommand(), null, puzzle, answer.toString());
        assertEquals(0, decoded.exit(), decoded.err());
        assertSolves(puzzle, decoded.out().trim());
    }

    @Test
    void decodeReadsStandardInputAndPrintsNoneForUnsat() {
        Run r = run(new DecodeCommand(), "s UNSATISFIABLE\n", UNSOLVABLE, "-");
        assertEquals(0, r.exit());
        assertEquals("none", r.out().trim());
    }

    @Test
    void anInvalidAssignmentFailsWithAMessageAndNoStackTrace() {
        StringBuilder allOnes = new StringBuilder("SAT\n");
        for (int v = 1; v <= 729; v++) {
            allOnes.append((v - 1) % 9 == 0 ? v : -v).append(' ');
        }
        Run r = run(new DecodeCommand(), allOnes + "0\n", PUZZLE, "-");
        assertEquals(1, r.exit());
        assertEquals("", r.out());
        assertTrue(r.err().contains("not a solution"), r.err());
        assertFalse(r.err().contains("\tat "), r.err());
    }

    @Test
    void badInputIsAMessageNotAStackTrace() {
        Run badGrid = run(new CnfCommand(), null, "12345");
        assertEquals(2, badGrid.exit());
        assertTrue(badGrid.err().contains("12345:1:1: not a file, and not a grid"), badGrid.err());
        Run badEncoding = run(new CnfCommand(), null, "--encoding", "weird", PUZZLE);
        assertEquals(2, badEncoding.exit());
        assertTrue(badEncoding.err().contains("extended, minimal"), badEncoding.err());
        Run garbage = run(new DecodeCommand(), "SAT\nhello\n", PUZZLE, "-");
        assertEquals(1, garbage.exit());
        assertTrue(garbage.err().contains("line 2"), garbage.err());
        Run missing = run(new DecodeCommand(), null, PUZZLE, dir.resolve("absent.txt").toString());
        assertEquals(2, missing.exit());
        for (Run r : List.of(badGrid, badEncoding, garbage, missing)) {
            assertFalse(r.err().contains("\tat "), r.err());
        }
    }

    private static boolean onPath(String binary) {
        for (String p : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(p, binary))) {
                return true;
            }
        }
        return false;
    }

    /** Runs an external solver on the CNF of {@code puzzle}; returns what `nonet decode` printed. */
    private String throughExternalSolver(String solver, String puzzle) throws Exception {
        Run cnf = run(new CnfCommand(), null, puzzle);
        assertEquals(0, cnf.exit(), cnf.err());
        Path in = dir.resolve("in.cnf");
        Path result = dir.resolve(solver + ".out");
        Files.writeString(in, cnf.out());
        ProcessBuilder pb = solver.equals("minisat")
                ? new ProcessBuilder("minisat", "-verb=0", in.toString(), result.toString())
                : new ProcessBuilder("cadical", "-q", in.toString());
        pb.redirectErrorStream(false);
        if (!solver.equals("minisat")) {
            pb.redirectOutput(result.toFile());
        } else {
            pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
        }
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        Process p = pb.start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), solver + " did not finish");
        // both solvers exit 10 for SAT and 20 for UNSAT
        assertTrue(p.exitValue() == 10 || p.exitValue() == 20, solver + " exited " + p.exitValue());
        Run decoded = run(new DecodeCommand(), null, puzzle, result.toString());
        assertEquals(0, decoded.exit(), decoded.err());
        return decoded.out().trim();
    }

    /** Both solvers read files with the puzzle-file comments: a killer's CNF carries its 29 cage lines. */
    @ParameterizedTest
    @ValueSource(strings = {"minisat", "cadical"})
    void externalSolverRoundTrip(String solver) throws Exception {
        assumeTrue(onPath(solver), solver + " is not on the PATH, so the round trip through it is skipped"
                + " (CI installs it: apt-get install -y " + solver + "); PATH=" + System.getenv("PATH"));
        assertSolves(PUZZLE, throughExternalSolver(solver, PUZZLE));
        assertSolves(KILLER, throughExternalSolver(solver, KILLER));
        assertEquals("none", throughExternalSolver(solver, UNSOLVABLE));
    }
}
