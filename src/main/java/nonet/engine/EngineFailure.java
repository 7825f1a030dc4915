package nonet.engine;

/**
 * An engine's own report that it failed on one puzzle (an external solver that crashed or printed
 * garbage): the answer is invalid, the message says why in words, and the batch goes on. Any
 * other exception an engine throws is treated the same way, but shown with its Java class name.
 */
public final class EngineFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * What went wrong, with what the program printed ("the program answered 'x': expected ..."); the
     * engine's name stands beside it wherever an answer is shown, so the message does not repeat it.
     */
    public EngineFailure(String message) {
        super(message);
    }
}
