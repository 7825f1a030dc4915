package nonet.engine.nativesearch.propagation;

/**
 * Generalised arc consistency on line diagrams: keep the digits some path still uses ({@link MddFilter}),
 * each diagram joined with the peers among its cells as {@link CompiledModel} holds it.
 */
final class DiagramFilters {

    private final CompiledModel m;
    private final Propagator out;
    /** Per constraint, the filter of its line diagram; null for other kinds. */
    private final MddFilter[] diagrams;

    DiagramFilters(CompiledModel m, Propagator out) {
        this.m = m;
        this.out = out;
        diagrams = new MddFilter[m.constraintCount];
        for (int k = 0; k < m.constraintCount; k++) {
            if (m.kind[k] == CompiledModel.KIND_MDD) {
                diagrams[k] = new MddFilter(m.diagram[k]);
            }
        }
    }

    boolean filter(int[] masks, int k) {
        MddFilter line = diagrams[k];
        if (!line.filter(masks)) {
            // no path is left: as dom/wdeg weighs a failed constraint, every cell of the line shares the failure
            for (int i = m.conStart[k], end = m.conStart[k + 1]; i < end; i++) {
                out.cellWeight[m.conCells[i]]++;
            }
            return false;
        }
        return out.keepOnly(masks, k, line.keep);
    }
}
