package nonet.engine.sls;

import java.util.Arrays;
import nonet.model.Mdd;

/**
 * How far a grid is from satisfying a line rule: the fewest cells of the line that must change so
 * that its digits spell a path of the diagram (0 when the rule holds). A shortest path over the
 * layers, O(edges); a finer gradient for local search than broken / not broken: a random sandwich
 * or x-sum line is almost always broken, so a 0/1 cost stays flat across nearly every move that
 * touches it, while the distance falls with each cell that agrees with some completion (measured in
 * docs/engines.md, sls).
 */
final class RepairDistance {

    private final Mdd mdd;
    private final int[] cells;
    /** dist[i][node]: the fewest mismatches from the root to a node of layer i, for the digits in {@code seen}. */
    private final int[][] dist;
    /** The digits of the cells when the distances were last computed (0: never). */
    private final int[] seen;

    RepairDistance(Mdd mdd) {
        this.mdd = mdd;
        this.cells = mdd.cells();
        this.dist = new int[cells.length + 1][];
        for (int i = 0; i <= cells.length; i++) {
            dist[i] = new int[mdd.width(i)];
        }
        this.seen = new int[cells.length];
    }

    int[] cells() {
        return cells;
    }

    /**
     * The distance for the digits {@code grid} holds now. The layers before the first cell that
     * changed since the last call keep their distances: a move changes one or two cells, so on
     * average only half the line is computed again.
     */
    int of(int[] grid) {
        int first = 0;
        while (first < cells.length && seen[first] == grid[cells[first]]) {
            first++;
        }
        for (int i = first; i < cells.length; i++) {
            int digit = grid[cells[i]];
            seen[i] = digit;
            int[] here = dist[i];
            int[] next = dist[i + 1];
            Arrays.fill(next, Integer.MAX_VALUE);
            for (int e = 0; e < mdd.edgeCount(i); e++) {
                int d = here[mdd.from(i, e)] + (mdd.digit(i, e) == digit ? 0 : 1);
                int to = mdd.to(i, e);
                if (d < next[to]) {
                    next[to] = d;
                }
            }
        }
        return dist[cells.length][0];
    }
}
