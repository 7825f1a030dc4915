package nonet.engine.nativesearch.propagation;

import java.util.ArrayList;
import java.util.List;

/**
 * A cage (distinct digits with a total) keeps only digits of a digit combination its cells can
 * still take: every digit of the combination is a candidate of some cell, and every cell has a
 * candidate in it. (A bipartite matching per combination, so that the cells can take its digits
 * one each, cut under 5% of the nodes on hard killers and cost a fifth of the time.) A cage inside
 * an exact group of n cells also has a complement, the rest of the group, which holds exactly the
 * digits the cage leaves: a combination stays only if the complement's cells can still hold those,
 * and the complement keeps only digits some remaining combination leaves (the hidden cage beside
 * every cage, as sigh's Interactive Sudoku Solver reasons). A digit every remaining combination
 * needs is in the cage: with one place left there it is placed; if its places all lie in one exact
 * group, the rest of that group loses it (pointing, for cages). Cages skip {@link SumFilter}: the
 * combinations keep their totals within bounds.
 */
final class CageFilter {

    private final CompiledModel m;
    private final Propagator out;
    private final int[] support;
    /**
     * Per cage (CSR by constraint), the exact groups that meet it and, as bits over the cage's
     * cells, where they meet: a required digit whose places fit in one of them points.
     */
    private final int[] cageGroupStart;
    private final int[] cageGroups;
    private final int[] cageGroupPlaces;
    /** Per constraint, an exact group of all n digits holding the whole cage, or -1. */
    private final int[] home;
    /** Marks the cells of the cage being filtered: {@code inCage[cell] == cageStamp}. */
    private final int[] inCage;
    private int cageStamp;
    private int stampedCage = -1;

    /** {@code cellGroupStart}/{@code cellGroups}: the exact groups of each cell, CSR-style. */
    CageFilter(CompiledModel m, Propagator out, int[] cellGroupStart, int[] cellGroups) {
        this.m = m;
        this.out = out;
        support = new int[m.maxArity];
        inCage = new int[m.cellCount];
        List<int[]> meets = new ArrayList<>();
        cageGroupStart = new int[m.constraintCount + 1];
        for (int k = 0; k < m.constraintCount; k++) {
            if (isCage(k)) {
                meets.addAll(groupsMeeting(k, cellGroupStart, cellGroups));
            }
            cageGroupStart[k + 1] = meets.size();
        }
        cageGroups = meets.stream().mapToInt(e -> e[0]).toArray();
        cageGroupPlaces = meets.stream().mapToInt(e -> e[1]).toArray();
        home = new int[m.constraintCount];
        for (int k = 0; k < m.constraintCount; k++) {
            home[k] = homeOf(k);
        }
    }

    /** The exact group of n cells that holds all of cage k and more, or -1. */
    private int homeOf(int k) {
        int arity = m.conStart[k + 1] - m.conStart[k];
        for (int e = cageGroupStart[k]; e < cageGroupStart[k + 1]; e++) {
            int g = cageGroups[e];
            int size = m.groupStart[g + 1] - m.groupStart[g];
            if (cageGroupPlaces[e] == (1 << arity) - 1 && size == m.size && size > arity) {
                return g;
            }
        }
        return -1;
    }

    /** Whether constraint k is a sum with digit combinations to filter. */
    boolean isCage(int k) {
        return m.comboStart[k + 1] > m.comboStart[k];
    }

    /** The exact groups meeting constraint k, each as (group, bits of the constraint's cells in it). */
    private List<int[]> groupsMeeting(int k, int[] cellGroupStart, int[] cellGroups) {
        java.util.Map<Integer, Integer> places = new java.util.LinkedHashMap<>();
        for (int i = m.conStart[k]; i < m.conStart[k + 1]; i++) {
            int cell = m.conCells[i];
            for (int j = cellGroupStart[cell]; j < cellGroupStart[cell + 1]; j++) {
                places.merge(cellGroups[j], 1 << (i - m.conStart[k]), (a, b) -> a | b);
            }
        }
        List<int[]> found = new ArrayList<>();
        places.forEach((g, bits) -> found.add(new int[] {g, bits}));
        return found;
    }

    boolean filter(int[] masks, int k) {
        int from = m.conStart[k];
        int to = m.conStart[k + 1];
        int[] cells = m.conCells;
        int arity = to - from;
        int union = 0;
        for (int i = from; i < to; i++) {
            union |= masks[cells[i]];
            support[i - from] = 0;
        }
        int g = home[k];
        int outside = g < 0 ? m.fullMask : complementUnion(masks, k, g);
        int required = m.fullMask;
        int left = 0;
        for (int c = m.comboStart[k], end = m.comboStart[k + 1]; c < end; c++) {
            int combo = m.combos[c];
            int rest = m.fullMask & ~combo;
            if ((combo & ~union) != 0 || (rest & ~outside) != 0 || !everyCellMeets(masks, from, to, combo)) {
                continue;
            }
            required &= combo;
            left |= rest;
            for (int i = 0; i < arity; i++) {
                support[i] |= masks[cells[from + i]] & combo;
            }
        }
        if (!out.keepOnly(masks, k, support) || g >= 0 && !keepInComplement(masks, g, left)) {
            return false;
        }
        for (int rest = required; rest != 0; rest &= rest - 1) {
            if (!pointRequired(masks, k, from, to, rest & -rest)) {
                return false;
            }
        }
        return true;
    }

    /** The candidates of the cells of group g outside cage k. */
    private int complementUnion(int[] masks, int k, int g) {
        stampCage(k);
        int union = 0;
        for (int i = m.groupStart[g], stop = m.groupStart[g + 1]; i < stop; i++) {
            int cell = m.groupCells[i];
            if (inCage[cell] != cageStamp) {
                union |= masks[cell];
            }
        }
        return union;
    }

    /** Narrows the cells of group g outside the stamped cage to {@code left}. */
    private boolean keepInComplement(int[] masks, int g, int left) {
        for (int i = m.groupStart[g], stop = m.groupStart[g + 1]; i < stop; i++) {
            int cell = m.groupCells[i];
            int mk = masks[cell];
            if (inCage[cell] != cageStamp && (mk & ~left) != 0 && !out.narrow(masks, cell, mk & left)) {
                return false;
            }
        }
        return true;
    }

    private void stampCage(int k) {
        if (stampedCage != k) {
            stampedCage = k;
            cageStamp++;
            for (int i = m.conStart[k]; i < m.conStart[k + 1]; i++) {
                inCage[m.conCells[i]] = cageStamp;
            }
        }
    }

    private boolean pointRequired(int[] masks, int k, int from, int to, int digit) {
        int[] cells = m.conCells;
        int places = 0;
        for (int i = from; i < to; i++) {
            if ((masks[cells[i]] & digit) != 0) {
                places |= 1 << (i - from);
            }
        }
        if (places == 0) {
            return false;
        }
        if ((places & (places - 1)) == 0) {
            // one place left: the digit goes there, and its peers lose it as a naked single
            int cell = cells[from + Integer.numberOfTrailingZeros(places)];
            return masks[cell] == digit || out.narrow(masks, cell, digit);
        }
        for (int e = cageGroupStart[k], end = cageGroupStart[k + 1]; e < end; e++) {
            // the home group's rest already kept only digits some combination leaves, never a required one
            if ((places & ~cageGroupPlaces[e]) != 0 || cageGroups[e] == home[k]) {
                continue;
            }
            stampCage(k);
            int g = cageGroups[e];
            for (int i = m.groupStart[g], stop = m.groupStart[g + 1]; i < stop; i++) {
                int cell = m.groupCells[i];
                int mk = masks[cell];
                if ((mk & digit) != 0 && inCage[cell] != cageStamp && !out.narrow(masks, cell, mk & ~digit)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether every cell can take some digit of {@code combo}. */
    private boolean everyCellMeets(int[] masks, int from, int to, int combo) {
        for (int i = from; i < to; i++) {
            if ((masks[m.conCells[i]] & combo) == 0) {
                return false;
            }
        }
        return true;
    }
}
