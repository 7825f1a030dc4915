package nonet.workbench;

import java.util.SplittableRandom;
import nonet.engine.Deadline;
import nonet.engine.Narrowing;
import nonet.model.Model;

/**
 * One random root-to-leaf path through the propagated search tree, Knuth's estimator of its size
 * (Knuth 1975, "Estimating the efficiency of backtrack programs") with Purdom's partial look-ahead
 * and importance sampling. At each node the cell with the fewest candidates is branched on (ties to
 * the lowest cell, so the tree does not depend on the path), every child is narrowed, and the
 * children propagation kills are dropped. A live child c is taken with probability p(c), and the
 * path's estimate is the product of the 1/p(c) taken, counted only when the path ends in a
 * solution. Its expected value is the number of solutions, whatever p is, as long as no live child
 * has p = 0: each solution ends exactly one path, reached with probability the product of its p's.
 *
 * <p>Uniform p is plain Knuth. Here p(c) is half uniform and half proportional to
 * S(c)^{@value #TEMPER}, S(c) being the child's remaining search space (the product of its cells'
 * candidate counts): a child that propagation narrowed less tends to hold more solutions, and
 * sampling it more often evens out the estimates. Measured with 300 probes: on an empty 9x9 grid the
 * relative standard error falls from 0.088 (uniform) to 0.05, on a killer grid with 14 cages it
 * stays about the same (0.068 to 0.072); without the uniform half a grid with 4 solutions saw only
 * 2 of them in 3,000 probes, the others' paths having probabilities near 1e-9.
 */
final class KnuthProbe {

    /** The exponent of the search-space size in a child's sampling weight (0 would be plain Knuth). */
    static final double TEMPER = 0.3;
    /**
     * The share of each draw that stays uniform (defensive importance sampling): no live child's
     * probability falls below half of 1/d, so a child the weights misjudge, such as one that
     * propagation fixes all at once to a solution (its search space is 1), is still reached.
     */
    static final double UNIFORM_SHARE = 0.5;

    private final Model model;
    private final Narrowing.Walk walk;
    private final int[] root;
    private final int cells;
    /** Children of the current node, one mask array per candidate digit. */
    private final int[][] children;
    /** Log sampling weights of the live children. */
    private final double[] weights;
    /** ln k for k candidates, so a child's log search space is a sum of table lookups. */
    private final double[] logs;
    /** The last solution a probe reached, verified by the model; null before any. */
    private int[] lastSolution;

    /** {@code root}: the narrowed givens ({@link Narrowing.Walk#root}), not null. */
    KnuthProbe(Model model, Narrowing.Walk walk, int[] root) {
        this.model = model;
        this.walk = walk;
        this.root = root;
        this.cells = root.length;
        this.children = new int[model.size()][cells];
        this.weights = new double[model.size()];
        this.logs = new double[model.size() + 1];
        for (int k = 1; k <= model.size(); k++) {
            logs[k] = Math.log(k);
        }
    }

    /**
     * The natural log of one probe's estimate; negative infinity for a path that ends without a
     * solution (its estimate is 0); NaN when the deadline passed during the probe, which then
     * counts for nothing.
     */
    double logEstimate(SplittableRandom random, Deadline deadline) {
        int[] masks = root.clone();
        double log = 0;
        while (true) {
            if (deadline.passed()) {
                return Double.NaN;
            }
            int cell = branchCell(masks);
            if (cell < 0) {
                return solution(masks) ? log : Double.NEGATIVE_INFINITY;
            }
            int live = 0;
            for (int rest = masks[cell]; rest != 0; rest &= rest - 1) {
                int[] child = children[live];
                System.arraycopy(masks, 0, child, 0, cells);
                if (walk.assign(child, cell, Integer.numberOfTrailingZeros(rest) + 1)) {
                    weights[live++] = TEMPER * logSpace(child);
                }
            }
            if (live == 0) {
                return Double.NEGATIVE_INFINITY;
            }
            int pick = pick(live, random);
            System.arraycopy(children[pick], 0, masks, 0, cells);
            log -= Math.log(weights[pick]);
        }
    }

    /**
     * Draws a live child by its weight; on return {@code weights[k]} holds child k's probability
     * (the weights are first rescaled by the largest, as exponents of search spaces can be large).
     */
    private int pick(int live, SplittableRandom random) {
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < live; i++) {
            max = Math.max(max, weights[i]);
        }
        double total = 0;
        for (int i = 0; i < live; i++) {
            weights[i] = Math.exp(weights[i] - max);
            total += weights[i];
        }
        for (int i = 0; i < live; i++) {
            weights[i] = (1 - UNIFORM_SHARE) * weights[i] / total + UNIFORM_SHARE / live;
        }
        double u = random.nextDouble();
        int pick = 0;
        while (pick < live - 1 && u >= weights[pick]) {
            u -= weights[pick];
            pick++;
        }
        return pick;
    }

    /** The natural log of the product of the cells' candidate counts. */
    private double logSpace(int[] masks) {
        double sum = 0;
        for (int m : masks) {
            sum += logs[Integer.bitCount(m)];
        }
        return sum;
    }

    /** The solution the last successful probe reached. */
    int[] lastSolution() {
        return lastSolution;
    }

    /** The open cell with the fewest candidates, the lowest on ties; -1 when every cell is fixed. */
    private int branchCell(int[] masks) {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int cell = 0; cell < cells; cell++) {
            int count = Integer.bitCount(masks[cell]);
            if (count > 1 && count < bestCount) {
                best = cell;
                bestCount = count;
                if (count == 2) {
                    break;
                }
            }
        }
        return best;
    }

    /** Whether fixed masks are a solution: propagation is sound but need not check every constraint once all is fixed; the model does. */
    private boolean solution(int[] masks) {
        int[] grid = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            grid[cell] = Integer.numberOfTrailingZeros(masks[cell]) + 1;
        }
        if (!model.violations(grid).isEmpty()) {
            return false;
        }
        lastSolution = grid;
        return true;
    }
}
