package nonet.engine.external;

/**
 * What an external program printed, cut to fit in a message: at most {@link #LIMIT} characters,
 * line breaks shown as {@code \n} (carriage returns dropped) and other control characters as
 * {@code ?}, in quotes.
 */
final class Excerpt {

    static final int LIMIT = 160;

    private Excerpt() {
    }

    /** The start of {@code text}, quoted; "nothing" for empty text. */
    static String head(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return "nothing";
        }
        return quote(t.length() > LIMIT ? t.substring(0, LIMIT) + "..." : t);
    }

    /** The end of {@code text}, quoted (where a crash message is); "nothing" for empty text. */
    static String tail(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return "nothing";
        }
        return quote(t.length() > LIMIT ? "..." + t.substring(t.length() - LIMIT) : t);
    }

    private static String quote(String t) {
        StringBuilder sb = new StringBuilder("'");
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c == '\n') {
                sb.append("\\n");
            } else if (c == '\r') {
                continue;
            } else {
                sb.append(Character.isISOControl(c) ? '?' : c);
            }
        }
        return sb.append('\'').toString();
    }
}
