package nonet.engine.logic;

import java.util.ArrayList;
import java.util.List;
import nonet.model.Geometry;

/**
 * Intersections: when one of several placements must hold (a digit's places in an exact group, a
 * cell's candidates), whatever every one of them rules out is out. Pointing and claiming are the
 * classic cases; the rest is named intersection exclusion.
 *
 * <p>In a model of groups alone a digit's intersections depend on nothing but the cells that hold
 * it, so there each group's steps for a digit are kept and found again only when those cells
 * change ({@link StepMemo}), and what all its places rule out is the cells that share a group with
 * each of them, an AND of bit sets; the rule runs in every round.
 */
final class IntersectionRule {

    private final Structure s;
    private final Geometry g;
    private final Consequences consequences;
    private final int[] scratch;
    private final int[] acc;
    /** Per group and digit (group * n + digit - 1), its steps; null unless placing a digit rules out that digit only. */
    private final StepMemo memo;
    /** Per cell, the cells sharing a group with it; null unless the model is groups alone. */
    private final long[][] peers;

    IntersectionRule(Structure s) {
        this.s = s;
        this.g = s.geometry;
        this.consequences = new Consequences(s);
        this.scratch = new int[s.cellCount];
        this.acc = new int[s.cellCount];
        boolean groupsOnly = s.relations.length == 0 && s.sums.length == 0 && s.tables.length == 0 && s.lines.length == 0;
        this.memo = groupsOnly ? new StepMemo(s.groups.length * s.n) : null;
        this.peers = groupsOnly ? peers(s) : null;
    }

    /** Per cell, the other cells of its groups, bit x of word x / 64. */
    private static long[][] peers(Structure s) {
        long[][] peers = new long[s.cellCount][(s.cellCount + 63) / 64];
        for (int c = 0; c < s.cellCount; c++) {
            for (int gi : s.groupsOfCell[c]) {
                for (int x : s.groups[gi]) {
                    if (x != c) {
                        peers[c][x >>> 6] |= 1L << x;
                    }
                }
            }
        }
        return peers;
    }

    /**
     * For a digit of an exact group: it must go in one of its places there, so whatever every
     * one of those placements rules out is out. Pointing and claiming are the classic cases.
     */
    void digitIntersections(int[] masks, List<Step> out) {
        int[][] cellsWith = new int[s.n + 1][];
        for (int d = 1; memo != null && d <= s.n; d++) {
            cellsWith[d] = StepMemo.cellsWith(d, masks);
        }
        for (int gi = 0; gi < s.groups.length; gi++) {
            if (!s.exact[gi]) {
                continue;
            }
            for (int d = 1; d <= s.n; d++) {
                if (memo == null) {
                    digitIntersection(gi * s.n + d - 1, masks, out);
                } else {
                    memo.addSteps(gi * s.n + d - 1, cellsWith[d], masks, this::digitIntersection, out);
                }
            }
        }
    }

    /** Slot group * n + digit - 1: what every place of the digit in the group rules out. */
    private void digitIntersection(int slot, int[] masks, List<Step> out) {
        int gi = slot / s.n;
        int d = slot % s.n + 1;
        int bit = 1 << (d - 1);
        int[] places = new int[s.groups[gi].length];
        int count = 0;
        for (int c : s.groups[gi]) {
            if ((masks[c] & bit) != 0) {
                places[count++] = c;
            }
        }
        if (count < 2) {
            return;
        }
        int[] where = java.util.Arrays.copyOf(places, count);
        List<Candidate> elims;
        if (peers != null) {
            elims = seenByAll(where, d, masks);
        } else {
            int[] digits = new int[count];
            java.util.Arrays.fill(digits, d);
            elims = commonConsequences(where, digits, masks);
        }
        if (!elims.isEmpty()) {
            out.add(describeIntersection(gi, d, where, elims));
        }
    }

    /** In a model of groups alone: the candidates of digit d in the cells that share a group with every place. */
    private List<Candidate> seenByAll(int[] places, int d, int[] masks) {
        long[] common = peers[places[0]].clone();
        for (int i = 1; i < places.length; i++) {
            for (int w = 0; w < common.length; w++) {
                common[w] &= peers[places[i]][w];
            }
        }
        List<Candidate> elims = new ArrayList<>();
        for (int w = 0; w < common.length; w++) {
            for (long b = common[w]; b != 0; b &= b - 1) {
                int x = w * 64 + Long.numberOfTrailingZeros(b);
                if ((masks[x] & 1 << (d - 1)) != 0) {
                    elims.add(new Candidate(x, d));
                }
            }
        }
        return elims;
    }

    private Step describeIntersection(int gi, int d, int[] where, List<Candidate> elims) {
        int[] group = s.groups[gi];
        int[] hit = elims.stream().mapToInt(Candidate::cell).toArray();
        boolean isBox = g.hasBoxes() && Names.allSame(group, g::box);
        boolean isLine = Names.allSame(group, g::row) || Names.allSame(group, g::col);
        String lead = Names.eliminations(elims, g) + ": ";
        if (isBox && Names.allSame(where, g::row) && allIn(hit, g::row, where[0])) {
            return new Step(Technique.POINTING, lead + "pointing: " + d + " in " + s.groupNames[gi] + " lies only in row "
                    + (g.row(where[0]) + 1), List.of(), elims, where);
        }
        if (isBox && Names.allSame(where, g::col) && allIn(hit, g::col, where[0])) {
            return new Step(Technique.POINTING, lead + "pointing: " + d + " in " + s.groupNames[gi] + " lies only in column "
                    + (g.col(where[0]) + 1), List.of(), elims, where);
        }
        if (isLine && g.hasBoxes() && Names.allSame(where, g::box) && allIn(hit, g::box, where[0])) {
            return new Step(Technique.CLAIMING, lead + "claiming: " + d + " in " + s.groupNames[gi] + " lies only in box "
                    + (g.box(where[0]) + 1), List.of(), elims, where);
        }
        return new Step(Technique.INTERSECTION, lead + "every place for " + d + " in " + s.groupNames[gi] + " ("
                + Names.cells(where, g) + ") rules them out", List.of(), elims, where);
    }

    private static boolean allIn(int[] cells, java.util.function.IntUnaryOperator key, int like) {
        for (int c : cells) {
            if (key.applyAsInt(c) != key.applyAsInt(like)) {
                return false;
            }
        }
        return true;
    }

    /** For a cell: it takes one of its candidates, so whatever every one of them rules out is out. */
    void cellIntersections(int[] masks, List<Step> out) {
        for (int c = 0; c < s.cellCount; c++) {
            int k = Integer.bitCount(masks[c]);
            if (k < 2) {
                continue;
            }
            int[] where = new int[k];
            int[] digits = new int[k];
            int i = 0;
            for (int m = masks[c]; m != 0; m &= m - 1) {
                where[i] = c;
                digits[i++] = Supports.lowest(m);
            }
            List<Candidate> elims = commonConsequences(where, digits, masks);
            if (!elims.isEmpty()) {
                String text = Names.eliminations(elims, g) + ": every candidate of " + g.cellName(c) + " ("
                        + Names.digits(masks[c]) + ") rules them out";
                out.add(new Step(Technique.INTERSECTION, text, List.of(), elims, new int[] {c}));
            }
        }
    }

    /** The candidates that every one of the placements cells[i] = digits[i] rules out (one of them must hold). */
    private List<Candidate> commonConsequences(int[] cells, int[] digits, int[] masks) {
        int[] around = s.neighbours[cells[0]];
        for (int x : around) {
            acc[x] = 0;
        }
        consequences.of(cells[0], digits[0], masks, acc);
        for (int i = 1; i < cells.length; i++) {
            for (int x : around) {
                scratch[x] = 0;
            }
            for (int x : s.neighbours[cells[i]]) {
                scratch[x] = 0;
            }
            consequences.of(cells[i], digits[i], masks, scratch);
            for (int x : around) {
                acc[x] &= scratch[x];
            }
        }
        // a placement never rules out its own cell's digit, so the placing cells themselves stay
        for (int c : cells) {
            acc[c] = 0;
        }
        return Rules.collectAt(around, acc, masks);
    }
}
