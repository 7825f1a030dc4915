package nonet.engine.cnf;

import java.util.List;
import nonet.model.LinearSum;
import nonet.model.analysis.DistinctCages;

/**
 * The clauses of a distinct cage (see {@link DistinctCages}): one selector per allowed digit SET
 * (never per permutation: permutations blow up past 4 cells). The selector implies every cell takes
 * a digit of the set and every digit of the set is in some cell; each {@code x(c,d)} implies the
 * sets containing d; at least one set. With the cells pairwise different this fixes the cage's set.
 */
final class CageSetEncoding {

    private CageSetEncoding() {
    }

    static void encode(Cnf.Builder cnf, int n, LinearSum s, List<Integer> sets, int[] masks) {
        int[] cells = s.cells();
        int[] selectors = new int[sets.size()];
        int[] lits = new int[Math.max(n, cells.length) + 1];
        for (int i = 0; i < selectors.length; i++) {
            int set = sets.get(i);
            selectors[i] = cnf.newVar("cage '" + s.origin() + "' holds the digits " + digits(set));
            for (int cell : cells) {
                int k = 0;
                lits[k++] = -selectors[i];
                for (int d = 1; d <= n; d++) {
                    if ((set & masks[cell] & (1 << (d - 1))) != 0) {
                        lits[k++] = cnf.cellVar(cell, d);
                    }
                }
                cnf.clause(lits, k);
            }
            for (int d = 1; d <= n; d++) {
                if ((set & (1 << (d - 1))) == 0) {
                    continue;
                }
                int k = 0;
                lits[k++] = -selectors[i];
                for (int cell : cells) {
                    if ((masks[cell] & (1 << (d - 1))) != 0) {
                        lits[k++] = cnf.cellVar(cell, d);
                    }
                }
                cnf.clause(lits, k);
            }
        }
        cnf.clause(selectors, selectors.length);
        int[] support = new int[selectors.length + 1];
        for (int cell : cells) {
            for (int d = 1; d <= n; d++) {
                if ((masks[cell] & (1 << (d - 1))) == 0) {
                    continue;
                }
                int k = 0;
                support[k++] = -cnf.cellVar(cell, d);
                for (int i = 0; i < selectors.length; i++) {
                    if ((sets.get(i) & (1 << (d - 1))) != 0) {
                        support[k++] = selectors[i];
                    }
                }
                cnf.clause(support, k);
            }
        }
    }

    private static String digits(int set) {
        StringBuilder sb = new StringBuilder("{");
        for (int d = 1; d <= 31; d++) {
            if ((set & (1 << (d - 1))) != 0) {
                sb.append(sb.length() > 1 ? "," : "").append(d);
            }
        }
        return sb.append('}').toString();
    }
}
