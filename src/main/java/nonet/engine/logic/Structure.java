package nonet.engine.logic;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import nonet.model.AllDifferent;
import nonet.model.Geometry;
import nonet.model.LinearSum;
import nonet.model.Mdd;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;
import nonet.model.analysis.ExactGroups;
import nonet.model.analysis.Peers;

/**
 * A model's constraints indexed for the rules: by cell, with group names and each cell's neighbours.
 * Every primitive but {@link nonet.model.Domain} (read once, as the initial candidates) is indexed
 * here, so no rule and no consequence of a placement overlooks a constraint.
 */
final class Structure {

    final Model model;
    final Geometry geometry;
    final int n;
    final int cellCount;
    final int full;

    final int[][] groups;
    final boolean[] exact;
    final String[] groupNames;
    final int[][] groupsOfCell;

    /** Per cell, its relation partners and, for each, the allowed masks seen from this cell. */
    final int[][] partners;
    final int[][][] partnerAllowed;
    final String[][] partnerOrigin;
    final Relation[] relations;
    final Relation[] reversed;

    final LinearSum[] sums;
    /** Whether a sum's cells are pairwise {@link Peers}, so its combinations use distinct digits. */
    final boolean[] sumDistinct;
    final int[][] sumsOfCell;
    final Table[] tables;
    final int[][] tablesOfCell;
    final Mdd[] lines;
    final int[][] linesOfCell;

    /** The cells sharing any constraint with each cell. */
    final int[][] neighbours;

    Structure(Model model) {
        this.model = model;
        this.geometry = model.geometry();
        this.n = model.size();
        this.cellCount = model.cellCount();
        this.full = geometry.fullMask();

        List<AllDifferent> gs = new ArrayList<>();
        List<Relation> rels = new ArrayList<>();
        List<LinearSum> ss = new ArrayList<>();
        List<Table> ts = new ArrayList<>();
        List<Mdd> ls = new ArrayList<>();
        model.forEachKind(gs::add, rels::add, ss::add, ts::add, ls::add, domain -> { });
        groups = new int[gs.size()][];
        exact = new boolean[gs.size()];
        groupNames = new String[gs.size()];
        List<List<Integer>> gOf = lists();
        for (int i = 0; i < gs.size(); i++) {
            groups[i] = gs.get(i).cells();
            exact[i] = ExactGroups.isExact(gs.get(i), n);
            groupNames[i] = Names.group(groups[i], gs.get(i).origin(), geometry);
            for (int c : groups[i]) {
                gOf.get(c).add(i);
            }
        }
        groupsOfCell = toArrays(gOf);

        relations = rels.toArray(new Relation[0]);
        reversed = new Relation[relations.length];
        List<List<Integer>> rOf = lists();
        for (int i = 0; i < relations.length; i++) {
            reversed[i] = relations[i].reversed();
            rOf.get(relations[i].a()).add(i);
            rOf.get(relations[i].b()).add(i);
        }
        partners = new int[cellCount][];
        partnerAllowed = new int[cellCount][][];
        partnerOrigin = new String[cellCount][];
        for (int c = 0; c < cellCount; c++) {
            List<Integer> rs = rOf.get(c);
            partners[c] = new int[rs.size()];
            partnerAllowed[c] = new int[rs.size()][];
            partnerOrigin[c] = new String[rs.size()];
            for (int k = 0; k < rs.size(); k++) {
                Relation r = relations[rs.get(k)];
                Relation seen = r.a() == c ? r : reversed[rs.get(k)];
                partners[c][k] = seen.b();
                partnerAllowed[c][k] = seen.allowed();
                partnerOrigin[c][k] = r.origin();
            }
        }

        sums = ss.toArray(new LinearSum[0]);
        Peers peers = new Peers(model);
        sumDistinct = new boolean[sums.length];
        List<List<Integer>> sOf = lists();
        for (int i = 0; i < sums.length; i++) {
            int[] cells = sums[i].cells();
            sumDistinct[i] = peers.pairwiseDistinct(cells);
            for (int c : cells) {
                sOf.get(c).add(i);
            }
        }
        sumsOfCell = toArrays(sOf);

        tables = ts.toArray(new Table[0]);
        List<List<Integer>> tOf = lists();
        for (int i = 0; i < tables.length; i++) {
            for (int c : tables[i].cells()) {
                tOf.get(c).add(i);
            }
        }
        tablesOfCell = toArrays(tOf);
        lines = ls.toArray(new Mdd[0]);
        List<List<Integer>> lOf = lists();
        for (int i = 0; i < lines.length; i++) {
            for (int c : lines[i].cells()) {
                lOf.get(c).add(i);
            }
        }
        linesOfCell = toArrays(lOf);

        neighbours = new int[cellCount][];
        for (int c = 0; c < cellCount; c++) {
            TreeSet<Integer> set = new TreeSet<>();
            for (int g : groupsOfCell[c]) {
                for (int x : groups[g]) {
                    set.add(x);
                }
            }
            for (int x : partners[c]) {
                set.add(x);
            }
            for (int s : sumsOfCell[c]) {
                for (int x : sums[s].cells()) {
                    set.add(x);
                }
            }
            for (int t : tablesOfCell[c]) {
                for (int x : tables[t].cells()) {
                    set.add(x);
                }
            }
            for (int l : linesOfCell[c]) {
                for (int x : lines[l].cells()) {
                    set.add(x);
                }
            }
            set.remove(c);
            neighbours[c] = set.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    private List<List<Integer>> lists() {
        List<List<Integer>> out = new ArrayList<>();
        for (int c = 0; c < cellCount; c++) {
            out.add(new ArrayList<>());
        }
        return out;
    }

    private static int[][] toArrays(List<List<Integer>> lists) {
        int[][] out = new int[lists.size()][];
        for (int i = 0; i < out.length; i++) {
            out[i] = lists.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
        return out;
    }
}
