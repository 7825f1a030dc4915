package nonet.check;

/** One puzzle on which the engines disagree, as reported: where it is, what each said, where its case was written. */
public record Disagreement(String source, int index, int line, String summary, String caseDir) implements java.io.Serializable {

    public String where() {
        return source + " #" + index + " (line " + line + ")";
    }
}
