package nonet.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.LinearSum;
import nonet.model.Mdd;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;
import nonet.model.optimize.ModelOptimizer;

/**
 * A model's rules, read through a {@link GridMap}: the map keeps them when it sends every rule onto
 * a rule of the model (a map of cells and digits is one to one, so the rules are then permuted).
 * Relations on one pair are joined first and read from the lower cell to the higher, so that a
 * relation keeps its orientation and two relations on a pair count as the rule they make together.
 * Other rules are compared as canonical forms: groups and sums as sets of cells, tables as sets of
 * tuples. A diagram keeps its cell order, so a line read the other way round is not recognised
 * (the map is then refused, which only costs the symmetry). Domains change from puzzle to puzzle
 * and are left to the caller; the optimizer's derived constraints are implied by the others, so
 * the solutions' symmetry does not depend on them.
 */
final class RuleImages {

    private static final int GROUP = 0;
    private static final int SUM = 2;
    private static final int TABLE = 3;
    private static final int DIAGRAM = 4;

    /** A canonical form, compared by content. */
    private record Form(int[] data) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Form other && Arrays.equals(data, other.data);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(data);
        }
    }

    /** One relation per pair of cells, every relation on it joined: what the lower cell allows the higher, and back. */
    private record Pair(int low, int high, int[] forth, int[] back) {
    }

    private final int n;
    private final List<Pair> pairs = new ArrayList<>();
    private final Map<Long, Pair> byCells = new HashMap<>();
    private final List<Constraint> others = new ArrayList<>();
    private final Set<Form> forms = new HashSet<>();

    /** Reads the model's rules once; {@link #keptBy} then reads them through each map. */
    RuleImages(Model model) {
        n = model.size();
        GridMap identity = GridMap.all(n).get(0);
        List<Constraint> groups = new ArrayList<>();
        for (Constraint c : model.constraints()) {
            // relations are joined per pair as they are read and have no form, nor do the puzzle's domains;
            // the optimizer derives sums (tables and diagrams are asked too), never groups
            Form f = form(c, identity);
            boolean group = f != null && f.data()[0] == GROUP;
            if (f != null && (group || !ModelOptimizer.derived(c))) {
                (group ? groups : others).add(c);
                forms.add(f);
            }
        }
        // the groups come last: a grid's groups map onto their like under every map, while a cage or a
        // line usually does not, and the first rule a map moves off the model settles it
        others.addAll(groups);
        for (Pair pair : byCells.values()) {
            int[] back = new int[n];
            for (int d = 1; d <= n; d++) {
                for (int e = 1; e <= n; e++) {
                    if ((pair.forth()[d - 1] & (1 << (e - 1))) != 0) {
                        back[e - 1] |= 1 << (d - 1);
                    }
                }
            }
            pairs.add(new Pair(pair.low(), pair.high(), pair.forth(), back));
        }
        byCells.clear();
        for (Pair pair : pairs) {
            byCells.put(key(pair.low(), pair.high()), pair);
        }
    }

    private void join(Relation r) {
        int low = Math.min(r.a(), r.b());
        int high = Math.max(r.a(), r.b());
        Pair joined = byCells.get(key(low, high));
        if (joined == null) {
            int[] all = new int[n];
            Arrays.fill(all, (1 << n) - 1);
            joined = new Pair(low, high, all, null);
            byCells.put(key(low, high), joined);
        }
        int[] forth = joined.forth();
        Relation read = r.a() == low ? r : r.reversed();
        for (int d = 1; d <= n; d++) {
            forth[d - 1] &= read.allowedFor(d);
        }
    }

    private static long key(int low, int high) {
        return ((long) low << 32) | high;
    }

    /** Whether the map sends every rule of the model onto a rule of the model. */
    boolean keptBy(GridMap map) {
        for (Pair pair : pairs) {
            int a = map.cell(pair.low());
            int b = map.cell(pair.high());
            Pair image = byCells.get(key(Math.min(a, b), Math.max(a, b)));
            if (image == null) {
                return false;
            }
            int[] read = a < b ? pair.forth() : pair.back();
            for (int d = 1; d <= n; d++) {
                if (image.forth()[map.digit(d) - 1] != map.mask(read[d - 1])) {
                    return false;
                }
            }
        }
        for (Constraint c : others) {
            if (!forms.contains(form(c, map))) {
                return false;
            }
        }
        return true;
    }

    /**
     * A rule's form read through a map, or null for a relation, which is joined into its pair
     * instead (only the constructor reads relations), and for a domain.
     */
    private Form form(Constraint c, GridMap map) {
        return c.accept(new Constraint.Visitor<>() {
            @Override
            public Form allDifferent(AllDifferent group) {
                return group(group, map);
            }

            @Override
            public Form relation(Relation r) {
                join(r);
                return null;
            }

            @Override
            public Form linearSum(LinearSum sum) {
                return sum(sum, map, n);
            }

            @Override
            public Form table(Table table) {
                return RuleImages.table(table, map);
            }

            @Override
            public Form mdd(Mdd diagram) {
                return diagram(diagram, map);
            }

            @Override
            public Form domain(Domain d) {
                return null;
            }
        });
    }

    private static Form group(AllDifferent group, GridMap map) {
        int[] cells = mapped(group.cells(), map);
        Arrays.sort(cells);
        int[] data = new int[2 + cells.length];
        data[0] = GROUP;
        data[1] = group.exact() ? 1 : 0;
        System.arraycopy(cells, 0, data, 2, cells.length);
        return new Form(data);
    }

    /** sum k * d = t read with d as n+1-d is sum k * d = (n+1) * sum k - t. */
    private static Form sum(LinearSum sum, GridMap map, int n) {
        int[] cells = mapped(sum.cells(), map);
        int[] coeffs = sum.coeffs();
        long total = sum.total();
        if (map.reversed()) {
            long weight = 0;
            for (int k : coeffs) {
                weight += k;
            }
            total = (n + 1) * weight - total;
        }
        Integer[] order = sortedPositions(cells);
        int[] data = new int[3 + 2 * cells.length];
        data[0] = SUM;
        data[1] = (int) (total >>> 32);
        data[2] = (int) total;
        for (int i = 0; i < order.length; i++) {
            data[3 + 2 * i] = cells[order[i]];
            data[4 + 2 * i] = coeffs[order[i]];
        }
        return new Form(data);
    }

    private static Form table(Table table, GridMap map) {
        int[] cells = mapped(table.cells(), map);
        Integer[] order = sortedPositions(cells);
        int arity = cells.length;
        int[][] tuples = new int[table.size()][arity];
        for (int t = 0; t < tuples.length; t++) {
            for (int i = 0; i < arity; i++) {
                tuples[t][i] = map.digit(table.digit(t, order[i]));
            }
        }
        Arrays.sort(tuples, Arrays::compare);
        int[] data = new int[2 + arity + tuples.length * arity];
        data[0] = TABLE;
        data[1] = arity;
        for (int i = 0; i < arity; i++) {
            data[2 + i] = cells[order[i]];
        }
        for (int t = 0; t < tuples.length; t++) {
            System.arraycopy(tuples[t], 0, data, 2 + arity + t * arity, arity);
        }
        return new Form(data);
    }

    private static Form diagram(Mdd diagram, GridMap map) {
        int[] cells = mapped(diagram.cells(), map);
        int[][] edges = diagram.edges();
        int size = 2 + cells.length * 2;
        for (int[] layer : edges) {
            size += layer.length;
        }
        int[] data = new int[size];
        data[0] = DIAGRAM;
        data[1] = cells.length;
        int at = 2;
        for (int i = 0; i < cells.length; i++) {
            data[at++] = cells[i];
            int[][] triples = new int[edges[i].length / 3][];
            for (int j = 0; j < triples.length; j++) {
                triples[j] = new int[] {edges[i][3 * j], map.digit(edges[i][3 * j + 1]), edges[i][3 * j + 2]};
            }
            Arrays.sort(triples, Arrays::compare);
            data[at++] = triples.length;
            for (int[] triple : triples) {
                System.arraycopy(triple, 0, data, at, 3);
                at += 3;
            }
        }
        return new Form(data);
    }

    private static int[] mapped(int[] cells, GridMap map) {
        int[] out = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            out[i] = map.cell(cells[i]);
        }
        return out;
    }

    /** The positions of the cells in increasing cell order. */
    private static Integer[] sortedPositions(int[] cells) {
        Integer[] order = new Integer[cells.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingInt(i -> cells[i]));
        return order;
    }
}
