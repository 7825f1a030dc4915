package nonet.generate;

/** The second engine did not confirm a generated puzzle's one solution: a fault of an engine, not of the input. */
public final class SecondOpinion extends RuntimeException {

    private static final long serialVersionUID = 1L;

    SecondOpinion(String message) {
        super(message);
    }
}
