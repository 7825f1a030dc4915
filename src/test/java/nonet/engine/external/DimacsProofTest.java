package nonet.engine.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import nonet.check.EngineAnswer;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.testing.ExternalPrograms;
import nonet.testing.RupChecker;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code sat.proof} with a {@code dimacs:} solver: cadical's DRAT proof of the last, unsatisfiable
 * call is kept with that call's CNF and checks against it (independent RUP checker); a solver that
 * writes no proof (minisat) still answers, and leaves nothing.
 */
class DimacsProofTest {

    private static final String UNIQUE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final String UNSOLVABLE = "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.";

    @TempDir
    Path dir;

    private Result count(String command, String puzzle) {
        DimacsEngine engine = new DimacsEngine(command, EngineOptions.NONE.with("sat.proof", dir.toString()));
        EngineAnswer answer = EngineAnswer.run(engine, TestModels.classic(puzzle), Limits.count(2));
        assertEquals(List.of(), answer.violations());
        return answer.result();
    }

    private static Path[] files(Result r) {
        Path[] files = RupChecker.proofAndCnf(r.message());
        assertNotNull(files, r.message());
        return files;
    }

    @Test
    void cadicalsUniquenessProofChecksAgainstTheCnfOfTheLastCall() throws Exception {
        ExternalPrograms.require("cadical");
        Result r = count("cadical --no-binary", UNIQUE);
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(1, r.count());
        Path[] files = files(r);
        assertTrue(files[0].getFileName().toString().endsWith("-cadical.drat"), files[0].toString());
        List<int[]> cnf = RupChecker.clauses(files[1]);
        assertNull(RupChecker.check(cnf, files[0]));
        // without the clause that blocks the solution found, the CNF is satisfiable: the proof must not check
        assertNotNull(RupChecker.check(cnf.subList(0, cnf.size() - 1), files[0]));
    }

    @Test
    void cadicalsNoSolutionProofChecks() throws Exception {
        ExternalPrograms.require("cadical");
        Result r = count("cadical --no-binary", UNSOLVABLE);
        assertEquals(0, r.count());
        Path[] files = files(r);
        assertNull(RupChecker.check(RupChecker.clauses(files[1]), files[0]));
    }

    @Test
    void aBinaryProofIsKeptAsTheSolverWroteIt() throws Exception {
        ExternalPrograms.require("cadical");
        Path[] files = files(count("cadical", UNSOLVABLE));
        assertTrue(Files.size(files[0]) > 0, files[0].toString());
    }

    @Test
    void aSolverThatWritesNoProofAnswersAndLeavesNothing() throws Exception {
        ExternalPrograms.require("minisat");
        Result r = count("minisat", UNIQUE);
        assertEquals(1, r.count());
        assertEquals("", r.message());
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(), left.toList());
        }
    }

    @Test
    void aSatisfiableLastCallLeavesNoProof() throws Exception {
        ExternalPrograms.require("cadical");
        Result r = count("cadical --no-binary", ".".repeat(81));
        assertEquals(Status.LIMIT, r.status());
        assertEquals("", r.message());
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(), left.toList());
        }
    }
}
