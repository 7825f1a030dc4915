package nonet.engine.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import nonet.engine.Deadline;
import nonet.model.Geometry;

/**
 * Forcing chains, the last resort that makes logic complete: assume a candidate and follow what it
 * forces ({@link Propagator}). If the assumption breaks the puzzle, the candidate goes
 * (contradiction forcing). Otherwise, when every candidate of a cell, or every place of a digit in
 * an exact group, forces the same placement or removal, that holds whichever is true (cell and unit
 * forcing). At depth 0 the chains follow singles and constraint supports; at depth k they also use
 * forcing chains of depth k - 1 inside (nested forcing chains). Everything is generic over the
 * model: the propagation knows only the IR's constraints.
 */
final class ForcingRule {

    private final Structure s;
    private final Geometry g;
    private final Propagator propagator;
    private final Technique technique;
    private final double base;

    ForcingRule(Structure s, int depth) {
        this.s = s;
        this.g = s.geometry;
        this.propagator = new Propagator(s, depth);
        this.technique = depth == 0 ? Technique.FORCING_CHAIN : Technique.NESTED_FORCING_CHAIN;
        this.base = technique.rating() + Math.max(0, depth - 1);
    }

    Technique technique() {
        return technique;
    }

    /** What the outcomes of one assumption were: the state it forced (null: a contradiction) and the steps. */
    private record Branch(int[] forced, int steps, String failure) {
    }

    /** The forcing steps of the easiest rating found on this state; empty when there are none or the time limit passed. */
    List<Step> apply(int[] masks, boolean[] placed, Deadline deadline) {
        return easiest(proofs(masks, placed, deadline, true));
    }

    /**
     * Every forcing step found on this state: the contradictions, and the cell and unit forcing of
     * the cells and places whose assumptions all hold up (a short cell forcing may rate easier than a
     * long contradiction). Nested chains stop at their first contradiction: they cost a power of the
     * board. Empty when the time limit passed.
     */
    List<Step> proofs(int[] masks, boolean[] placed, Deadline deadline) {
        return proofs(masks, placed, deadline, false);
    }

    /** The proofs, or when {@code easiestOnly} those that may rate as easy as the easiest contradiction. */
    private List<Step> proofs(int[] masks, boolean[] placed, Deadline deadline, boolean easiestOnly) {
        Branch[][] branches = new Branch[s.cellCount][];
        List<Step> found = new ArrayList<>();
        for (int c : byCandidateCount(masks)) {
            branches[c] = new Branch[s.n + 1];
            for (int m = masks[c]; m != 0; m &= m - 1) {
                if (deadline.passed()) {
                    return List.of();
                }
                int d = Supports.lowest(m);
                int[] trial = masks.clone();
                trial[c] = m & -m;
                boolean ok = propagator.run(trial, placed, c, deadline);
                branches[c][d] = new Branch(ok ? trial : null, propagator.steps(), propagator.failure());
                if (!ok) {
                    found.add(contradiction(c, d, branches[c][d]));
                    if (propagator.depth() > 0) {
                        return found;
                    }
                }
            }
        }
        double ceiling = Double.MAX_VALUE;
        if (easiestOnly) {
            for (Step step : found) {
                ceiling = Math.min(ceiling, step.rating());
            }
        }
        cellForcing(masks, branches, ceiling, found);
        unitForcing(masks, branches, ceiling, found);
        return found;
    }

    /** The open cells, fewest candidates first: their assumptions are the likeliest to break something. */
    private int[] byCandidateCount(int[] masks) {
        int[] order = new int[s.cellCount];
        int k = 0;
        for (int count = 2; count <= s.n; count++) {
            for (int c = 0; c < s.cellCount; c++) {
                if (Integer.bitCount(masks[c]) == count) {
                    order[k++] = c;
                }
            }
        }
        return Arrays.copyOf(order, k);
    }

    private Step contradiction(int c, int d, Branch b) {
        int length = b.steps() + 1;
        String digit = String.valueOf(Geometry.symbol(d));
        String text = g.cellName(c) + " ≠ " + digit + ": " + label() + ": " + g.cellName(c) + " = " + digit + " forces, in "
                + b.steps() + " steps, a contradiction (" + b.failure() + ")";
        return new Step(technique, text, List.of(), List.of(new Candidate(c, d)), new int[] {c}, Rating.of(base, length));
    }

    private void cellForcing(int[] masks, Branch[][] branches, double ceiling, List<Step> found) {
        for (int c = 0; c < s.cellCount; c++) {
            if (branches[c] == null) {
                continue;
            }
            List<Branch> each = new ArrayList<>();
            int[] where = new int[Integer.bitCount(masks[c])];
            int i = 0;
            for (int m = masks[c]; m != 0; m &= m - 1) {
                each.add(branches[c][Supports.lowest(m)]);
                where[i++] = c;
            }
            common(masks, each, where, g.cellName(c) + "'s candidates (" + Names.digits(masks[c]) + ")", ceiling, found);
        }
    }

    private void unitForcing(int[] masks, Branch[][] branches, double ceiling, List<Step> found) {
        for (int gi = 0; gi < s.groups.length; gi++) {
            if (!s.exact[gi]) {
                continue;
            }
            for (int d = 1; d <= s.n; d++) {
                int bit = 1 << (d - 1);
                List<Branch> each = new ArrayList<>();
                int[] where = new int[s.groups[gi].length];
                int count = 0;
                boolean open = true;
                for (int c : s.groups[gi]) {
                    if ((masks[c] & bit) != 0) {
                        open &= branches[c] != null;
                        if (open) {
                            each.add(branches[c][d]);
                        }
                        where[count++] = c;
                    }
                }
                if (open && count >= 2) {
                    String premises = "places of " + Geometry.symbol(d) + " in " + s.groupNames[gi];
                    common(masks, each, Arrays.copyOf(where, count), premises, ceiling, found);
                }
            }
        }
    }

    /**
     * What every branch forces (one of them holds), as a step; nothing when they agree on nothing new.
     * A branch that breaks the puzzle cannot hold, so it forces anything: it adds nothing to the union.
     */
    private void common(int[] masks, List<Branch> each, int[] where, String premises, double ceiling, List<Step> found) {
        int steps = 0;
        int broken = 0;
        for (Branch b : each) {
            steps = Math.max(steps, b.steps());
            broken += b.forced() == null ? 1 : 0;
        }
        if (broken == each.size() || Rating.of(base, steps + each.size()) > ceiling) {
            return; // no solution (the contradictions say so), or harder than a step already found
        }
        List<Candidate> places = new ArrayList<>();
        List<Candidate> elims = new ArrayList<>();
        for (int x = 0; x < s.cellCount; x++) {
            int union = 0;
            for (Branch b : each) {
                if (b.forced() != null) {
                    union |= b.forced()[x];
                }
            }
            int gone = masks[x] & ~union;
            if (gone == 0) {
                continue;
            }
            if (Integer.bitCount(union) == 1) {
                places.add(new Candidate(x, Supports.lowest(union)));
            } else {
                for (int m = gone; m != 0; m &= m - 1) {
                    elims.add(new Candidate(x, Supports.lowest(m)));
                }
            }
        }
        if (places.isEmpty() && elims.isEmpty()) {
            return;
        }
        List<Candidate> all = new ArrayList<>(places);
        all.addAll(elims);
        String text = Names.forced(places, elims, g) + ": " + label() + ": each of " + premises + " forces "
                + (all.size() == 1 ? "it" : "them") + (broken > 0 ? " or breaks the puzzle" : "");
        found.add(new Step(technique, text, places, elims, where, Rating.of(base, steps + each.size())));
    }

    private String label() {
        int depth = propagator.depth();
        return depth <= 1 ? technique.label() : technique.label() + " (depth " + depth + ")";
    }

    /** The steps of the lowest rating, so that a round uses the simplest chains it has. */
    private static List<Step> easiest(List<Step> found) {
        double best = Double.MAX_VALUE;
        for (Step step : found) {
            best = Math.min(best, step.rating());
        }
        List<Step> kept = new ArrayList<>();
        for (Step step : found) {
            if (step.rating() == best) {
                kept.add(step);
            }
        }
        return kept;
    }
}
