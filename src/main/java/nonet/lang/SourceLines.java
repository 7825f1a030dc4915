package nonet.lang;

/**
 * A file's lines with a read position, each read without its comment. A statement that takes the
 * lines below it (a clue's body, a machine, a grid of symbols) reads on from its own line.
 */
final class SourceLines {

    final String file;
    private final String[] lines;
    private int next;

    SourceLines(String text, String file) {
        this.file = file;
        this.lines = text.split("\r\n|\r|\n", -1);
    }

    boolean atEnd() {
        return next >= lines.length;
    }

    /** The index of the next line, which counts as read. */
    int take() {
        return next++;
    }

    /** Line {@code index} without its comment. */
    String line(int index) {
        return stripComment(lines[index]);
    }

    /**
     * The index of the next line that is not blank, read, when it is indented by more than
     * {@code own} columns; otherwise -1, and that line stays unread (blank lines before it are read).
     */
    int takeIndentedBeyond(int own) {
        while (next < lines.length) {
            String line = line(next);
            if (line.isBlank()) {
                next++;
            } else {
                return indent(line) > own ? next++ : -1;
            }
        }
        return -1;
    }

    Pos pos(int index, int col) {
        return new Pos(file, index + 1, col);
    }

    static int indent(String line) {
        int i = 0;
        while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    private static String stripComment(String line) {
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (ch == '"') {
                quoted = !quoted;
            } else if (ch == '#' && !quoted) {
                return line.substring(0, i);
            }
        }
        return line;
    }
}
