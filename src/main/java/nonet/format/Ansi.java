package nonet.format;

/** The few ANSI colour codes the text output uses. */
public final class Ansi {

    public static final String RESET = "\u001b[0m";
    public static final String RED = "\u001b[31m";
    public static final String YELLOW = "\u001b[33m";
    public static final String GREEN = "\u001b[32m";

    private Ansi() {
    }
}
