package nonet.engine.nativesearch.propagation;

/**
 * A sum with at most three cells left open, filtered exactly: each open cell keeps the digits
 * that take part in some way to make up what the placed cells leave of the total, with distinct
 * digits in cells of one clique. Bounds keep a digit whose partners the other cells no longer
 * hold (x - y = 0 with 2 gone from y keeps 2 in x), and a cage's digit combinations one whose
 * partners would repeat a digit; with three cells open there are at most 81 pairs to try, the
 * third cell's digit following from them. Sigh's Interactive Sudoku Solver handles its sums with
 * two or three cells open likewise. Four (up to 504 triples) cut Mathemagic #0's nodes to 0.44x
 * but not #4's (1.03x), at 1.35x the CPU time.
 */
final class FewOpenCells {

    static final int MAX = 3;

    private final CompiledModel m;
    /** The positions in the sum of its open cells, their masks and coefficients, and the digits kept. */
    private final int[] openCell = new int[MAX];
    private final int[] openMask = new int[MAX];
    private final int[] openCoeff = new int[MAX];
    private final int[] kept = new int[MAX];
    private final int[] chosen = new int[MAX];
    /** Per open cell, bits of the earlier open cells in its clique. */
    private final int[] sameClique = new int[MAX];
    /** How many cells of the sum being filtered are open. */
    private int open;
    /** The digits every way found in the last filtering puts in some open cell. */
    private int required;

    FewOpenCells(CompiledModel m) {
        this.m = m;
    }

    /** What {@link #filterIfFew} found. */
    static final int FAILED = 0;
    static final int LIVE = 1;
    static final int MANY = 2;

    /** Narrows the open cells of sum k, which has at most {@link #MAX}; false if no way is left. */
    boolean filter(int[] masks, int k, Nogoods.Narrower narrower) {
        return filterIfFew(masks, k, narrower) != FAILED;
    }

    /**
     * As {@link #filter} if sum k has at most {@link #MAX} cells open, else {@link #MANY}, having
     * narrowed nothing: the count stops there, before a large sum's other cells.
     */
    int filterIfFew(int[] masks, int k, Nogoods.Narrower narrower) {
        open = 0;
        long rest = m.conTotal[k];
        for (int i = m.conStart[k], to = m.conStart[k + 1]; i < to; i++) {
            int mk = masks[m.conCells[i]];
            if ((mk & (mk - 1)) != 0) {
                if (open == MAX) {
                    return MANY;
                }
                openCell[open++] = i;
            } else {
                rest -= (long) m.conCoeff[i] * (Integer.numberOfTrailingZeros(mk) + 1);
            }
        }
        required = 0;
        if (open == 0) {
            return rest == 0 ? LIVE : FAILED;
        }
        required = -1;
        int[] cells = m.conCells;
        int[] clique = m.conClique;
        for (int o = 0; o < open; o++) {
            openMask[o] = masks[cells[openCell[o]]];
            openCoeff[o] = m.conCoeff[openCell[o]];
            kept[o] = 0;
            int same = 0;
            for (int p = 0; p < o; p++) {
                same |= clique[openCell[p]] == clique[openCell[o]] ? 1 << p : 0;
            }
            sameClique[o] = same;
        }
        extend(0, rest, 0);
        for (int o = 0; o < open; o++) {
            int keep = kept[o] & openMask[o];
            if (keep != openMask[o] && !narrower.narrow(masks, cells[openCell[o]], keep)) {
                return FAILED;
            }
        }
        return LIVE;
    }

    /** Tries the digits of open cell o and on, the earlier ones chosen ({@code way}, all their digits); true if some way completes. */
    private boolean extend(int o, long rest, int way) {
        int free = openMask[o] & ~taken(sameClique[o]);
        if (o == open - 1) {
            int bit = digitBit(rest, openCoeff[o]) & free;
            if (bit == 0) {
                return false;
            }
            kept[o] |= bit;
            required &= way | bit;
            return true;
        }
        if (o == open - 2 && isUnit(openCoeff[o]) && isUnit(openCoeff[o + 1])) {
            return lastPair(o, rest, way, free);
        }
        boolean any = false;
        for (int r = free; r != 0; r &= r - 1) {
            int bit = r & -r;
            chosen[o] = bit;
            if (extend(o + 1, rest - (long) openCoeff[o] * (Integer.numberOfTrailingZeros(bit) + 1), way | bit)) {
                kept[o] |= bit;
                any = true;
            }
        }
        return any;
    }

    /** The digits chosen for the earlier open cells of {@code same} (bits over the open cells). */
    private int taken(int same) {
        int taken = 0;
        for (int p = 0; same != 0; p++, same >>>= 1) {
            taken |= (same & 1) != 0 ? chosen[p] : 0;
        }
        return taken;
    }

    private static boolean isUnit(int a) {
        return a == 1 || a == -1;
    }

    /**
     * The last two open cells, x in o and y in o + 1, both with coefficient 1 or -1: a*x + b*y =
     * rest pairs each x with one y, x + y = c or x - y = c, so the digits of x with a partner in
     * y's mask come from that mask mirrored or shifted, all at once rather than digit by digit.
     */
    private boolean lastPair(int o, long rest, int way, int xs) {
        int a = openCoeff[o];
        boolean mirrored = a == openCoeff[o + 1];
        long c = rest * a;
        int ys = openMask[o + 1] & ~taken(sameClique[o + 1] & ~(1 << o));
        int pairs = xs & partners(ys, c, mirrored, false);
        if ((sameClique[o + 1] & 1 << o) != 0) {
            // distinct digits: no x equal to its partner
            pairs &= mirrored ? ~halfBit(c) : c == 0 ? 0 : -1;
        }
        if (pairs == 0) {
            return false;
        }
        kept[o] |= pairs;
        kept[o + 1] |= partners(pairs, c, mirrored, true);
        if (required != 0) {
            int every = -1;
            for (int r = pairs; r != 0; r &= r - 1) {
                int x = r & -r;
                every &= x | partners(x, c, mirrored, true);
            }
            required &= way | every;
        }
        return true;
    }

    /**
     * For x + y = c ({@code mirrored}) or x - y = c: the digits x whose partner y is in {@code
     * ys}, or ({@code back}) the partners y of the digits x in the mask.
     */
    private int partners(int mask, long c, boolean mirrored, boolean back) {
        long moved;
        if (mirrored) {
            // digit d (bit d-1) reversed sits at bit 32-d; its partner c-d belongs at bit c-d-1
            long reversed = Integer.reverse(mask) & 0xFFFFFFFFL;
            moved = c >= 33 ? (c - 33 < 32 ? reversed << (c - 33) : 0) : (33 - c < 64 ? reversed >>> (33 - c) : 0);
        } else {
            long shift = back ? -c : c;
            long bits = mask & 0xFFFFFFFFL;
            moved = shift >= 0 ? (shift < 32 ? bits << shift : 0) : (-shift < 32 ? bits >>> -shift : 0);
        }
        return (int) (moved & m.fullMask);
    }

    /** The bit of c / 2 if c is an even digit sum of two equal digits, else 0. */
    private int halfBit(long c) {
        return c % 2 == 0 && c >= 2 && c <= 2L * m.size ? 1 << (c / 2 - 1) : 0;
    }

    /** The digits every way of the last filtering puts in some open cell: a cage's digits to point with. */
    int required() {
        return required;
    }

    /** The bit of the digit d with a*d = value, or 0 if there is none. */
    private int digitBit(long value, int a) {
        // nearly every coefficient is 1 or -1: no division then
        long d = a == 1 ? value : a == -1 ? -value : value / a;
        return (a == 1 || a == -1 || value % a == 0) && d >= 1 && d <= m.size ? 1 << (d - 1) : 0;
    }
}
