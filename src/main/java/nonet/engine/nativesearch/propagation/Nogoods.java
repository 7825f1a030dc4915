package nonet.engine.nativesearch.propagation;

/**
 * Nogoods recorded at restarts, after Lecoutre, Sais, Tabary and Vidal (2007): when a run is cut
 * off, every branch "cell = digit" it had finished exploring is, together with the positive
 * decisions above it, a conjunction no later run needs to enter again (reduced nld-nogoods). Runs
 * after a restart thus never repeat finished work, and what they learn is kept as these
 * conjunctions instead of being thrown away.
 *
 * <p>A nogood forbids its literals all holding at once; a literal "cell = digit" holds when the
 * cell is fixed to the digit. Each nogood watches two literals that do not hold (two watched
 * literals, as SAT solvers do): only when a watched literal comes to hold is the nogood looked at,
 * to watch another or, if it has none left, to take the digit of its last literal out of its cell.
 * The search copies masks per level, so backtracking needs no undo here.
 */
public final class Nogoods {

    /** Past this many literals in all, no more nogoods are recorded (and restarts stop). */
    public static final int MAX_LITERALS = 4_000_000;

    /** Literal code: {@code cell * 32 + digit index}. */
    private int[] literals = new int[1024];
    /** Nogood k's literals are {@code literals[start[k] .. start[k + 1])}; its watches are its first two. */
    private int[] start = new int[65];
    private int count;
    /** Per literal code, the nogoods watching it. */
    private final int[][] watchers;
    private final int[] watcherCount;

    public Nogoods(int cellCount) {
        watchers = new int[cellCount * 32][];
        watcherCount = new int[cellCount * 32];
    }

    public int size() {
        return count;
    }

    public int literalCount() {
        return start[count];
    }

    public static int literal(int cell, int bit) {
        return cell * 32 + Integer.numberOfTrailingZeros(bit);
    }

    /**
     * Adds the conjunction of the first {@code length} literals of {@code lits} (at least two);
     * none holds in the search's root, which every run starts from.
     */
    public void add(int[] lits, int length) {
        int from = start[count];
        if (from + length > literals.length) {
            literals = java.util.Arrays.copyOf(literals, Math.max(literals.length * 2, from + length));
        }
        if (count + 2 > start.length) {
            start = java.util.Arrays.copyOf(start, start.length * 2);
        }
        System.arraycopy(lits, 0, literals, from, length);
        start[count + 1] = from + length;
        watch(literals[from], count);
        watch(literals[from + 1], count);
        count++;
    }

    private void watch(int lit, int nogood) {
        int[] list = watchers[lit];
        int k = watcherCount[lit];
        if (list == null) {
            list = new int[4];
            watchers[lit] = list;
        } else if (k == list.length) {
            list = java.util.Arrays.copyOf(list, k * 2);
            watchers[lit] = list;
        }
        list[k] = nogood;
        watcherCount[lit] = k + 1;
    }

    private static boolean holds(int[] masks, int lit) {
        return masks[lit >>> 5] == 1 << (lit & 31);
    }

    /**
     * The cell has just been fixed to {@code bit}: the nogoods watching that literal watch another
     * or narrow their last literal's cell through {@code narrow}. False on a contradiction.
     */
    boolean fixed(int[] masks, int cell, int bit, Narrower narrow) {
        int lit = literal(cell, bit);
        int[] list = watchers[lit];
        int k = 0;
        while (k < watcherCount[lit]) {
            int g = list[k];
            int from = start[g];
            int end = start[g + 1];
            // keep the literal that just came to hold in the first slot, the other watch in the second
            if (literals[from] != lit) {
                literals[from + 1] = literals[from];
                literals[from] = lit;
            }
            int other = literals[from + 1];
            int replacement = -1;
            for (int i = from + 2; i < end; i++) {
                if (!holds(masks, literals[i])) {
                    replacement = i;
                    break;
                }
            }
            if (replacement >= 0) {
                int next = literals[replacement];
                literals[replacement] = lit;
                literals[from] = next;
                list[k] = list[--watcherCount[lit]];
                watch(next, g);
                continue;
            }
            k++;
            int otherCell = other >>> 5;
            int otherBit = 1 << (other & 31);
            int om = masks[otherCell];
            if ((om & otherBit) != 0 && !narrow.narrow(masks, otherCell, om & ~otherBit)) {
                return false;
            }
        }
        return true;
    }

    /** How the propagator narrows a cell: queues what depends on it; false if the cell is empty. */
    interface Narrower {
        boolean narrow(int[] masks, int cell, int mask);
    }
}
