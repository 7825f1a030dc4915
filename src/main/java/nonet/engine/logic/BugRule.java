package nonet.engine.logic;

import java.util.List;
import nonet.model.Geometry;

/**
 * BUG+1 (bivalue universal grave plus one), sound only for a puzzle with one solution: the solver
 * uses it only when the caller says so ({@code logic.uniqueness=assume}), and its step says so.
 *
 * <p>Every open cell has two candidates but one, which has three; without one digit d of that cell,
 * every digit would have exactly two places in every group meeting open cells. Such a state, a
 * BUG, has no solution or several (its candidates split into two alternating sets, each of which
 * could be the solution), so with one solution the cell is d. Only models built from exact groups
 * alone qualify: another constraint could tell the two sets apart.
 */
final class BugRule {

    private final Structure s;
    private final Geometry g;
    private final boolean groupsOnly;

    BugRule(Structure s) {
        this.s = s;
        this.g = s.geometry;
        boolean only = s.relations.length + s.sums.length + s.tables.length + s.lines.length == 0;
        for (boolean e : s.exact) {
            only &= e;
        }
        this.groupsOnly = only;
    }

    void apply(int[] masks, List<Step> out) {
        if (!groupsOnly) {
            return;
        }
        int plus = -1;
        for (int c = 0; c < s.cellCount; c++) {
            int k = Integer.bitCount(masks[c]);
            if (k > 3 || k == 3 && plus >= 0) {
                return;
            }
            if (k == 3) {
                plus = c;
            }
        }
        if (plus < 0) {
            return;
        }
        for (int m = masks[plus]; m != 0; m &= m - 1) {
            int bit = m & -m;
            if (graveWithout(plus, bit, masks)) {
                int d = Supports.lowest(bit);
                // the other digits go rather than d being placed: the naked single then rules d out around it
                List<Candidate> elims = new java.util.ArrayList<>();
                Rules.add(elims, plus, masks[plus] & ~bit);
                String text = Names.eliminations(elims, g) + ": " + Technique.BUG_PLUS_ONE.label() + ": without " + d
                        + " in " + g.cellName(plus) + ", every open cell and every digit of each group would have two"
                        + " places, a state with no solution or several (assumes the puzzle has one solution)";
                out.add(new Step(Technique.BUG_PLUS_ONE, text, List.of(), elims, new int[] {plus}));
                return;
            }
        }
    }

    /** Whether, with {@code bit} removed from the cell, every digit has zero or two places in every group. */
    private boolean graveWithout(int cell, int bit, int[] masks) {
        for (int[] group : s.groups) {
            int once = 0;
            int twice = 0;
            int thrice = 0;
            for (int c : group) {
                if (Integer.bitCount(masks[c]) < 2) {
                    continue;
                }
                int m = c == cell ? masks[c] & ~bit : masks[c];
                thrice |= twice & m;
                twice |= once & m;
                once |= m;
            }
            if ((once & ~twice) != 0 || thrice != 0) {
                return false;
            }
        }
        return true;
    }
}
