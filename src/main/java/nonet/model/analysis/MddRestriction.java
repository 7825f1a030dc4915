package nonet.model.analysis;

import java.util.Arrays;
import nonet.model.Mdd;
import nonet.model.MddReduction;

/**
 * A {@link Mdd} restricted to the cells' initial domains: the edges whose digit a cell's domain
 * excludes are dropped, then the diagram is trimmed and reduced again by {@link MddReduction}, so
 * what is left is exactly the paths the domains allow (arc consistency on the diagram alone, before
 * any search). Engines that translate a diagram once, before search, start from this: it is smaller,
 * and an encoder never has to handle a digit outside its cell's domain.
 */
public final class MddRestriction {

    private MddRestriction() {
    }

    /**
     * The diagram with only the digits {@code masks} allows (index = cell, bit d-1 for digit d); the
     * same object when the domains exclude none of its digits; null when no path is left.
     */
    public static Mdd restrict(Mdd mdd, int[] masks) {
        int k = mdd.length();
        int[][] kept = new int[k][];
        boolean dropped = false;
        for (int i = 0; i < k; i++) {
            int mask = masks[mdd.cell(i)];
            int[] layer = new int[3 * mdd.edgeCount(i)];
            int fill = 0;
            for (int e = 0; e < mdd.edgeCount(i); e++) {
                int digit = mdd.digit(i, e);
                if ((mask & (1 << (digit - 1))) != 0) {
                    layer[fill++] = mdd.from(i, e);
                    layer[fill++] = digit;
                    layer[fill++] = mdd.to(i, e);
                }
            }
            dropped |= fill < layer.length;
            kept[i] = Arrays.copyOf(layer, fill);
        }
        return dropped ? MddReduction.reduce(mdd.cells(), kept, new int[] {0}, mdd.origin()) : mdd;
    }
}
