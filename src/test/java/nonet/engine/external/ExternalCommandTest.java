package nonet.engine.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Commands split into words, programs found or named as missing, and the {in}/{out} placeholders of dimacs engines. */
class ExternalCommandTest {

    private static final Path PROOF = Path.of("/t/proof.drat");

    @TempDir
    Path tmp;

    private static ExternalCommand parse(String text) {
        return ExternalCommand.parse("dimacs:" + text, text);
    }

    @Test
    void wordsAreSplitAtWhiteSpaceWithoutAShell() {
        assertEquals(List.of("sh", "-c", "'echo", "a|b'"), parse("  sh   -c 'echo\ta|b'  ").words());
    }

    @Test
    void anEmptyCommandIsRejectedWithAnExample() {
        assertEquals("engine 'dimacs:' needs a command after the colon, e.g. dimacs:cadical",
                assertThrows(IllegalArgumentException.class, () -> parse("")).getMessage());
        assertEquals("engine 'cmd: ' needs a command after the colon, e.g. cmd:cadical",
                assertThrows(IllegalArgumentException.class, () -> ExternalCommand.parse("cmd: ", " ")).getMessage());
    }

    @Test
    void aProgramMissingFromThePathIsNamed() {
        String message = assertThrows(IllegalArgumentException.class, () -> parse("no-such-solver-here -q")).getMessage();
        assertTrue(message.startsWith("engine 'dimacs:no-such-solver-here -q': no program 'no-such-solver-here' on the PATH ("),
                message);
    }

    @Test
    void aPathMustBeAnExecutableFile() throws Exception {
        Path script = Files.writeString(tmp.resolve("solver.sh"), "#!/bin/sh\n");
        assertEquals("engine 'dimacs:" + script + "': '" + script + "' is not an executable file",
                assertThrows(IllegalArgumentException.class, () -> parse(script.toString())).getMessage());
        assertTrue(script.toFile().setExecutable(true));
        assertEquals(script, ExternalCommand.locate(script.toString()));
        assertNull(ExternalCommand.locate(tmp.resolve("absent").toString()));
    }

    @Test
    void theCnfFileIsTheLastArgumentUnlessPlaced() {
        DimacsCommand plain = DimacsCommand.of(parse("sh -q"), false);
        assertEquals(List.of("sh", "-q", "/t/in.cnf"), plain.words(Path.of("/t/in.cnf"), Path.of("/t/out"), PROOF));
        assertFalse(plain.answerInFile());
        DimacsCommand placed = DimacsCommand.of(parse("sh --input={in} --model {out} -v"), false);
        assertEquals(List.of("sh", "--input=/t/in.cnf", "--model", "/t/out", "-v"),
                placed.words(Path.of("/t/in.cnf"), Path.of("/t/out"), PROOF));
        assertTrue(placed.answerInFile());
    }

    /** An executable that does nothing, named like a solver whose words nonet knows. */
    private Path program(String name) throws Exception {
        Path p = Files.writeString(tmp.resolve(name), "#!/bin/sh\n");
        assertTrue(p.toFile().setExecutable(true));
        return p;
    }

    @Test
    void cadicalAndKissatTakeTheProofFileAfterTheCnfWhenProofsAreWanted() throws Exception {
        for (String program : List.of("cadical", "kissat")) {
            Path solver = program(program);
            DimacsCommand proving = DimacsCommand.of(parse(solver + " -q"), true);
            assertEquals(List.of(solver.toString(), "-q", "/t/in.cnf", "/t/proof.drat"), proving.words(Path.of("/t/in.cnf"), Path.of("/t/out"), PROOF));
            assertTrue(proving.writesProof());
            DimacsCommand plain = DimacsCommand.of(parse(solver + " -q"), false);
            assertEquals(List.of(solver.toString(), "-q", "/t/in.cnf"), plain.words(Path.of("/t/in.cnf"), Path.of("/t/out"), PROOF));
            assertFalse(plain.writesProof());
            // the CNF placed before other words: where the proof goes is the user's to say
            DimacsCommand placed = DimacsCommand.of(parse(solver + " {in} -q"), true);
            assertFalse(placed.writesProof());
        }
    }

    @Test
    void anyCommandTakesTheProofWhereItSays() {
        DimacsCommand placed = DimacsCommand.of(parse("sh --drat={proof} {in}"), false);
        assertEquals(List.of("sh", "--drat=/t/proof.drat", "/t/in.cnf"), placed.words(Path.of("/t/in.cnf"), Path.of("/t/out"), PROOF));
        assertTrue(placed.writesProof());
        assertFalse(DimacsCommand.of(parse("sh"), true).writesProof());
    }

    @Test
    void minisatWritesItsModelToAFileUnasked() throws Exception {
        Path minisat = program("minisat");
        DimacsCommand bare = DimacsCommand.of(parse(minisat + " -verb=0"), false);
        assertEquals(List.of(minisat.toString(), "-verb=0", "/t/in.cnf", "/t/out"), bare.words(Path.of("/t/in.cnf"), Path.of("/t/out"), PROOF));
        assertTrue(bare.answerInFile());
        DimacsCommand placed = DimacsCommand.of(parse(minisat + " {in}"), false);
        assertEquals(List.of(minisat.toString(), "/t/in.cnf"), placed.words(Path.of("/t/in.cnf"), Path.of("/t/out"), PROOF));
        assertFalse(placed.answerInFile());
    }
}
