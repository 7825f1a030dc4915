package nonet.engine.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nonet.model.Geometry;

/**
 * Unique rectangles, types 1 to 4, sound only for a puzzle with one solution: the solver uses
 * them only when the caller says so ({@code logic.uniqueness=assume}), and each step says so.
 *
 * <p>Four cells a, b, c, d with sides a-b, c-d, a-c, b-d, where every group meeting them meets them
 * in exactly one side (so two rows, two columns and two boxes in a classic grid) and no other
 * constraint touches them: if they ended as x, y, y, x, the digits x and y could be swapped among
 * them and every constraint would still hold, a second solution. So the solution is not such a
 * deadly pattern, and:
 * <ul>
 * <li>type 1: three corners hold only x, y: the fourth is neither x nor y;
 * <li>type 2: one side holds only x, y, the other x, y and one same extra z: z is in one of them,
 * so it goes from every cell whose z rules out both;
 * <li>type 3: one side holds only x, y, the other x, y and extras: one of the other side holds an
 * extra, so in a group holding both, the two act as one cell of their extras, and with k - 1 other
 * cells whose digits and those extras are k digits they form a naked subset: those k digits go from
 * the group's other cells. Hidden form: the two hold x and y at most once between them, so in an
 * exact group holding both they act as one cell for x and y; if x, y and k - 2 digits the two lack
 * have k - 1 other places in the group, those places hold only these k digits;
 * <li>type 4: one side holds only x, y, and in a group holding the other side, x has no other
 * place: one of them is x, so y goes from both.
 * </ul>
 */
final class UniqueRectangleRule {

    /** The largest naked subset type 3 looks for, in digits (a quad, as the subset rule). */
    private static final int MAX_SUBSET = 4;

    static final String ASSUMPTION = " (assumes the puzzle has one solution)";

    private final Structure s;
    private final Geometry g;
    private final Consequences consequences;
    /** Whether a cell is touched by any constraint but the groups (those break the swap argument). */
    private final boolean[] entangled;

    UniqueRectangleRule(Structure s) {
        this.s = s;
        this.g = s.geometry;
        this.consequences = new Consequences(s);
        entangled = entangled(s);
    }

    /** Per cell, whether a constraint other than the groups touches it (then swapping digits may break it). */
    static boolean[] entangled(Structure s) {
        boolean[] out = new boolean[s.cellCount];
        for (int c = 0; c < s.cellCount; c++) {
            out[c] = s.partners[c].length + s.sumsOfCell[c].length + s.tablesOfCell[c].length + s.linesOfCell[c].length > 0;
        }
        return out;
    }

    void apply(int[] masks, List<Step> out) {
        Set<String> seen = new HashSet<>();
        for (int a = 0; a < s.cellCount; a++) {
            if (Integer.bitCount(masks[a]) < 2 || entangled[a]) {
                continue;
            }
            for (int b : s.neighbours[a]) {
                for (int c : s.neighbours[a]) {
                    if (b < c && usable(b, masks) && usable(c, masks) && !sharesGroup(b, c)) {
                        for (int d : s.neighbours[b]) {
                            if (d != a && usable(d, masks) && sharesGroup(c, d) && !sharesGroup(a, d)) {
                                int[] corners = {a, b, c, d};
                                if (rectangle(corners) && seen.add(key(corners))) {
                                    forEachPair(corners, masks, out);
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private boolean usable(int cell, int[] masks) {
        return Integer.bitCount(masks[cell]) >= 2 && !entangled[cell];
    }

    /** Whether every group meeting the corners meets them in exactly one side (a-b, c-d, a-c or b-d). */
    private boolean rectangle(int[] k) {
        for (int corner : k) {
            for (int gi : s.groupsOfCell[corner]) {
                int in = 0;
                for (int p = 0; p < 4; p++) {
                    if (contains(s.groups[gi], k[p])) {
                        in |= 1 << p;
                    }
                }
                // bits: a=1, b=2, c=4, d=8; sides a-b=3, c-d=12, a-c=5, b-d=10
                if (in != 3 && in != 12 && in != 5 && in != 10) {
                    return false;
                }
            }
        }
        return true;
    }

    private void forEachPair(int[] k, int[] masks, List<Step> out) {
        int common = masks[k[0]] & masks[k[1]] & masks[k[2]] & masks[k[3]];
        for (int m1 = common; m1 != 0; m1 &= m1 - 1) {
            for (int m2 = m1 & (m1 - 1); m2 != 0; m2 &= m2 - 1) {
                int pair = (m1 & -m1) | (m2 & -m2);
                typeOne(k, pair, masks, out);
                // each side in turn as the bivalue floor, the opposite side as the roof
                int[][] sides = {{k[0], k[1], k[2], k[3]}, {k[2], k[3], k[0], k[1]}, {k[0], k[2], k[1], k[3]}, {k[1], k[3], k[0], k[2]}};
                for (int[] side : sides) {
                    if (masks[side[0]] == pair && masks[side[1]] == pair) {
                        typeTwo(side, pair, masks, out);
                        typeThree(side, pair, masks, out);
                        typeFour(side, pair, masks, out);
                    }
                }
            }
        }
    }

    private void typeOne(int[] k, int pair, int[] masks, List<Step> out) {
        int roof = -1;
        for (int corner : k) {
            if (masks[corner] != pair) {
                if (roof >= 0) {
                    return;
                }
                roof = corner;
            }
        }
        if (roof < 0) {
            return;
        }
        List<Candidate> elims = new ArrayList<>();
        Rules.add(elims, roof, pair);
        report(Technique.UNIQUE_RECTANGLE_1, k, pair, elims, g.cellName(roof) + " is neither", out);
    }

    private void typeTwo(int[] side, int pair, int[] masks, List<Step> out) {
        int extra = masks[side[2]] & ~pair;
        if (Integer.bitCount(extra) != 1 || masks[side[3]] != (pair | extra)) {
            return;
        }
        int z = Supports.lowest(extra);
        int[] byC = ruledOut(side[2], z, masks);
        int[] byD = ruledOut(side[3], z, masks);
        List<Candidate> elims = new ArrayList<>();
        for (int x = 0; x < s.cellCount; x++) {
            if (x != side[2] && x != side[3] && (masks[x] & byC[x] & byD[x] & extra) != 0) {
                elims.add(new Candidate(x, z));
            }
        }
        report(Technique.UNIQUE_RECTANGLE_2, side, pair, elims,
                z + " is in " + g.cellName(side[2]) + " or " + g.cellName(side[3]), out);
    }

    private void typeThree(int[] side, int pair, int[] masks, List<Step> out) {
        int roofA = side[2];
        int roofB = side[3];
        int extras = (masks[roofA] | masks[roofB]) & ~pair;
        if ((masks[roofA] & ~pair) == 0 || (masks[roofB] & ~pair) == 0) {
            return; // one corner of the roof holds only x, y: type 1 or 2 says more
        }
        for (int gi : s.groupsOfCell[roofA]) {
            if (contains(s.groups[gi], roofB)) {
                int[] open = Arrays.stream(s.groups[gi])
                        .filter(x -> x != roofA && x != roofB && Integer.bitCount(masks[x]) > 1).toArray();
                subsets(side, pair, gi, open, 0, new int[MAX_SUBSET - 1], 0, extras, masks, out);
                if (s.exact[gi]) {
                    int lacked = openDigits(gi, masks) & ~(masks[roofA] | masks[roofB]);
                    hiddenSubsets(side, pair, gi, lacked, pair, masks, out);
                }
            }
        }
    }

    /**
     * Hidden subsets of x, y and the digits added from {@code others} (digits the roof lacks) in exact
     * group gi, the roof counting as one place, up to {@link #MAX_SUBSET} digits.
     */
    private void hiddenSubsets(int[] side, int pair, int gi, int others, int digits, int[] masks, List<Step> out) {
        int[] places = placesOf(side, gi, digits, masks);
        if (places.length == Integer.bitCount(digits) - 1) {
            hiddenSubset(side, pair, gi, places, digits, masks, out);
            return;
        }
        for (int m = others; m != 0 && Integer.bitCount(digits) < MAX_SUBSET; m &= m - 1) {
            int bit = m & -m;
            hiddenSubsets(side, pair, gi, m & ~bit, digits | bit, masks, out);
        }
    }

    /** The open cells of group gi but the roof that may hold one of the digits. */
    private int[] placesOf(int[] side, int gi, int digits, int[] masks) {
        return Arrays.stream(s.groups[gi])
                .filter(x -> x != side[2] && x != side[3] && Integer.bitCount(masks[x]) > 1 && (masks[x] & digits) != 0).toArray();
    }

    /** The digits of the open cells of group gi that no cell of it holds placed. */
    private int openDigits(int gi, int[] masks) {
        int open = 0;
        int placed = 0;
        for (int x : s.groups[gi]) {
            if (Integer.bitCount(masks[x]) > 1) {
                open |= masks[x];
            } else {
                placed |= masks[x];
            }
        }
        return open & ~placed;
    }

    private void hiddenSubset(int[] side, int pair, int gi, int[] places, int digits, int[] masks, List<Step> out) {
        List<Candidate> elims = new ArrayList<>();
        for (int x : places) {
            Rules.add(elims, x, masks[x] & ~digits);
        }
        int k = places.length + 1;
        String why = g.cellName(side[2]) + ", " + g.cellName(side[3]) + " hold " + Names.digits(pair)
                + " at most once, so with " + Names.cells(places, g) + " they form a hidden " + subsetName(k) + " on "
                + Names.digits(digits) + " in " + s.groupNames[gi];
        report(Technique.UNIQUE_RECTANGLE_3, side, pair, elims, why, typeThreeRating(k), out);
    }

    private static String subsetName(int k) {
        return k == 2 ? "pair" : k == 3 ? "triple" : "quad";
    }

    private static double typeThreeRating(int k) {
        return Math.round((Technique.UNIQUE_RECTANGLE_3.rating() + 0.1 * (k - 2)) * 10) / 10.0;
    }

    /** Naked subsets of the roof's extras with the chosen cells of group gi, up to {@link #MAX_SUBSET} digits. */
    private void subsets(int[] side, int pair, int gi, int[] open, int from, int[] chosen, int size, int digits, int[] masks,
            List<Step> out) {
        if (size > 0 && Integer.bitCount(digits) == size + 1) {
            nakedSubset(side, pair, gi, Arrays.copyOf(chosen, size), digits, masks, out);
            return;
        }
        for (int i = from; i < open.length && size < MAX_SUBSET - 1; i++) {
            int next = digits | masks[open[i]];
            if (Integer.bitCount(next) <= MAX_SUBSET) {
                chosen[size] = open[i];
                subsets(side, pair, gi, open, i + 1, chosen, size + 1, next, masks, out);
            }
        }
    }

    private void nakedSubset(int[] side, int pair, int gi, int[] subset, int digits, int[] masks, List<Step> out) {
        List<Candidate> elims = new ArrayList<>();
        for (int x : s.groups[gi]) {
            if (x != side[2] && x != side[3] && !contains(subset, x)) {
                Rules.add(elims, x, masks[x] & digits);
            }
        }
        int k = subset.length + 1;
        String why = "one of " + g.cellName(side[2]) + ", " + g.cellName(side[3]) + " holds "
                + Names.digits(digits & (masks[side[2]] | masks[side[3]]) & ~pair) + ", so with " + Names.cells(subset, g)
                + " they form a naked " + subsetName(k) + " on " + Names.digits(digits) + " in " + s.groupNames[gi];
        report(Technique.UNIQUE_RECTANGLE_3, side, pair, elims, why, typeThreeRating(k), out);
    }

    private void typeFour(int[] side, int pair, int[] masks, List<Step> out) {
        int c = side[2];
        int d = side[3];
        for (int gi : s.groupsOfCell[c]) {
            if (!s.exact[gi] || !contains(s.groups[gi], d)) {
                continue;
            }
            for (int m = pair; m != 0; m &= m - 1) {
                int bit = m & -m;
                if (onlyPlaces(gi, bit, c, d, masks)) {
                    int other = pair & ~bit;
                    List<Candidate> elims = new ArrayList<>();
                    Rules.add(elims, c, other);
                    Rules.add(elims, d, other);
                    report(Technique.UNIQUE_RECTANGLE_4, side, pair, elims, Supports.lowest(bit) + " has no other place in "
                            + s.groupNames[gi] + ", so one of them is " + Supports.lowest(bit), out);
                    return; // another group or digit would remove the same candidates again, or all of both cells
                }
            }
        }
    }

    private boolean onlyPlaces(int gi, int bit, int c, int d, int[] masks) {
        for (int x : s.groups[gi]) {
            if (x != c && x != d && (masks[x] & bit) != 0) {
                return false;
            }
        }
        return true;
    }

    private void report(Technique t, int[] corners, int pair, List<Candidate> elims, String why, List<Step> out) {
        report(t, corners, pair, elims, why, t.rating(), out);
    }

    private void report(Technique t, int[] corners, int pair, List<Candidate> elims, String why, double rating, List<Step> out) {
        if (elims.isEmpty()) {
            return;
        }
        String text = Names.eliminations(elims, g) + ": " + t.label() + " " + Names.digits(pair) + " in "
                + Names.cells(corners, g) + ": " + why + ", or " + Names.digits(pair)
                + " could swap there in a second solution" + ASSUMPTION;
        out.add(new Step(t, text, List.of(), elims, corners, rating));
    }

    private int[] ruledOut(int cell, int d, int[] masks) {
        int[] lost = new int[s.cellCount];
        consequences.of(cell, d, masks, lost);
        return lost;
    }

    private boolean sharesGroup(int x, int y) {
        for (int gi : s.groupsOfCell[x]) {
            if (contains(s.groups[gi], y)) {
                return true;
            }
        }
        return false;
    }

    static boolean contains(int[] cells, int cell) {
        for (int c : cells) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }

    private static String key(int[] corners) {
        int[] k = corners.clone();
        Arrays.sort(k);
        return Arrays.toString(k);
    }
}
