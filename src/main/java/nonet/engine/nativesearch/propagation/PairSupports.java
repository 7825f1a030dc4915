package nonet.engine.nativesearch.propagation;

import java.util.HashMap;
import java.util.Map;
import nonet.model.Relation;

/**
 * What a model's relations allow between two cells, per unordered pair, every relation on a pair
 * intersected (the language merges them; an IR built in code may not), for {@link RelatedDigitSets}.
 */
final class PairSupports {

    private final int size;
    private final int cellCount;
    private final int fullMask;
    /** Per pair ({@link #key}), seen from the lower cell: {@code [d - 1]} the digits of the higher cell beside d. */
    private final Map<Long, int[]> fromLower = new HashMap<>();

    PairSupports(int size, int cellCount, int fullMask) {
        this.size = size;
        this.cellCount = cellCount;
        this.fullMask = fullMask;
    }

    void add(Relation r) {
        fromLower.merge(key(r.a(), r.b()), rows(r.a() < r.b() ? r : r.reversed(), size, fullMask), PairSupports::both);
    }

    /** {@code [d - 1]}: the digits b may take when a holds d; null when no relation joins them. */
    int[] between(int a, int b) {
        int[] rows = fromLower.get(key(a, b));
        return rows == null || a < b ? rows : transposed(rows);
    }

    /** {@code [d - 1]}: the digits of the grid b may take when a holds d. */
    static int[] rows(Relation r, int size, int fullMask) {
        int[] allowed = r.allowed();
        int[] rows = new int[size];
        for (int d = 1; d <= size && d <= allowed.length; d++) {
            rows[d - 1] = allowed[d - 1] & fullMask;
        }
        return rows;
    }

    private long key(int a, int b) {
        return (long) Math.min(a, b) * cellCount + Math.max(a, b);
    }

    private static int[] both(int[] one, int[] other) {
        int[] out = new int[one.length];
        for (int d = 0; d < one.length; d++) {
            out[d] = one[d] & other[d];
        }
        return out;
    }

    private static int[] transposed(int[] rows) {
        int[] out = new int[rows.length];
        for (int d = 0; d < rows.length; d++) {
            for (int rest = rows[d]; rest != 0; rest &= rest - 1) {
                out[Integer.numberOfTrailingZeros(rest)] |= 1 << d;
            }
        }
        return out;
    }
}
