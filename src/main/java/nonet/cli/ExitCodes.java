package nonet.cli;

/** The exit statuses scripts rely on. */
public final class ExitCodes {

    /** Every input was processed (and, for check, every engine agreed). */
    public static final int OK = 0;
    /** A cross-check found a disagreement, or an engine returned an answer the model rejects. */
    public static final int DISAGREEMENT = 1;
    /** A usage error or malformed input (the rest of the batch was still processed). */
    public static final int BAD_INPUT = 2;
    /** A fault of nonet itself (a bug to report), outside any one puzzle's run. */
    public static final int INTERNAL = 3;
    /** Standard output could not be written (a full disk, a failed device); the message is on stderr. */
    public static final int OUTPUT_FAILED = 4;
    /** The reader of standard output closed it ({@code | head}): stopped quietly, as a program killed by SIGPIPE. */
    public static final int BROKEN_PIPE = 141;
    /** Interrupted by the user (Ctrl-C), after printing what was done. */
    public static final int INTERRUPTED = 130;

    private ExitCodes() {
    }
}
