package nonet.engine.nativesearch.propagation;

import java.util.ArrayList;
import java.util.List;

/**
 * The digit sets a distinct group can hold when every two of its cells are related (a renban line:
 * distinct, and every two digits closer than its length, so its sets are the runs of consecutive
 * digits). A set of as many digits as cells is kept when some one-to-one assignment of its digits
 * to the cells satisfies every pair's relation; {@link CageFilter} then reasons over the sets as
 * over a killer cage's combinations, as sigh's Interactive Sudoku Solver does for such lines.
 * Candidates are first drawn from cliques of the relations read as undirected (two digits can
 * share the group only if some pair of cells, in one direction or the other, allows them), which
 * keeps the enumeration short; the assignment check is bounded, and a set whose check runs out of
 * steps is kept: more sets than hold is sound, fewer is not. The cells' own domains are left to
 * the search, which reads them per puzzle.
 */
final class RelatedDigitSets {

    /** Steps of the whole enumeration, assignment checks included, past which the group keeps its pigeonhole check alone. */
    private static final int MAX_STEPS = 1_000_000;
    /** Steps of one set's assignment check past which the set is kept unproven. */
    private static final int MAX_ASSIGNMENT_STEPS = 10_000;

    private final int size;
    /** {@code allowed[i][j][d - 1]}: digits cell j may take when cell i holds d; null when unrelated. */
    private final int[][][] allowed;
    private final int arity;
    /** Per digit d (index d - 1): the digits some pair of cells allows beside it. */
    private final int[] companions;
    private final int[] placed;
    private final List<Integer> found = new ArrayList<>();
    private int steps;
    private int assignmentSteps;

    private RelatedDigitSets(int size, int[][][] allowed) {
        this.size = size;
        this.allowed = allowed;
        this.arity = allowed.length;
        this.companions = new int[size];
        this.placed = new int[arity];
        for (int i = 0; i < arity; i++) {
            for (int j = 0; j < arity; j++) {
                for (int d = 1; i != j && d <= size; d++) {
                    companions[d - 1] |= allowed[i][j][d - 1] & ~(1 << (d - 1));
                }
            }
        }
    }

    /**
     * The admissible digit sets of a distinct group of {@code allowed.length} cells, as masks in
     * lexicographic order of their digits; {@code {0}} when there is none; null when some two cells are unrelated,
     * when every set of that many digits is admissible (nothing to gain over the pigeonhole check),
     * or when there are more than {@code limit} or finding them takes too long.
     */
    static int[] of(int size, int[][][] allowed, int limit) {
        for (int i = 0; i < allowed.length; i++) {
            for (int j = 0; j < allowed.length; j++) {
                if (i != j && allowed[i][j] == null) {
                    return null;
                }
            }
        }
        RelatedDigitSets sets = new RelatedDigitSets(size, allowed);
        if (!sets.collect(1, 0, 0, (1 << size) - 1, limit)) {
            return null;
        }
        if (sets.found.isEmpty()) {
            return new int[] {0};
        }
        if (sets.found.size() == subsets(size, allowed.length)) {
            return null;
        }
        return sets.found.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Adds every admissible set extending {@code chosen} by digits from {@code from} in {@code open}; false past the limits. */
    private boolean collect(int from, int chosen, int count, int open, int limit) {
        if (++steps > MAX_STEPS) {
            return false;
        }
        if (count == arity) {
            assignmentSteps = 0;
            if (assignable(0, chosen, 0)) {
                found.add(chosen);
            }
            return found.size() <= limit && steps <= MAX_STEPS;
        }
        for (int d = from; d <= size; d++) {
            int bit = 1 << (d - 1);
            int rest = open & -(bit << 1);
            if ((open & bit) == 0) {
                continue;
            }
            if (Integer.bitCount(rest) < arity - count - 1) {
                break;
            }
            if (!collect(d + 1, chosen | bit, count + 1, rest & companions[d - 1], limit)) {
                return false;
            }
        }
        return true;
    }

    /** Whether cells {@code cell..} can take the digits of {@code set} not in {@code used}, one each; true when unsure. */
    private boolean assignable(int cell, int set, int used) {
        steps++;
        if (cell == arity || ++assignmentSteps > MAX_ASSIGNMENT_STEPS) {
            return true;
        }
        int options = set & ~used;
        for (int j = 0; j < cell; j++) {
            options &= allowed[j][cell][placed[j] - 1];
        }
        for (int rest = options; rest != 0; rest &= rest - 1) {
            placed[cell] = Integer.numberOfTrailingZeros(rest) + 1;
            if (assignable(cell + 1, set, used | (rest & -rest))) {
                return true;
            }
        }
        return false;
    }

    private static long subsets(int n, int k) {
        long c = 1;
        for (int i = 0; i < k; i++) {
            c = c * (n - i) / (i + 1);
        }
        return c;
    }
}
