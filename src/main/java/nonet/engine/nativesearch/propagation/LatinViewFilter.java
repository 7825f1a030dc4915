package nonet.engine.nativesearch.propagation;

/**
 * Filters the places of one digit in every {@link LatinViews Latin view}. One pass over the cells
 * builds every view's bipartite graph (group a of the first family to group b of the second where
 * a cell they share has the digit); the cells of the pairs no matching can use lose the digit.
 * The views' matchings live in the slots of {@link PermutationFilter} after the exact groups'.
 */
final class LatinViewFilter {

    private final CompiledModel m;
    private final Propagator out;
    private final LatinViews latin;
    private final PermutationFilter permutations;
    private final int[] edges;
    /** Per view, {@code n} bitmasks: the bipartite graph of the digit being filtered. */
    private final int[] viewEdges;

    LatinViewFilter(CompiledModel m, Propagator out, LatinViews latin, PermutationFilter permutations) {
        this.m = m;
        this.out = out;
        this.latin = latin;
        this.permutations = permutations;
        edges = new int[m.size];
        viewEdges = new int[latin.viewCount * m.size];
    }

    /** The number of permutation slots the views need: one per view and digit. */
    static int slots(LatinViews latin, int n) {
        return latin == null ? 0 : latin.viewCount * n;
    }

    boolean filter(int[] masks, int digit) {
        int n = m.size;
        int cells = m.cellCount;
        int views = latin.viewCount;
        int[] firstOf = latin.firstOf;
        int[] secondOf = latin.secondOf;
        java.util.Arrays.fill(viewEdges, 0);
        for (int c = 0; c < cells; c++) {
            if ((masks[c] & digit) != 0) {
                for (int v = 0, at = c; v < views; v++, at += cells) {
                    viewEdges[v * n + firstOf[at]] |= 1 << secondOf[at];
                }
            }
        }
        for (int v = 0; v < views; v++) {
            if (!filterView(masks, digit, v)) {
                return false;
            }
        }
        return true;
    }

    private boolean filterView(int[] masks, int digit, int v) {
        int n = m.size;
        System.arraycopy(viewEdges, v * n, edges, 0, n);
        if (!permutations.filter(edges, m.groupCount + v * n + Integer.numberOfTrailingZeros(digit))) {
            return false;
        }
        int[] keep = permutations.keep;
        for (int a = 0; a < n; a++) {
            for (int cut = edges[a] & ~keep[a]; cut != 0; cut &= cut - 1) {
                int pair = (v * n + a) * n + Integer.numberOfTrailingZeros(cut);
                for (int i = latin.meetStart[pair], end = latin.meetStart[pair + 1]; i < end; i++) {
                    int cell = latin.meetCells[i];
                    int mk = masks[cell];
                    if ((mk & digit) != 0 && !out.narrow(masks, cell, mk & ~digit)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
