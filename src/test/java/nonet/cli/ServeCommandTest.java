package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nonet serve}'s refusals: each a usage error with a message, before anything listens (a running server is WebApiTest's). */
class ServeCommandTest {

    @TempDir
    Path dir;

    @Test
    void aTakenPortIsAUsageErrorWithAHint() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Cli c = Cli.run("serve", "--port", String.valueOf(taken.getLocalPort()));
            assertEquals(ExitCodes.BAD_INPUT, c.exit(), c.err());
            assertTrue(c.err().contains("cannot listen on 127.0.0.1:" + taken.getLocalPort()) && c.err().contains("--port 0"), c.err());
        }
    }

    @Test
    void aBrokenModelFileStopsTheServerBeforeItListens() throws Exception {
        Path broken = dir.resolve("broken.nonet");
        Files.writeString(broken, "model broken\nextends nosuchmodel\n");
        Cli c = Cli.run("serve", "--port", "0", "-m", broken.toString());
        assertEquals(ExitCodes.BAD_INPUT, c.exit(), c.err());
        assertTrue(c.err().contains("unknown model 'nosuchmodel'"), c.err());
    }

    @Test
    void badNumbersAreUsageErrors() {
        for (String[] args : new String[][] {{"serve", "--jobs", "0"}, {"serve", "--port", "70000"}, {"serve", "--timeout", "-1"}}) {
            Cli c = Cli.run(args);
            assertEquals(ExitCodes.BAD_INPUT, c.exit(), String.join(" ", args) + ": " + c.err());
            assertTrue(c.err().startsWith("nonet: "), c.err());
        }
    }

    @Test
    void anAddressThatIsNoneOfThisMachinesIsAUsageError() {
        Cli c = Cli.run("serve", "--port", "0", "--host", "203.0.113.9");
        assertEquals(ExitCodes.BAD_INPUT, c.exit(), c.err());
        assertTrue(c.err().contains("cannot listen on 203.0.113.9"), c.err());
    }
}
