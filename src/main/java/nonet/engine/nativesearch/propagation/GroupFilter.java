package nonet.engine.nativesearch.propagation;

/**
 * Domain consistency on one exact group: its cells' masks are the edges of a permutation that
 * {@link PermutationFilter} filters, slot {@code g} keeping the group's matching between calls.
 */
final class GroupFilter {

    private final CompiledModel m;
    private final Propagator out;
    private final PermutationFilter permutations;
    private final int[] edges;

    GroupFilter(CompiledModel m, Propagator out, PermutationFilter permutations) {
        this.m = m;
        this.out = out;
        this.permutations = permutations;
        edges = new int[m.size];
    }

    boolean filter(int[] masks, int g) {
        int first = m.groupStart[g];
        for (int i = 0; i < m.size; i++) {
            edges[i] = masks[m.groupCells[first + i]];
        }
        if (!permutations.filter(edges, g)) {
            return false;
        }
        int[] keep = permutations.keep;
        for (int i = 0; i < m.size; i++) {
            int cell = m.groupCells[first + i];
            int mk = masks[cell];
            if ((mk & ~keep[i]) != 0) {
                out.narrow(masks, cell, mk & keep[i]); // a matching is left: never empty
            }
        }
        return true;
    }
}
