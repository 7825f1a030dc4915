package nonet.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The programs the external-engine tests run: the tiny line-protocol solver and the misbehaving SAT
 * solver of the test tree (both Python 3), and minisat and cadical from the PATH. A test that needs
 * an absent program is skipped with a message that says how to install it.
 */
public final class ExternalPrograms {

    private static final Path SCRIPTS = Path.of("src/test/resources/nonet/engine/external").toAbsolutePath();

    private ExternalPrograms() {
    }

    /** The command of the line-protocol solver, with these arguments ({@code --plain}, {@code --fault crash --on 2}). */
    public static String lineSolver(String arguments) {
        requirePython();
        return ("python3 " + SCRIPTS.resolve("line_solver.py") + " " + arguments).strip();
    }

    /** The command of the fake SAT solver in one of its modes (garbage, killed, hang, lie, wrong, unknown, unsat-to-file). */
    public static String fakeSat(String mode) {
        requirePython();
        return "python3 " + SCRIPTS.resolve("fake_sat.py") + " " + mode;
    }

    /** Skips the test unless {@code program} is on the PATH. */
    public static void require(String program) {
        assumeTrue(onPath(program), program + " is not on the PATH, so this test is skipped (CI installs it: apt-get install -y "
                + program + "); PATH=" + System.getenv("PATH"));
    }

    private static void requirePython() {
        assumeTrue(onPath("python3"), "python3 is not on the PATH, so the tests with the solvers written in Python are skipped");
    }

    public static boolean onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }

    /** The processes this JVM started that are still running (each external engine's program shows up here). */
    public static List<ProcessHandle> children() {
        return ProcessHandle.current().children().filter(ProcessHandle::isAlive).toList();
    }
}
