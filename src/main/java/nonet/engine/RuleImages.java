package nonet.engine;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import nonet.model.AllDifferent;
import nonet.model.LinearSum;
import nonet.model.Mdd;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;
import nonet.model.optimize.ModelOptimizer;

/**
 * A model's rules as a set of canonical forms, read through a {@link GridMap}: the map keeps the
 * rules exactly when the set it gives is the one the identity gives (a map of cells and digits is
 * one to one, so no two rules share an image). Relations on one pair are joined first, read from
 * the lower cell to the higher, so that a relation keeps its orientation and two relations on a
 * pair count as the rule they make together. Groups and sums are sets of cells; tables, sets of
 * tuples. A diagram keeps its cell order, so a line read the other way round is not recognised
 * (the map is then refused, which only costs the symmetry). Domains change from puzzle to puzzle
 * and are left to the caller; the optimizer's derived constraints are implied by the others, so
 * the solutions' symmetry does not depend on them.
 */
final class RuleImages {

    private static final int GROUP = 0;
    private static final int RELATION = 1;
    private static final int SUM = 2;
    private static final int TABLE = 3;
    private static final int DIAGRAM = 4;

    private RuleImages() {
    }

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

    /** Whether the map sends every rule of the model onto a rule of the model. */
    static boolean keep(Model model, GridMap map, Set<?> rules) {
        return forms(model, map).equals(rules);
    }

    /** The model's rules read through a map. */
    static Set<?> forms(Model model, GridMap map) {
        Set<Form> out = new HashSet<>();
        Map<Long, int[]> pairs = new TreeMap<>();
        int n = model.size();
        model.forEachKind(
                group -> {
                    if (!ModelOptimizer.derived(group)) {
                        out.add(group(group, map));
                    }
                },
                relation -> {
                    if (!ModelOptimizer.derived(relation)) {
                        join(pairs, relation, map, n);
                    }
                },
                sum -> {
                    if (!ModelOptimizer.derived(sum)) {
                        out.add(sum(sum, map, n));
                    }
                },
                table -> {
                    if (!ModelOptimizer.derived(table)) {
                        out.add(table(table, map));
                    }
                },
                diagram -> {
                    if (!ModelOptimizer.derived(diagram)) {
                        out.add(diagram(diagram, map));
                    }
                },
                domain -> { });
        pairs.forEach((pair, allowed) -> {
            int[] data = new int[3 + n];
            data[0] = RELATION;
            data[1] = (int) (pair >>> 32);
            data[2] = (int) (long) pair;
            System.arraycopy(allowed, 0, data, 3, n);
            out.add(new Form(data));
        });
        return out;
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

    /** Joins a relation's image into the rule on its pair, read from the lower cell. */
    private static void join(Map<Long, int[]> pairs, Relation relation, GridMap map, int n) {
        int a = map.cell(relation.a());
        int b = map.cell(relation.b());
        int[] allowed = new int[n];
        for (int d = 1; d <= n; d++) {
            for (int e = 1; e <= n; e++) {
                if (relation.allows(d, e)) {
                    int from = map.digit(a < b ? d : e);
                    int to = map.digit(a < b ? e : d);
                    allowed[from - 1] |= 1 << (to - 1);
                }
            }
        }
        long pair = ((long) Math.min(a, b) << 32) | Math.max(a, b);
        int[] joined = pairs.computeIfAbsent(pair, p -> {
            int[] all = new int[n];
            Arrays.fill(all, (1 << n) - 1);
            return all;
        });
        for (int d = 0; d < n; d++) {
            joined[d] &= allowed[d];
        }
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
