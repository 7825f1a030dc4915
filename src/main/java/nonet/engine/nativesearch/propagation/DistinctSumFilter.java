package nonet.engine.nativesearch.propagation;

/**
 * Bounds of a sum whose cells fall into groups of mutual peers (a derived innie/outie sum across
 * houses, a little killer diagonal through a box): the cells of one such clique take distinct
 * digits, so together they contribute at least the sum of as many of the smallest digits their
 * candidates offer, not the sum of each cell's smallest. A digit of a cell stays only if the rest
 * of its clique can still take distinct other digits and the whole sum can still reach its total.
 * Takes the place of {@link SumFilter} on sums the compiler found cliques in: a lone cell is a
 * clique of one, bounded by the others' clique bounds, which are at least as tight as plain ones.
 * A placed cell stands outside its clique, its digit already gone from its peers: a row's four
 * open cells beside a placed 2 reach 2 + 9 + 8 + 7 + 6, not the five highest digits. With three
 * cells open or fewer, {@link FewOpenCells} tries every way instead.
 */
final class DistinctSumFilter {

    private final CompiledModel m;
    private final FewOpenCells few;
    /** Per clique of the sum being filtered: its candidates, its cells, and its bounds. */
    private final int[] unionOf;
    /** Per clique, the digits two or more of its cells can take: with the union, what the others of a cell offer. */
    private final int[] twiceOf;
    private final int[] sizeOf;
    /** Per clique, the coefficient its cells share. */
    private final int[] coeffOf;
    private final long[] minOf;
    private final long[] maxOf;
    private final long[] plainMinOf;
    private final long[] plainMaxOf;
    /**
     * Up to 12 digits: per mask and count, the sum of that many of the mask's lowest digits
     * ({@code lowest[mask * (n + 1) + count]}) and of its highest; larger grids add them up.
     */
    private final int[] lowest;
    private final int[] highest;
    private static final int TABLE_DIGITS = 12;
    /** Per constraint, how many cliques its cells fall in. */
    private final int[] cliqueCount;

    DistinctSumFilter(CompiledModel model, FewOpenCells few) {
        this.m = model;
        this.few = few;
        int n = model.size;
        if (n <= TABLE_DIGITS) {
            lowest = new int[(1 << n) * (n + 1)];
            highest = new int[(1 << n) * (n + 1)];
            for (int mask = 0; mask < 1 << n; mask++) {
                for (int count = 0; count <= Integer.bitCount(mask); count++) {
                    lowest[mask * (n + 1) + count] = (int) digitSum(mask, count, true);
                    highest[mask * (n + 1) + count] = (int) digitSum(mask, count, false);
                }
            }
        } else {
            lowest = null;
            highest = null;
        }
        cliqueCount = new int[model.constraintCount];
        for (int k = 0; k < model.constraintCount; k++) {
            for (int i = model.conStart[k]; i < model.conStart[k + 1]; i++) {
                cliqueCount[k] = Math.max(cliqueCount[k], model.conClique[i] + 1);
            }
        }
        int arity = Math.max(1, model.maxArity);
        unionOf = new int[arity];
        twiceOf = new int[arity];
        sizeOf = new int[arity];
        coeffOf = new int[arity];
        minOf = new long[arity];
        maxOf = new long[arity];
        plainMinOf = new long[arity];
        plainMaxOf = new long[arity];
    }

    /** Narrows the cells of sum k; false if the sum cannot reach its total. */
    boolean filter(int[] masks, int k, Nogoods.Narrower narrower) {
        int from = m.conStart[k];
        int to = m.conStart[k + 1];
        int[] cells = m.conCells;
        int[] clique = m.conClique;
        int[] coeff = m.conCoeff;
        int found = few.filterIfFew(masks, k, narrower);
        if (found != FewOpenCells.MANY) {
            return found == FewOpenCells.LIVE;
        }
        int cliques = cliqueCount[k];
        for (int q = 0; q < cliques; q++) {
            unionOf[q] = 0;
            twiceOf[q] = 0;
            sizeOf[q] = 0;
            plainMinOf[q] = 0;
            plainMaxOf[q] = 0;
        }
        long fixed = 0;
        for (int i = from; i < to; i++) {
            int q = clique[i];
            int mk = masks[cells[i]];
            if ((mk & (mk - 1)) == 0) {
                // a placed digit has left its clique's other cells: the rest is a smaller clique
                fixed += (long) coeff[i] * (Integer.numberOfTrailingZeros(mk) + 1);
                continue;
            }
            coeffOf[q] = coeff[i];
            twiceOf[q] |= unionOf[q] & mk;
            unionOf[q] |= mk;
            sizeOf[q]++;
            plainMinOf[q] += low(mk, coeff[i]);
            plainMaxOf[q] += high(mk, coeff[i]);
        }
        long total = m.conTotal[k];
        long lo = fixed;
        long hi = fixed;
        for (int q = 0; q < cliques; q++) {
            int a = coeffOf[q];
            if (Integer.bitCount(unionOf[q]) < sizeOf[q]) {
                return false;
            }
            minOf[q] = Math.max(plainMinOf[q], extreme(unionOf[q], sizeOf[q], a, true));
            maxOf[q] = Math.min(plainMaxOf[q], extreme(unionOf[q], sizeOf[q], a, false));
            lo += minOf[q];
            hi += maxOf[q];
        }
        if (total < lo || total > hi) {
            return false;
        }
        for (int i = from; i < to; i++) {
            int q = clique[i];
            int cell = cells[i];
            int mk = masks[cell];
            if ((mk & (mk - 1)) == 0) {
                continue;
            }
            int a = coeff[i];
            int others = twiceOf[q] | unionOf[q] & ~mk;
            long othersMin = plainMinOf[q] - low(mk, a);
            long othersMax = plainMaxOf[q] - high(mk, a);
            long restLo = lo - minOf[q];
            long restHi = hi - maxOf[q];
            if (keepsAll(mk, a, others, sizeOf[q], restLo, restHi, othersMin, othersMax, total)) {
                continue;
            }
            int keep = 0;
            for (int rest = mk; rest != 0; rest &= rest - 1) {
                int bit = rest & -rest;
                int d = Integer.numberOfTrailingZeros(bit) + 1;
                int left = others & ~bit;
                if (Integer.bitCount(left) < sizeOf[q] - 1) {
                    continue;
                }
                long min = restLo + (long) a * d + Math.max(othersMin, extreme(left, sizeOf[q] - 1, a, true));
                long max = restHi + (long) a * d + Math.min(othersMax, extreme(left, sizeOf[q] - 1, a, false));
                if (min <= total && total <= max) {
                    keep |= bit;
                }
            }
            if (keep != mk && !narrower.narrow(masks, cell, keep)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether every digit of a cell's mask {@code mk} passes the per-digit test below, settled by
     * bounds over the whole mask: with digit d, the cell and the s-1 others of its clique (s =
     * {@code size}) contribute at least a*d plus the others' least, which is that of their s-1
     * lowest candidates or, if d is among those, that of the s lowest less d; at most likewise.
     * Most filterings cut nothing, and this settles a cell with four table reads instead of two a
     * digit. {@code restLo}/{@code restHi} bound the other cliques, {@code othersMin}/{@code
     * othersMax} the clique's other cells one by one.
     */
    private boolean keepsAll(int mk, int a, int others, int size, long restLo, long restHi, long othersMin, long othersMax, long total) {
        boolean shared = (others & mk) != 0;
        if (Integer.bitCount(others) < (shared ? size : size - 1)) {
            return false;
        }
        long first = (long) a * (Integer.numberOfTrailingZeros(mk) + 1);
        long last = (long) a * (32 - Integer.numberOfLeadingZeros(mk));
        long worst = Math.max(first, last);
        long best = Math.min(first, last);
        long least = worst + extreme(others, size - 1, a, true);
        long most = best + extreme(others, size - 1, a, false);
        if (shared) {
            least = Math.max(least, extreme(others, size, a, true));
            most = Math.min(most, extreme(others, size, a, false));
        }
        return restLo + Math.max(othersMin + worst, least) <= total && total <= restHi + Math.min(othersMax + best, most);
    }

    /**
     * The smallest ({@code least}) or largest contribution of {@code count} distinct digits of
     * {@code mask} with coefficient a: the lowest digits when that is the least and a is positive.
     */
    private long extreme(int mask, int count, int a, boolean least) {
        boolean lowDigits = least == a > 0;
        if (lowest != null) {
            return (long) a * (lowDigits ? lowest : highest)[mask * (m.size + 1) + count];
        }
        return a * digitSum(mask, count, lowDigits);
    }

    private static long digitSum(int mask, int count, boolean lowDigits) {
        long sum = 0;
        int rest = mask;
        for (int taken = 0; taken < count; taken++) {
            int bit = lowDigits ? rest & -rest : Integer.highestOneBit(rest);
            rest &= ~bit;
            sum += Integer.numberOfTrailingZeros(bit) + 1;
        }
        return sum;
    }

    private static long low(int mask, int a) {
        return a > 0 ? (long) a * (Integer.numberOfTrailingZeros(mask) + 1) : (long) a * (32 - Integer.numberOfLeadingZeros(mask));
    }

    private static long high(int mask, int a) {
        return a > 0 ? (long) a * (32 - Integer.numberOfLeadingZeros(mask)) : (long) a * (Integer.numberOfTrailingZeros(mask) + 1);
    }
}
