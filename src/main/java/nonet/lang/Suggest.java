package nonet.lang;

import java.util.Collection;

/** "did you mean ...?" by edit distance, for unknown names. */
final class Suggest {

    private Suggest() {
    }

    /** The suffix {@code "; did you mean 'x'?"} for the closest candidate, or "" when nothing is close. */
    static String didYouMean(String word, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = distance(word.toLowerCase(), c.toLowerCase());
            if (d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        int tolerance = Math.max(1, Math.min(3, word.length() / 3));
        return best != null && bestDistance <= tolerance ? "; did you mean '" + best + "'?" : "";
    }

    /** Damerau-Levenshtein distance (optimal string alignment), so that swapped letters count once. */
    static int distance(String s, String t) {
        int[][] d = new int[s.length() + 1][t.length() + 1];
        for (int i = 0; i <= s.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= t.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= s.length(); i++) {
            for (int j = 1; j <= t.length(); j++) {
                int cost = s.charAt(i - 1) == t.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && s.charAt(i - 1) == t.charAt(j - 2) && s.charAt(i - 2) == t.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[s.length()][t.length()];
    }
}
