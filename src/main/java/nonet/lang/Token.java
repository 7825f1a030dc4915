package nonet.lang;

/**
 * One token of a line. Cells carry their 1-based row and column ranges ({@code r2-4c5}: rows 2..4,
 * column 5); numbers their value; strings their unquoted text.
 */
record Token(Kind kind, String text, int value, int row1, int row2, int col1, int col2, Pos pos) {

    enum Kind { NUMBER, NAME, CELL, STRING, SYMBOL, END }

    boolean is(String symbolOrName) {
        return (kind == Kind.SYMBOL || kind == Kind.NAME) && text.equals(symbolOrName);
    }

    String describe() {
        return switch (kind) {
            case END -> "the end of the line";
            case STRING -> "a string";
            default -> "'" + text + "'";
        };
    }
}
