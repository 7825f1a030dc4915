package nonet.engine.logic;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import nonet.format.Plural;
import nonet.model.Geometry;

/**
 * The basic rules of the solver (singles here, each other family in its class), each reading one
 * candidate state and never writing it: the steps of a round are all computed from the round's
 * starting state. Each step is sound on that state (it removes only candidates that belong to no
 * solution consistent with it), so applying them together is sound too.
 */
final class Rules {

    private final Structure s;
    private final Geometry g;
    private final Consequences consequences;
    private final SupportRule supports;
    private final LineRule lines;
    private final IntersectionRule intersections;
    private final SubsetRule subsets;
    private final FishRule fish;
    private final FinnedFishRule finnedFish;
    private final XyzWingRule xyzWings;
    private final int[] scratch;
    private final List<Gated> gated;

    /** The rules; those that hold only for a puzzle with one solution (unique rectangles, BUG+1) when {@code assumeUnique}. */
    Rules(Structure s, boolean assumeUnique) {
        this.s = s;
        this.g = s.geometry;
        this.consequences = new Consequences(s);
        this.supports = new SupportRule(s);
        this.lines = new LineRule(s);
        this.intersections = new IntersectionRule(s);
        this.subsets = new SubsetRule(s);
        this.fish = new FishRule(s);
        this.finnedFish = new FinnedFishRule(s);
        this.xyzWings = new XyzWingRule(s);
        this.scratch = new int[s.cellCount];
        this.gated = new ArrayList<>(gated());
        if (assumeUnique) {
            gated.add(new Gated(Technique.UNIQUE_RECTANGLE_1, new UniqueRectangleRule(s)::apply, 2));
            gated.add(new Gated(Technique.BUG_PLUS_1, new BivalueGraveRule(s)::apply, 2));
        }
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
     * A rule and the easiest technique its steps can have: below that ceiling it need not run. A rule
     * of tier k runs only in rounds where those of the lower tiers find nothing: 0 light, 1 heavy
     * (subsets, fish), 2 the patterns a person looks for before chains (finned fish, XYZ-wing; unique
     * rectangles and BUG+1 when the puzzle is taken to have one solution).
     */
    private record Gated(Technique easiest, Rule rule, int tier) {
    }

    private static final int TIERS = 3;

    /** The rules after the singles, easiest first. */
    private List<Gated> gated() {
        return List.of(
                new Gated(Technique.RELATION_SUPPORT, supports::relationSupports, 0),
                new Gated(Technique.SUM_COMBINATIONS, supports::sumCombinations, 0),
                new Gated(Technique.TABLE_SUPPORT, supports::tableSupports, 0),
                new Gated(Technique.LINE_SUPPORT, lines::apply, 0),
                new Gated(Technique.POINTING, intersections::digitIntersections, 0),
                new Gated(Technique.INTERSECTION, intersections::cellIntersections, 0),
                new Gated(Technique.NAKED_PAIR, subsets::apply, 1),
                new Gated(Technique.X_WING, fish::apply, 1),
                new Gated(Technique.FINNED_X_WING, finnedFish::apply, 2),
                new Gated(Technique.XYZ_WING, xyzWings::apply, 2));
    }

    /**
     * Every light rule up to the ceiling on one state, and each higher tier only when the lower ones
     * find nothing; easiest technique first. Rules above the ceiling are not even computed: the difficulty
     * ladder runs the easy levels often.
     */
    List<Step> upTo(Technique ceiling, int[] masks, boolean[] placed) {
        List<Step> out = new ArrayList<>();
        nakedSingles(masks, placed, out);
        hiddenSingles(masks, out);
        for (int tier = 0; tier < TIERS; tier++) {
            if (tier > 0 && !out.isEmpty()) {
                break;
            }
            for (Gated g : gated) {
                if (g.tier() == tier && ceiling.compareTo(g.easiest()) >= 0) {
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


    private List<Candidate> collect(int[] lost, int[] masks) {
        List<Candidate> elims = new ArrayList<>();
        for (int c = 0; c < lost.length; c++) {
            add(elims, c, lost[c] & masks[c]);
        }
        return elims;
    }

    static List<Candidate> collectAt(int[] cells, int[] lost, int[] masks) {
        List<Candidate> elims = new ArrayList<>();
        for (int c : cells) {
            add(elims, c, lost[c] & masks[c]);
        }
        return elims;
    }

    static void add(List<Candidate> elims, int cell, int mask) {
        for (int m = mask; m != 0; m &= m - 1) {
            elims.add(new Candidate(cell, Supports.lowest(m)));
        }
    }
}
