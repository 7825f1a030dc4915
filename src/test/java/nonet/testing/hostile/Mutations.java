package nonet.testing.hostile;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Random damage to a source text: a token deleted, doubled or swapped with the next, a character inserted, a line lost or doubled. */
final class Mutations {

    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_]+|\\S");

    /** A mutated text and what was done to it. */
    record Mutant(String text, String what) {
    }

    /** The kinds of damage. */
    enum Op { DELETE, DOUBLE, SWAP, INSERT, DELETE_LINE, DOUBLE_LINE }

    private Mutations() {
    }

    static Mutant any(String text, Random rnd) {
        return apply(Op.values()[rnd.nextInt(Op.values().length)], text, rnd);
    }

    static Mutant apply(Op op, String text, Random rnd) {
        List<int[]> tokens = new ArrayList<>();
        Matcher m = TOKEN.matcher(text);
        while (m.find()) {
            tokens.add(new int[] {m.start(), m.end()});
        }
        if (tokens.size() < 2) {
            return new Mutant(text + Symbols.any(rnd), "character appended");
        }
        int i = rnd.nextInt(tokens.size() - 1);
        int[] t = tokens.get(i);
        int[] next = tokens.get(i + 1);
        String token = text.substring(t[0], t[1]);
        return switch (op) {
            case DELETE -> new Mutant(text.substring(0, t[0]) + text.substring(t[1]), "token '" + token + "' deleted");
            case DOUBLE -> new Mutant(text.substring(0, t[1]) + " " + text.substring(t[0]), "token '" + token + "' doubled");
            case SWAP -> new Mutant(text.substring(0, t[0]) + text.substring(next[0], next[1]) + text.substring(t[1], next[0])
                    + token + text.substring(next[1]), "tokens '" + token + "' and the next swapped");
            case INSERT -> {
                int at = rnd.nextInt(text.length() + 1);
                String c = Symbols.any(rnd);
                yield new Mutant(text.substring(0, at) + c + text.substring(at), "'" + Symbols.shown(c) + "' inserted at " + at);
            }
            case DELETE_LINE -> lines(text, rnd, false);
            case DOUBLE_LINE -> lines(text, rnd, true);
        };
    }

    private static Mutant lines(String text, Random rnd, boolean doubled) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        int k = rnd.nextInt(lines.size());
        String line = lines.get(k);
        if (doubled) {
            lines.add(k, line);
        } else {
            lines.remove(k);
        }
        return new Mutant(String.join("\n", lines), "line " + (k + 1) + (doubled ? " doubled" : " deleted"));
    }
}
