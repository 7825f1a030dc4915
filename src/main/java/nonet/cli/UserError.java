package nonet.cli;

/**
 * PLACEHOLDER from the solvers branch, to be replaced by the lead's version: a problem with the
 * user's input, reported as one message (file:line:col when known) and never as a stack trace.
 */
public final class UserError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UserError(String message) {
        super(message);
    }
}
