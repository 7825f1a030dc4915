package nonet.engine.logic;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import nonet.format.Plural;
import nonet.model.Geometry;
import nonet.model.LinearSum;
import nonet.model.Relation;
import nonet.model.Table;

/**
 * Every rule of the solver, each reading one candidate state and never writing it: the steps of a
 * round are all computed from the round's starting state. Each step is sound on that state (it
 * removes only candidates that belong to no solution consistent with it), so applying them together
 * is sound too.
 */
final class Rules {

    private static final int MAX_SUBSET = 4;

    private final Structure s;
    private final Geometry g;
    private final Consequences consequences;
    private final FishRule fish;
    private final LineRule lines;
    private final int[] scratch;
    private final int[] acc;
    private final List<Gated> gated;

    Rules(Structure s) {
        this.s = s;
        this.g = s.geometry;
        this.consequences = new Consequences(s);
        this.fish = new FishRule(s);
        this.lines = new LineRule(s);
        this.scratch = new int[s.cellCount];
        this.acc = new int[s.cellCount];
        this.gated = gated();
    }

    /** Round 0: the givens (cells fixed by their domains) placed, and what they rule out. */
    Step givens(int[] masks, boolean[] placed) {
        List<Candidate> places = new ArrayList<>();
        int[] lost = new int[s.cellCount];
        for (int c = 0; c < s.cellCount; c++) {
            if (Integer.bitCount(masks[c]) == 1) {
                int d = Supports.lowest(masks[c]);
                places.add(new Candidate(c, d));
                consequences.of(c, d, masks, lost);
                placed[c] = true;
            }
        }
        List<Candidate> elims = collect(lost, masks);
        int[] cells = places.stream().mapToInt(Candidate::cell).toArray();
        String text = Plural.of(places.size(), "given") + " placed, removing " + Plural.of(elims.size(), "candidate")
                + " from the cells they see";
        return new Step(Technique.GIVENS, text, places, elims, cells);
    }

    /** A rule over one state; it adds its steps to the list. */
    private interface Rule {
        void apply(int[] masks, List<Step> out);
    }

    /**
     * A rule and the easiest technique its steps can have: below that ceiling it need not run. A heavy
     * rule (subsets, fish) runs only in rounds where the light ones find nothing.
     */
    private record Gated(Technique easiest, Rule rule, boolean heavy) {
    }

    /** The rules after the singles, easiest first. */
    private List<Gated> gated() {
        return List.of(
                new Gated(Technique.RELATION_SUPPORT, this::relationSupports, false),
                new Gated(Technique.SUM_COMBINATIONS, this::sumCombinations, false),
                new Gated(Technique.TABLE_SUPPORT, this::tableSupports, false),
                new Gated(Technique.LINE_SUPPORT, lines::apply, false),
                new Gated(Technique.POINTING, this::digitIntersections, false),
                new Gated(Technique.INTERSECTION, this::cellIntersections, false),
                new Gated(Technique.NAKED_PAIR, this::subsets, true),
                new Gated(Technique.X_WING, fish::apply, true));
    }

    /**
     * Every light rule up to the ceiling on one state, and the heavy ones too when the light ones find
     * nothing; easiest technique first. Rules above the ceiling are not even computed: the difficulty
     * ladder runs the easy levels often.
     */
    List<Step> upTo(Technique ceiling, int[] masks, boolean[] placed) {
        List<Step> out = new ArrayList<>();
        nakedSingles(masks, placed, out);
        hiddenSingles(masks, out);
        for (boolean heavy : new boolean[] {false, true}) {
            if (heavy && !out.isEmpty()) {
                break;
            }
            for (Gated g : gated) {
                if (g.heavy() == heavy && ceiling.compareTo(g.easiest()) >= 0) {
                    g.rule().apply(masks, out);
                }
            }
            out.removeIf(step -> step.rule().compareTo(ceiling) > 0);
        }
        out.sort(Comparator.comparing(Step::rule));
        return out;
    }

    private void nakedSingles(int[] masks, boolean[] placed, List<Step> out) {
        for (int c = 0; c < s.cellCount; c++) {
            if (!placed[c] && Integer.bitCount(masks[c]) == 1) {
                int d = Supports.lowest(masks[c]);
                out.add(placing(Technique.NAKED_SINGLE, c, d, masks, g.cellName(c) + " = " + d + ": naked single"));
            }
        }
    }

    private void hiddenSingles(int[] masks, List<Step> out) {
        boolean[] seen = new boolean[s.cellCount * s.n];
        for (int gi = 0; gi < s.groups.length; gi++) {
            if (!s.exact[gi]) {
                continue;
            }
            for (int d = 1; d <= s.n; d++) {
                int bit = 1 << (d - 1);
                int place = -1;
                int count = 0;
                for (int c : s.groups[gi]) {
                    if ((masks[c] & bit) != 0) {
                        place = c;
                        count++;
                    }
                }
                if (count == 1 && Integer.bitCount(masks[place]) > 1 && !seen[place * s.n + d - 1]) {
                    seen[place * s.n + d - 1] = true;
                    String text = g.cellName(place) + " = " + d + ": hidden single for " + d + " in " + s.groupNames[gi];
                    out.add(placing(Technique.HIDDEN_SINGLE, place, d, masks, text));
                }
            }
        }
    }

    /** A placement, with the other digits of its cell and everything the placement rules out. */
    private Step placing(Technique t, int cell, int d, int[] masks, String text) {
        for (int x : s.neighbours[cell]) {
            scratch[x] = 0;
        }
        consequences.of(cell, d, masks, scratch);
        List<Candidate> elims = new ArrayList<>();
        for (int m = masks[cell] & ~(1 << (d - 1)); m != 0; m &= m - 1) {
            elims.add(new Candidate(cell, Supports.lowest(m)));
        }
        elims.addAll(collectAt(s.neighbours[cell], scratch, masks));
        return new Step(t, text, List.of(new Candidate(cell, d)), elims, new int[] {cell});
    }

    private void relationSupports(int[] masks, List<Step> out) {
        for (int i = 0; i < s.relations.length; i++) {
            Relation r = s.relations[i];
            int a = r.a();
            int b = r.b();
            // a cell with one candidate already passes its consequences on as a single
            if (Integer.bitCount(masks[a]) < 2 || Integer.bitCount(masks[b]) < 2) {
                continue;
            }
            int lostA = Supports.unsupported(r, masks[a], masks[b]);
            int lostB = Supports.unsupported(s.reversed[i], masks[b], masks[a]);
            if ((lostA | lostB) != 0) {
                List<Candidate> elims = new ArrayList<>();
                add(elims, a, lostA);
                add(elims, b, lostB);
                String text = Names.eliminations(elims, g) + ": no partner digit left across the " + r.origin()
                        + " relation between " + g.cellName(a) + " and " + g.cellName(b);
                out.add(new Step(Technique.RELATION_SUPPORT, text, List.of(), elims, new int[] {a, b}));
            }
        }
    }

    private void sumCombinations(int[] masks, List<Step> out) {
        for (int i = 0; i < s.sums.length; i++) {
            LinearSum sum = s.sums[i];
            int[] cells = sum.cells();
            int[] sup = Supports.ofSum(sum, masksOf(cells, masks), s.sumDistinct[i]);
            List<Candidate> elims = unsupportedCandidates(cells, sup, masks);
            if (!elims.isEmpty()) {
                String why = sup == null ? ": no combination reaches the total of " : ": in no combination that reaches the total of ";
                out.add(new Step(Technique.SUM_COMBINATIONS, Names.eliminations(elims, g) + why + sum.origin(),
                        List.of(), elims, cells));
            }
        }
    }

    private void tableSupports(int[] masks, List<Step> out) {
        for (Table t : s.tables) {
            int[] cells = t.cells();
            int[] sup = Supports.ofTable(t, masksOf(cells, masks));
            List<Candidate> elims = unsupportedCandidates(cells, sup, masks);
            if (!elims.isEmpty()) {
                String why = sup == null ? ": no allowed combination of " : ": in no allowed combination of ";
                out.add(new Step(Technique.TABLE_SUPPORT, Names.eliminations(elims, g) + why + t.origin() + " fits",
                        List.of(), elims, cells));
            }
        }
    }

    static int[] masksOf(int[] cells, int[] masks) {
        int[] m = new int[cells.length];
        for (int p = 0; p < cells.length; p++) {
            m[p] = masks[cells[p]];
        }
        return m;
    }

    /** The candidates of the cells outside their position's support ({@code sup}; null: no support at all). */
    static List<Candidate> unsupportedCandidates(int[] cells, int[] sup, int[] masks) {
        List<Candidate> elims = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            add(elims, cells[p], sup == null ? masks[cells[p]] : masks[cells[p]] & ~sup[p]);
        }
        return elims;
    }

    /**
     * For a digit of an exact group: it must go in one of its places there, so whatever every
     * one of those placements rules out is out. Pointing and claiming are the classic cases.
     */
    private void digitIntersections(int[] masks, List<Step> out) {
        int[] places = new int[s.n];
        for (int gi = 0; gi < s.groups.length; gi++) {
            if (!s.exact[gi]) {
                continue;
            }
            for (int d = 1; d <= s.n; d++) {
                int bit = 1 << (d - 1);
                int count = 0;
                for (int c : s.groups[gi]) {
                    if ((masks[c] & bit) != 0) {
                        places[count++] = c;
                    }
                }
                if (count < 2) {
                    continue;
                }
                int[] where = java.util.Arrays.copyOf(places, count);
                int[] digits = new int[count];
                java.util.Arrays.fill(digits, d);
                List<Candidate> elims = commonConsequences(where, digits, masks);
                if (!elims.isEmpty()) {
                    out.add(describeIntersection(gi, d, where, elims));
                }
            }
        }
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
    private void cellIntersections(int[] masks, List<Step> out) {
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
        return collectAt(around, acc, masks);
    }

    private void subsets(int[] masks, List<Step> out) {
        for (int gi = 0; gi < s.groups.length; gi++) {
            int[] group = s.groups[gi];
            int[] open = new int[group.length];
            int openCount = 0;
            int fixedDigits = 0;
            for (int c : group) {
                if (Integer.bitCount(masks[c]) >= 2) {
                    open[openCount++] = c;
                } else {
                    fixedDigits |= masks[c];
                }
            }
            open = java.util.Arrays.copyOf(open, openCount);
            for (int k = 2; k <= Math.min(MAX_SUBSET, openCount - 1); k++) {
                nakedSubsets(gi, open, k, masks, out);
            }
            if (s.exact[gi]) {
                hiddenSubsets(gi, open, s.full & ~fixedDigits, masks, out);
            }
        }
    }

    private void nakedSubsets(int gi, int[] open, int k, int[] masks, List<Step> out) {
        int[] pick = new int[k];
        forEachCombination(open.length, k, pick, () -> {
            int union = 0;
            for (int i : pick) {
                union |= masks[open[i]];
            }
            if (Integer.bitCount(union) != k) {
                return;
            }
            List<Candidate> elims = new ArrayList<>();
            int inSubset = 0;
            for (int i : pick) {
                inSubset |= 1 << i;
            }
            for (int i = 0; i < open.length; i++) {
                if ((inSubset & (1 << i)) == 0) {
                    add(elims, open[i], masks[open[i]] & union);
                }
            }
            if (!elims.isEmpty()) {
                int[] cells = new int[k];
                for (int i = 0; i < k; i++) {
                    cells[i] = open[pick[i]];
                }
                Technique t = Technique.nakedSubset(k);
                String text = Names.eliminations(elims, g) + ": " + t.label() + " " + Names.digits(union) + " in "
                        + Names.cells(cells, g) + " (" + s.groupNames[gi] + ")";
                out.add(new Step(t, text, List.of(), elims, cells));
            }
        });
    }

    private void hiddenSubsets(int gi, int[] open, int openDigits, int[] masks, List<Step> out) {
        int[] digits = new int[Integer.bitCount(openDigits)];
        int[] places = new int[digits.length];
        int i = 0;
        for (int m = openDigits; m != 0; m &= m - 1) {
            int d = Supports.lowest(m);
            digits[i] = d;
            for (int p = 0; p < open.length; p++) {
                if ((masks[open[p]] & (1 << (d - 1))) != 0) {
                    places[i] |= 1 << p;
                }
            }
            i++;
        }
        for (int k = 2; k <= Math.min(MAX_SUBSET, digits.length - 1); k++) {
            int[] pick = new int[k];
            int size = k;
            forEachCombination(digits.length, k, pick, () -> {
                int where = 0;
                int digitMask = 0;
                for (int j : pick) {
                    where |= places[j];
                    digitMask |= 1 << (digits[j] - 1);
                }
                if (Integer.bitCount(where) != size) {
                    return;
                }
                List<Candidate> elims = new ArrayList<>();
                int[] cells = new int[size];
                int n = 0;
                for (int p = 0; p < open.length; p++) {
                    if ((where & (1 << p)) != 0) {
                        cells[n++] = open[p];
                        add(elims, open[p], masks[open[p]] & ~digitMask);
                    }
                }
                if (!elims.isEmpty()) {
                    Technique t = Technique.hiddenSubset(size);
                    String text = Names.eliminations(elims, g) + ": " + t.label() + " " + Names.digits(digitMask) + " in "
                            + Names.cells(cells, g) + " (" + s.groupNames[gi] + ")";
                    out.add(new Step(t, text, List.of(), elims, cells));
                }
            });
        }
    }

    /** Calls {@code body} for each k-combination of 0..n-1, written in increasing order into {@code pick}. */
    private static void forEachCombination(int n, int k, int[] pick, Runnable body) {
        combine(n, k, 0, 0, pick, body);
    }

    private static void combine(int n, int k, int depth, int from, int[] pick, Runnable body) {
        if (depth == k) {
            body.run();
            return;
        }
        for (int i = from; i <= n - (k - depth); i++) {
            pick[depth] = i;
            combine(n, k, depth + 1, i + 1, pick, body);
        }
    }

    private List<Candidate> collect(int[] lost, int[] masks) {
        List<Candidate> elims = new ArrayList<>();
        for (int c = 0; c < lost.length; c++) {
            add(elims, c, lost[c] & masks[c]);
        }
        return elims;
    }

    private static List<Candidate> collectAt(int[] cells, int[] lost, int[] masks) {
        List<Candidate> elims = new ArrayList<>();
        for (int c : cells) {
            add(elims, c, lost[c] & masks[c]);
        }
        return elims;
    }

    private static void add(List<Candidate> elims, int cell, int mask) {
        for (int m = mask; m != 0; m &= m - 1) {
            elims.add(new Candidate(cell, Supports.lowest(m)));
        }
    }
}
