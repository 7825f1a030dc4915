package nonet.interchange.fpuzzles;

/**
 * Which {@code value} of an f-puzzles entry a table row takes: none at all, any whole number (the
 * clue's first argument), a default number that the clue leaves unsaid (a plain white dot is a
 * difference of 1), or one letter (X or V).
 */
record Value(Kind kind, int number, String text) {

    enum Kind { ABSENT, NUMBER, DEFAULT, TEXT }

    static final Value ABSENT = new Value(Kind.ABSENT, 0, null);
    static final Value NUMBER = new Value(Kind.NUMBER, 0, null);

    static Value orDefault(int number) {
        return new Value(Kind.DEFAULT, number, null);
    }

    static Value text(String text) {
        return new Value(Kind.TEXT, 0, text);
    }

    /** Whether an entry whose value is {@code written} (null when it has none) belongs to this row. */
    boolean matches(String written) {
        return switch (kind) {
            case ABSENT -> written == null;
            case NUMBER -> written != null && wholeNumber(written) != null;
            case DEFAULT -> written == null || Integer.valueOf(number).equals(wholeNumber(written));
            case TEXT -> text.equalsIgnoreCase(written);
        };
    }

    /** Whether the clue carries the value as its first argument. */
    boolean isArgument() {
        return kind == Kind.NUMBER;
    }

    /** The value as f-puzzles writes it for a clue of this row, or null for none. */
    String written(int argument) {
        return switch (kind) {
            case ABSENT, DEFAULT -> null;
            case NUMBER -> Integer.toString(argument);
            case TEXT -> text;
        };
    }

    /** A value written as a whole number, or null ("15", " 15 " and 15 are; "1.5" and "X" are not). */
    static Integer wholeNumber(String written) {
        String s = written.strip();
        if (!s.matches("-?\\d{1,9}")) {
            return null;
        }
        return Integer.parseInt(s);
    }
}
