package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

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
}
