package nonet.lang;

/** A place in a source text: file name, 1-based line and column. */
public record Pos(String file, int line, int col) implements java.io.Serializable {

    /** For things built in code (clues made by a generator), which have no source. */
    public static final Pos NONE = new Pos("<generated>", 1, 1);

    public Pos at(int column) {
        return new Pos(file, line, column);
    }

    @Override
    public String toString() {
        return file + ":" + line + ":" + col;
    }
}
