package nonet.engine.nativesearch.classic9;

import java.util.HashMap;
import java.util.Map;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Model;

/**
 * Recognises plain classic 9x9 models by structure, not by names: exactly 27 distinct groups that
 * are, as cell sets, the 9 rows, 9 columns and 9 boxes of a 9x9 grid (each once), and nothing else
 * but {@link Domain}s. Those are the models the bitboard solver answers exactly.
 */
public final class Classic9Shape {

    private static final int GROUPS = 27;
    /** The 81-cell set of each row, column and box, as two words (cells 0..63, 64..80). */
    private static final long[] GROUP_LO = new long[GROUPS];
    private static final long[] GROUP_HI = new long[GROUPS];

    /**
     * The houses with their cells in reading order, as most models list them: found by hash
     * without copying the cells, which matters when a batch of easy puzzles runs at microseconds each.
     */
    private static final Map<AllDifferent, Integer> USUAL = new HashMap<>();

    static {
        int[][] members = new int[GROUPS][9];
        int[] filled = new int[GROUPS];
        for (int cell = 0; cell < 81; cell++) {
            int row = cell / 9;
            int col = cell % 9;
            int box = (row / 3) * 3 + col / 3;
            for (int g : new int[] {row, 9 + col, 18 + box}) {
                if (cell < 64) {
                    GROUP_LO[g] |= 1L << cell;
                } else {
                    GROUP_HI[g] |= 1L << (cell - 64);
                }
                members[g][filled[g]++] = cell;
            }
        }
        for (int g = 0; g < GROUPS; g++) {
            USUAL.put(new AllDifferent(members[g], true, "usual"), g);
            USUAL.put(new AllDifferent(members[g], false, "usual"), g);
        }
    }

    /**
     * The groups of the last model that matched, by reference. The compiler builds a collection's
     * structure once and shares its constraint objects between the puzzles, and the constraints are
     * immutable, so the same 27 objects in the same order match again without hashing their cells:
     * hashing took about 0.4 us per puzzle, a tenth of an easy puzzle's solve. An immutable array
     * behind a volatile field, so threads that race on it only ever miss the shortcut.
     */
    private static volatile Constraint[] lastMatched = new Constraint[0];

    private Classic9Shape() {
    }

    public static boolean matches(Model model) {
        if (model.size() != 9) {
            return false;
        }
        if (sameGroupsAsLastMatch(model)) {
            return true;
        }
        if (!groupsMatch(model)) {
            return false;
        }
        Constraint[] groups = new Constraint[GROUPS];
        int k = 0;
        for (Constraint c : model.constraints()) {
            if (!(c instanceof Domain)) {
                groups[k++] = c;
            }
        }
        lastMatched = groups;
        return true;
    }

    private static boolean sameGroupsAsLastMatch(Model model) {
        Constraint[] last = lastMatched;
        int k = 0;
        for (Constraint c : model.constraints()) {
            if (c instanceof Domain) {
                continue;
            }
            if (k == last.length || last[k++] != c) {
                return false;
            }
        }
        return k == last.length && k > 0;
    }

    private static boolean groupsMatch(Model model) {
        int seen = 0;
        for (Constraint c : model.constraints()) {
            if (c instanceof Domain) {
                continue;
            }
            if (!(c instanceof AllDifferent group)) {
                return false;
            }
            Integer usual = USUAL.get(group);
            int g = usual != null ? usual : groupIndex(group.cells());
            if (g < 0 || (seen & (1 << g)) != 0) {
                return false;
            }
            seen |= 1 << g;
        }
        return seen == (1 << GROUPS) - 1;
    }

    /** Which of the 27 houses these cells are, or -1. */
    private static int groupIndex(int[] cells) {
        if (cells.length != 9) {
            return -1;
        }
        long lo = 0;
        long hi = 0;
        for (int cell : cells) {
            if (cell < 64) {
                lo |= 1L << cell;
            } else {
                hi |= 1L << (cell - 64);
            }
        }
        for (int g = 0; g < GROUPS; g++) {
            if (GROUP_LO[g] == lo && GROUP_HI[g] == hi) {
                return g;
            }
        }
        return -1;
    }
}
