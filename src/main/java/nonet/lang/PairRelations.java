package nonet.lang;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.model.Constraint;
import nonet.model.Relation;

/**
 * The pair rules met so far, one mask per unordered pair of cells: rules on the same pair are
 * merged into one relation (the digits both allow), with both origins kept for its explanation.
 */
final class PairRelations {

    private final int n;
    private final int cellCount;
    private final LinkedHashMap<Long, int[]> masks;
    private final Map<Long, String> origins;

    PairRelations(int n, int cellCount) {
        this.n = n;
        this.cellCount = cellCount;
        this.masks = new LinkedHashMap<>();
        this.origins = new LinkedHashMap<>();
    }

    PairRelations(PairRelations o) {
        this.n = o.n;
        this.cellCount = o.cellCount;
        this.masks = new LinkedHashMap<>(o.masks);
        this.origins = new LinkedHashMap<>(o.origins);
    }

    /** The key of an unordered pair of cells. */
    long key(int p, int q) {
        return (long) Math.min(p, q) * cellCount + Math.max(p, q);
    }

    /**
     * Adds {@code mask} (bit b-1 of mask[a-1] set when p = a, q = b is allowed) to the pair's rules.
     * Returns the origins already on the pair when the rules together allow no pair of digits, and
     * changes nothing then; null otherwise.
     */
    String add(int p, int q, int[] mask, String origin) {
        int[] oriented = p < q ? mask : transpose(mask);
        long key = key(p, q);
        int[] old = masks.get(key);
        if (old == null) {
            masks.put(key, oriented);
            origins.put(key, origin);
            return null;
        }
        int[] merged = new int[n];
        boolean any = false;
        for (int i = 0; i < n; i++) {
            merged[i] = old[i] & oriented[i];
            any |= merged[i] != 0;
        }
        String oldOrigin = origins.get(key);
        if (!any) {
            return oldOrigin;
        }
        masks.put(key, merged);
        if (!oldOrigin.equals(origin) && !oldOrigin.endsWith("; " + origin)) {
            origins.put(key, oldOrigin + "; " + origin);
        }
        return null;
    }

    /** Adds a relation for every pair whose rules exclude something; {@code full} is every digit. */
    void addTo(List<Constraint> out, int full) {
        for (Map.Entry<Long, int[]> e : masks.entrySet()) {
            boolean everything = true;
            for (int m : e.getValue()) {
                everything &= m == full;
            }
            if (!everything) {
                int a = (int) (e.getKey() / cellCount);
                int b = (int) (e.getKey() % cellCount);
                out.add(new Relation(a, b, e.getValue(), origins.get(e.getKey())));
            }
        }
    }

    int size() {
        return masks.size();
    }

    private int[] transpose(int[] mask) {
        int[] t = new int[n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                if ((mask[a] & (1 << b)) != 0) {
                    t[b] |= 1 << a;
                }
            }
        }
        return t;
    }
}
