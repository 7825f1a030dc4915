package nonet.testing.hostile;

import java.util.Random;

/** Characters a grid must refuse: letters past the grid's digits, unicode digits and look-alikes, control bytes, odd spaces. */
final class Symbols {

    static final String[] HOSTILE = {
        "A", "G", "Z", "x", "?", "*", "/", "\\", "\"", "'", "-", "=", "_",
        "\u0663", "\uFF13", "\u2462", "\u00B3", "\u0969", "\uD835\uDFD1",   // Arabic-Indic 3, fullwidth 3, circled 3, superscript 3, Devanagari 3, math bold 3
        "O", "o", "l", "I", "\u041E", "\u0417",                            // letter O, l, I, Cyrillic O, Cyrillic Ze (a 3)
        "\0", "\u0001", "\u0007", "\u001B", "\u007F", "\u0085",
        "\u00A0", "\u200B", "\u2003", "\uFEFF", "\u0301", "\uFFFD", "\uD83D\uDE00",
    };

    private Symbols() {
    }

    static String any(Random rnd) {
        return HOSTILE[rnd.nextInt(HOSTILE.length)];
    }

    /** The text with code points escaped, for case names. */
    static String shown(String s) {
        StringBuilder sb = new StringBuilder();
        s.codePoints().forEach(c -> sb.append(c < 32 || c > 126 ? String.format("\\u%04x", c) : Character.toString(c)));
        return sb.length() > 60 ? sb.substring(0, 57) + "..." : sb.toString();
    }
}
