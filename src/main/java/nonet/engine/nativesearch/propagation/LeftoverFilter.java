package nonet.engine.nativesearch.propagation;

/**
 * Two leftover sets ({@link Leftovers}) hold the same digits: each cell keeps only digits the
 * other set can still hold somewhere. The sets are told apart by the sign of {@code conCoeff}.
 */
final class LeftoverFilter {

    private final CompiledModel m;
    private final Propagator out;

    LeftoverFilter(CompiledModel m, Propagator out) {
        this.m = m;
        this.out = out;
    }

    boolean filter(int[] masks, int k) {
        int from = m.conStart[k];
        int to = m.conStart[k + 1];
        int[] cells = m.conCells;
        int[] side = m.conCoeff;
        int one = 0;
        int other = 0;
        for (int i = from; i < to; i++) {
            if (side[i] > 0) {
                one |= masks[cells[i]];
            } else {
                other |= masks[cells[i]];
            }
        }
        if (one == other) {
            return true;
        }
        for (int i = from; i < to; i++) {
            int cell = cells[i];
            int mk = masks[cell];
            int keep = mk & (side[i] > 0 ? other : one);
            if (keep != mk && !out.narrow(masks, cell, keep)) {
                return false;
            }
        }
        return true;
    }
}
