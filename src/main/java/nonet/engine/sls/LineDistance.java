package nonet.engine.sls;

import java.util.Arrays;
import nonet.model.Mdd;

/**
 * How far a grid is from satisfying one line's diagram: the fewest of the line's cells that must
 * change for it to hold, that is the minimum over root-to-accept paths of the cells whose digit
 * differs from the path's label. A shortest-path pass over the layers, O(edges); 0 exactly when the
 * line holds, and never more than its length.
 *
 * <p>Why a distance rather than 1 per broken line: a random line of a sandwich or x-sum is almost
 * always broken, so a 0/1 cost stays flat across nearly every move that touches it and the annealer
 * walks blind; the distance falls with each cell that agrees with some completion.
 */
final class LineDistance {

    private final Mdd mdd;
    private final int[] cells;
    private int[] here;
    private int[] next;

    LineDistance(Mdd mdd) {
        this.mdd = mdd;
        this.cells = mdd.cells();
        int widest = 1;
        for (int i = 0; i <= cells.length; i++) {
            widest = Math.max(widest, mdd.width(i));
        }
        this.here = new int[widest];
        this.next = new int[widest];
    }

    /** The fewest cells of the line to change in {@code grid} (digits by cell) so that the line holds. */
    int of(int[] grid) {
        here[0] = 0;
        for (int i = 0; i < cells.length; i++) {
            Arrays.fill(next, Integer.MAX_VALUE);
            int digit = grid[cells[i]];
            for (int e = 0; e < mdd.edgeCount(i); e++) {
                int to = mdd.to(i, e);
                int cost = here[mdd.from(i, e)] + (mdd.digit(i, e) == digit ? 0 : 1);
                next[to] = Math.min(next[to], cost);
            }
            int[] swap = here;
            here = next;
            next = swap;
        }
        return here[0];
    }
}
