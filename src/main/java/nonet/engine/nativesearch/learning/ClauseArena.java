package nonet.engine.nativesearch.learning;

import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * The clauses a {@link LearningSearch} learns, and those blocking the solutions it found, in one
 * array of 16-bit values for locality: at a clause's offset its length, its literal block distance
 * ("glue", 0 for a clause blocking a solution), where the last search for a watch stopped, the
 * reduction epoch in which it was last used, then its literals. Sixteen bits hold every literal of
 * a grid up to 32x32 (32,768 variables); half the bytes of ints mean a clause spans half the cache
 * lines, and visiting clauses is what the search waits on (measured). Each literal has a list of
 * (clause, blocker) watches, visited when the literal becomes false; the first two literals of a
 * clause are the watched ones.
 */
final class ClauseArena {

    static final int HEADER = 4;
    /** Literals must fit a {@code char}. */
    static final int MAX_LITERALS = Character.MAX_VALUE + 1;
    /** Offsets must fit a reason's 30 bits (see {@link LearningSearch}). */
    private static final int MAX_OFFSET = 1 << 29;
    /** Clauses of this glue or less stay for good; a blocking clause's glue is 0. */
    private static final int GLUE = 2;
    /** Clauses of this glue or less stay while used since the reduction before last; others, since the last. */
    private static final int TIER2 = 6;

    char[] arena = new char[1 << 16];
    private int top;
    private int count;
    final int[][] watches;
    final int[] watchCount;
    /** Where each clause of the last reduction went: old offsets, in order, and their new ones. */
    private int[] oldOffsets = new int[0];
    private int[] newOffsets = new int[0];
    private int relocations;
    /** How many reductions ran: the epoch a clause used now is stamped with. */
    private int epoch;

    ClauseArena(int literals) {
        if (literals > MAX_LITERALS) {
            throw new IllegalArgumentException(literals + " literals do not fit 16 bits");
        }
        watches = new int[literals][];
        watchCount = new int[literals];
        for (int l = 0; l < literals; l++) {
            watches[l] = new int[4];
        }
    }

    void clear() {
        top = 0;
        count = 0;
        epoch = 0;
        Arrays.fill(watchCount, 0);
    }

    /** Adds a clause of {@code size} literals, watched on its first two; returns its offset. */
    int add(int[] lits, int size, int glue) {
        if (top + size + HEADER > MAX_OFFSET) {
            throw new IllegalStateException("the learnt clauses outgrew their store (" + top + " values)");
        }
        if (top + size + HEADER > arena.length) {
            arena = Arrays.copyOf(arena, Math.max(arena.length * 2, top + size + HEADER));
        }
        int ci = top;
        arena[ci] = (char) size;
        arena[ci + 1] = (char) Math.min(glue, Character.MAX_VALUE);
        arena[ci + 2] = 2;
        arena[ci + 3] = stamp();
        for (int k = 0; k < size; k++) {
            arena[ci + HEADER + k] = (char) lits[k];
        }
        top += size + HEADER;
        count++;
        watch(lits[0], ci, lits[1]);
        watch(lits[1], ci, lits[0]);
        return ci;
    }

    void watch(int lit, int ci, int blocker) {
        int[] ws = watches[lit];
        int n = watchCount[lit];
        if (n + 2 > ws.length) {
            ws = grow(lit);
        }
        ws[n] = ci;
        ws[n + 1] = blocker;
        watchCount[lit] = n + 2;
    }

    /** The end of the clauses stored, where the next one goes. */
    int top() {
        return top;
    }

    /** Doubles a literal's watch list, full now; returns the new one. */
    int[] grow(int lit) {
        watches[lit] = Arrays.copyOf(watches[lit], watches[lit].length * 2);
        return watches[lit];
    }

    /** Notes that the clause took part in the analysis of a conflict. */
    void used(int ci) {
        arena[ci + 3] = stamp();
    }

    private char stamp() {
        return (char) Math.min(epoch, Character.MAX_VALUE);
    }

    /**
     * Drops three quarters of the clauses that may go, as CaDiCaL does: those of glue above
     * {@link #GLUE}, not used in analysis since the last reduction (the one before for glue up to
     * {@link #TIER2}), and not {@code locked} (the reasons of current assignments), worst first by
     * glue then by length. Then compacts the array and rebuilds the watches. Offsets change:
     * {@link #relocated} maps the survivors' old ones to their new ones.
     */
    void reduce(IntPredicate locked) {
        int[] offsets = new int[count];
        int m = 0;
        for (int ci = 0; ci < top; ci += arena[ci] + HEADER) {
            offsets[m++] = ci;
        }
        int candidates = 0;
        Integer[] worstFirst = new Integer[m];
        for (int i = 0; i < m; i++) {
            int ci = offsets[i];
            int glue = arena[ci + 1];
            boolean recent = arena[ci + 3] >= stamp() - (glue <= TIER2 ? 1 : 0);
            if (glue > GLUE && !recent && !locked.test(ci)) {
                worstFirst[candidates++] = i;
            }
        }
        Arrays.sort(worstFirst, 0, candidates, (x, y) -> {
            int gx = arena[offsets[x] + 1];
            int gy = arena[offsets[y] + 1];
            return gx != gy ? Integer.compare(gy, gx) : Integer.compare(arena[offsets[y]], arena[offsets[x]]);
        });
        boolean[] drop = new boolean[m];
        epoch++;
        for (int k = 0; k < candidates * 3 / 4; k++) {
            drop[worstFirst[k]] = true;
        }
        int[] moved = new int[m];
        int end = 0;
        int kept = 0;
        for (int i = 0; i < m; i++) {
            int ci = offsets[i];
            int length = arena[ci] + HEADER;
            if (drop[i]) {
                moved[i] = -1;
                continue;
            }
            System.arraycopy(arena, ci, arena, end, length);
            moved[i] = end;
            end += length;
            kept++;
        }
        top = end;
        count = kept;
        oldOffsets = offsets;
        newOffsets = moved;
        relocations = m;
        Arrays.fill(watchCount, 0);
        for (int ci = 0; ci < top; ci += arena[ci] + HEADER) {
            watch(arena[ci + HEADER], ci, arena[ci + HEADER + 1]);
            watch(arena[ci + HEADER + 1], ci, arena[ci + HEADER]);
        }
    }

    /** The new offset, after the last reduction, of a clause kept at {@code oldOffset}. */
    int relocated(int oldOffset) {
        return newOffsets[Arrays.binarySearch(oldOffsets, 0, relocations, oldOffset)];
    }
}
