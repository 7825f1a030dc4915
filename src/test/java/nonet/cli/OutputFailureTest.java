package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Standard output that fails: a closed pipe stops the batch quietly, a full disk is reported; neither is ignored. */
class OutputFailureTest {

    private static final String TOP = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    /** Accepts {@code lines} lines, then fails every write with {@code message}, counting the attempts. */
    private static final class FailingStream extends OutputStream {
        private final String message;
        private int linesLeft;
        int failedWrites;

        FailingStream(int lines, String message) {
            this.linesLeft = lines;
            this.message = message;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (linesLeft <= 0) {
                failedWrites++;
                throw new IOException(message);
            }
            for (int i = off; i < off + len; i++) {
                linesLeft -= b[i] == '\n' ? 1 : 0;
            }
        }
    }

    /** What a run returned and printed on stderr. */
    private record Run(int exit, String err) {
    }

    private static Run run(FailingStream stream, String... args) {
        StringWriter err = new StringWriter();
        PrintWriter out = new PrintWriter(new OutputStreamWriter(new CheckedOutput(stream), StandardCharsets.UTF_8), true);
        int code = Main.run(args, out, new PrintWriter(err, true));
        return new Run(code, err.toString());
    }

    @Test
    void aClosedPipeStopsTheBatchAtTheFirstLineNobodyReadsAndSaysNothing() {
        FailingStream pipe = new FailingStream(1, "Broken pipe");
        Run r = run(pipe, "solve", "--format", "line", TOP, TOP, TOP, TOP);
        assertEquals(ExitCodes.BROKEN_PIPE, r.exit());
        assertEquals("", r.err());
        assertEquals(1, pipe.failedWrites);
    }

    @Test
    void aWriteErrorIsReportedWithANonZeroExit() {
        FailingStream full = new FailingStream(0, "No space left on device");
        Run r = run(full, "solve", "--format", "line", TOP, TOP);
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exit());
        assertEquals("nonet: cannot write the output: No space left on device", r.err().strip());
        assertEquals(1, full.failedWrites);
    }

    @Test
    void aCheckReportThatCannotBeWrittenIsReported() {
        Run r = run(new FailingStream(0, "No space left on device"), "check", "--engines", "native", TOP);
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exit());
        assertEquals("nonet: cannot write the output: No space left on device", r.err().strip());
    }

    @Test
    void helpIntoAClosedPipeIsQuiet() {
        Run r = run(new FailingStream(0, "Broken pipe"), "--help");
        assertEquals(ExitCodes.BROKEN_PIPE, r.exit());
        assertEquals("", r.err());
    }

    /** A real pipe whose reader goes away after one line, as {@code | head -1} does: the run stops there, quietly. */
    @Test
    void aRealPipeClosedAfterOneLineEndsTheRunQuietly(@TempDir Path tmp) throws Exception {
        Path big = Files.writeString(tmp.resolve("big.txt"), (TOP + "\n").repeat(100_000));
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"), "nonet.cli.Main", "solve",
                "--format", "line", big.toString()).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        assertEquals(81, out.readLine().length());
        out.close();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), err);
        assertEquals(ExitCodes.BROKEN_PIPE, p.exitValue(), err);
        assertEquals("", err);
    }
}
