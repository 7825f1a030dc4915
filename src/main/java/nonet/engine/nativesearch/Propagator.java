package nonet.engine.nativesearch;

import java.util.ArrayList;
import java.util.List;

/**
 * Narrows candidate masks to a fixpoint: naked singles (a fixed digit leaves its peers), hidden
 * singles in exact groups (or, when enabled, full domain consistency on them and on the per-digit
 * Latin views, see {@link PermutationFilter}), optional locked candidates, relation supports, sum
 * bounds and cage digit combinations, table supports, line diagram supports ({@link MddFilter})
 * and the pigeonhole check of partial distinct groups. Works in place on one mask array; all
 * scratch space is allocated once, so propagation allocates nothing. Exact groups to filter again
 * and digits whose views changed are tracked exactly at every narrowing, so the costlier filters
 * only run where something moved.
 *
 * <p>Cells whose mask changed wait on a stack. A cell is looked at when it becomes fixed (to clear
 * its digit from its peers) or, if other constraints watch it, on every change. A fixed cell can
 * only change again by becoming empty, so every cell's digit leaves its peers exactly once per path.
 */
final class Propagator {

    private final CompiledModel m;
    private final int[] stack;
    private final boolean[] stacked;
    private int top;
    private final int[] dirtyList;
    private final boolean[] dirty;
    private int dirtyTop;
    private final int[] support;
    private final int[] digitOwner;
    private final int[] visitedStamp;
    private int stamp;
    /**
     * Per cage (CSR by constraint), the exact groups that meet it and, as bits over the cage's
     * cells, where they meet: a required digit whose places fit in one of them points.
     */
    private final int[] cageGroupStart;
    private final int[] cageGroups;
    private final int[] cageGroupPlaces;
    /** Marks the cells of the cage being filtered: {@code inCage[cell] == cageStamp}. */
    private final int[] inCage;
    private int cageStamp;
    private int stampedCage = -1;
    private long propagations;

    private final boolean intersections;

    /** Domain consistency on exact groups, or null when only hidden singles run on them. */
    private final PermutationFilter permutations;
    /**
     * Pairs of exact-group families that each cover the grid (rows, columns, boxes): for each
     * digit, its places map one family onto the other, a permutation filtered like a group (fish
     * patterns and generalised locked candidates at once).
     */
    private final LatinViews latin;
    /** Digits some cell lost since their views were last filtered. */
    private int pendingDigits;
    /** The digit whose views are being filtered: its own removals leave them consistent. */
    private int filteringDigit;
    private final int[] edges;
    /** Per view, {@code n} bitmasks: the bipartite graph of the digit being filtered. */
    private final int[] viewEdges;
    /** The exact groups each cell belongs to, CSR-style. */
    private final int[] cellGroupStart;
    private final int[] cellGroups;
    private final int[] groupQueue;
    private final boolean[] groupQueued;
    private int groupTop;
    /** The group being filtered: its own narrowings leave it consistent, so they do not queue it. */
    private int filtering = -1;
    /**
     * Failures seen per exact group and per cell, for the search's dom/wdeg choice: a group whose
     * filtering failed, or a cell emptied, gains one.
     */
    final int[] groupWeight;
    final int[] cellWeight;
    /** What earlier runs of a restarting search finished, or null. */
    private Nogoods nogoods;
    private final Nogoods.Narrower narrower = this::narrow;
    private final DistinctSumFilter distinctSums;
    /** Per constraint, the filter of its line diagram; null for other kinds. */
    private final MddFilter[] diagrams;

    Propagator(CompiledModel model, boolean intersections, boolean permutationFilter) {
        this.m = model;
        this.intersections = intersections && model.segmentCount > 0;
        this.latin = permutationFilter ? LatinViews.of(model) : null;
        int views = latin == null ? 0 : latin.viewCount;
        this.permutations = permutationFilter && model.groupCount > 0
                ? new PermutationFilter(model.size, model.groupCount + views * model.size) : null;
        edges = new int[model.size];
        viewEdges = new int[views * model.size];
        cellGroupStart = new int[model.cellCount + 1];
        for (int i = 0; i < model.groupStart[model.groupCount]; i++) {
            cellGroupStart[model.groupCells[i] + 1]++;
        }
        for (int c = 0; c < model.cellCount; c++) {
            cellGroupStart[c + 1] += cellGroupStart[c];
        }
        cellGroups = new int[cellGroupStart[model.cellCount]];
        int[] fill = java.util.Arrays.copyOf(cellGroupStart, model.cellCount);
        for (int g = 0; g < model.groupCount; g++) {
            for (int i = model.groupStart[g]; i < model.groupStart[g + 1]; i++) {
                cellGroups[fill[model.groupCells[i]]++] = g;
            }
        }
        groupQueue = new int[model.groupCount];
        groupQueued = new boolean[model.groupCount];
        groupWeight = new int[model.groupCount];
        cellWeight = new int[model.cellCount];
        stack = new int[model.cellCount];
        stacked = new boolean[model.cellCount];
        dirtyList = new int[model.constraintCount];
        dirty = new boolean[model.constraintCount];
        support = new int[model.maxArity];
        digitOwner = new int[model.size];
        visitedStamp = new int[model.size];
        inCage = new int[model.cellCount];
        distinctSums = new DistinctSumFilter(model);
        List<int[]> meets = new ArrayList<>();
        cageGroupStart = new int[model.constraintCount + 1];
        for (int k = 0; k < model.constraintCount; k++) {
            if (model.comboStart[k + 1] > model.comboStart[k]) {
                meets.addAll(groupsMeeting(model, k));
            }
            cageGroupStart[k + 1] = meets.size();
        }
        cageGroups = meets.stream().mapToInt(e -> e[0]).toArray();
        cageGroupPlaces = meets.stream().mapToInt(e -> e[1]).toArray();
        diagrams = new MddFilter[model.constraintCount];
        for (int k = 0; k < model.constraintCount; k++) {
            if (model.kind[k] == CompiledModel.KIND_MDD) {
                diagrams[k] = new MddFilter(model.diagram[k]);
            }
        }
    }

    /** The exact groups meeting constraint k, each as (group, bits of the constraint's cells in it). */
    private List<int[]> groupsMeeting(CompiledModel model, int k) {
        java.util.Map<Integer, Integer> places = new java.util.LinkedHashMap<>();
        for (int i = model.conStart[k]; i < model.conStart[k + 1]; i++) {
            int cell = model.conCells[i];
            for (int j = cellGroupStart[cell]; j < cellGroupStart[cell + 1]; j++) {
                places.merge(cellGroups[j], 1 << (i - model.conStart[k]), (a, b) -> a | b);
            }
        }
        List<int[]> out = new ArrayList<>();
        places.forEach((g, bits) -> out.add(new int[] {g, bits}));
        return out;
    }

    /** Sum of the failure weights of a cell and its exact groups. */
    int weightOf(int cell) {
        int w = cellWeight[cell];
        for (int i = cellGroupStart[cell], end = cellGroupStart[cell + 1]; i < end; i++) {
            w += groupWeight[cellGroups[i]];
        }
        return w;
    }

    void forgetWeights() {
        java.util.Arrays.fill(groupWeight, 0);
        java.util.Arrays.fill(cellWeight, 0);
    }

    long propagations() {
        return propagations;
    }

    void useNogoods(Nogoods recorded) {
        nogoods = recorded;
    }

    /** Queues every cell and every constraint, for the first propagation of a search. */
    void wakeAll() {
        for (int c = 0; c < m.cellCount; c++) {
            push(c);
        }
        for (int k = 0; k < m.constraintCount; k++) {
            markDirty(k);
        }
        if (permutations != null) {
            for (int g = 0; g < m.groupCount; g++) {
                queueGroup(g);
            }
        }
        pendingDigits = m.fullMask;
    }

    /** Tells the propagator that the caller narrowed this cell's mask, removing {@code removed}. */
    void changed(int cell, int removed) {
        push(cell);
        touch(cell);
        pendingDigits |= removed;
    }

    /** The exact groups of a narrowed cell must be filtered again. */
    private void touch(int cell) {
        if (permutations != null) {
            for (int i = cellGroupStart[cell], end = cellGroupStart[cell + 1]; i < end; i++) {
                queueGroup(cellGroups[i]);
            }
        }
    }

    private void queueGroup(int g) {
        if (!groupQueued[g] && g != filtering) {
            groupQueued[g] = true;
            groupQueue[groupTop++] = g;
        }
    }

    private void push(int cell) {
        if (!stacked[cell]) {
            stacked[cell] = true;
            stack[top++] = cell;
        }
    }

    private void markDirty(int k) {
        if (!dirty[k]) {
            dirty[k] = true;
            dirtyList[dirtyTop++] = k;
        }
    }

    /** Narrows {@code masks} to a fixpoint; false if some cell has no candidate left. */
    boolean propagate(int[] masks) {
        while (true) {
            while (top > 0) {
                int cell = stack[--top];
                stacked[cell] = false;
                propagations++;
                if (!reviseFrom(masks, cell)) {
                    return fail();
                }
            }
            if (dirtyTop > 0) {
                int k = dirtyList[--dirtyTop];
                dirty[k] = false;
                propagations++;
                if (!filter(masks, k)) {
                    return fail();
                }
                continue;
            }
            if (permutations == null) {
                if (!hiddenSingles(masks)) {
                    return fail();
                }
                if (top > 0) {
                    continue;
                }
            }
            if (intersections && lockedCandidates(masks)) {
                continue;
            }
            if (groupTop == 0) {
                if (latin == null || pendingDigits == 0) {
                    return true;
                }
                int digit = pendingDigits & -pendingDigits;
                pendingDigits &= ~digit;
                propagations++;
                if (!filterDigit(masks, digit)) {
                    return fail();
                }
                continue;
            }
            int g = groupQueue[--groupTop];
            groupQueued[g] = false;
            propagations++;
            if (!filterGroup(masks, g)) {
                groupWeight[g]++;
                return fail();
            }
        }
    }

    /**
     * Filters the places of one digit in every Latin view. One pass over the cells builds every
     * view's bipartite graph (group a of the first family to group b of the second where a cell
     * they share has the digit); the cells of the pairs no matching can use lose the digit.
     */
    private boolean filterDigit(int[] masks, int digit) {
        int n = m.size;
        int cells = m.cellCount;
        int views = latin.viewCount;
        int[] firstOf = latin.firstOf;
        int[] secondOf = latin.secondOf;
        java.util.Arrays.fill(viewEdges, 0);
        for (int c = 0; c < cells; c++) {
            if ((masks[c] & digit) != 0) {
                for (int v = 0, at = c; v < views; v++, at += cells) {
                    viewEdges[v * n + firstOf[at]] |= 1 << secondOf[at];
                }
            }
        }
        filteringDigit = digit;
        try {
            for (int v = 0; v < views; v++) {
                if (!filterView(masks, digit, v)) {
                    return false;
                }
            }
            return true;
        } finally {
            filteringDigit = 0;
        }
    }

    private boolean filterView(int[] masks, int digit, int v) {
        int n = m.size;
        System.arraycopy(viewEdges, v * n, edges, 0, n);
        if (!permutations.filter(edges, m.groupCount + v * n + Integer.numberOfTrailingZeros(digit))) {
            return false;
        }
        int[] keep = permutations.keep;
        for (int a = 0; a < n; a++) {
            for (int cut = edges[a] & ~keep[a]; cut != 0; cut &= cut - 1) {
                int pair = (v * n + a) * n + Integer.numberOfTrailingZeros(cut);
                for (int i = latin.meetStart[pair], end = latin.meetStart[pair + 1]; i < end; i++) {
                    int cell = latin.meetCells[i];
                    int mk = masks[cell];
                    if ((mk & digit) != 0 && !narrow(masks, cell, mk & ~digit)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    private boolean filterGroup(int[] masks, int g) {
        int first = m.groupStart[g];
        for (int i = 0; i < m.size; i++) {
            edges[i] = masks[m.groupCells[first + i]];
        }
        if (!permutations.filter(edges, g)) {
            return false;
        }
        int[] keep = permutations.keep;
        filtering = g;
        for (int i = 0; i < m.size; i++) {
            int cell = m.groupCells[first + i];
            int mk = masks[cell];
            if ((mk & ~keep[i]) != 0) {
                narrow(masks, cell, mk & keep[i]);
            }
        }
        filtering = -1;
        return true;
    }

    private boolean fail() {
        while (top > 0) {
            stacked[stack[--top]] = false;
        }
        while (dirtyTop > 0) {
            dirty[dirtyList[--dirtyTop]] = false;
        }
        while (groupTop > 0) {
            groupQueued[groupQueue[--groupTop]] = false;
        }
        pendingDigits = 0;
        return false;
    }

    /** Sets a narrowed mask and queues the cell if anything needs to know; false if it became empty. */
    private boolean narrow(int[] masks, int cell, int mask) {
        pendingDigits |= masks[cell] & ~mask & ~filteringDigit;
        masks[cell] = mask;
        if (mask == 0) {
            cellWeight[cell]++;
            return false;
        }
        touch(cell);
        if ((mask & (mask - 1)) == 0 || m.watched[cell]) {
            push(cell);
        }
        return true;
    }

    private boolean reviseFrom(int[] masks, int cell) {
        int mask = masks[cell];
        if (mask == 0) {
            return false;
        }
        if ((mask & (mask - 1)) == 0) {
            int[] peers = m.peers;
            for (int i = m.peerStart[cell], end = m.peerStart[cell + 1]; i < end; i++) {
                int p = peers[i];
                int pm = masks[p];
                if ((pm & mask) != 0 && !narrow(masks, p, pm & ~mask)) {
                    return false;
                }
            }
            if (nogoods != null && !nogoods.fixed(masks, cell, mask, narrower)) {
                return false;
            }
        }
        int[] support = m.arcSupport;
        for (int a = m.arcStart[cell], end = m.arcStart[cell + 1]; a < end; a++) {
            int offset = m.arcOffset[a] - 1;
            int allowed = 0;
            for (int rest = mask; rest != 0; rest &= rest - 1) {
                allowed |= support[offset + Integer.numberOfTrailingZeros(rest) + 1];
            }
            int other = m.arcOther[a];
            int om = masks[other];
            if ((om & ~allowed) != 0 && !narrow(masks, other, om & allowed)) {
                return false;
            }
        }
        for (int w = m.watchStart[cell], end = m.watchStart[cell + 1]; w < end; w++) {
            markDirty(m.watchers[w]);
        }
        return true;
    }

    /**
     * In a group holding every digit once, a digit with one place left goes there. Digits seen at
     * least once and at least twice are accumulated with two masks, so a group costs one pass.
     */
    private boolean hiddenSingles(int[] masks) {
        int full = m.fullMask;
        int[] cells = m.groupCells;
        int[] start = m.groupStart;
        for (int g = 0; g < m.groupCount; g++) {
            int once = 0;
            int twice = 0;
            int end = start[g + 1];
            for (int i = start[g]; i < end; i++) {
                int mk = masks[cells[i]];
                twice |= once & mk;
                once |= mk;
            }
            if (once != full) {
                return false;
            }
            int unique = once & ~twice;
            if (unique == 0) {
                continue;
            }
            for (int i = start[g]; i < end; i++) {
                int cell = cells[i];
                int mk = masks[cell];
                int hit = mk & unique;
                if (hit != 0 && hit != mk) {
                    if ((hit & (hit - 1)) != 0) {
                        return false;
                    }
                    pendingDigits |= mk & ~hit;
                    masks[cell] = hit;
                    push(cell);
                    touch(cell);
                } else if (hit != 0 && (hit & (hit - 1)) != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Locked candidates over every intersection of two exact groups: a digit that the first group
     * can hold only in the shared cells leaves the rest of the second group, and the other way
     * round (pointing and claiming, for any pair of groups). Returns whether any mask narrowed;
     * an emptied cell is queued so the next pass reports the contradiction.
     */
    private boolean lockedCandidates(int[] masks) {
        boolean changed = false;
        for (int s = 0; s < m.segmentCount; s++) {
            int shared = unionOf(masks, m.segCells, m.segStart[s], m.segStart[s + 1]);
            int restA = unionOf(masks, m.restACells, m.restAStart[s], m.restAStart[s + 1]);
            int restB = unionOf(masks, m.restBCells, m.restBStart[s], m.restBStart[s + 1]);
            int lockedByA = shared & ~restA & restB;
            if (lockedByA != 0) {
                changed |= removeFrom(masks, m.restBCells, m.restBStart[s], m.restBStart[s + 1], lockedByA);
            }
            int lockedByB = shared & ~restB & restA;
            if (lockedByB != 0) {
                changed |= removeFrom(masks, m.restACells, m.restAStart[s], m.restAStart[s + 1], lockedByB);
            }
        }
        return changed;
    }

    private static int unionOf(int[] masks, int[] cells, int from, int to) {
        int union = 0;
        for (int i = from; i < to; i++) {
            union |= masks[cells[i]];
        }
        return union;
    }

    private boolean removeFrom(int[] masks, int[] cells, int from, int to, int digits) {
        boolean changed = false;
        for (int i = from; i < to; i++) {
            int cell = cells[i];
            int mk = masks[cell];
            if ((mk & digits) != 0) {
                int nm = mk & ~digits;
                pendingDigits |= digits & mk;
                masks[cell] = nm;
                if (nm == 0 || (nm & (nm - 1)) == 0 || m.watched[cell]) {
                    push(cell);
                }
                touch(cell);
                changed = true;
            }
        }
        return changed;
    }

    private boolean filter(int[] masks, int k) {
        switch (m.kind[k]) {
            case CompiledModel.KIND_SUM:
                return filterSum(masks, k);
            case CompiledModel.KIND_TABLE:
                return filterTable(masks, k);
            case CompiledModel.KIND_MDD:
                return filterDiagram(masks, k);
            case CompiledModel.KIND_GROUP:
                return checkPigeonhole(masks, k);
            case CompiledModel.KIND_LEFTOVER:
                return filterLeftover(masks, k);
            default:
                throw new IllegalStateException("constraint " + k + " has kind " + m.kind[k] + ", which has no filter");
        }
    }

    /** A partial distinct group needs at least as many digits among its cells as it has cells. */
    private boolean checkPigeonhole(int[] masks, int k) {
        int union = 0;
        int from = m.conStart[k];
        int to = m.conStart[k + 1];
        for (int i = from; i < to; i++) {
            union |= masks[m.conCells[i]];
        }
        return Integer.bitCount(union) >= to - from;
    }

    /**
     * Two leftover sets hold the same digits: each cell keeps only digits the other set can
     * still hold somewhere.
     */
    private boolean filterLeftover(int[] masks, int k) {
        int from = m.conStart[k];
        int to = m.conStart[k + 1];
        int[] cells = m.conCells;
        int[] side = m.conCoeff;
        int one = 0;
        int other = 0;
        for (int i = from; i < to; i++) {
            if (side[i] > 0) {
                one |= masks[cells[i]];
            } else {
                other |= masks[cells[i]];
            }
        }
        if (one == other) {
            return true;
        }
        for (int i = from; i < to; i++) {
            int cell = cells[i];
            int mk = masks[cell];
            int keep = mk & (side[i] > 0 ? other : one);
            if (keep != mk && !narrow(masks, cell, keep)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Bounds of {@code sum coeff * value = total}: each term must fit between the total minus the
     * other terms' largest and smallest contributions. Every digit is tested, not just the ends,
     * which costs nothing more on masks. Cages then keep only digits of a digit combination that
     * the cells can actually hold.
     */
    private boolean filterSum(int[] masks, int k) {
        int from = m.conStart[k];
        int to = m.conStart[k + 1];
        int[] cells = m.conCells;
        int[] coeff = m.conCoeff;
        long lo = 0;
        long hi = 0;
        for (int i = from; i < to; i++) {
            int mk = masks[cells[i]];
            long low = Integer.numberOfTrailingZeros(mk) + 1;
            long high = 32 - Integer.numberOfLeadingZeros(mk);
            long a = coeff[i];
            lo += a > 0 ? a * low : a * high;
            hi += a > 0 ? a * high : a * low;
        }
        long total = m.conTotal[k];
        if (total < lo || total > hi) {
            return false;
        }
        for (int i = from; i < to; i++) {
            int cell = cells[i];
            int mk = masks[cell];
            long a = coeff[i];
            long low = Integer.numberOfTrailingZeros(mk) + 1;
            long high = 32 - Integer.numberOfLeadingZeros(mk);
            long termLo = a > 0 ? a * low : a * high;
            long termHi = a > 0 ? a * high : a * low;
            // this term must lie within [total - (others' max), total - (others' min)]
            long need = total - (hi - termHi);
            long allow = total - (lo - termLo);
            if (termLo >= need && termHi <= allow) {
                continue;
            }
            int keep = 0;
            for (int rest = mk; rest != 0; rest &= rest - 1) {
                int d = Integer.numberOfTrailingZeros(rest) + 1;
                long v = a * d;
                if (v >= need && v <= allow) {
                    keep |= rest & -rest;
                }
            }
            if (keep != mk && !narrow(masks, cell, keep)) {
                return false;
            }
        }
        if (m.comboStart[k + 1] > m.comboStart[k]) {
            return filterCage(masks, k, from, to);
        }
        return !m.distinctSum[k] || distinctSums.filter(masks, k, narrower);
    }

    private boolean filterCage(int[] masks, int k, int from, int to) {
        int[] cells = m.conCells;
        int arity = to - from;
        int union = 0;
        for (int i = from; i < to; i++) {
            union |= masks[cells[i]];
            support[i - from] = 0;
        }
        int required = m.fullMask;
        for (int c = m.comboStart[k], end = m.comboStart[k + 1]; c < end; c++) {
            int combo = m.combos[c];
            if ((combo & ~union) != 0 || !everyCellMeets(masks, from, to, combo) || !canHold(masks, from, to, combo)) {
                continue;
            }
            required &= combo;
            for (int i = 0; i < arity; i++) {
                support[i] |= masks[cells[from + i]] & combo;
            }
        }
        if (!keepOnly(masks, k, support)) {
            return false;
        }
        for (int rest = required; rest != 0; rest &= rest - 1) {
            if (!pointRequired(masks, k, from, to, rest & -rest)) {
                return false;
            }
        }
        return true;
    }

    /**
     * A digit every remaining combination of a cage needs is in the cage: if the cage cells that
     * can hold it all lie in one exact group, the rest of that group loses it (pointing, for cages).
     */
    private boolean pointRequired(int[] masks, int k, int from, int to, int digit) {
        int[] cells = m.conCells;
        int places = 0;
        for (int i = from; i < to; i++) {
            if ((masks[cells[i]] & digit) != 0) {
                places |= 1 << (i - from);
            }
        }
        for (int e = cageGroupStart[k], end = cageGroupStart[k + 1]; e < end; e++) {
            if (places == 0 || (places & ~cageGroupPlaces[e]) != 0) {
                continue;
            }
            if (stampedCage != k) {
                stampedCage = k;
                cageStamp++;
                for (int i = from; i < to; i++) {
                    inCage[cells[i]] = cageStamp;
                }
            }
            int g = cageGroups[e];
            for (int i = m.groupStart[g], stop = m.groupStart[g + 1]; i < stop; i++) {
                int cell = m.groupCells[i];
                int mk = masks[cell];
                if ((mk & digit) != 0 && inCage[cell] != cageStamp && !narrow(masks, cell, mk & ~digit)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether every cell can take some digit of {@code combo}: a cheap test before the matching. */
    private boolean everyCellMeets(int[] masks, int from, int to, int combo) {
        for (int i = from; i < to; i++) {
            if ((masks[m.conCells[i]] & combo) == 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether the cells can take distinct digits of {@code combo}, one each (augmenting paths). */
    private boolean canHold(int[] masks, int from, int to, int combo) {
        java.util.Arrays.fill(digitOwner, -1);
        for (int i = from; i < to; i++) {
            stamp++;
            if (!augment(masks, i, combo)) {
                return false;
            }
        }
        return true;
    }

    private boolean augment(int[] masks, int i, int combo) {
        for (int rest = masks[m.conCells[i]] & combo; rest != 0; rest &= rest - 1) {
            int d = Integer.numberOfTrailingZeros(rest);
            if (visitedStamp[d] == stamp) {
                continue;
            }
            visitedStamp[d] = stamp;
            if (digitOwner[d] < 0 || augment(masks, digitOwner[d], combo)) {
                digitOwner[d] = i;
                return true;
            }
        }
        return false;
    }

    /** Generalised arc consistency on a table: keep the digits some still-possible tuple uses. */
    private boolean filterTable(int[] masks, int k) {
        int from = m.conStart[k];
        int arity = m.conStart[k + 1] - from;
        int[] cells = m.conCells;
        int[] bits = m.tupleBits;
        for (int p = 0; p < arity; p++) {
            support[p] = 0;
        }
        for (int t = m.tupleStart[k], end = m.tupleStart[k + 1]; t < end; t += arity) {
            boolean live = true;
            for (int p = 0; p < arity && live; p++) {
                live = (masks[cells[from + p]] & bits[t + p]) != 0;
            }
            if (live) {
                for (int p = 0; p < arity; p++) {
                    support[p] |= bits[t + p];
                }
            }
        }
        return keepOnly(masks, k, support);
    }

    /** Generalised arc consistency on a line diagram: keep the digits some path still uses. */
    private boolean filterDiagram(int[] masks, int k) {
        MddFilter line = diagrams[k];
        if (!line.filter(masks)) {
            // no path is left: as dom/wdeg weighs a failed constraint, every cell of the line shares the failure
            for (int i = m.conStart[k], end = m.conStart[k + 1]; i < end; i++) {
                cellWeight[m.conCells[i]]++;
            }
            return false;
        }
        return keepOnly(masks, k, line.keep);
    }

    /** Narrows the i-th cell of constraint k to {@code kept[i]}; false if a cell is left empty. */
    private boolean keepOnly(int[] masks, int k, int[] kept) {
        int[] cells = m.conCells;
        int from = m.conStart[k];
        for (int i = 0, arity = m.conStart[k + 1] - from; i < arity; i++) {
            int cell = cells[from + i];
            int mk = masks[cell];
            if ((mk & ~kept[i]) != 0 && !narrow(masks, cell, mk & kept[i])) {
                return false;
            }
        }
        return true;
    }
}
