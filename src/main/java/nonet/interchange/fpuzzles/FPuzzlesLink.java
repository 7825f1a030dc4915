package nonet.interchange.fpuzzles;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Pattern;
import nonet.interchange.LzString;

/**
 * The links that carry f-puzzles data, both ways: {@code https://www.f-puzzles.com/?load=DATA},
 * SudokuPad's {@code https://sudokupad.app/fpuzzlesDATA} (or {@code fpuzDATA}), and the bare
 * {@code DATA}, which is lz-string's {@code compressToBase64} of the JSON (so it starts with
 * {@code N4I}, the code of an opening brace and quote).
 */
public final class FPuzzlesLink {

    static final String F_PUZZLES = "https://www.f-puzzles.com/?load=";
    static final String SUDOKUPAD = "https://sudokupad.app/fpuzzles";
    private static final Pattern BARE = Pattern.compile("(?:fpuzzles|fpuz)?N4I[A-Za-z0-9+/=$%\\- ]*");
    private static final int SHORT_ID_LENGTH = 20;

    private FPuzzlesLink() {
    }

    /** Whether the argument is such a link or compressed data (decided from its text alone). */
    public static boolean recognizes(String arg) {
        String lower = arg.strip().toLowerCase(Locale.ROOT);
        if (lower.startsWith("https://") || lower.startsWith("http://")) {
            return lower.contains("f-puzzles.com") || lower.contains("sudokupad");
        }
        return BARE.matcher(arg.strip()).matches();
    }

    /** The f-puzzles link for a puzzle's JSON. */
    public static String fpuzzles(String json) {
        return F_PUZZLES + LzString.compressToBase64(json);
    }

    /** The SudokuPad link for a puzzle's JSON. */
    public static String sudokupad(String json) {
        return SUDOKUPAD + LzString.compressToBase64(json);
    }

    /** The JSON a link or bare string carries. */
    static String json(String arg) throws ImportError {
        String data = payload(arg.strip());
        try {
            // a '+' that passed through form decoding arrives as a space
            return LzString.decompressFromBase64(data.replace(' ', '+'));
        } catch (LzString.Malformed e) {
            throw new ImportError("", "the link's data does not decompress: " + e.getMessage());
        }
    }

    private static String payload(String arg) throws ImportError {
        String lower = arg.toLowerCase(Locale.ROOT);
        if (!lower.startsWith("http")) {
            return decoded(withoutPrefix(arg));
        }
        if (lower.contains("f-puzzles.com")) {
            int load = lower.indexOf("load=");
            if (load < 0) {
                throw new ImportError("", lower.contains("id=")
                        ? "f-puzzles short links (?id=...) are kept on the f-puzzles server; open it and copy the long ?load= link"
                        : "an f-puzzles link carries its puzzle after ?load=, and this one has none");
            }
            return decoded(upToParameterEnd(arg.substring(load + "load=".length())));
        }
        int slash = arg.indexOf('/', arg.indexOf("//") + 2);
        String path = slash < 0 ? "" : arg.substring(slash + 1);
        if (path.startsWith("?puzzleid=")) {
            path = path.substring("?puzzleid=".length());
        }
        path = upToParameterEnd(path);
        if (path.startsWith("scl") || path.startsWith("ctc")) {
            throw new ImportError("", "SudokuPad's own format (" + path.substring(0, 3)
                    + ") draws lines and shapes without saying their rules; nonet reads its f-puzzles links (sudokupad.app/fpuzzles...)");
        }
        if (!path.startsWith("fpuz")) {
            throw new ImportError("", path.length() <= SHORT_ID_LENGTH
                    ? "SudokuPad short links are kept on the SudokuPad server; open it and share it as an f-puzzles link"
                    : "a SudokuPad link carries f-puzzles data after sudokupad.app/fpuzzles, and this one does not");
        }
        return decoded(withoutPrefix(path));
    }

    private static String withoutPrefix(String data) {
        return data.startsWith("fpuzzles") ? data.substring("fpuzzles".length()) : data.startsWith("fpuz") ? data.substring(4) : data;
    }

    private static String upToParameterEnd(String s) {
        int end = s.length();
        for (char stop : new char[] {'&', '#'}) {
            int at = s.indexOf(stop);
            end = at >= 0 ? Math.min(end, at) : end;
        }
        return s.substring(0, end);
    }

    /** Percent escapes (%2B, %2F, %3D) undone; a '+' stays a '+', since base64 uses it. */
    private static String decoded(String data) throws ImportError {
        if (data.indexOf('%') < 0) {
            return data;
        }
        try {
            return URLDecoder.decode(data.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw new ImportError("", "the link's data has a broken percent escape: " + e.getMessage());
        }
    }
}
