package nonet.engine.cnf;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import nonet.model.Table;

/**
 * The clauses of a {@link Table}: one selector per (distinct) tuple: selector implies each of its
 * literals, each literal {@code x(c_i,d)} implies the selectors of tuples with d at position i, and
 * at least one selector holds. Under exactly-one cells the selectors are then functions of the grid.
 */
final class TableEncoding {

    private TableEncoding() {
    }

    static void encode(Cnf.Builder cnf, int n, Table t, int[] masks) throws CnfEncoder.TooLarge {
        int[] cells = t.cells();
        // tuples outside the domains can never hold; duplicates would make selectors ambiguous
        Set<List<Integer>> tuples = new LinkedHashSet<>();
        for (int i = 0; i < t.size(); i++) {
            List<Integer> tuple = new ArrayList<>(cells.length);
            boolean possible = true;
            for (int pos = 0; pos < cells.length && possible; pos++) {
                int d = t.digit(i, pos);
                possible = d >= 1 && d <= n && (masks[cells[pos]] & (1 << (d - 1))) != 0;
                tuple.add(d);
            }
            if (possible) {
                tuples.add(tuple);
            }
        }
        long estimate = (long) tuples.size() * (cells.length + 1) + (long) cells.length * n;
        if (estimate > CnfEncoder.MAX_SUM_CLAUSES) {
            throw new CnfEncoder.TooLarge("table '" + t.origin() + "' of " + t.size() + " tuples needs about " + estimate
                    + " clauses, past the bound of " + CnfEncoder.MAX_SUM_CLAUSES);
        }
        int[] selectors = new int[tuples.size()];
        List<List<Integer>> list = new ArrayList<>(tuples);
        for (int i = 0; i < selectors.length; i++) {
            selectors[i] = cnf.newVar("table '" + t.origin() + "' takes tuple " + list.get(i));
            for (int pos = 0; pos < cells.length; pos++) {
                cnf.clause(-selectors[i], cnf.cellVar(cells[pos], list.get(i).get(pos)));
            }
        }
        cnf.clause(selectors, selectors.length);
        int[] support = new int[selectors.length + 1];
        for (int pos = 0; pos < cells.length; pos++) {
            for (int d = 1; d <= n; d++) {
                if ((masks[cells[pos]] & (1 << (d - 1))) == 0) {
                    continue;
                }
                int k = 0;
                support[k++] = -cnf.cellVar(cells[pos], d);
                for (int i = 0; i < selectors.length; i++) {
                    if (list.get(i).get(pos) == d) {
                        support[k++] = selectors[i];
                    }
                }
                cnf.clause(support, k);
            }
        }
    }
}
