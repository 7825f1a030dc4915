package nonet.engine.logic;

import nonet.model.LinearSum;
import nonet.model.Mdd;
import nonet.model.Table;
import nonet.model.analysis.MddSupport;

/**
 * What placing a digit in a cell would rule out elsewhere, given the current candidates: the same
 * digit in its distinct groups, the partner digits its relations forbid, and the digits of the
 * other cells of its sums, tables and line rules that lose all support. This is the one notion
 * every elimination of the placing rules and of intersection exclusion rests on.
 */
final class Consequences {

    private final Structure s;

    Consequences(Structure s) {
        this.s = s;
    }

    /**
     * ORs into {@code out[x]} the digits that {@code cell = digit} rules out at each other cell x
     * (its own cell excluded). When the placement is itself impossible for a sum, table or line rule,
     * every digit of that constraint's other cells is ruled out: anything follows from an impossible
     * choice.
     */
    void of(int cell, int digit, int[] masks, int[] out) {
        int bit = 1 << (digit - 1);
        for (int g : s.groupsOfCell[cell]) {
            for (int x : s.groups[g]) {
                if (x != cell) {
                    out[x] |= bit;
                }
            }
        }
        int[] partners = s.partners[cell];
        for (int k = 0; k < partners.length; k++) {
            out[partners[k]] |= s.full & ~s.partnerAllowed[cell][k][digit - 1];
        }
        for (int i : s.sumsOfCell[cell]) {
            LinearSum sum = s.sums[i];
            int[] cells = sum.cells();
            int[] sup = Supports.ofSum(sum, restricted(cells, cell, bit, masks), s.sumDistinct[i]);
            ruleOutUnsupported(cells, cell, sup, out);
        }
        for (int i : s.tablesOfCell[cell]) {
            Table t = s.tables[i];
            int[] cells = t.cells();
            int[] sup = Supports.ofTable(t, restricted(cells, cell, bit, masks));
            ruleOutUnsupported(cells, cell, sup, out);
        }
        for (int i : s.linesOfCell[cell]) {
            Mdd line = s.lines[i];
            int[] cells = line.cells();
            ruleOutUnsupported(cells, cell, MddSupport.of(line, restricted(cells, cell, bit, masks)), out);
        }
    }

    private int[] restricted(int[] cells, int cell, int bit, int[] masks) {
        int[] m = new int[cells.length];
        for (int p = 0; p < cells.length; p++) {
            m[p] = cells[p] == cell ? bit : masks[cells[p]];
        }
        return m;
    }

    private void ruleOutUnsupported(int[] cells, int cell, int[] sup, int[] out) {
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != cell) {
                out[cells[p]] |= sup == null ? s.full : s.full & ~sup[p];
            }
        }
    }
}
