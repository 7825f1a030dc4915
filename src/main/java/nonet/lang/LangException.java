package nonet.lang;

/** A mistake in a model or puzzle text, located at file:line:col, with a message for the person who wrote it. */
public final class LangException extends Exception {

    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final int col;
    private final String detail;

    public LangException(Pos pos, String detail) {
        super(pos.file() + ":" + pos.line() + ":" + pos.col() + ": " + detail, null, false, false);
        this.file = pos.file();
        this.line = pos.line();
        this.col = pos.col();
        this.detail = detail;
    }

    public String file() {
        return file;
    }

    public int line() {
        return line;
    }

    public int col() {
        return col;
    }

    public String detail() {
        return detail;
    }

    public Pos pos() {
        return new Pos(file, line, col);
    }
}
