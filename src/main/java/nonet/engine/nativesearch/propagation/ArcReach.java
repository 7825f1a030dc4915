package nonet.engine.nativesearch.propagation;

/**
 * How far a cell's relation arcs reach, derived once from the compiled model so that the
 * propagator revises a cell only when that can strike something.
 *
 * @param arcStrikesUpTo per arc, the most digits its cell can hold while revising the arc may still
 *                       strike a digit of the other cell: with more, every digit there keeps a
 *                       support (non-consecutive: two)
 * @param reviseUpTo     per cell, the most digits it can hold while a change is worth revising: 1
 *                       (placed) unless arcs or n-ary constraints watch it, so a change that no arc
 *                       can act on is not queued
 */
record ArcReach(int[] arcStrikesUpTo, int[] reviseUpTo) {

    static ArcReach of(CompiledModel m) {
        int[] strikes = arcStrikesUpTo(m);
        int[] revise = new int[m.cellCount];
        for (int c = 0; c < m.cellCount; c++) {
            revise[c] = m.watchStart[c + 1] > m.watchStart[c] ? Integer.MAX_VALUE : 1;
            for (int a = m.arcStart[c]; a < m.arcStart[c + 1]; a++) {
                revise[c] = Math.max(revise[c], strikes[a]);
            }
        }
        return new ArcReach(strikes, revise);
    }

    /** Per arc, the most digits of its cell that all fail to support one digit of the other cell. */
    private static int[] arcStrikesUpTo(CompiledModel m) {
        int[] upTo = new int[m.arcStart[m.cellCount]];
        for (int a = 0; a < upTo.length; a++) {
            for (int e = 0; e < m.size; e++) {
                int unsupported = 0;
                for (int d = 0; d < m.size; d++) {
                    if ((m.arcSupport[m.arcOffset[a] + d] & (1 << e)) == 0) {
                        unsupported++;
                    }
                }
                upTo[a] = Math.max(upTo[a], unsupported);
            }
        }
        return upTo;
    }
}
