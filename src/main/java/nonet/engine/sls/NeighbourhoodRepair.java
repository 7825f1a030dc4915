package nonet.engine.sls;

import java.util.SplittableRandom;
import nonet.engine.Deadline;
import nonet.engine.Narrowing;

/**
 * Large neighbourhood search around a near-solution, with the native propagator as the repair tool:
 * the cells of broken constraints and a random share of the others are freed, every other cell keeps
 * the grid's digit where propagation allows it (in a random order, so a digit that contradicts the
 * ones kept before it is freed instead), and a depth-first search bounded in nodes fills the freed
 * cells, trying each cell's digit in the grid first. The search is bounded, so local search stays
 * incomplete: a failed repair proves nothing, it only widens the next neighbourhood.
 *
 * <p>Why: annealing stalls a few broken constraints from valid on constructed variant puzzles
 * (docs/engines.md, sls), where a swap that repairs one sum or relation breaks a neighbour's;
 * propagation unties such knots in a few hundred to a few thousand nodes once most of the grid is
 * held. At 25x25 no repair succeeded within the default budget.
 */
final class NeighbourhoodRepair {

    /** The share of unconflicted free cells freed by the first repair; each failure widens it. */
    private static final double FIRST_SHARE = 0.05;
    private static final double WIDENING = 1.25;
    /** The fewest search nodes a repair gets, however small its neighbourhood. */
    private static final long MIN_BUDGET = 100;

    private final Narrowing.Walk walk;
    private final int[] root;
    private final SplittableRandom random;
    private final long nodeBudget;
    private final int[] order;
    private double share = FIRST_SHARE;
    private long nodes;
    private long budgetLeft;

    /**
     * {@code walk} from the model this search anneals; {@code nodeBudget} the search nodes of a repair
     * that frees every cell, a smaller neighbourhood getting its share of them.
     */
    NeighbourhoodRepair(Narrowing.Walk walk, SplittableRandom random, long nodeBudget) {
        this.walk = walk;
        this.root = walk.root();
        this.random = random;
        this.nodeBudget = nodeBudget;
        this.order = root == null ? new int[0] : new int[root.length];
        for (int c = 0; c < order.length; c++) {
            order[c] = c;
        }
    }

    /** The propagator's assignments so far, over all repairs. */
    long nodes() {
        return nodes;
    }

    /**
     * A full assignment propagation accepts, found near {@code grid} by freeing {@code conflicted} and
     * a random share of the other cells; or null (and the next neighbourhood wider) when the node
     * budget ends first or the neighbourhood holds none.
     */
    int[] repair(int[] grid, boolean[] conflicted, Deadline deadline) {
        if (root == null) {
            return null;
        }
        int[] masks = root.clone();
        shuffle();
        for (int c : order) {
            if (deadline.passed()) {
                return null;
            }
            if (conflicted[c] || Integer.bitCount(masks[c]) == 1 || random.nextDouble() < share) {
                continue;
            }
            int[] held = masks.clone();
            nodes++;
            if (walk.assign(held, c, grid[c])) {
                masks = held;
            }
        }
        budgetLeft = Math.max(MIN_BUDGET, Math.round(nodeBudget * share));
        int[] found = search(masks, grid, deadline);
        share = found != null || share >= 1 ? FIRST_SHARE : Math.min(1, share * WIDENING);
        return found;
    }

    /** Depth-first over the open cells, fewest candidates first, the grid's digit tried first. */
    private int[] search(int[] masks, int[] grid, Deadline deadline) {
        int cell = -1;
        int fewest = Integer.MAX_VALUE;
        for (int c = 0; c < masks.length; c++) {
            int k = Integer.bitCount(masks[c]);
            if (k > 1 && k < fewest) {
                fewest = k;
                cell = c;
            }
        }
        if (cell < 0) {
            int[] solved = new int[masks.length];
            for (int c = 0; c < masks.length; c++) {
                solved[c] = Integer.numberOfTrailingZeros(masks[c]) + 1;
            }
            return solved;
        }
        int preferred = 1 << (grid[cell] - 1);
        int rest = masks[cell] & ~preferred;
        int first = (masks[cell] & preferred) != 0 ? preferred : 0;
        for (int tries = first | rest; tries != 0 && budgetLeft > 0; ) {
            int bit = first != 0 ? first : randomBit(tries);
            first = 0;
            tries &= ~bit;
            int[] next = masks.clone();
            if ((--budgetLeft & 63) == 0 && deadline.passed()) {
                budgetLeft = 0;
            }
            nodes++;
            if (walk.assign(next, cell, Integer.numberOfTrailingZeros(bit) + 1)) {
                int[] found = search(next, grid, deadline);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private int randomBit(int mask) {
        int m = mask;
        for (int k = random.nextInt(Integer.bitCount(mask)); k > 0; k--) {
            m &= m - 1;
        }
        return Integer.lowestOneBit(m);
    }

    private void shuffle() {
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
    }
}
