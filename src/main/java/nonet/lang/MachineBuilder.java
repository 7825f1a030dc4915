package nonet.lang;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import nonet.model.Mdd;
import nonet.model.MddReduction;

/**
 * Unrolls a {@code machine} over its line into a layered graph, one layer of reachable states per
 * cell, and reduces it to an {@link Mdd}. The states are explored from the start, so only states some
 * prefix of digits reaches are built; each layer is bounded so a runaway state space is an error.
 */
final class MachineBuilder {

    static final int MAX_STATES = 200_000;
    static final long MAX_EDGES = 4_000_000L;

    /** A state tuple, compared by value. */
    private record State(int[] values) {
        @Override
        public boolean equals(Object o) {
            return o instanceof State s && Arrays.equals(values, s.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }
    }

    private MachineBuilder() {
    }

    /**
     * The reduced diagram of the machine over {@code cells}, or null when no line of digits 1..N is
     * accepted. {@code start}, {@code guards}, {@code next} and {@code accept} are bound (no parameters).
     */
    static Mdd build(int[] cells, List<Expr> start, List<Expr> guards, List<Expr> next, Expr accept, int n,
            CellFunctions where, Expr.Env env, String origin, Pos at) throws LangException {
        int k = cells.length;
        int width = start.size();
        int[] first = new int[width];
        for (int v = 0; v < width; v++) {
            first[v] = start.get(v).eval(env);
        }
        List<int[]> layer = List.of(first);
        int[][] edges = new int[k][];
        long edgeCount = 0;
        for (int i = 0; i < k; i++) {
            env.i = i + 1;
            where.locate(cells[i], env.cellA);
            Map<State, Integer> ids = new HashMap<>();
            List<int[]> nextLayer = new ArrayList<>();
            int[] e = new int[96];
            int fill = 0;
            for (int from = 0; from < layer.size(); from++) {
                int[] s = layer.get(from);
                for (int x = 1; x <= n; x++) {
                    env.state = s;
                    env.a = x;
                    if (!allHold(guards, env)) {
                        continue;
                    }
                    int[] t = s.clone();
                    for (int v = 0; v < width; v++) {
                        if (next.get(v) != null) {
                            t[v] = next.get(v).eval(env);
                        }
                    }
                    Integer to = ids.get(new State(t));
                    if (to == null) {
                        if (nextLayer.size() == MAX_STATES) {
                            throw new LangException(at, "the machine reaches more than " + MAX_STATES + " states at cell " + (i + 1)
                                    + " of " + k + "; keep less in its state (for instance a running sum capped at the total)");
                        }
                        to = nextLayer.size();
                        ids.put(new State(t), to);
                        nextLayer.add(t);
                    }
                    if (fill + 3 > e.length) {
                        e = Arrays.copyOf(e, e.length * 2);
                    }
                    e[fill++] = from;
                    e[fill++] = x;
                    e[fill++] = to;
                }
            }
            edgeCount += fill / 3;
            if (edgeCount > MAX_EDGES) {
                throw new LangException(at, "the machine has more than " + MAX_EDGES + " transitions over its " + k + " cells");
            }
            edges[i] = Arrays.copyOf(e, fill);
            layer = nextLayer;
        }
        env.i = k + 1;
        env.a = 0;
        List<Integer> accepting = new ArrayList<>();
        for (int s = 0; s < layer.size(); s++) {
            env.state = layer.get(s);
            if (accept == null || accept.eval(env) != 0) {
                accepting.add(s);
            }
        }
        return MddReduction.reduce(cells, edges, accepting.stream().mapToInt(Integer::intValue).toArray(), origin);
    }

    private static boolean allHold(List<Expr> guards, Expr.Env env) {
        for (Expr g : guards) {
            if (g.eval(env) == 0) {
                return false;
            }
        }
        return true;
    }
}
