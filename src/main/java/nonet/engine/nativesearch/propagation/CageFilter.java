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
 * needs is in the cage: with one place left there it is placed; else every cell that sees all its
 * places loses it (pointing, for cages, through any peers: a cage across two boxes whose 1 lies in
 * r8c5 and r7c6 takes it from r8c4, which sees one along its row and the other in its box). With
 * three cells open or fewer, {@link FewOpenCells} tries every way; a cage with no complement then
 * skips its combinations, which keep no less, and points with the digits every way needs. Cages
 * skip {@link SumFilter}: the combinations keep their totals within bounds. A partial distinct
 * group whose every two cells are related (a renban line) has no total but digit sets
 * ({@link RelatedDigitSets}), filtered alike without the ways of {@link FewOpenCells}, which
 * walk sums.
 */
final class CageFilter {

    private final CompiledModel m;
    private final Propagator out;
    private final FewOpenCells few;
    private final Nogoods.Narrower narrower;
    /** The masks of the cage being filtered, as they were when its filtering began. */
    private final int[] cellMask;
    /**
     * Per cage (CSR by constraint), the exact groups that meet it and, as bits over the cage's
     * cells, where they meet: a required digit whose places fit in one of them points.
     */
    private final int[] cageGroupStart;
    private final int[] cageGroups;
    private final int[] cageGroupPlaces;
    /** Per entry of {@code cageGroups} (CSR), the group's cells outside the cage, in the group's order. */
    private final int[] outsideStart;
    private final int[] outsideCells;
    /** The cells that see every place of a required digit, which lose it: per cell its peers as bits. */
    private final long[] peerBits;
    /**
     * Per constraint, cells that see every place of a required digit but cannot hold it: its own,
     * and for a cage with a complement, that complement, which keeps only digits some combination
     * leaves out.
     */
    private final long[] cageBits;
    private final long[] seeing;
    private final int words;
    /** Per constraint, the entry of an exact group of all n digits holding the whole cage, or -1. */
    private final int[] home;

    /** {@code cellGroupStart}/{@code cellGroups}: the exact groups of each cell, CSR-style. */
    CageFilter(CompiledModel m, Propagator out, FewOpenCells few, int[] cellGroupStart, int[] cellGroups) {
        this.m = m;
        this.out = out;
        this.few = few;
        cellMask = new int[m.maxArity];
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
        outsideStart = new int[cageGroups.length + 1];
        List<Integer> outside = new ArrayList<>();
        for (int k = 0; k < m.constraintCount; k++) {
            for (int e = cageGroupStart[k]; e < cageGroupStart[k + 1]; e++) {
                outside.addAll(outsideOf(k, cageGroups[e]));
                outsideStart[e + 1] = outside.size();
            }
        }
        outsideCells = outside.stream().mapToInt(Integer::intValue).toArray();
        words = (m.cellCount + 63) >>> 6;
        peerBits = peerBitsOf(m, words);
        home = new int[m.constraintCount];
        cageBits = new long[m.constraintCount * words];
        for (int k = 0; k < m.constraintCount; k++) {
            home[k] = homeOf(k);
            for (int i = m.conStart[k]; i < m.conStart[k + 1]; i++) {
                cageBits[k * words + (m.conCells[i] >>> 6)] |= 1L << m.conCells[i];
            }
            if (home[k] >= 0) {
                for (int i = outsideStart[home[k]]; i < outsideStart[home[k] + 1]; i++) {
                    cageBits[k * words + (outsideCells[i] >>> 6)] |= 1L << outsideCells[i];
                }
            }
        }
        seeing = new long[words];
        narrower = out::narrow;
    }

    /** The entry of the exact group of n cells that holds all of cage k and more, or -1. */
    private int homeOf(int k) {
        int arity = m.conStart[k + 1] - m.conStart[k];
        for (int e = cageGroupStart[k]; e < cageGroupStart[k + 1]; e++) {
            int g = cageGroups[e];
            int size = m.groupStart[g + 1] - m.groupStart[g];
            if (cageGroupPlaces[e] == (1 << arity) - 1 && size == m.size && size > arity) {
                return e;
            }
        }
        return -1;
    }

    /** The cells of group g outside constraint k. */
    private List<Integer> outsideOf(int k, int g) {
        List<Integer> cells = new ArrayList<>();
        for (int i = m.groupStart[g]; i < m.groupStart[g + 1]; i++) {
            int cell = m.groupCells[i];
            boolean inside = false;
            for (int j = m.conStart[k]; j < m.conStart[k + 1]; j++) {
                inside |= m.conCells[j] == cell;
            }
            if (!inside) {
                cells.add(cell);
            }
        }
        return cells;
    }

    /** Whether constraint k has digit combinations to filter: a cage, or a distinct group with digit sets. */
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
        int open = 0;
        for (int i = 0; i < arity; i++) {
            int mk = masks[cells[from + i]];
            cellMask[i] = mk;
            union |= mk;
            open += (mk & (mk - 1)) != 0 ? 1 : 0;
        }
        int h = home[k];
        boolean sum = m.kind[k] == CompiledModel.KIND_SUM;
        if (open <= FewOpenCells.MAX && h < 0 && sum) {
            // every way tried: at least what the combinations keep, and the digits all ways need
            return few.filter(masks, k, narrower) && pointAll(masks, k, from, to, few.required());
        }
        int outside = h < 0 ? m.fullMask : complementUnion(masks, h);
        int required = m.fullMask;
        int left = 0;
        // a cell keeps its digits in some combination left: its mask and their union
        int kept = 0;
        for (int c = m.comboStart[k], end = m.comboStart[k + 1]; c < end; c++) {
            int combo = m.combos[c];
            int rest = m.fullMask & ~combo;
            if ((combo & ~union) != 0 || (rest & ~outside) != 0 || !everyCellMeets(arity, combo)) {
                continue;
            }
            required &= combo;
            left |= rest;
            kept |= combo;
        }
        if (!keepOnly(masks, cells, from, arity, kept) || h >= 0 && !keepInComplement(masks, h, left)) {
            return false;
        }
        return pointAll(masks, k, from, to, required) && (open > FewOpenCells.MAX || !sum || few.filter(masks, k, narrower));
    }

    /** Narrows the cage's cells to {@code kept}; false if one is left empty. */
    private boolean keepOnly(int[] masks, int[] cells, int from, int arity, int kept) {
        for (int i = 0; i < arity; i++) {
            int cell = cells[from + i];
            int mk = masks[cell];
            if ((mk & ~kept) != 0 && !out.narrow(masks, cell, mk & kept)) {
                return false;
            }
        }
        return true;
    }

    private boolean pointAll(int[] masks, int k, int from, int to, int required) {
        for (int rest = required; rest != 0; rest &= rest - 1) {
            if (!pointRequired(masks, k, from, to, rest & -rest)) {
                return false;
            }
        }
        return true;
    }

    /** The candidates of the cells outside the cage of the group at entry e. */
    private int complementUnion(int[] masks, int e) {
        int union = 0;
        for (int i = outsideStart[e], stop = outsideStart[e + 1]; i < stop; i++) {
            union |= masks[outsideCells[i]];
        }
        return union;
    }

    /** Narrows the cells outside the cage of the group at entry e to {@code left}. */
    private boolean keepInComplement(int[] masks, int e, int left) {
        for (int i = outsideStart[e], stop = outsideStart[e + 1]; i < stop; i++) {
            int cell = outsideCells[i];
            int mk = masks[cell];
            if ((mk & ~left) != 0 && !out.narrow(masks, cell, mk & left)) {
                return false;
            }
        }
        return true;
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
        if (words <= 2) {
            return pointThroughTwoWords(masks, k, cells, from, places, digit);
        }
        for (int w = 0; w < words; w++) {
            seeing[w] = ~cageBits[k * words + w];
        }
        for (int rest = places; rest != 0; rest &= rest - 1) {
            int base = cells[from + Integer.numberOfTrailingZeros(rest)] * words;
            for (int w = 0; w < words; w++) {
                seeing[w] &= peerBits[base + w];
            }
        }
        for (int w = 0; w < words; w++) {
            if (!strike(masks, seeing[w], w << 6, digit)) {
                return false;
            }
        }
        return true;
    }

    /** {@link #pointRequired}'s walk on grids of up to 128 cells, the common peers kept in two locals. */
    private boolean pointThroughTwoWords(int[] masks, int k, int[] cells, int from, int places, int digit) {
        long low = ~cageBits[k * words];
        long high = words == 2 ? ~cageBits[k * words + 1] : 0;
        for (int rest = places; rest != 0; rest &= rest - 1) {
            int base = cells[from + Integer.numberOfTrailingZeros(rest)] * words;
            low &= peerBits[base];
            high &= peerBits[base + words - 1];
        }
        return strike(masks, low, 0, digit) && strike(masks, high, 64, digit);
    }

    /** Takes the digit from the cells of {@code bits}, numbered from {@code offset}; false if one is left empty. */
    private boolean strike(int[] masks, long bits, int offset, int digit) {
        for (; bits != 0; bits &= bits - 1) {
            int cell = offset + Long.numberOfTrailingZeros(bits);
            int mk = masks[cell];
            if ((mk & digit) != 0 && !out.narrow(masks, cell, mk & ~digit)) {
                return false;
            }
        }
        return true;
    }

    /** Per cell, its peers as bits over the cells, {@code words} longs each. */
    private static long[] peerBitsOf(CompiledModel m, int words) {
        long[] bits = new long[m.cellCount * words];
        for (int cell = 0; cell < m.cellCount; cell++) {
            for (int i = m.peerStart[cell]; i < m.peerStart[cell + 1]; i++) {
                int p = m.peers[i];
                bits[cell * words + (p >>> 6)] |= 1L << p;
            }
        }
        return bits;
    }

    /** Whether every cell of the cage being filtered can take some digit of {@code combo}. */
    private boolean everyCellMeets(int arity, int combo) {
        for (int i = 0; i < arity; i++) {
            if ((cellMask[i] & combo) == 0) {
                return false;
            }
        }
        return true;
    }
}
