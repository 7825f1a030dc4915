package nonet.engine.nativesearch.propagation;

/**
 * Domain consistency for an exact group (n cells taking the n digits, each once), after Régin:
 * a digit stays in a cell only if some complete assignment of the group puts it there. That
 * subsumes hidden singles, naked and hidden pairs, triples and every larger subset.
 *
 * <p>A perfect matching of cells to digits is kept per group from one call to the next and only
 * repaired where a matched digit left its cell, so a call usually costs a few augmentations. With
 * a perfect matching, cell c may take digit e other than its own digit d exactly when d and e lie
 * on a common cycle of the digit graph "d -> every other digit the cell matched to d could take";
 * the digit graph's adjacency is the cells' masks themselves, so its strongly connected
 * components are found with bitmask closures. Everything is preallocated: a call allocates nothing.
 */
final class PermutationFilter {

    private final int n;
    /** Per slot (one per group or digit view), {@code n} entries each: the digit matched to each position, or -1. */
    private final int[] digitOfPosition;
    /** Per slot, {@code n} entries each: the position matched to each digit, or -1. */
    private final int[] positionOfDigit;

    private int base;
    private int[] edges;
    private int visitedDigits;

    private final int[] adjacency;
    /** After {@link #filter}: the digits each position of the group may keep. */
    final int[] keep;

    /**
     * A filter for {@code slots} permutations of {@code n} positions onto {@code n} values; each
     * slot keeps its own matching between calls.
     */
    PermutationFilter(int n, int slots) {
        this.n = n;
        digitOfPosition = new int[slots * n];
        positionOfDigit = new int[slots * n];
        java.util.Arrays.fill(digitOfPosition, -1);
        java.util.Arrays.fill(positionOfDigit, -1);
        adjacency = new int[n];
        keep = new int[n];
    }

    /**
     * Fills {@link #keep} for the permutation whose position i may take the values of
     * {@code edges[i]} (a bitmask, one bit per value); {@code slot} names the permutation, whose
     * matching is reused. False when no complete assignment is left (no perfect matching).
     */
    boolean filter(int[] edges, int slot) {
        base = slot * n;
        this.edges = edges;
        for (int i = 0; i < n; i++) {
            int d = digitOfPosition[base + i];
            if (d >= 0 && (edges[i] & (1 << d)) == 0) {
                digitOfPosition[base + i] = -1;
                positionOfDigit[base + d] = -1;
            }
        }
        for (int i = 0; i < n; i++) {
            if (digitOfPosition[base + i] < 0) {
                visitedDigits = 0;
                if (!augment(i)) {
                    return false;
                }
            }
        }
        // open digits: those matched to a position that still has a choice
        int open = 0;
        for (int d = 0; d < n; d++) {
            int mk = edges[positionOfDigit[base + d]];
            if ((mk & (mk - 1)) != 0) {
                open |= 1 << d;
            }
        }
        for (int rest = open; rest != 0; rest &= rest - 1) {
            int d = Integer.numberOfTrailingZeros(rest);
            adjacency[d] = edges[positionOfDigit[base + d]] & open & ~(1 << d);
        }
        components(open);
        for (int i = 0; i < n; i++) {
            int d = digitOfPosition[base + i];
            keep[i] = (open & (1 << d)) != 0 ? keep[i] & edges[i] : 1 << d;
        }
        return true;
    }

    /** Kuhn's augmenting path from position {@code i}; free digits are tried before displacing. */
    private boolean augment(int i) {
        int mask = edges[i] & ~visitedDigits;
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            int d = Integer.numberOfTrailingZeros(rest);
            if (positionOfDigit[base + d] < 0) {
                match(i, d);
                return true;
            }
        }
        visitedDigits |= mask;
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            int d = Integer.numberOfTrailingZeros(rest);
            int holder = positionOfDigit[base + d];
            if (augment(holder)) {
                match(i, d);
                return true;
            }
        }
        return false;
    }

    private void match(int i, int d) {
        digitOfPosition[base + i] = d;
        positionOfDigit[base + d] = i;
    }

    /**
     * The strongly connected components of the open digits, by bitmask closures: a digit's
     * component is what it reaches forward and what reaches it back. On these dense, shallow graphs
     * a closure takes a handful of word operations per digit, where Tarjan's recursion visits
     * every edge. Sets, for the position matched to each open digit, {@code keep} = its component.
     */
    private void components(int open) {
        int remaining = open;
        while (remaining != 0) {
            int root = remaining & -remaining;
            int forward = root;
            int frontier = root;
            while (frontier != 0) {
                int next = 0;
                for (int rest = frontier; rest != 0; rest &= rest - 1) {
                    next |= adjacency[Integer.numberOfTrailingZeros(rest)];
                }
                frontier = next & remaining & ~forward;
                forward |= frontier;
            }
            int backward = root;
            boolean grew = true;
            while (grew) {
                grew = false;
                for (int rest = forward & ~backward; rest != 0; rest &= rest - 1) {
                    int d = Integer.numberOfTrailingZeros(rest);
                    if ((adjacency[d] & backward) != 0) {
                        backward |= 1 << d;
                        grew = true;
                    }
                }
            }
            remaining &= ~backward;
            for (int rest = backward; rest != 0; rest &= rest - 1) {
                keep[positionOfDigit[base + Integer.numberOfTrailingZeros(rest)]] = backward;
            }
        }
    }
}
