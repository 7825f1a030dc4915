package nonet.engine.nativesearch.propagation;

/** Generalised arc consistency on a table: keep the digits some still-possible tuple uses. */
final class TableFilter {

    private final CompiledModel m;
    private final Propagator out;
    private final int[] support;

    TableFilter(CompiledModel m, Propagator out) {
        this.m = m;
        this.out = out;
        support = new int[m.maxArity];
    }

    boolean filter(int[] masks, int k) {
        int from = m.conStart[k];
        int arity = m.conStart[k + 1] - from;
        int[] cells = m.conCells;
        int[] bits = m.tupleBits;
        for (int p = 0; p < arity; p++) {
            support[p] = 0;
        }
        for (int t = m.tupleStart[k], end = m.tupleStart[k + 1]; t < end; t += arity) {
            boolean live = true;
            for (int p = 0; p < arity && live; p++) {
                live = (masks[cells[from + p]] & bits[t + p]) != 0;
            }
            if (live) {
                for (int p = 0; p < arity; p++) {
                    support[p] |= bits[t + p];
                }
            }
        }
        return out.keepOnly(masks, k, support);
    }
}
