package nonet.engine.dlx;

import java.util.ArrayList;
import java.util.List;
import nonet.model.Relation;

/**
 * The relations as arcs for {@link ExactCover}'s propagation: each cell's partners and, per arc and
 * own digit, the partner digits that digit allows. Exact cover alone can only forbid pairs of
 * options (forward checking); these arcs let the search also drop an option whose every partner
 * option has gone.
 */
final class RelationArcs {

    private final int[][] partners;
    /** {@code allowed[cell][arc][d]}: mask of the partner's digit indices allowed when cell holds index d. */
    private final int[][][] allowed;

    RelationArcs(int cells, int n, List<Relation> relations) {
        List<List<Integer>> partnerLists = new ArrayList<>();
        List<List<int[]>> allowedLists = new ArrayList<>();
        for (int c = 0; c < cells; c++) {
            partnerLists.add(new ArrayList<>());
            allowedLists.add(new ArrayList<>());
        }
        for (Relation r : relations) {
            for (Relation arc : List.of(r, r.reversed())) {
                int[] masks = new int[n];
                for (int d = 1; d <= Math.min(n, arc.allowed().length); d++) {
                    masks[d - 1] = arc.allowedFor(d);
                }
                partnerLists.get(arc.a()).add(arc.b());
                allowedLists.get(arc.a()).add(masks);
            }
        }
        partners = new int[cells][];
        allowed = new int[cells][][];
        for (int c = 0; c < cells; c++) {
            partners[c] = partnerLists.get(c).stream().mapToInt(Integer::intValue).toArray();
            allowed[c] = allowedLists.get(c).toArray(new int[0][]);
        }
    }

    boolean isEmpty(int cell) {
        return partners[cell].length == 0;
    }

    int arcCount(int cell) {
        return partners[cell].length;
    }

    int partner(int cell, int arc) {
        return partners[cell][arc];
    }

    /** The partner digits (a mask) that some digit of {@code digits}, the cell's remaining ones, allows. */
    int supported(int cell, int arc, int digits) {
        int[] masks = allowed[cell][arc];
        int union = 0;
        for (int rest = digits; rest != 0; rest &= rest - 1) {
            union |= masks[Integer.numberOfTrailingZeros(rest)];
        }
        return union;
    }
}
