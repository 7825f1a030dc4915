package nonet.engine.nativesearch;

import nonet.engine.Deadline;
import nonet.engine.nativesearch.propagation.CompiledModel;
import nonet.engine.nativesearch.propagation.Propagator;

/**
 * Look-ahead for the general search: failed-literal probing over the two-candidate cells, and the
 * probed cell whose two branches cut the most as the next branch (as in march).
 */
final class Probing {

    private final CompiledModel m;
    private final Propagator propagator;
    private final int[] firstProbe;
    private final int[] second;
    /** After {@link #probe}: the best probed cell and the digit to try first, or -1. */
    int cell = -1;
    int bit;

    Probing(CompiledModel m, Propagator propagator) {
        this.m = m;
        this.propagator = propagator;
        firstProbe = new int[m.cellCount];
        second = new int[m.cellCount];
    }

    /**
     * Failed-literal probing over the two-candidate cells: a digit whose placement propagates to
     * a contradiction leaves its cell; when both digits survive, each cell keeps only the digits
     * one of the two outcomes leaves it (what both branches agree on holds already). Returns false
     * when the node itself is refuted.
     */
    boolean probe(int[] masks, Deadline deadline) {
        int cells = m.cellCount;
        cell = -1;
        long bestScore = -1;
        int before = candidates(masks);
        for (int c = 0; c < cells; c++) {
            int mk = masks[c];
            if (Integer.bitCount(mk) != 2) {
                continue;
            }
            if ((c & 15) == 0 && deadline.passed()) {
                // what was narrowed so far is sound; the search loop notices the deadline next
                break;
            }
            int low = mk & -mk;
            int high = mk & ~low;
            System.arraycopy(masks, 0, firstProbe, 0, cells);
            firstProbe[c] = low;
            propagator.changed(c, high);
            boolean lowLives = propagator.propagate(firstProbe);
            System.arraycopy(masks, 0, second, 0, cells);
            second[c] = high;
            propagator.changed(c, low);
            boolean highLives = propagator.propagate(second);
            if (!lowLives && !highLives) {
                return false;
            }
            if (!lowLives || !highLives) {
                // the surviving branch is already at its fixpoint: adopt it
                System.arraycopy(lowLives ? firstProbe : second, 0, masks, 0, cells);
                continue;
            }
            // look-ahead choice: the cell both of whose branches cut the most, as in march
            long cutLow = before - candidates(firstProbe);
            long cutHigh = before - candidates(second);
            long score = (cutLow + 1) * (cutHigh + 1);
            if (score > bestScore) {
                bestScore = score;
                cell = c;
                // the branch that cuts less is the likelier to hold a solution: try it first
                bit = cutLow <= cutHigh ? low : high;
            }
            boolean narrowed = false;
            for (int x = 0; x < cells; x++) {
                int keep = masks[x] & (firstProbe[x] | second[x]);
                if (keep != masks[x]) {
                    int removed = masks[x] & ~keep;
                    masks[x] = keep;
                    propagator.changed(x, removed);
                    narrowed = true;
                }
            }
            if (narrowed) {
                if (!propagator.propagate(masks)) {
                    return false;
                }
                before = candidates(masks);
            }
        }
        return true;
    }

    private static int candidates(int[] masks) {
        int total = 0;
        for (int mk : masks) {
            total += Integer.bitCount(mk);
        }
        return total;
    }

}
