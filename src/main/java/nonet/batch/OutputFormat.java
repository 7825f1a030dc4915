package nonet.batch;

/** How results are printed: for people, one line per puzzle for scripts, or JSON lines for machines. */
public enum OutputFormat {
    text, line, json
}
