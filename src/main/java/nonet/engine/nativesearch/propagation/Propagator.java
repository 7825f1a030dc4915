package nonet.engine.nativesearch.propagation;

/**
 * Narrows candidate masks to a fixpoint. This class keeps the queues and the narrowing itself:
 * naked singles (a fixed digit leaves its peers), relation supports and the waking of the n-ary
 * constraints a changed cell takes part in. Each other primitive's filtering is a class of its
 * own beside it, owning its scratch space: {@link SumFilter}, {@link CageFilter},
 * {@link DistinctSumFilter}, {@link TableFilter}, {@link DiagramFilters}, {@link LeftoverFilter},
 * {@link Pigeonhole}, {@link HiddenSingles} or, when enabled, {@link GroupFilter} on exact groups
 * and {@link LatinViewFilter} on the per-digit Latin views, and optionally
 * {@link LockedCandidates}, {@link CommonConflicts} and, last of all, {@link ConstructiveDisjunction}. The fixpoint loop dispatches on the constraint kind with a switch over
 * these final classes, so the JIT inlines each call. Works in place on one mask array; all scratch
 * space is allocated once, so propagation allocates nothing. Exact groups to filter again and
 * digits whose views changed are tracked exactly at every narrowing, so the costlier filters only
 * run where something moved.
 *
 * <p>Cells whose mask changed wait on a stack. A cell is looked at when it becomes fixed (to clear
 * its digit from its peers), on every change if n-ary constraints watch it, and, if only relation
 * arcs do, once it holds few enough digits for an arc to strike one. A fixed cell can
 * only change again by becoming empty, so every cell's digit leaves its peers exactly once per path.
 * Woken constraints wait on a second stack, and sums over cliques on a third, looked at only when
 * the other two are empty: they are woken by nearly every narrowing, and most of their runs cut
 * nothing while the cheaper constraints still move.
 *
 * <p>Why one class of over 400 lines: what is left here is the fixpoint loop itself, three queues
 * and the narrowing they feed, all reading the same fields on every step; what derives from the
 * model alone lives beside it ({@link CellGroups}, {@link ArcReach}), as does every filter.
 */
public final class Propagator {

    private final CompiledModel m;
    private final int[] stack;
    private final boolean[] stacked;
    private int top;
    private final int[] dirtyList;
    private final boolean[] dirty;
    private int dirtyTop;
    /**
     * Dirty sums over cliques, filtered only once the other constraints are quiet: they are the
     * costliest per run and the most often woken, by every narrowing the cages make.
     */
    private final int[] lateList;
    private int lateTop;
    private long propagations;

    /** Null unless locked candidates are enabled and some exact groups intersect. */
    private final LockedCandidates intersections;
    /** Run at each fixpoint unless {@link #groups} or {@link #commonConflicts} stand in for it. */
    private final HiddenSingles singles;
    /** Whether hidden singles, which run right before locked candidates, leave them the pieces read. */
    private final boolean piecesRead;
    /** Domain consistency on exact groups, or null when only hidden singles run on them. */
    private final GroupFilter groups;
    /**
     * Pairs of exact-group families that each cover the grid (rows, columns, boxes): for each
     * digit, its places map one family onto the other, a permutation filtered like a group (fish
     * patterns and generalised locked candidates at once). Null when disabled or absent.
     */
    private final LatinViewFilter views;
    /** Digits some cell lost since their views were last filtered. */
    private int pendingDigits;
    /** The digit whose views are being filtered: its own removals leave them consistent. */
    private int filteringDigit;
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
    private final SumFilter sums;
    private final CageFilter cages;
    private final DistinctSumFilter distinctSums;
    private final TableFilter tables;
    private final DiagramFilters diagrams;
    private final LeftoverFilter leftovers;
    /** Whether the optimizer's derived constraints wait: set by {@link #deferDerived}, until {@link #useDerived}. */
    private boolean deferring;
    /** Null unless enabled and the model's conflicts reach beyond its exact groups. */
    private final CommonConflicts commonConflicts;
    /** Per arc and per cell, how many digits a cell may hold while revising it can still strike one ({@link ArcReach}). */
    private final int[] arcStrikesUpTo;
    private final int[] reviseUpTo;
    /** Null unless enabled and the model has exact groups on a grid small enough. */
    private final ConstructiveDisjunction disjunctions;
    /** Whether {@link #disjunctions} runs: from the start, unless a search holds it back to start it late ({@link #runDisjunctions}). */
    private boolean disjunctionsOn;

    public Propagator(CompiledModel model, boolean intersections, boolean permutationFilter) {
        this(model, intersections, permutationFilter, false);
    }

    public Propagator(CompiledModel model, boolean intersections, boolean permutationFilter, boolean commonConflicts) {
        this(model, intersections, permutationFilter, commonConflicts, false);
    }

    /** As above, with {@link ConstructiveDisjunction} over bivalue cells and bilocal digits when the last flag is set. */
    public Propagator(CompiledModel model, boolean intersections, boolean permutationFilter, boolean commonConflicts,
            boolean disjunctions) {
        this.m = model;
        GroupPieces pieces = intersections ? GroupPieces.of(model) : null;
        this.intersections = pieces == null ? null : new LockedCandidates(pieces, this);
        LatinViews latin = permutationFilter ? LatinViews.of(model) : null;
        PermutationFilter permutations = permutationFilter && model.groupCount > 0
                ? new PermutationFilter(model.size, model.groupCount + LatinViewFilter.slots(latin, model.size))
                : null;
        this.groups = permutations == null ? null : new GroupFilter(model, this, permutations);
        this.views = latin == null ? null : new LatinViewFilter(model, this, latin, permutations);
        CellGroups index = CellGroups.of(model);
        cellGroupStart = index.start();
        cellGroups = index.groups();
        groupQueue = new int[model.groupCount];
        groupQueued = new boolean[model.groupCount];
        groupWeight = new int[model.groupCount];
        cellWeight = new int[model.cellCount];
        stack = new int[model.cellCount];
        stacked = new boolean[model.cellCount];
        dirtyList = new int[model.constraintCount];
        lateList = new int[model.constraintCount];
        dirty = new boolean[model.constraintCount];
        sums = new SumFilter(model, this);
        FewOpenCells few = new FewOpenCells(model);
        cages = new CageFilter(model, this, few, cellGroupStart, cellGroups);
        this.commonConflicts = commonConflicts ? CommonConflicts.of(model, this, cellGroupStart, cellGroups) : null;
        distinctSums = new DistinctSumFilter(model, few);
        tables = new TableFilter(model, this);
        diagrams = new DiagramFilters(model, this);
        leftovers = new LeftoverFilter(model, this);
        ArcReach reach = ArcReach.of(model);
        arcStrikesUpTo = reach.arcStrikesUpTo();
        reviseUpTo = reach.reviseUpTo();
        this.disjunctions = disjunctions ? ConstructiveDisjunction.of(model, this, index, reach) : null;
        this.disjunctionsOn = this.disjunctions != null;
        this.singles = groups == null && this.commonConflicts == null ? new HiddenSingles(model, this, pieces) : null;
        this.piecesRead = singles != null && singles.readsPieces();
    }

    /** Sum of the failure weights of a cell and its exact groups. */
    public int weightOf(int cell) {
        int w = cellWeight[cell];
        for (int i = cellGroupStart[cell], end = cellGroupStart[cell + 1]; i < end; i++) {
            w += groupWeight[cellGroups[i]];
        }
        return w;
    }

    public void forgetWeights() {
        java.util.Arrays.fill(groupWeight, 0);
        java.util.Arrays.fill(cellWeight, 0);
    }

    public long propagations() {
        return propagations;
    }

    public void useNogoods(Nogoods recorded) {
        nogoods = recorded;
    }

    /** Leaves the optimizer's derived constraints unfiltered until {@link #useDerived}: implied, so nothing is lost but strength. */
    public void deferDerived() {
        for (boolean d : m.derived) {
            deferring |= d;
        }
    }

    /** Filters the derived constraints from now on, each queued once now; false if they were not waiting. */
    public boolean useDerived() {
        if (!deferring) {
            return false;
        }
        deferring = false;
        for (int k = 0; k < m.constraintCount; k++) {
            if (m.derived[k] && !m.redundant[k]) {
                markDirty(k);
            }
        }
        return true;
    }

    /** Queues every cell and every constraint, for the first propagation of a search. */
    public void wakeAll() {
        for (int c = 0; c < m.cellCount; c++) {
            push(c);
        }
        for (int k = 0; k < m.constraintCount; k++) {
            if (!m.redundant[k]) {
                markDirty(k);
            }
        }
        if (groups != null) {
            for (int g = 0; g < m.groupCount; g++) {
                queueGroup(g);
            }
        }
        pendingDigits = m.fullMask;
        if (commonConflicts != null) {
            commonConflicts.wakeAll();
        }
        if (disjunctionsOn) {
            splitEverySetAgain();
        }
    }

    /** Starts or stops constructive disjunction, when the model has it; started, it splits every set again. */
    public void runDisjunctions(boolean on) {
        if (disjunctions == null || on == disjunctionsOn) {
            return;
        }
        disjunctionsOn = on;
        disjunctions.clear();
        if (on) {
            splitEverySetAgain();
        }
    }

    private void splitEverySetAgain() {
        for (int c = 0; c < m.cellCount; c++) {
            disjunctions.removed(c, m.fullMask);
        }
    }

    /** Tells the propagator that the caller narrowed this cell's mask, removing {@code removed}. */
    public void changed(int cell, int removed) {
        push(cell);
        touch(cell, removed);
        pendingDigits |= removed;
    }

    /** The exact groups of a narrowed cell, and the sets it left with fewer places, must be filtered again. */
    private void touch(int cell, int removed) {
        if (disjunctionsOn) {
            disjunctions.removed(cell, removed);
        }
        if (commonConflicts != null) {
            commonConflicts.removed(cell, removed);
        }
        if (groups != null) {
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
            if (m.distinctSum[k]) {
                lateList[lateTop++] = k;
            } else {
                dirtyList[dirtyTop++] = k;
            }
        }
    }

    /** Narrows {@code masks} to a fixpoint; false if some cell has no candidate left. */
    public boolean propagate(int[] masks) {
        while (true) {
            while (top > 0) {
                int cell = stack[--top];
                stacked[cell] = false;
                propagations++;
                if (!reviseFrom(masks, cell)) {
                    return fail();
                }
            }
            if (dirtyTop > 0 || lateTop > 0) {
                int k = dirtyTop > 0 ? dirtyList[--dirtyTop] : lateList[--lateTop];
                dirty[k] = false;
                propagations++;
                if (!filter(masks, k)) {
                    return fail();
                }
                continue;
            }
            // common conflicts place the hidden singles of the groups that changed
            if (singles != null) {
                if (!singles.run(masks)) {
                    return fail();
                }
                if (top > 0) {
                    continue;
                }
            }
            if (intersections != null && intersections.run(masks, piecesRead)) {
                continue;
            }
            if (commonConflicts != null) {
                int found = commonConflicts.run(masks);
                if (found == CommonConflicts.FAILED) {
                    return fail();
                }
                if (found == CommonConflicts.NARROWED) {
                    continue;
                }
            }
            if (groupTop == 0) {
                if (views == null || pendingDigits == 0) {
                    // the dearest filter, once every other is quiet
                    int found = !disjunctionsOn ? ConstructiveDisjunction.UNCHANGED : disjunctions.run(masks);
                    if (found == ConstructiveDisjunction.FAILED) {
                        return fail();
                    }
                    if (found == ConstructiveDisjunction.UNCHANGED) {
                        return true;
                    }
                    continue;
                }
                int digit = pendingDigits & -pendingDigits;
                pendingDigits &= ~digit;
                propagations++;
                filteringDigit = digit;
                boolean live = views.filter(masks, digit);
                filteringDigit = 0;
                if (!live) {
                    return fail();
                }
                continue;
            }
            int g = groupQueue[--groupTop];
            groupQueued[g] = false;
            propagations++;
            filtering = g;
            boolean live = groups.filter(masks, g);
            filtering = -1;
            if (!live) {
                groupWeight[g]++;
                return fail();
            }
        }
    }

    private boolean fail() {
        while (top > 0) {
            stacked[stack[--top]] = false;
        }
        while (dirtyTop > 0) {
            dirty[dirtyList[--dirtyTop]] = false;
        }
        while (lateTop > 0) {
            dirty[lateList[--lateTop]] = false;
        }
        while (groupTop > 0) {
            groupQueued[groupQueue[--groupTop]] = false;
        }
        pendingDigits = 0;
        if (disjunctionsOn) {
            disjunctions.clear();
        }
        if (commonConflicts != null) {
            commonConflicts.clear();
        }
        return false;
    }

    /** Sets a narrowed mask and queues the cell if anything needs to know; false if it became empty. */
    boolean narrow(int[] masks, int cell, int mask) {
        int removed = masks[cell] & ~mask;
        pendingDigits |= removed & ~filteringDigit;
        masks[cell] = mask;
        if (mask == 0) {
            cellWeight[cell]++;
            return false;
        }
        touch(cell, removed);
        if (Integer.bitCount(mask) <= reviseUpTo[cell]) {
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
        int digits = Integer.bitCount(mask);
        for (int a = m.arcStart[cell], end = m.arcStart[cell + 1]; a < end; a++) {
            if (digits > arcStrikesUpTo[a]) {
                continue;
            }
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
     * Sets a narrowed mask even if it is empty, queueing the cell; the caller goes on, and the
     * next pass over the stack reports an emptied cell (no failure weight, as no filter failed).
     */
    void narrowLater(int[] masks, int cell, int mask) {
        int removed = masks[cell] & ~mask;
        pendingDigits |= removed;
        masks[cell] = mask;
        if (Integer.bitCount(mask) <= reviseUpTo[cell]) {
            push(cell);
        }
        touch(cell, removed);
    }

    private boolean filter(int[] masks, int k) {
        if (deferring && m.derived[k]) {
            return true;
        }
        switch (m.kind[k]) {
            case CompiledModel.KIND_SUM:
                // a cage's digit combinations already keep its total within bounds
                if (cages.isCage(k)) {
                    return cages.filter(masks, k);
                }
                return m.distinctSum[k] ? distinctSums.filter(masks, k, narrower) : sums.filter(masks, k);
            case CompiledModel.KIND_TABLE:
                return tables.filter(masks, k);
            case CompiledModel.KIND_MDD:
                return diagrams.filter(masks, k);
            case CompiledModel.KIND_GROUP:
                // a group's digit sets have as many digits as it has cells: they cover the pigeonhole check
                return cages.isCage(k) ? cages.filter(masks, k) : Pigeonhole.check(m, masks, k);
            case CompiledModel.KIND_LEFTOVER:
                return leftovers.filter(masks, k);
            default:
                throw new IllegalStateException("constraint " + k + " has kind " + m.kind[k] + ", which has no filter");
        }
    }

    /** Narrows the i-th cell of constraint k to {@code kept[i]}; false if a cell is left empty. */
    boolean keepOnly(int[] masks, int k, int[] kept) {
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
