package nonet.engine.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Model;
import nonet.testing.ExternalPrograms;
import nonet.testing.RupChecker;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code sat.proof}: a uniqueness or no-solution claim leaves a DRAT proof of the last call and the
 * CNF it refutes, checked here by an independent RUP checker (and by drat-trim when it is on the
 * PATH); other answers leave nothing.
 */
class DratProofTest {

    private static final String UNIQUE = PuzzleFiles.lines("top95.txt").get(0);
    private static final String UNSOLVABLE = "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.";

    @TempDir
    Path dir;

    private Result count(String puzzle, long k) {
        return new SatEngine(EngineOptions.NONE.with("sat.proof", dir.toString())).run(TestModels.classic(puzzle), Limits.count(k));
    }

    private static Path[] files(Result r) {
        Path[] files = RupChecker.proofAndCnf(r.message());
        assertNotNull(files, r.message());
        return files;
    }

    @Test
    void aUniquenessProofChecksAgainstTheCnfWithItsBlockingClauseOnly() throws Exception {
        Result r = count(UNIQUE, 2);
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(1, r.count());
        Path[] files = files(r);
        List<int[]> cnf = RupChecker.clauses(files[1]);
        assertEquals("p cnf 729 " + (r.stat("clauses") + 1),
                Files.readAllLines(files[1]).stream().filter(l -> l.startsWith("p ")).findFirst().orElseThrow());
        assertNull(RupChecker.check(cnf, files[0]));
        // without the clause that blocks the solution the CNF is satisfiable: no proof may check
        assertNotNull(RupChecker.check(cnf.subList(0, cnf.size() - 1), files[0]));
        assertDratTrimVerifies(files);
    }

    @Test
    void aNoSolutionProofChecks() throws Exception {
        Result r = count(UNSOLVABLE, 2);
        assertEquals(0, r.count());
        Path[] files = files(r);
        assertNull(RupChecker.check(RupChecker.clauses(files[1]), files[0]));
        assertDratTrimVerifies(files);
    }

    @Test
    void anAnswerThatIsNotAnUnsatisfiableCallLeavesNothing() throws Exception {
        Result r = count(".".repeat(81), 2);
        assertEquals(Status.LIMIT, r.status());
        assertEquals("", r.message());
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(), left.toList());
        }
    }

    @Test
    void theSamePuzzleGetsTheSameFiles() {
        assertEquals(List.of(files(count(UNIQUE, 2))), List.of(files(count(UNIQUE, 2))));
    }

    @Test
    void badSettingsAreRejectedInWords() throws Exception {
        EngineOptions pb = EngineOptions.NONE.with("sat.proof", dir.toString()).with("sat.sums", "pb");
        assertEquals("option sat.proof needs sat.sums=clauses: a pseudo-Boolean sum has no DIMACS form, so no DRAT checker"
                + " could read the proof", assertThrows(IllegalArgumentException.class, () -> new SatEngine(pb)).getMessage());
        Path file = Files.writeString(dir.resolve("a-file"), "");
        String message = assertThrows(IllegalArgumentException.class,
                () -> new SatEngine(EngineOptions.NONE.with("sat.proof", file.toString()))).getMessage();
        assertTrue(message.startsWith("option sat.proof: cannot use '" + file + "' as the proof directory: "), message);
    }

    /** drat-trim, the checker the docs name, when this machine has it (it is not a Debian package). */
    private static void assertDratTrimVerifies(Path[] files) throws Exception {
        if (!ExternalPrograms.onPath("drat-trim")) {
            return;
        }
        Process p = new ProcessBuilder("drat-trim", files[1].toString(), files[0].toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertTrue(out.contains("s VERIFIED"), out);
    }
}
