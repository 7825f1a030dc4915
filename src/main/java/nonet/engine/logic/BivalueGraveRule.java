package nonet.engine.logic;

import java.util.ArrayList;
import java.util.List;
import nonet.model.Geometry;

/**
 * BUG+1 (bivalue universal grave plus one), sound only for a puzzle with one solution, so used only
 * when the caller says so ({@code logic.uniqueness=assume}), and each step says so.
 *
 * <p>A bivalue universal grave is a state where every unsolved cell has two candidates and every
 * digit has zero or two places in each group. When every group holding an unsolved cell is exact
 * and nothing but groups touches the unsolved cells, each solution has a twin: every cell taking
 * its other candidate (of a digit's two places in a group, the solution fills exactly one, so the
 * twin fills the other). So a puzzle with one solution never ends in one. When all unsolved cells
 * but one are bivalue and that cell, kept to two of its digits, would make the grave, it holds
 * neither of those two: they go (with three candidates, the third is placed).
 */
final class BivalueGraveRule {

    private final Structure s;
    private final Geometry g;
    private final boolean[] entangled;

    BivalueGraveRule(Structure s) {
        this.s = s;
        this.g = s.geometry;
        this.entangled = UniqueRectangleRule.entangled(s);
    }

    void apply(int[] masks, List<Step> out) {
        int poly = -1;
        for (int c = 0; c < s.cellCount; c++) {
            int k = Integer.bitCount(masks[c]);
            if (k > 1 && entangled[c] || k > 2 && poly >= 0) {
                return;
            }
            if (k > 2) {
                poly = c;
            }
        }
        if (poly < 0 || !gravesOutside(poly, masks)) {
            return;
        }
        int grave = -1;
        for (int m1 = masks[poly]; m1 != 0; m1 &= m1 - 1) {
            for (int m2 = m1 & (m1 - 1); m2 != 0; m2 &= m2 - 1) {
                int pair = (m1 & -m1) | (m2 & -m2);
                if (makesGrave(poly, pair, masks)) {
                    if (grave >= 0) {
                        return; // two ways to make the grave: not the pattern of BUG+1
                    }
                    grave = pair;
                }
            }
        }
        if (grave >= 0) {
            report(poly, grave, masks, out);
        }
    }

    /** Whether every group holding an unsolved cell is exact, and those not holding {@code poly} are graves already. */
    private boolean gravesOutside(int poly, int[] masks) {
        for (int gi = 0; gi < s.groups.length; gi++) {
            boolean open = false;
            for (int c : s.groups[gi]) {
                open |= Integer.bitCount(masks[c]) > 1;
            }
            boolean judgedWithPair = UniqueRectangleRule.contains(s.groups[gi], poly);
            if (open && (!s.exact[gi] || !judgedWithPair && !graveGroup(gi, -1, 0, masks))) {
                return false;
            }
        }
        return true;
    }

    private boolean makesGrave(int poly, int pair, int[] masks) {
        for (int gi : s.groupsOfCell[poly]) {
            if (!graveGroup(gi, poly, pair, masks)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether group gi's unsolved cells (cell {@code poly} taken as holding {@code pair}) give every
     * digit zero or two places, none of them a digit the group has placed.
     */
    private boolean graveGroup(int gi, int poly, int pair, int[] masks) {
        int once = 0;
        int twice = 0;
        int more = 0;
        int placed = 0;
        for (int c : s.groups[gi]) {
            int m = c == poly ? pair : masks[c];
            if (Integer.bitCount(masks[c]) == 1) {
                placed |= m;
                continue;
            }
            more |= twice & m;
            twice |= once & m;
            once |= m;
        }
        return more == 0 && once == twice && (once & placed) == 0;
    }

    private void report(int poly, int grave, int[] masks, List<Step> out) {
        List<Candidate> elims = new ArrayList<>();
        Rules.add(elims, poly, grave);
        int rest = masks[poly] & ~grave;
        String cell = g.cellName(poly);
        String then = Integer.bitCount(rest) == 1 ? ", so " + cell + " = " + Names.digits(rest) : "";
        String text = Names.eliminations(elims, g) + ": " + Technique.BUG_PLUS_1.label() + ": every unsolved cell but " + cell
                + " has two candidates and every digit two places in each group; were " + cell + " " + Names.digits(grave)
                .replace(",", " or ") + ", that bivalue universal grave would have a second solution" + then
                + UniqueRectangleRule.ASSUMPTION;
        out.add(new Step(Technique.BUG_PLUS_1, text, List.of(), elims, new int[] {poly}));
    }
}
