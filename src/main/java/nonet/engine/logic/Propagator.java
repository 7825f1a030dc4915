package nonet.engine.logic;

import nonet.engine.Deadline;
import nonet.model.Mdd;
import nonet.model.Relation;
import nonet.model.analysis.MddSupport;

/**
 * What a state forces, as a person follows a forcing chain: singles (naked, and hidden in exact
 * groups) with every consequence of each placement, and the support of every relation, sum, table
 * and line rule, repeated until nothing changes or something breaks. It works on any model, since
 * placements pass on through {@link Consequences} and supports through {@link Supports}.
 *
 * <p>At depth k &gt; 0, when those stall it also tries each remaining candidate at depth k - 1 and
 * removes those that lead to a contradiction: the inner chains of a nested forcing chain.
 */
final class Propagator {

    private final Structure s;
    private final Consequences consequences;
    private final int depth;
    private final Propagator inner;
    private final int[] lost;
    private final boolean[] done;
    private final int[] trial;
    /** Cells whose candidates changed since the supports were last computed around them. */
    private final boolean[] dirty;
    private final boolean[] taken;
    /** Where the search for inner contradictions resumes, and how many candidates it tried since the last one. */
    private int cursor;
    private int tried;

    /** Forced steps (placements and support removals) the last run made. */
    private int steps;
    /**
     * Why the last run failed, kept as parts and written only when asked (inner chains fail often,
     * and most failures are never shown): a cell left empty, or a digit left without a place in a
     * group, or a constraint without a combination; all -1 and null when it did not fail.
     */
    private boolean failed;
    private int failCell;
    private int failDigit;
    private int failGroup;
    private String failOrigin;

    Propagator(Structure s, int depth) {
        this.s = s;
        this.consequences = new Consequences(s);
        this.depth = depth;
        this.inner = depth == 0 ? null : new Propagator(s, depth - 1);
        this.lost = new int[s.cellCount];
        this.done = new boolean[s.cellCount];
        this.trial = new int[s.cellCount];
        this.dirty = new boolean[s.cellCount];
        this.taken = new boolean[s.cellCount];
    }

    int depth() {
        return depth;
    }

    int steps() {
        return steps;
    }

    /** Why the last run failed, for the text of a step; null when it did not. */
    String failure() {
        if (!failed) {
            return null;
        }
        if (failOrigin != null) {
            return "no combination of " + failOrigin + " fits";
        }
        if (failGroup >= 0) {
            return "digit " + failDigit + " has no place left in " + s.groupNames[failGroup];
        }
        return s.geometry.cellName(failCell) + " has no candidate left";
    }

    /**
     * Narrows {@code masks} in place to what it forces; false when it forces a contradiction. A cell
     * with one candidate on entry counts as placed only if {@code known} says its consequences are
     * already applied. The state is taken to be what the rules left but for cell {@code assumed}
     * (constraint supports are computed again only around the cells that change: were the state not
     * at their fixpoint, some deduction would be missed, never a wrong one made).
     */
    boolean run(int[] masks, boolean[] known, int assumed, Deadline deadline) {
        steps = 0;
        failed = false;
        cursor = 0;
        tried = 0;
        for (int c = 0; c < s.cellCount; c++) {
            done[c] = known[c];
            dirty[c] = false;
        }
        dirty[assumed] = true;
        while (true) {
            if (!singles(masks) || !supports(masks)) {
                return false;
            }
            boolean changed = pendingPlacements(masks);
            if (!changed && depth > 0) {
                changed = innerContradictions(masks, deadline);
                if (failed) {
                    return false;
                }
            }
            if (!changed) {
                return true;
            }
        }
    }

    private boolean pendingPlacements(int[] masks) {
        for (int c = 0; c < s.cellCount; c++) {
            if (!done[c] && Integer.bitCount(masks[c]) == 1) {
                return true;
            }
        }
        return false;
    }

    /** Naked and hidden singles with their consequences, to a fixpoint; false on a contradiction. */
    private boolean singles(int[] masks) {
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int c = 0; c < s.cellCount; c++) {
                if (done[c]) {
                    continue;
                }
                int m = masks[c];
                if (m == 0) {
                    return emptyCell(c);
                }
                if (Integer.bitCount(m) == 1) {
                    if (!place(c, Supports.lowest(m), masks)) {
                        return false;
                    }
                    progress = true;
                }
            }
            for (int gi = 0; gi < s.groups.length; gi++) {
                if (!s.exact[gi]) {
                    continue;
                }
                int once = 0;
                int twice = 0;
                int fixed = 0;
                for (int c : s.groups[gi]) {
                    int m = masks[c];
                    twice |= once & m;
                    once |= m;
                    if (done[c]) {
                        fixed |= m;
                    }
                }
                if (once != s.full) {
                    return noPlace(Supports.lowest(s.full & ~once), gi);
                }
                int hidden = once & ~twice & ~fixed;
                for (int m = hidden; m != 0; m &= m - 1) {
                    int bit = m & -m;
                    for (int c : s.groups[gi]) {
                        if ((masks[c] & bit) != 0 && !done[c]) {
                            masks[c] = bit;
                            if (!place(c, Supports.lowest(bit), masks)) {
                                return false;
                            }
                            progress = true;
                            break;
                        }
                    }
                }
            }
        }
        return true;
    }

    private boolean place(int cell, int d, int[] masks) {
        done[cell] = true;
        steps++;
        int[] around = s.neighbours[cell];
        for (int x : around) {
            lost[x] = 0;
        }
        consequences.of(cell, d, masks, lost);
        dirty[cell] = true;
        for (int x : around) {
            if ((masks[x] & lost[x]) != 0) {
                dirty[x] = true;
                if ((masks[x] &= ~lost[x]) == 0) {
                    return emptyCell(x);
                }
            }
        }
        return true;
    }

    /** The support of each relation, sum, table and line rule; false on a contradiction. */
    private boolean supports(int[] masks) {
        System.arraycopy(dirty, 0, taken, 0, dirty.length);
        java.util.Arrays.fill(dirty, false);
        for (int i = 0; i < s.relations.length; i++) {
            Relation r = s.relations[i];
            if (!taken[r.a()] && !taken[r.b()]) {
                continue;
            }
            int a = masks[r.a()];
            int b = masks[r.b()];
            int keepA = a & ~Supports.unsupported(r, a, b);
            int keepB = b & ~Supports.unsupported(s.reversed[i], b, a);
            if (!narrow(r.a(), keepA, masks) || !narrow(r.b(), keepB, masks)) {
                return false;
            }
        }
        for (int i = 0; i < s.sums.length; i++) {
            int[] cells = s.sums[i].cells();
            if (touched(cells) && !narrowAll(cells, Supports.ofSum(s.sums[i], Rules.masksOf(cells, masks), s.sumDistinct[i]), masks,
                    s.sums[i].origin())) {
                return false;
            }
        }
        for (int i = 0; i < s.tables.length; i++) {
            int[] cells = s.tables[i].cells();
            if (touched(cells) && !narrowAll(cells, Supports.ofTable(s.tables[i], Rules.masksOf(cells, masks)), masks, s.tables[i].origin())) {
                return false;
            }
        }
        for (Mdd line : s.lines) {
            int[] cells = line.cells();
            if (touched(cells) && !narrowAll(cells, MddSupport.of(line, Rules.masksOf(cells, masks)), masks, line.origin())) {
                return false;
            }
        }
        return true;
    }

    private boolean touched(int[] cells) {
        for (int c : cells) {
            if (taken[c]) {
                return true;
            }
        }
        return false;
    }

    private boolean narrowAll(int[] cells, int[] sup, int[] masks, String origin) {
        if (sup == null) {
            return noCombination(origin);
        }
        for (int p = 0; p < cells.length; p++) {
            if (!narrow(cells[p], masks[cells[p]] & sup[p], masks)) {
                return false;
            }
        }
        return true;
    }

    private boolean narrow(int cell, int keep, int[] masks) {
        if (keep != masks[cell]) {
            masks[cell] = keep;
            dirty[cell] = true;
            steps++;
            if (keep == 0) {
                return emptyCell(cell);
            }
        }
        return true;
    }

    /**
     * Removes the next candidate, in turn from where the last search stopped, whose placement the
     * inner depth refutes; true when one went, false after a whole turn refutes none.
     */
    private boolean innerContradictions(int[] masks, Deadline deadline) {
        while (tried < s.cellCount && !deadline.passed()) {
            int c = cursor;
            cursor = (cursor + 1) % s.cellCount;
            tried++;
            if (done[c] || Integer.bitCount(masks[c]) < 2) {
                continue;
            }
            for (int m = masks[c]; m != 0; m &= m - 1) {
                int bit = m & -m;
                System.arraycopy(masks, 0, trial, 0, trial.length);
                trial[c] = bit;
                if (!inner.run(trial, done, c, deadline)) {
                    masks[c] &= ~bit;
                    dirty[c] = true;
                    steps += 1 + inner.steps();
                    tried = 0;
                    if (masks[c] == 0) {
                        emptyCell(c);
                    }
                    // back to the cheap rules, which make the next inner chains shorter
                    return true;
                }
            }
        }
        return false;
    }

    private boolean emptyCell(int cell) {
        return fail(cell, -1, -1, null);
    }

    private boolean noPlace(int digit, int group) {
        return fail(-1, digit, group, null);
    }

    private boolean noCombination(String origin) {
        return fail(-1, -1, -1, origin);
    }

    private boolean fail(int cell, int digit, int group, String origin) {
        failed = true;
        failCell = cell;
        failDigit = digit;
        failGroup = group;
        failOrigin = origin;
        return false;
    }
}
