package nonet.engine.sls;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nonet.model.AllDifferent;
import nonet.model.LinearSum;
import nonet.model.Mdd;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;

/**
 * A full grid and its cost, kept up to date move by move: each distinct group costs its number of
 * pairs of equal digits, each broken relation, sum or table costs 1, each line rule (Mdd) the number
 * of its cells that must change ({@link RepairDistance}). Domains are never broken: the
 * search only ever writes digits a cell's domain allows.
 */
final class ViolationCost {

    final int n;
    final int[] grid;
    private int cost;

    private final int[][] groups;
    private final int[][] groupCounts;
    private final int[][] groupsOf;
    private final Relation[] relations;
    private final boolean[] relationBroken;
    private final int[][] relationsOf;
    private final LinearSum[] sums;
    private final int[][] sumCoeffs;
    private final int[][] sumCells;
    private final long[] sumValue;
    private final int[][] sumsOf;
    private final int[][] sumPosition;
    private final Table[] tables;
    private final int[][] tableCells;
    private final Set<Long>[] tableTuples;
    private final boolean[] tableBroken;
    private final int[][] tablesOf;
    private final RepairDistance[] lines;
    private final int[] lineCost;
    private final int[][] linesOf;

    @SuppressWarnings("unchecked")
    ViolationCost(Model model, int[] start) {
        n = model.size();
        int cells = model.cellCount();
        grid = start.clone();
        List<AllDifferent> gs = new ArrayList<>();
        List<Relation> rs = new ArrayList<>();
        List<LinearSum> ss = new ArrayList<>();
        List<Table> ts = new ArrayList<>();
        List<Mdd> ls = new ArrayList<>();
        model.forEachKind(gs::add, rs::add, ss::add, ts::add, ls::add, domain -> { }); // domains are never broken (see above)
        groups = new int[gs.size()][];
        groupCounts = new int[gs.size()][n + 1];
        for (int i = 0; i < groups.length; i++) {
            groups[i] = gs.get(i).cells();
        }
        groupsOf = index(cells, groups);
        relations = rs.toArray(new Relation[0]);
        relationBroken = new boolean[relations.length];
        int[][] relCells = new int[relations.length][];
        for (int i = 0; i < relations.length; i++) {
            relCells[i] = new int[] {relations[i].a(), relations[i].b()};
        }
        relationsOf = index(cells, relCells);
        sums = ss.toArray(new LinearSum[0]);
        sumCells = new int[sums.length][];
        sumCoeffs = new int[sums.length][];
        sumValue = new long[sums.length];
        for (int i = 0; i < sums.length; i++) {
            sumCells[i] = sums[i].cells();
            sumCoeffs[i] = sums[i].coeffs();
        }
        sumsOf = index(cells, sumCells);
        sumPosition = new int[cells][];
        for (int c = 0; c < cells; c++) {
            sumPosition[c] = new int[sumsOf[c].length];
            for (int k = 0; k < sumsOf[c].length; k++) {
                int[] sc = sumCells[sumsOf[c][k]];
                for (int p = 0; p < sc.length; p++) {
                    if (sc[p] == c) {
                        sumPosition[c][k] = p;
                    }
                }
            }
        }
        tables = ts.toArray(new Table[0]);
        tableCells = new int[tables.length][];
        tableTuples = new Set[tables.length];
        tableBroken = new boolean[tables.length];
        for (int i = 0; i < tables.length; i++) {
            tableCells[i] = tables[i].cells();
            tableTuples[i] = new HashSet<>();
            for (int t = 0; t < tables[i].size(); t++) {
                long key = 0;
                for (int p = 0; p < tables[i].arity(); p++) {
                    key = key * 31 + tables[i].digit(t, p);
                }
                tableTuples[i].add(key);
            }
        }
        tablesOf = index(cells, tableCells);
        lines = ls.stream().map(RepairDistance::new).toArray(RepairDistance[]::new);
        lineCost = new int[lines.length];
        linesOf = index(cells, java.util.Arrays.stream(lines).map(RepairDistance::cells).toArray(int[][]::new));
        recount();
    }

    int cost() {
        return cost;
    }

    /** Writes a digit and returns the change of cost. */
    int set(int cell, int digit) {
        int old = grid[cell];
        if (old == digit) {
            return 0;
        }
        int before = cost;
        for (int g : groupsOf[cell]) {
            int[] counts = groupCounts[g];
            cost -= --counts[old];
            cost += counts[digit]++;
        }
        grid[cell] = digit;
        for (int r : relationsOf[cell]) {
            boolean broken = !relations[r].allows(grid[relations[r].a()], grid[relations[r].b()]);
            cost += (broken ? 1 : 0) - (relationBroken[r] ? 1 : 0);
            relationBroken[r] = broken;
        }
        for (int k = 0; k < sumsOf[cell].length; k++) {
            int s = sumsOf[cell][k];
            boolean wasBroken = sumValue[s] != sums[s].total();
            sumValue[s] += (long) sumCoeffs[s][sumPosition[cell][k]] * (digit - old);
            boolean broken = sumValue[s] != sums[s].total();
            cost += (broken ? 1 : 0) - (wasBroken ? 1 : 0);
        }
        for (int t : tablesOf[cell]) {
            boolean broken = tableBroken(t);
            cost += (broken ? 1 : 0) - (tableBroken[t] ? 1 : 0);
            tableBroken[t] = broken;
        }
        for (int m : linesOf[cell]) {
            int distance = lines[m].of(grid);
            cost += distance - lineCost[m];
            lineCost[m] = distance;
        }
        return cost - before;
    }

    /** The cells of every constraint the grid breaks now: a repeated digit's cells, or all cells of a broken relation, sum, table or line. */
    boolean[] conflicted() {
        boolean[] out = new boolean[grid.length];
        for (int g = 0; g < groups.length; g++) {
            for (int c : groups[g]) {
                out[c] |= groupCounts[g][grid[c]] > 1;
            }
        }
        for (int r = 0; r < relations.length; r++) {
            if (relationBroken[r]) {
                out[relations[r].a()] = true;
                out[relations[r].b()] = true;
            }
        }
        for (int s = 0; s < sums.length; s++) {
            markIf(sumValue[s] != sums[s].total(), sumCells[s], out);
        }
        for (int t = 0; t < tables.length; t++) {
            markIf(tableBroken[t], tableCells[t], out);
        }
        for (int m = 0; m < lines.length; m++) {
            markIf(lineCost[m] > 0, lines[m].cells(), out);
        }
        return out;
    }

    private static void markIf(boolean broken, int[] cells, boolean[] out) {
        if (broken) {
            for (int c : cells) {
                out[c] = true;
            }
        }
    }

    /** Replaces the whole grid (a restart) and recounts. */
    void load(int[] state) {
        System.arraycopy(state, 0, grid, 0, grid.length);
        recount();
    }

    private void recount() {
        cost = 0;
        for (int g = 0; g < groups.length; g++) {
            java.util.Arrays.fill(groupCounts[g], 0);
            for (int c : groups[g]) {
                cost += groupCounts[g][grid[c]]++;
            }
        }
        for (int r = 0; r < relations.length; r++) {
            relationBroken[r] = !relations[r].allows(grid[relations[r].a()], grid[relations[r].b()]);
            cost += relationBroken[r] ? 1 : 0;
        }
        for (int s = 0; s < sums.length; s++) {
            sumValue[s] = 0;
            for (int p = 0; p < sumCells[s].length; p++) {
                sumValue[s] += (long) sumCoeffs[s][p] * grid[sumCells[s][p]];
            }
            cost += sumValue[s] != sums[s].total() ? 1 : 0;
        }
        for (int t = 0; t < tables.length; t++) {
            tableBroken[t] = tableBroken(t);
            cost += tableBroken[t] ? 1 : 0;
        }
        for (int m = 0; m < lines.length; m++) {
            lineCost[m] = lines[m].of(grid);
            cost += lineCost[m];
        }
    }

    private boolean tableBroken(int t) {
        long key = 0;
        for (int c : tableCells[t]) {
            key = key * 31 + grid[c];
        }
        // the key is exact up to 12 cells; past that, confirm a hit with the table itself
        if (!tableTuples[t].contains(key)) {
            return true;
        }
        return tableCells[t].length > 12 && !tables[t].holds(grid);
    }

    private static int[][] index(int cells, int[][] members) {
        int[] counts = new int[cells];
        for (int[] m : members) {
            for (int c : m) {
                counts[c]++;
            }
        }
        int[][] out = new int[cells][];
        for (int c = 0; c < cells; c++) {
            out[c] = new int[counts[c]];
            counts[c] = 0;
        }
        for (int i = 0; i < members.length; i++) {
            for (int c : members[i]) {
                out[c][counts[c]++] = i;
            }
        }
        return out;
    }
}
