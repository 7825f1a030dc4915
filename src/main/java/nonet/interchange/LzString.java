package nonet.interchange;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The lz-string compression of f-puzzles and SudokuPad links (pieroxy's lz-string 1.x, an LZW
 * variant over UTF-16 characters written as base64 text): {@code compressToBase64},
 * {@code decompressFromBase64} and the URI-component alphabet ({@code A-Za-z0-9+-$}, no padding).
 * Written for nonet because the Java ports on Maven Central are unmaintained; the tests pin it to
 * pairs made by the JavaScript original. Unlike the original, which returns "" or null for bad
 * input, decompression throws {@link Malformed} saying what is wrong and where.
 */
public final class LzString {

    private static final String BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    private static final String URI_SAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$";

    /** Compressed text that does not decompress: a character outside the alphabet, a cut-off or corrupt stream. */
    public static final class Malformed extends Exception {

        private static final long serialVersionUID = 1L;

        public Malformed(String message) {
            super(message, null, false, false);
        }
    }

    private LzString() {
    }

    public static String compressToBase64(String input) {
        String out = compress(input, BASE64);
        return out + "===".substring(0, (4 - out.length() % 4) % 4);
    }

    public static String compressToUriComponent(String input) {
        return compress(input, URI_SAFE);
    }

    /** Trailing {@code =} padding is allowed and ignored. */
    public static String decompressFromBase64(String input) throws Malformed {
        int end = input.length();
        while (end > 0 && input.charAt(end - 1) == '=') {
            end--;
        }
        return decompress(input.substring(0, end), BASE64);
    }

    public static String decompressFromUriComponent(String input) throws Malformed {
        return decompress(input.replace(' ', '+'), URI_SAFE);
    }

    // ---- compression --------------------------------------------------------------------------

    /** Writes codes of a growing width, least significant bit first, six bits to an output character. */
    private static final class BitWriter {
        private final String alphabet;
        private final StringBuilder out = new StringBuilder();
        private int value;
        private int position;

        BitWriter(String alphabet) {
            this.alphabet = alphabet;
        }

        void write(int code, int bits) {
            for (int i = 0; i < bits; i++) {
                value = (value << 1) | (code & 1);
                code >>= 1;
                if (position == 5) {
                    out.append(alphabet.charAt(value));
                    value = 0;
                    position = 0;
                } else {
                    position++;
                }
            }
        }

        String finish() {
            while (true) {
                value <<= 1;
                if (position == 5) {
                    out.append(alphabet.charAt(value));
                    return out.toString();
                }
                position++;
            }
        }
    }

    /** The state of one compression: the phrase dictionary and the current code width. */
    private static final class Compressor {
        final Map<String, Integer> dictionary = new HashMap<>();
        /** Single characters seen but not yet written out literally. */
        final Set<String> pendingLiterals = new HashSet<>();
        final BitWriter bits;
        int enlargeIn = 2;
        int numBits = 2;

        Compressor(String alphabet) {
            bits = new BitWriter(alphabet);
        }

        void grow() {
            if (--enlargeIn == 0) {
                enlargeIn = 1 << numBits;
                numBits++;
            }
        }

        /** Writes phrase w: its first appearance as a literal character (code 0: 8 bits, 1: 16 bits), later as its code. */
        void emit(String w) {
            if (pendingLiterals.remove(w)) {
                char ch = w.charAt(0);
                boolean narrow = ch < 256;
                bits.write(narrow ? 0 : 1, numBits);
                bits.write(ch, narrow ? 8 : 16);
                grow();
            } else {
                bits.write(dictionary.get(w), numBits);
            }
            grow();
        }
    }

    private static String compress(String input, String alphabet) {
        Compressor c = new Compressor(alphabet);
        int dictSize = 3;
        String w = "";
        for (int i = 0; i < input.length(); i++) {
            String ch = String.valueOf(input.charAt(i));
            if (!c.dictionary.containsKey(ch)) {
                c.dictionary.put(ch, dictSize++);
                c.pendingLiterals.add(ch);
            }
            String wc = w + ch;
            if (c.dictionary.containsKey(wc)) {
                w = wc;
            } else {
                c.emit(w);
                c.dictionary.put(wc, dictSize++);
                w = ch;
            }
        }
        if (!w.isEmpty()) {
            c.emit(w);
        }
        c.bits.write(2, c.numBits);
        return c.bits.finish();
    }

    // ---- decompression ------------------------------------------------------------------------

    /** Reads codes back from the characters, checking each against the alphabet. */
    private static final class BitReader {
        private final String text;
        private final String alphabet;
        private int index;
        private int value;
        private int position;

        BitReader(String text, String alphabet) throws Malformed {
            this.text = text;
            this.alphabet = alphabet;
            this.value = next();
            this.position = 32;
        }

        private int next() throws Malformed {
            if (index >= text.length()) {
                index++;
                return 0;
            }
            char ch = text.charAt(index);
            int v = alphabet.indexOf(ch);
            if (v < 0) {
                throw new Malformed("character '" + ch + "' at position " + (index + 1) + " is not in the lz-string alphabet");
            }
            index++;
            return v;
        }

        int read(int bits) throws Malformed {
            int result = 0;
            for (int i = 0; i < bits; i++) {
                int bit = (value & position) != 0 ? 1 : 0;
                position >>= 1;
                if (position == 0) {
                    position = 32;
                    value = next();
                }
                result |= bit << i;
            }
            return result;
        }

        boolean exhausted() {
            return index > text.length();
        }
    }

    private static String decompress(String input, String alphabet) throws Malformed {
        if (input.isEmpty()) {
            throw new Malformed("the compressed text is empty");
        }
        BitReader in = new BitReader(input, alphabet);
        List<String> dictionary = new ArrayList<>(List.of("", "", ""));
        int enlargeIn = 4;
        int numBits = 3;
        String w = literal(in, in.read(2));
        if (w == null) {
            return "";
        }
        dictionary.add(w);
        StringBuilder result = new StringBuilder(w);
        while (true) {
            if (in.exhausted()) {
                throw new Malformed("the compressed text is cut off after " + input.length() + " characters");
            }
            int code = in.read(numBits);
            if (code == 2) {
                return result.toString();
            }
            if (code < 2) {
                dictionary.add(literal(in, code));
                code = dictionary.size() - 1;
                if (--enlargeIn == 0) {
                    enlargeIn = 1 << numBits;
                    numBits++;
                }
            }
            String entry;
            if (code < dictionary.size()) {
                entry = dictionary.get(code);
            } else if (code == dictionary.size()) {
                entry = w + w.charAt(0);
            } else {
                throw new Malformed("the compressed text is corrupt: code " + code + " before it is defined");
            }
            result.append(entry);
            dictionary.add(w + entry.charAt(0));
            w = entry;
            if (--enlargeIn == 0) {
                enlargeIn = 1 << numBits;
                numBits++;
            }
        }
    }

    /** The literal character after code 0 (8 bits) or 1 (16 bits); null for the end code 2. */
    private static String literal(BitReader in, int code) throws Malformed {
        return switch (code) {
            case 0 -> String.valueOf((char) in.read(8));
            case 1 -> String.valueOf((char) in.read(16));
            case 2 -> null;
            default -> throw new Malformed("the compressed text is corrupt: it starts with code " + code);
        };
    }
}
