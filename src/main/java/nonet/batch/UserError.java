package nonet.batch;

/** A mistake in what the user asked for (bad option value, unknown model): reported in one line, exit 2. */
public final class UserError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public UserError(String message) {
        super(message);
    }
}
