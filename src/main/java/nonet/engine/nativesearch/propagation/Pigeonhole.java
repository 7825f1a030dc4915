package nonet.engine.nativesearch.propagation;

/** A partial distinct group needs at least as many digits among its cells as it has cells. */
final class Pigeonhole {

    private Pigeonhole() {
    }

    static boolean check(CompiledModel m, int[] masks, int k) {
        int union = 0;
        int from = m.conStart[k];
        int to = m.conStart[k + 1];
        for (int i = from; i < to; i++) {
            union |= masks[m.conCells[i]];
        }
        return Integer.bitCount(union) >= to - from;
    }
}
