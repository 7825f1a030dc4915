package nonet.engine.sls;

import java.util.Arrays;
import nonet.model.Mdd;

/**
 * How far a grid is from satisfying a line rule: the fewest cells of the line that must change so
 * that its digits spell a path of the diagram (0 when the rule holds). A shortest path over the
 * layers, O(edges); a finer gradient for local search than broken / not broken.
 */
final class RepairDistance {

    private final Mdd mdd;
    private final int[] cells;
    private int[] dist;
    private int[] next;

    RepairDistance(Mdd mdd) {
        this.mdd = mdd;
        this.cells = mdd.cells();
        int widest = 1;
        for (int i = 0; i <= mdd.length(); i++) {
            widest = Math.max(widest, mdd.width(i));
        }
        this.dist = new int[widest];
        this.next = new int[widest];
    }

    int[] cells() {
        return cells;
    }

    int of(int[] grid) {
        dist[0] = 0;
        for (int i = 0; i < cells.length; i++) {
            int width = mdd.width(i + 1);
            Arrays.fill(next, 0, width, Integer.MAX_VALUE);
            int digit = grid[cells[i]];
            for (int e = 0; e < mdd.edgeCount(i); e++) {
                int d = dist[mdd.from(i, e)] + (mdd.digit(i, e) == digit ? 0 : 1);
                int to = mdd.to(i, e);
                if (d < next[to]) {
                    next[to] = d;
                }
            }
            int[] swap = dist;
            dist = next;
            next = swap;
        }
        return dist[0];
    }
}
