package nonet.engine.nativesearch.propagation;

/**
 * A sum with at most three cells left open, filtered exactly: each open cell keeps the digits
 * that take part in some way to make up what the placed cells leave of the total, with distinct
 * digits in cells of one clique. Bounds keep a digit whose partners the other cells no longer
 * hold (x - y = 0 with 2 gone from y keeps 2 in x), and a cage's digit combinations one whose
 * partners would repeat a digit; with three cells open there are at most 81 pairs to try. Sigh's
 * Interactive Sudoku Solver handles its sums with two or three cells open likewise.
 */
final class FewOpenCells {

    static final int MAX = 3;

    private final CompiledModel m;
    /** The positions in the sum of its open cells, their masks and coefficients, and the digits kept. */
    private final int[] openCell = new int[MAX];
    private final int[] openMask = new int[MAX];
    private final int[] openCoeff = new int[MAX];
    private final int[] kept = new int[MAX];

    FewOpenCells(CompiledModel m) {
        this.m = m;
    }

    /** Narrows the open cells of sum k, which has at most {@link #MAX}; false if no way is left. */
    boolean filter(int[] masks, int k, Nogoods.Narrower narrower) {
        int open = 0;
        long rest = m.conTotal[k];
        for (int i = m.conStart[k], to = m.conStart[k + 1]; i < to; i++) {
            int mk = masks[m.conCells[i]];
            if ((mk & (mk - 1)) != 0) {
                openCell[open++] = i;
            } else {
                rest -= (long) m.conCoeff[i] * (Integer.numberOfTrailingZeros(mk) + 1);
            }
        }
        if (open == 0) {
            return rest == 0;
        }
        int[] cells = m.conCells;
        int[] clique = m.conClique;
        for (int o = 0; o < MAX; o++) {
            int i = openCell[Math.min(o, open - 1)];
            openMask[o] = o < open ? masks[cells[i]] : 0;
            openCoeff[o] = m.conCoeff[i];
            kept[o] = 0;
        }
        boolean peers01 = open > 1 && clique[openCell[0]] == clique[openCell[1]];
        boolean peers02 = open > 2 && clique[openCell[0]] == clique[openCell[2]];
        boolean peers12 = open > 2 && clique[openCell[1]] == clique[openCell[2]];
        for (int r0 = openMask[0]; r0 != 0; r0 &= r0 - 1) {
            int b0 = r0 & -r0;
            long rest0 = rest - (long) openCoeff[0] * (Integer.numberOfTrailingZeros(b0) + 1);
            if (open == 1) {
                kept[0] |= rest0 == 0 ? b0 : 0;
                continue;
            }
            for (int r1 = openMask[1] & (peers01 ? ~b0 : -1); r1 != 0; r1 &= r1 - 1) {
                int b1 = r1 & -r1;
                long rest1 = rest0 - (long) openCoeff[1] * (Integer.numberOfTrailingZeros(b1) + 1);
                int b2 = open == 2 ? (rest1 == 0 ? -1 : 0) : digitBit(rest1, openCoeff[2]) & openMask[2];
                if (b2 == 0 || peers02 && b2 == b0 || peers12 && b2 == b1) {
                    continue;
                }
                kept[0] |= b0;
                kept[1] |= b1;
                kept[2] |= b2;
            }
        }
        for (int o = 0; o < open; o++) {
            int keep = kept[o] & openMask[o];
            if (keep != openMask[o] && !narrower.narrow(masks, cells[openCell[o]], keep)) {
                return false;
            }
        }
        return true;
    }

    /** The bit of the digit d with a*d = value, or 0 if there is none. */
    private int digitBit(long value, int a) {
        long d = value / a;
        return value % a == 0 && d >= 1 && d <= m.size ? 1 << (d - 1) : 0;
    }
}
