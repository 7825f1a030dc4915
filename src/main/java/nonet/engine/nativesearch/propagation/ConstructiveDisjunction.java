package nonet.engine.nativesearch.propagation;

/**
 * Bounded constructive disjunction over the model's two-way choices: a cell with two digits left
 * (bivalue) and a digit with two places left in an exact group (bilocal). Each option is placed on
 * a copy and followed by {@link UnitClosure}; a candidate both options strike is false, and an
 * option that fails leaves the other, with all it strikes. Where {@link CommonConflicts} strikes
 * what two options conflict with directly, this follows the chains of singles they set off
 * through peers, relations and groups: on non-consecutive, a 5 with two places in a row whose
 * consequences both take 4 from a cell three steps away.
 *
 * <p>Bounded, not singleton consistency: only the sets whose cell or places changed since they
 * were last split are looked at, and an option's outcome is computed once a run, though one
 * placement sits in several sets (its cell, and the places of its digit in each of its groups).
 * The first split that narrows ends the run, so the cheaper filters act on it before the next.
 */
final class ConstructiveDisjunction {

    /** Past this many candidates in the grid (16x16) an outcome per candidate takes too much memory. */
    private static final int MAX_CANDIDATES = 4096;

    static final int FAILED = -1;
    static final int UNCHANGED = 0;
    static final int NARROWED = 1;

    private final CompiledModel m;
    private final Propagator out;
    private final UnitClosure closure;
    private final int words;
    private final int[] cellGroupStart;
    private final int[] cellGroups;
    /** Each digit's places at the start of a run, as boards of {@code words} longs. */
    private final long[] boards;
    /** What the split at hand strikes: both options' outcomes intersected, or the one that lived. */
    private final long[] struck;
    /**
     * Per placement ({@code cell * size + digit}): the run that last computed its outcome, whether
     * it lived, and what it struck (a board per digit).
     */
    private final int[] computedIn;
    private final boolean[] lives;
    private final long[] outcomes;
    private int run;
    /** Whether {@code boards} holds this run's masks. */
    private boolean prepared;
    /** Per exact group, the digits whose places changed since their last split. */
    private final int[] groupDigits;
    /** Cells narrowed since the last run, with what each lost, and the bivalue cells among them still to split. */
    private final NarrowedCells narrowed;
    private final boolean[] pairQueued;
    private final int[] pairQueue;
    private int pairTop;

    private ConstructiveDisjunction(CompiledModel m, Propagator out, CellGroups index, ArcReach reach) {
        this.m = m;
        this.out = out;
        this.closure = new UnitClosure(m, index, reach);
        this.words = UnitClosure.wordsOf(m);
        this.cellGroupStart = index.start();
        this.cellGroups = index.groups();
        int candidates = m.cellCount * m.size;
        boards = new long[m.size * words];
        struck = new long[m.size * words];
        computedIn = new int[candidates];
        lives = new boolean[candidates];
        outcomes = new long[candidates * m.size * words];
        groupDigits = new int[m.groupCount];
        narrowed = new NarrowedCells(m.cellCount);
        pairQueued = new boolean[m.cellCount];
        pairQueue = new int[m.cellCount];
    }

    /** The filter for a model with exact groups on a grid small enough for an outcome per candidate, or null. */
    static ConstructiveDisjunction of(CompiledModel m, Propagator out, CellGroups index, ArcReach reach) {
        return m.groupCount > 0 && m.cellCount * m.size <= MAX_CANDIDATES ? new ConstructiveDisjunction(m, out, index, reach) : null;
    }

    /** Records a narrowing: the cell's set and its groups' sets of the removed digits are split again. */
    void removed(int cell, int digits) {
        narrowed.record(cell, digits);
    }

    /** Forgets the narrowings recorded since the last run, after a contradiction. */
    void clear() {
        narrowed.clear();
        clearPairs();
    }

    /**
     * Splits the changed sets, bivalue cells first (over half of their splits strike something on
     * non-consecutive, against under a tenth of the bilocal digits'): {@link #FAILED},
     * {@link #NARROWED} at the first split that strikes (the struck cells are queued), or
     * {@link #UNCHANGED}.
     */
    int run(int[] masks) {
        spread(masks);
        if (++run == 0) {
            // wrapped: no outcome may pass for one of this run
            java.util.Arrays.fill(computedIn, 0);
            run = 1;
        }
        prepared = false;
        while (pairTop > 0) {
            int cell = pairQueue[--pairTop];
            pairQueued[cell] = false;
            int mask = masks[cell];
            if (Integer.bitCount(mask) == 2) {
                int low = mask & -mask;
                int found = split(masks, cell, low, cell, mask & ~low);
                if (found != UNCHANGED) {
                    // the cells still queued wait until they change again: keeping them queued
                    // took 1,639 nodes, not 1,009
                    clearPairs();
                    return found;
                }
            }
        }
        int[] cells = m.groupCells;
        for (int g = 0; g < m.groupCount; g++) {
            if (groupDigits[g] == 0) {
                continue;
            }
            int once = 0;
            int twice = 0;
            int more = 0;
            int from = m.groupStart[g];
            int end = m.groupStart[g + 1];
            for (int i = from; i < end; i++) {
                int mk = masks[cells[i]];
                more |= twice & mk;
                twice |= once & mk;
                once |= mk;
            }
            // a digit with more places keeps its mark until it is down to two, and one a run
            // that narrows leaves unsplit keeps it for the next (dropping it: 1,107 nodes, not 1,009)
            for (int bilocal = groupDigits[g] & twice & ~more; bilocal != 0; bilocal &= bilocal - 1) {
                int bit = bilocal & -bilocal;
                groupDigits[g] &= ~bit;
                int i = from;
                while ((masks[cells[i]] & bit) == 0) {
                    i++;
                }
                int j = i + 1;
                while ((masks[cells[j]] & bit) == 0) {
                    j++;
                }
                int found = split(masks, cells[i], bit, cells[j], bit);
                if (found != UNCHANGED) {
                    return found;
                }
            }
        }
        return UNCHANGED;
    }

    /** Passes the digits each narrowed cell lost on to its groups, and queues it if it is left with two. */
    private void spread(int[] masks) {
        while (!narrowed.isEmpty()) {
            int cell = narrowed.pop();
            int digits = narrowed.digitsLost();
            for (int i = cellGroupStart[cell], end = cellGroupStart[cell + 1]; i < end; i++) {
                groupDigits[cellGroups[i]] |= digits;
            }
            if (!pairQueued[cell] && Integer.bitCount(masks[cell]) == 2) {
                pairQueued[cell] = true;
                pairQueue[pairTop++] = cell;
            }
        }
    }

    private void clearPairs() {
        while (pairTop > 0) {
            pairQueued[pairQueue[--pairTop]] = false;
        }
    }

    /** Places {@code bit1} in {@code cell1}, then {@code bit2} in {@code cell2}, and strikes what holds either way. */
    private int split(int[] masks, int cell1, int bit1, int cell2, int bit2) {
        if (!prepared) {
            // most runs split nothing: the boards wait for the first split
            UnitClosure.boardsOf(masks, boards, words);
            prepared = true;
        }
        int one = outcome(masks, cell1, bit1);
        int two = outcome(masks, cell2, bit2);
        if (one < 0 && two < 0) {
            return FAILED;
        }
        int length = struck.length;
        if (one >= 0 && two >= 0) {
            for (int i = 0; i < length; i++) {
                struck[i] = outcomes[one + i] & outcomes[two + i];
            }
        } else {
            System.arraycopy(outcomes, one >= 0 ? one : two, struck, 0, length);
        }
        boolean changed = false;
        for (int d = 0; d < m.size; d++) {
            int bit = 1 << d;
            for (int w = 0; w < words; w++) {
                for (long cut = struck[d * words + w]; cut != 0; cut &= cut - 1) {
                    int cell = (w << 6) + Long.numberOfTrailingZeros(cut);
                    out.narrowLater(masks, cell, masks[cell] & ~bit);
                    changed = true;
                }
            }
        }
        return changed ? NARROWED : UNCHANGED;
    }

    /** The offset in {@code outcomes} of what placing {@code bit} in {@code cell} strikes, or -1 if that fails. */
    private int outcome(int[] masks, int cell, int bit) {
        int placement = cell * m.size + Integer.numberOfTrailingZeros(bit);
        int at = placement * struck.length;
        if (computedIn[placement] != run) {
            computedIn[placement] = run;
            lives[placement] = closure.place(masks, boards, cell, bit);
            if (lives[placement]) {
                long[] after = closure.boards;
                for (int i = 0; i < struck.length; i++) {
                    outcomes[at + i] = boards[i] & ~after[i];
                }
            }
        }
        return lives[placement] ? at : -1;
    }
}
