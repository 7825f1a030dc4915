package nonet.engine.logic;

import java.util.HashMap;
import java.util.Map;
import nonet.model.LinearSum;
import nonet.model.Relation;
import nonet.model.Table;

/**
 * Which digits of each cell of a sum or table still take part in some solution of that constraint
 * alone, given the current candidates: the generalised arc consistency of one constraint. A line's
 * diagram has its own, shared with other parts: {@link nonet.model.analysis.MddSupport}.
 */
final class Supports {

    private Supports() {
    }

    /**
     * For a sum over {@code masks} (one candidate mask per position of the sum's cells), the
     * digits that appear in some combination reaching the total (with distinct digits when
     * {@code distinct}); null when no combination exists.
     */
    static int[] ofSum(LinearSum sum, int[] masks, boolean distinct) {
        int k = masks.length;
        int[] coeffs = sum.coeffs();
        long[] sufMin = new long[k + 1];
        long[] sufMax = new long[k + 1];
        for (int i = k - 1; i >= 0; i--) {
            if (masks[i] == 0) {
                return null;
            }
            long lo = (long) coeffs[i] * lowest(masks[i]);
            long hi = (long) coeffs[i] * highest(masks[i]);
            sufMin[i] = sufMin[i + 1] + Math.min(lo, hi);
            sufMax[i] = sufMax[i + 1] + Math.max(lo, hi);
        }
        if (sum.total() < sufMin[0] || sum.total() > sufMax[0]) {
            return null;
        }
        SumSearch s = new SumSearch(coeffs, masks, sum.total(), distinct, sufMin, sufMax);
        return s.reach(0, 0, 0) ? s.support : null;
    }

    /** The digits of each table position in some tuple that fits the masks; null when none fits. */
    static int[] ofTable(Table table, int[] masks) {
        int arity = table.arity();
        int[] support = new int[arity];
        boolean any = false;
        for (int t = 0; t < table.size(); t++) {
            boolean fits = true;
            for (int p = 0; p < arity && fits; p++) {
                int d = table.digit(t, p);
                fits = d >= 1 && d <= 31 && (masks[p] & (1 << (d - 1))) != 0;
            }
            if (fits) {
                any = true;
                for (int p = 0; p < arity; p++) {
                    support[p] |= 1 << (table.digit(t, p) - 1);
                }
            }
        }
        return any ? support : null;
    }

    /** The digits of {@code maskA} for which the relation allows no digit of {@code maskB}. */
    static int unsupported(Relation r, int maskA, int maskB) {
        int lost = 0;
        for (int m = maskA; m != 0; m &= m - 1) {
            int d = lowest(m);
            if ((r.allowedFor(d) & maskB) == 0) {
                lost |= 1 << (d - 1);
            }
        }
        return lost;
    }

    static int lowest(int mask) {
        return Integer.numberOfTrailingZeros(mask) + 1;
    }

    static int highest(int mask) {
        return 32 - Integer.numberOfLeadingZeros(mask);
    }

    /** A depth-first enumeration of combinations that visits each (position, partial sum, digits used) state once. */
    private static final class SumSearch {
        final int[] coeffs;
        final int[] masks;
        final long total;
        final boolean distinct;
        final long[] sufMin;
        final long[] sufMax;
        final int[] support;
        final Map<Long, Boolean> memo = new HashMap<>();

        SumSearch(int[] coeffs, int[] masks, long total, boolean distinct, long[] sufMin, long[] sufMax) {
            this.coeffs = coeffs;
            this.masks = masks;
            this.total = total;
            this.distinct = distinct;
            this.sufMin = sufMin;
            this.sufMax = sufMax;
            this.support = new int[masks.length];
        }

        boolean reach(int pos, long partial, int used) {
            if (pos == masks.length) {
                return partial == total;
            }
            long key = ((long) pos << 56) ^ ((partial & 0xFFFFFFL) << 32) ^ (used & 0xFFFFFFFFL);
            Boolean known = memo.get(key);
            if (known != null) {
                return known;
            }
            boolean any = false;
            int options = distinct ? masks[pos] & ~used : masks[pos];
            for (int m = options; m != 0; m &= m - 1) {
                int bit = m & -m;
                long next = partial + (long) coeffs[pos] * (Integer.numberOfTrailingZeros(bit) + 1);
                if (next + sufMin[pos + 1] <= total && total <= next + sufMax[pos + 1]
                        && reach(pos + 1, next, distinct ? used | bit : 0)) {
                    support[pos] |= bit;
                    any = true;
                }
            }
            memo.put(key, any);
            return any;
        }
    }
}
