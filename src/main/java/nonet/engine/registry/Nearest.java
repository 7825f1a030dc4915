package nonet.engine.registry;

import java.util.Collection;

/** The known word nearest a mistyped one by edit distance, for "did you mean ...?" (null when none is close). */
final class Nearest {

    private Nearest() {
    }

    static String of(String typed, Collection<String> known) {
        String best = null;
        int bestDistance = Math.max(2, typed.length() / 3) + 1;
        for (String k : known) {
            int d = distance(typed, k);
            if (d < bestDistance) {
                best = k;
                bestDistance = d;
            }
        }
        return best;
    }

    /** Levenshtein distance: insertions, deletions and substitutions. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] t = previous;
            previous = current;
            current = t;
        }
        return previous[b.length()];
    }
}
