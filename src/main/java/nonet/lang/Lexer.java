package nonet.lang;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits one line into tokens. Two modes: in statements, names may contain '-' before a letter or digit
 * (clue and model names such as {@code little-killer}); in predicates '-' is always minus, so that
 * {@code a-b} means a minus b.
 */
final class Lexer {

    private static final String[] SYMBOLS = {"...", "..", "!=", "<=", ">=", "(", ")", ",", ":", "=", "<", ">",
        "+", "-", "*", "/", "%", "|", "{", "}", "[", "]"};

    private Lexer() {
    }

    /** Tokens of {@code line} from index {@code from}; the list always ends with an END token. */
    static List<Token> lex(String line, int from, boolean predicate, String file, int lineNo) throws LangException {
        List<Token> out = new ArrayList<>();
        int i = from;
        int n = line.length();
        while (i < n) {
            char ch = line.charAt(i);
            Pos pos = new Pos(file, lineNo, i + 1);
            if (ch == ' ' || ch == '\t') {
                i++;
            } else if (Character.isDigit(ch)) {
                int j = i;
                while (j < n && Character.isDigit(line.charAt(j))) {
                    j++;
                }
                if (j < n && Character.isLetter(line.charAt(j))) {
                    throw new LangException(pos, "'" + word(line, i) + "' is not a number or a name");
                }
                String digits = line.substring(i, j);
                if (digits.length() > 9) {
                    throw new LangException(pos, "number " + digits + " is too large");
                }
                out.add(new Token(Token.Kind.NUMBER, digits, Integer.parseInt(digits), 0, 0, 0, 0, pos));
                i = j;
            } else if (ch == '"') {
                int j = line.indexOf('"', i + 1);
                if (j < 0) {
                    throw new LangException(pos, "unterminated string: expected a closing '\"'");
                }
                out.add(new Token(Token.Kind.STRING, line.substring(i + 1, j), 0, 0, 0, 0, 0, pos));
                i = j + 1;
            } else if (Character.isLetter(ch) || ch == '_') {
                Token cell = cell(line, i, pos);
                if (cell != null) {
                    out.add(cell);
                    i += cell.text().length();
                    continue;
                }
                int j = i + 1;
                while (j < n) {
                    char c = line.charAt(j);
                    if (Character.isLetterOrDigit(c) || c == '_'
                            || (!predicate && c == '-' && j + 1 < n && Character.isLetterOrDigit(line.charAt(j + 1)))) {
                        j++;
                    } else {
                        break;
                    }
                }
                out.add(new Token(Token.Kind.NAME, line.substring(i, j), 0, 0, 0, 0, 0, pos));
                i = j;
            } else {
                String sym = null;
                for (String s : SYMBOLS) {
                    if (line.startsWith(s, i)) {
                        sym = s;
                        break;
                    }
                }
                if (sym == null) {
                    throw new LangException(pos, "unexpected character '" + ch + "'");
                }
                out.add(new Token(Token.Kind.SYMBOL, sym, 0, 0, 0, 0, 0, pos));
                i += sym.length();
            }
        }
        out.add(new Token(Token.Kind.END, "", 0, 0, 0, 0, 0, new Pos(file, lineNo, n + 1)));
        return out;
    }

    /** A cell or cell range at i ({@code r1c1}, {@code r1c1-9}, {@code r1-9c5}, {@code r2-4c2-4}), or null. */
    private static Token cell(String line, int i, Pos pos) throws LangException {
        int n = line.length();
        if (Character.toLowerCase(line.charAt(i)) != 'r') {
            return null;
        }
        int[] r = new int[2];
        int j = range(line, i + 1, r);
        if (j < 0 || j >= n || Character.toLowerCase(line.charAt(j)) != 'c') {
            return null;
        }
        int[] c = new int[2];
        int k = range(line, j + 1, c);
        if (k < 0 || (k < n && (Character.isLetterOrDigit(line.charAt(k)) || line.charAt(k) == '_'))) {
            return null;
        }
        String text = line.substring(i, k);
        if (r[0] < 1 || c[0] < 1) {
            throw new LangException(pos, "rows and columns count from 1, not 0, in '" + text + "'");
        }
        return new Token(Token.Kind.CELL, text, 0, r[0], r[1], c[0], c[1], pos);
    }

    /** Reads {@code 12} or {@code 2-4} into out[0..1]; returns the index after it, or -1. */
    private static int range(String line, int i, int[] out) {
        int j = digits(line, i);
        if (j == i || j - i > 4) {
            return -1;
        }
        out[0] = Integer.parseInt(line.substring(i, j));
        out[1] = out[0];
        if (j + 1 < line.length() && line.charAt(j) == '-' && Character.isDigit(line.charAt(j + 1))) {
            int k = digits(line, j + 1);
            if (k - j - 1 > 4) {
                return -1;
            }
            out[1] = Integer.parseInt(line.substring(j + 1, k));
            return k;
        }
        return j;
    }

    private static int digits(String line, int i) {
        while (i < line.length() && Character.isDigit(line.charAt(i))) {
            i++;
        }
        return i;
    }

    private static String word(String line, int i) {
        int j = i;
        while (j < line.length() && (Character.isLetterOrDigit(line.charAt(j)) || line.charAt(j) == '_')) {
            j++;
        }
        return line.substring(i, j);
    }
}
