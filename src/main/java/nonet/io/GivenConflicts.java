package nonet.io;

import java.util.ArrayList;
import java.util.List;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Geometry;
import nonet.model.LinearSum;
import nonet.model.Mdd;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;
import nonet.model.analysis.MddSupport;

/**
 * Finds givens that break a constraint on their own, whatever the other cells hold: a given
 * outside a clue's digits (Domain), two equal givens in one group (AllDifferent), a pair a relation
 * forbids (Relation), a sum the givens already overshoot or can no longer reach (LinearSum), givens
 * no row of a table matches (Table), givens no path of a line rule reads (Mdd). Such input is
 * malformed rather than merely unsolvable: the user typed a grid that breaks its own rules, and
 * deserves a message pointing at the cell. Every engine then gives the same answer, because none of
 * them runs.
 */
public final class GivenConflicts implements Constraint.Visitor<GivenConflicts.Conflict> {

    /** A conflict: the cell to point at (the last given involved) and what is wrong. */
    public record Conflict(int cell, String message) {
    }

    private final Model model;
    private final Geometry g;
    private final int[] givens;
    private final int[] masks;

    private GivenConflicts(Model model) {
        this.model = model;
        this.g = model.geometry();
        this.givens = model.givens();
        this.masks = model.initialMasks();
    }

    /** The first conflict: a given against its cell's other domains, else the first constraint, in model order, that a given breaks. */
    public static Conflict find(Model model) {
        GivenConflicts c = new GivenConflicts(model);
        Conflict found = c.domains();
        for (Constraint constraint : model.constraints()) {
            found = found != null ? found : constraint.accept(c);
        }
        return found;
    }

    @Override
    public Conflict domain(Domain d) {
        return null; // all of a cell's domains at once, in domains()
    }

    /** A given the other domains of its cell (a clue such as odd, or another given) exclude. */
    private Conflict domains() {
        for (Domain d : model.all(Domain.class)) {
            if (d.isSingleton() && masks[d.cell()] == 0) {
                String others = model.all(Domain.class).stream().filter(o -> o.cell() == d.cell() && o != d)
                        .map(Domain::origin).findFirst().orElse("");
                return new Conflict(d.cell(), d.origin() + " breaks " + others);
            }
        }
        return null;
    }

    @Override
    public Conflict allDifferent(AllDifferent group) {
        int[] cells = group.cells();
        for (int i = 0; i < cells.length; i++) {
            for (int j = i + 1; j < cells.length; j++) {
                int a = cells[i];
                int b = cells[j];
                if (givens[a] != 0 && givens[a] == givens[b]) {
                    return new Conflict(Math.max(a, b), "given " + givens[a] + " appears twice in one group ("
                            + group.origin() + "): " + g.cellName(Math.min(a, b)) + " and " + g.cellName(Math.max(a, b)));
                }
            }
        }
        return null;
    }

    @Override
    public Conflict relation(Relation r) {
        if (givens[r.a()] != 0 && givens[r.b()] != 0 && !r.allows(givens[r.a()], givens[r.b()])) {
            return conflict(new int[] {r.a(), r.b()}, r.origin(), "");
        }
        return null;
    }

    /** Bounds only: each open cell ranges over its domain, so a sum reported here is impossible for certain. */
    @Override
    public Conflict linearSum(LinearSum s) {
        int[] cells = s.cells();
        int[] coeffs = s.coeffs();
        long low = 0;
        long high = 0;
        for (int i = 0; i < cells.length; i++) {
            int c = cells[i];
            int least = givens[c] != 0 ? givens[c] : Integer.numberOfTrailingZeros(masks[c]) + 1;
            int most = givens[c] != 0 ? givens[c] : 32 - Integer.numberOfLeadingZeros(masks[c]);
            low += (long) coeffs[i] * (coeffs[i] > 0 ? least : most);
            high += (long) coeffs[i] * (coeffs[i] > 0 ? most : least);
        }
        if (anyGiven(cells) && masksNonEmpty(cells) && (s.total() < low || s.total() > high)) {
            return conflict(cells, s.origin(), ": with them the sum is " + (low == high ? low : low + ".." + high)
                    + ", not " + s.total());
        }
        return null;
    }

    @Override
    public Conflict table(Table t) {
        int[] cells = t.cells();
        if (anyGiven(cells) && !anyTupleMatches(t, cells)) {
            return conflict(cells, t.origin(), ": no allowed combination has these digits");
        }
        return null;
    }

    /** Open cells may hold any digit: only the givens decide, whatever the other clues allow. */
    @Override
    public Conflict mdd(Mdd d) {
        int[] cells = d.cells();
        int[] allowed = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            allowed[i] = givens[cells[i]] != 0 ? 1 << (givens[cells[i]] - 1) : ~0;
        }
        if (anyGiven(cells) && !MddSupport.anyPath(d, allowed)) {
            return conflict(cells, d.origin(), ": no allowed combination has these digits");
        }
        return null;
    }

    private boolean anyTupleMatches(Table t, int[] cells) {
        for (int k = 0; k < t.size(); k++) {
            boolean match = true;
            for (int i = 0; i < cells.length && match; i++) {
                match = givens[cells[i]] == 0 || givens[cells[i]] == t.digit(k, i);
            }
            if (match) {
                return true;
            }
        }
        return false;
    }

    private boolean anyGiven(int[] cells) {
        for (int c : cells) {
            if (givens[c] != 0) {
                return true;
            }
        }
        return false;
    }

    /** A cell whose domains leave no digit is no given conflict (the clues contradict each other): engines report it. */
    private boolean masksNonEmpty(int[] cells) {
        for (int c : cells) {
            if (masks[c] == 0) {
                return false;
            }
        }
        return true;
    }

    /** Names every given among the cells, and points at the last of them. */
    private Conflict conflict(int[] cells, String origin, String why) {
        List<String> named = new ArrayList<>();
        int last = -1;
        for (int c : java.util.Arrays.stream(cells).sorted().toArray()) {
            if (givens[c] != 0) {
                named.add(g.cellName(c) + " = " + givens[c]);
                last = Math.max(last, c);
            }
        }
        String subject = named.size() == 1 ? "given " : "givens ";
        return new Conflict(last, subject + String.join(", ", named) + (named.size() == 1 ? " breaks " : " break ") + origin + why);
    }
}
