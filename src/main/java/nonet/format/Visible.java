package nonet.format;

/**
 * Text made safe to print on a terminal in one line: control characters, invisible format
 * characters (zero-width space, byte order mark) and line separators become {@code \\uXXXX}. A
 * message quoting hostile input ("unknown model 'rules/lock\\u200Bout'") then shows what is wrong
 * instead of hiding it, moving the cursor or breaking the line.
 */
public final class Visible {

    private Visible() {
    }

    public static String of(String text) {
        StringBuilder sb = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int type = Character.getType(c);
            boolean hidden = Character.isISOControl(c) || type == Character.FORMAT || type == Character.LINE_SEPARATOR
                    || type == Character.PARAGRAPH_SEPARATOR || type == Character.SURROGATE
                    && !(Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))
                    || Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(text.charAt(i - 1)));
            if (hidden && sb == null) {
                sb = new StringBuilder(text.substring(0, i));
            }
            if (sb != null) {
                sb.append(hidden ? String.format("\\u%04X", (int) c) : String.valueOf(c));
            }
        }
        return sb == null ? text : sb.toString();
    }
}
