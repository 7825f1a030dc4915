package nonet.model.analysis;

import nonet.model.Mdd;

/**
 * Which digits of each cell of a {@link Mdd} lie on some root-to-accept path that uses only the
 * cells' candidates: the generalised arc consistency of the diagram on its own. A forward pass marks
 * the nodes the root reaches through candidate edges, a backward pass the marked nodes that reach the
 * accepting node; an edge with both ends marked supports its digit. O(edges): the passes that the
 * MDD propagators of Cheng and Yap (Constraints 2010, "An MDD-based generalized arc consistency
 * algorithm for positive and negative table constraints and some global constraints") and of Perez
 * and Régin (CP 2014, "Improving GAC-4 for table and MDD constraints", MDD4R) make incremental.
 * Shared by the logic engine's line rule and the reader's check of the givens.
 */
public final class MddSupport {

    private MddSupport() {
    }

    /**
     * For {@code masks} (one candidate mask per position of the diagram's cells, bit d-1 for digit d),
     * the digits of each position on some path that fits them all; null when no path fits.
     */
    public static int[] of(Mdd mdd, int[] masks) {
        boolean[][] reached = forward(mdd, masks);
        int k = mdd.length();
        if (!reached[k][0]) {
            return null;
        }
        int[] support = new int[k];
        boolean[] accepting = reached[k];
        for (int i = k - 1; i >= 0; i--) {
            boolean[] reaching = new boolean[reached[i].length];
            for (int e = 0; e < mdd.edgeCount(i); e++) {
                int bit = 1 << (mdd.digit(i, e) - 1);
                if (reached[i][mdd.from(i, e)] && accepting[mdd.to(i, e)] && (masks[i] & bit) != 0) {
                    reaching[mdd.from(i, e)] = true;
                    support[i] |= bit;
                }
            }
            accepting = reaching;
        }
        return support;
    }

    /** Whether some root-to-accept path fits the masks: the forward pass alone. */
    public static boolean anyPath(Mdd mdd, int[] masks) {
        return forward(mdd, masks)[mdd.length()][0];
    }

    /** Per node layer, the nodes the root reaches through edges whose digit the position's mask allows. */
    private static boolean[][] forward(Mdd mdd, int[] masks) {
        int k = mdd.length();
        boolean[][] reached = new boolean[k + 1][];
        reached[0] = new boolean[] {true};
        for (int i = 0; i < k; i++) {
            reached[i + 1] = new boolean[mdd.width(i + 1)];
            for (int e = 0; e < mdd.edgeCount(i); e++) {
                if (reached[i][mdd.from(i, e)] && (masks[i] & 1 << (mdd.digit(i, e) - 1)) != 0) {
                    reached[i + 1][mdd.to(i, e)] = true;
                }
            }
        }
        return reached;
    }
}
