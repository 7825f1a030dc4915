package nonet.engine.nativesearch.propagation;

/**
 * A candidate that conflicts with every remaining place of a set that must hold exactly one true
 * candidate is false. The sets are each cell's digits and each exact group's places of one
 * digit; two candidates conflict when the model forbids them together: one cell holding two
 * digits, two peers holding one digit, or a relation between two cells that rejects the pair.
 *
 * <p>This is where relations meet the groups: on non-consecutive, a 5 whose only places in a
 * row are both orthogonal neighbours of a cell forbids 4 and 6 there, though neither place is
 * that cell's peer; a cell with candidates 4 and 5 forbids 3 to 6 in its orthogonal neighbours
 * (peer and relation together), where the relation's supports alone forbid nothing. It holds
 * locked candidates (a box's places of a digit sharing one row) and their generalisation to any
 * peers (anti-king, anti-knight), and arc consistency on the relations whenever the other cell
 * has few candidates.
 *
 * <p>Each candidate's conflicts are one bit set over all candidates, computed once; a set's
 * common conflicts are the intersection of its places' bit sets, so a set costs a few word
 * operations per place, and stops at the first place that leaves nothing in common.
 *
 * <p>Where it runs it also places the hidden singles, of the groups whose digits lost places only,
 * instead of {@link HiddenSingles} passing over every group at each fixpoint.
 */
public final class CommonConflicts {

    /** Past this many candidates in the grid (16x16) the bit sets take too much memory and time. */
    private static final int MAX_CANDIDATES = 4096;
    /**
     * Cells with more digits than this are skipped, as are digits with more places in a group
     * (three: {@link #run} counts places up to four in one pass over a group):
     * measured on non-consecutive and the empty Miracle grid, allowing 5 or 9 saved at most 10% of
     * the nodes on Miracle (none on non-consecutive) at a higher cost per node; allowing 2 left
     * 1.4 times the nodes on Miracle and 2.6 times on non-consecutive.
     */
    private static final int MAX_PLACES = 3;

    private final CompiledModel m;
    private final Propagator out;
    private final int size;
    private final int words;
    /** The candidates conflicting with candidate {@code cell * size + digit}, {@code words} longs each. */
    private final long[] conflicts;
    private final long[] common;
    /**
     * The live candidates, taken from the masks before a run's intersections and kept up to date
     * by its strikes: intersected with a set's first two places, so a set whose common conflicts
     * are all gone already (most are: peers lose a placed digit first) costs no walk over them.
     */
    private final long[] alive;
    /** The cell and digit bit of each candidate, sparing a division per struck candidate. */
    private final int[] candidateCell;
    private final int[] candidateBit;
    private final int[] places;
    private final int[] cellGroupStart;
    private final int[] cellGroups;
    /** Cells whose digits changed since {@link #run} last looked, with the digits each lost. */
    private final NarrowedCells narrowed;
    /** Changed cells with two or three digits left, whose common conflicts are still to be looked at. */
    private final int[] setQueue;
    private final boolean[] setQueued;
    private int setTop;
    /** Per exact group, the digits whose places changed since; groups with some queued. */
    private final int[] groupDigits;
    private final int[] groupQueue;
    private int groupTop;

    private CommonConflicts(CompiledModel m, Propagator out, int[] cellGroupStart, int[] cellGroups) {
        this.m = m;
        this.out = out;
        this.size = m.size;
        this.words = (m.cellCount * size + 63) >>> 6;
        this.conflicts = conflictsOf(m, words);
        this.common = new long[words];
        this.alive = new long[words];
        this.candidateCell = new int[m.cellCount * size];
        this.candidateBit = new int[m.cellCount * size];
        for (int candidate = 0; candidate < candidateCell.length; candidate++) {
            candidateCell[candidate] = candidate / size;
            candidateBit[candidate] = 1 << (candidate % size);
        }
        this.places = new int[MAX_PLACES + 1];
        this.cellGroupStart = cellGroupStart;
        this.cellGroups = cellGroups;
        this.narrowed = new NarrowedCells(m.cellCount);
        this.setQueue = new int[m.cellCount];
        this.setQueued = new boolean[m.cellCount];
        this.groupDigits = new int[m.groupCount];
        this.groupQueue = new int[m.groupCount];
    }

    /**
     * The filter for a model whose candidates conflict beyond what locked candidates see (a
     * relation, or peers outside every shared exact group), or null.
     */
    static CommonConflicts of(CompiledModel m, Propagator out, int[] cellGroupStart, int[] cellGroups) {
        return appliesTo(m) ? new CommonConflicts(m, out, cellGroupStart, cellGroups) : null;
    }

    /** Whether the model's candidates conflict beyond its exact groups, on a grid small enough for the bit sets. */
    public static boolean appliesTo(CompiledModel m) {
        return m.cellCount * m.size <= MAX_CANDIDATES && m.groupCount > 0 && beyondGroups(m);
    }

    private static boolean beyondGroups(CompiledModel m) {
        if (m.arcStart[m.cellCount] > 0) {
            return true;
        }
        boolean[][] shareGroup = new boolean[m.cellCount][m.cellCount];
        for (int g = 0; g < m.groupCount; g++) {
            for (int i = m.groupStart[g]; i < m.groupStart[g + 1]; i++) {
                for (int j = m.groupStart[g]; j < m.groupStart[g + 1]; j++) {
                    shareGroup[m.groupCells[i]][m.groupCells[j]] = true;
                }
            }
        }
        for (int c = 0; c < m.cellCount; c++) {
            for (int i = m.peerStart[c]; i < m.peerStart[c + 1]; i++) {
                if (!shareGroup[c][m.peers[i]]) {
                    return true;
                }
            }
        }
        return false;
    }

    private static long[] conflictsOf(CompiledModel m, int words) {
        int size = m.size;
        long[] sets = new long[m.cellCount * size * words];
        for (int cell = 0; cell < m.cellCount; cell++) {
            for (int d = 0; d < size; d++) {
                int base = (cell * size + d) * words;
                for (int other = 0; other < size; other++) {
                    if (other != d) {
                        set(sets, base, cell * size + other);
                    }
                }
                for (int i = m.peerStart[cell]; i < m.peerStart[cell + 1]; i++) {
                    set(sets, base, m.peers[i] * size + d);
                }
                for (int a = m.arcStart[cell]; a < m.arcStart[cell + 1]; a++) {
                    int allowed = m.arcSupport[m.arcOffset[a] + d];
                    for (int e = 0; e < size; e++) {
                        if ((allowed & (1 << e)) == 0) {
                            set(sets, base, m.arcOther[a] * size + e);
                        }
                    }
                }
            }
        }
        return sets;
    }

    private static void set(long[] sets, int base, int candidate) {
        sets[base + (candidate >>> 6)] |= 1L << candidate;
    }

    /** What {@link #run} found. */
    static final int FAILED = -1;
    static final int UNCHANGED = 0;
    static final int NARROWED = 1;

    /** Records a narrowing: the cell's set and its groups' sets of the removed digits are looked at by the next {@link #run}. */
    void removed(int cell, int digits) {
        narrowed.record(cell, digits);
    }

    /** Queues every set, for the first propagation of a search. */
    void wakeAll() {
        for (int cell = 0; cell < m.cellCount; cell++) {
            removed(cell, m.fullMask);
        }
    }

    /** Forgets the queued sets after a contradiction: the masks go back to a fixpoint. */
    void clear() {
        narrowed.clear();
        while (setTop > 0) {
            setQueued[setQueue[--setTop]] = false;
        }
        while (groupTop > 0) {
            groupDigits[groupQueue[--groupTop]] = 0;
        }
    }

    /**
     * Looks at every queued set: first the hidden singles of the changed groups (a digit with no
     * place left is a contradiction), which stand in for {@link HiddenSingles} on every group;
     * only when none is left, the common conflicts of the sets of two or three places. Returns
     * {@link #FAILED}, {@link #NARROWED} (the narrowed cells are queued again) or {@link #UNCHANGED}.
     */
    int run(int[] masks) {
        spreadToGroups(masks);
        int singles = placeHiddenSingles(masks);
        if (singles != UNCHANGED) {
            return singles;
        }
        markAlive(masks);
        boolean changed = false;
        while (setTop > 0) {
            int cell = setQueue[--setTop];
            setQueued[cell] = false;
            int mask = masks[cell];
            int count = Integer.bitCount(mask);
            if (count >= 2 && count <= MAX_PLACES) {
                int first = Integer.numberOfTrailingZeros(mask);
                if (intersect(cell * size + first, mask & (mask - 1), cell)) {
                    changed |= remove(masks);
                }
            }
        }
        int[] cells = m.groupCells;
        while (groupTop > 0) {
            int g = groupQueue[--groupTop];
            int from = m.groupStart[g];
            int end = m.groupStart[g + 1];
            // one pass finds the queued digits with two or three places: the only ones worth intersecting
            int once = 0;
            int twice = 0;
            int thrice = 0;
            int more = 0;
            for (int i = from; i < end; i++) {
                int mk = masks[cells[i]];
                more |= thrice & mk;
                thrice |= twice & mk;
                twice |= once & mk;
                once |= mk;
            }
            int digits = groupDigits[g] & twice & ~more;
            groupDigits[g] = 0;
            for (; digits != 0; digits &= digits - 1) {
                int d = Integer.numberOfTrailingZeros(digits);
                int bit = 1 << d;
                int count = 0;
                for (int i = from; i < end; i++) {
                    if ((masks[cells[i]] & bit) != 0) {
                        places[count++] = cells[i];
                    }
                }
                if (intersectPlaces(d, count)) {
                    changed |= remove(masks);
                }
            }
        }
        return changed ? NARROWED : UNCHANGED;
    }

    /** Passes the digits each queued cell lost on to its groups, and queues the cell's own set if it is small. */
    private void spreadToGroups(int[] masks) {
        while (!narrowed.isEmpty()) {
            int cell = narrowed.pop();
            int digits = narrowed.digitsLost();
            for (int i = cellGroupStart[cell], end = cellGroupStart[cell + 1]; i < end; i++) {
                int g = cellGroups[i];
                if (groupDigits[g] == 0) {
                    groupQueue[groupTop++] = g;
                }
                groupDigits[g] |= digits;
            }
            int count = Integer.bitCount(masks[cell]);
            if (count >= 2 && count <= MAX_PLACES && !setQueued[cell]) {
                setQueued[cell] = true;
                setQueue[setTop++] = cell;
            }
        }
    }

    /**
     * Places each queued digit with one place left in its group; {@link #FAILED} when a queued
     * digit has none (or two such digits share their place), {@link #NARROWED} when one was placed.
     */
    private int placeHiddenSingles(int[] masks) {
        int[] cells = m.groupCells;
        int result = UNCHANGED;
        for (int q = 0; q < groupTop; q++) {
            int g = groupQueue[q];
            int from = m.groupStart[g];
            int end = m.groupStart[g + 1];
            int once = 0;
            int twice = 0;
            for (int i = from; i < end; i++) {
                int mk = masks[cells[i]];
                twice |= once & mk;
                once |= mk;
            }
            if ((groupDigits[g] & ~once) != 0) {
                return FAILED;
            }
            for (int singles = groupDigits[g] & once & ~twice; singles != 0; singles &= singles - 1) {
                int bit = singles & -singles;
                int i = from;
                while (i < end && (masks[cells[i]] & bit) == 0) {
                    i++;
                }
                if (i == end) {
                    return FAILED; // its one place took another single of this pass
                }
                int cell = cells[i];
                if (masks[cell] != bit) {
                    out.narrowLater(masks, cell, bit);
                    result = NARROWED;
                }
            }
        }
        return result;
    }

    private void markAlive(int[] masks) {
        java.util.Arrays.fill(alive, 0);
        for (int cell = 0, start = 0; cell < m.cellCount; cell++, start += size) {
            long mask = masks[cell];
            int w = start >>> 6;
            int shift = start & 63;
            alive[w] |= mask << shift;
            if (shift + size > 64) {
                alive[w + 1] |= mask >>> (64 - shift);
            }
        }
    }

    /** Common conflicts of a cell's digits: the first one's set, narrowed by each of {@code rest}. */
    private boolean intersect(int firstCandidate, int rest, int cell) {
        int second = Integer.numberOfTrailingZeros(rest);
        if (!firstCommon(firstCandidate * words, (cell * size + second) * words)) {
            return false;
        }
        for (rest &= rest - 1; rest != 0; rest &= rest - 1) {
            if (!narrowCommon((cell * size + Integer.numberOfTrailingZeros(rest)) * words)) {
                return false;
            }
        }
        return true;
    }

    private boolean intersectPlaces(int d, int count) {
        if (!firstCommon((places[0] * size + d) * words, (places[1] * size + d) * words)) {
            return false;
        }
        for (int i = 2; i < count; i++) {
            if (!narrowCommon((places[i] * size + d) * words)) {
                return false;
            }
        }
        return true;
    }

    /** Sets {@code common} to the live part of the intersection of two candidates' sets; false if it is empty. */
    private boolean firstCommon(int one, int other) {
        long any = 0;
        for (int w = 0; w < words; w++) {
            any |= common[w] = conflicts[one + w] & conflicts[other + w] & alive[w];
        }
        return any != 0;
    }

    /** Intersects {@code common} with the set at {@code base}; false once nothing is left in common. */
    private boolean narrowCommon(int base) {
        long any = 0;
        for (int w = 0; w < words; w++) {
            any |= common[w] &= conflicts[base + w];
        }
        return any != 0;
    }

    private boolean remove(int[] masks) {
        boolean changed = false;
        for (int w = 0; w < words; w++) {
            for (long bits = common[w]; bits != 0; bits &= bits - 1) {
                int candidate = (w << 6) + Long.numberOfTrailingZeros(bits);
                int cell = candidateCell[candidate];
                int bit = candidateBit[candidate];
                int mk = masks[cell];
                if ((mk & bit) != 0) {
                    alive[w] &= ~(1L << candidate);
                    out.narrowLater(masks, cell, mk & ~bit);
                    changed = true;
                }
            }
        }
        return changed;
    }
}
