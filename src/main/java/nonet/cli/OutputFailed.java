package nonet.cli;

import java.io.IOException;

/**
 * Standard output could not be written: the reader went away (a broken pipe, {@code | head -1}) or
 * the device failed ({@code > /dev/full}). Unchecked, so that it passes through the
 * {@link java.io.PrintWriter}, which would swallow an {@link IOException}, and ends the command at
 * the first answer it could not print instead of running the rest of the batch for nobody.
 */
final class OutputFailed extends RuntimeException {

    private static final long serialVersionUID = 1L;

    OutputFailed(IOException cause) {
        super(cause.getMessage(), cause, false, false);
    }

    /** Whether the reader closed the pipe, which is no error: {@code | head} wants only the first lines. */
    boolean brokenPipe() {
        return getMessage() != null && getMessage().contains("Broken pipe");
    }
}
