package nonet.engine.nativesearch.propagation;

/**
 * Bounds of {@code sum coeff * value = total}: each term must fit between the total minus the
 * other terms' largest and smallest contributions. Every digit is tested, not just the ends,
 * which costs nothing more on masks. Cages take {@link CageFilter} instead, sums over cliques
 * of peers {@link DistinctSumFilter}.
 */
final class SumFilter {

    private final CompiledModel m;
    private final Propagator out;

    SumFilter(CompiledModel m, Propagator out) {
        this.m = m;
        this.out = out;
    }

    boolean filter(int[] masks, int k) {
        int from = m.conStart[k];
        int to = m.conStart[k + 1];
        int[] cells = m.conCells;
        int[] coeff = m.conCoeff;
        long lo = 0;
        long hi = 0;
        for (int i = from; i < to; i++) {
            int mk = masks[cells[i]];
            long low = Integer.numberOfTrailingZeros(mk) + 1;
            long high = 32 - Integer.numberOfLeadingZeros(mk);
            long a = coeff[i];
            lo += a > 0 ? a * low : a * high;
            hi += a > 0 ? a * high : a * low;
        }
        long total = m.conTotal[k];
        if (total < lo || total > hi) {
            return false;
        }
        for (int i = from; i < to; i++) {
            int cell = cells[i];
            int mk = masks[cell];
            long a = coeff[i];
            long low = Integer.numberOfTrailingZeros(mk) + 1;
            long high = 32 - Integer.numberOfLeadingZeros(mk);
            long termLo = a > 0 ? a * low : a * high;
            long termHi = a > 0 ? a * high : a * low;
            // this term must lie within [total - (others' max), total - (others' min)]
            long need = total - (hi - termHi);
            long allow = total - (lo - termLo);
            if (termLo >= need && termHi <= allow) {
                continue;
            }
            int keep = 0;
            for (int rest = mk; rest != 0; rest &= rest - 1) {
                int d = Integer.numberOfTrailingZeros(rest) + 1;
                long v = a * d;
                if (v >= need && v <= allow) {
                    keep |= rest & -rest;
                }
            }
            if (keep != mk && !out.narrow(masks, cell, keep)) {
                return false;
            }
        }
        return true;
    }
}
