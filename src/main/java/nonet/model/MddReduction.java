package nonet.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds a {@link Mdd} from a layered transition graph: keeps the nodes that lie on a path from
 * the root to an accepting node, then merges, layer by layer from the end, the nodes whose outgoing
 * edges are the same (as a BDD is reduced). The result is the smallest deterministic diagram with
 * the same paths.
 */
public final class MddReduction {

    private MddReduction() {
    }

    /**
     * {@code edges[i]} holds triples (from, digit, to) between node layers i and i+1 (node numbers
     * are any non-negative ints, local to their layer; the root is node 0 of layer 0); a node of the
     * last layer accepts when {@code accepting} contains it. Each (from, digit) pair has at most one
     * edge. Returns null when no path reaches an accepting node.
     */
    public static Mdd reduce(int[] cells, int[][] edges, int[] accepting, String origin) {
        int k = cells.length;
        boolean[][] alive = new boolean[k + 1][];
        alive[k] = new boolean[maxNode(edges[k - 1], 2, accepting) + 1];
        for (int node : accepting) {
            alive[k][node] = true;
        }
        for (int i = k - 1; i >= 0; i--) {
            alive[i] = new boolean[i == 0 ? 1 : maxNode(edges[i], 0, new int[0]) + 1];
            int[] e = edges[i];
            for (int j = 0; j < e.length; j += 3) {
                if (e[j + 2] < alive[i + 1].length && alive[i + 1][e[j + 2]] && e[j] < alive[i].length) {
                    alive[i][e[j]] = true;
                }
            }
        }
        if (!alive[0][0]) {
            return null;
        }
        boolean[][] reached = forward(edges, alive);
        int[][] canon = new int[k + 1][];
        canon[k] = new int[alive[k].length];
        Arrays.fill(canon[k], 0);
        int[][] out = new int[k][];
        for (int i = k - 1; i >= 0; i--) {
            canon[i] = new int[alive[i].length];
            Arrays.fill(canon[i], -1);
            out[i] = mergeLayer(edges[i], reached[i], reached[i + 1], canon[i], canon[i + 1]);
        }
        return new Mdd(cells, out, origin);
    }

    /** The diagram of a table: the trie of its tuples, reduced. Null for an empty table. */
    public static Mdd ofTuples(int[] cells, int[][] tuples, String origin) {
        int k = cells.length;
        List<int[]> layers = new ArrayList<>();
        List<Map<Long, Integer>> children = new ArrayList<>();
        int[] width = new int[k + 1];
        width[0] = 1;
        for (int i = 0; i < k; i++) {
            children.add(new HashMap<>());
        }
        int[][] edgeLists = new int[k][];
        int[] fill = new int[k];
        for (int i = 0; i < k; i++) {
            edgeLists[i] = new int[3 * Math.max(1, tuples.length)];
        }
        for (int[] t : tuples) {
            int node = 0;
            for (int i = 0; i < k; i++) {
                long key = (long) node * 64 + t[i];
                Integer next = children.get(i).get(key);
                if (next == null) {
                    next = width[i + 1]++;
                    children.get(i).put(key, next);
                    int[] e = edgeLists[i];
                    e[fill[i]++] = node;
                    e[fill[i]++] = t[i];
                    e[fill[i]++] = next;
                }
                node = next;
            }
        }
        if (tuples.length == 0) {
            return null;
        }
        for (int i = 0; i < k; i++) {
            layers.add(Arrays.copyOf(edgeLists[i], fill[i]));
        }
        int[] accepting = new int[width[k]];
        for (int node = 0; node < accepting.length; node++) {
            accepting[node] = node;
        }
        return reduce(cells, layers.toArray(new int[0][]), accepting, origin);
    }

    private static int maxNode(int[] edges, int slot, int[] extra) {
        int max = 0;
        for (int j = slot; j < edges.length; j += 3) {
            max = Math.max(max, edges[j]);
        }
        for (int node : extra) {
            max = Math.max(max, node);
        }
        return max;
    }

    /** The alive nodes reachable from the root through alive nodes. */
    private static boolean[][] forward(int[][] edges, boolean[][] alive) {
        int k = edges.length;
        boolean[][] reached = new boolean[k + 1][];
        reached[0] = new boolean[] {true};
        for (int i = 0; i < k; i++) {
            reached[i + 1] = new boolean[alive[i + 1].length];
            int[] e = edges[i];
            for (int j = 0; j < e.length; j += 3) {
                if (e[j] < reached[i].length && reached[i][e[j]] && e[j + 2] < alive[i + 1].length && alive[i + 1][e[j + 2]]) {
                    reached[i + 1][e[j + 2]] = true;
                }
            }
        }
        return reached;
    }

    /**
     * Numbers the live nodes of one layer by their outgoing edges (digit and numbered target): equal
     * edge lists get one number. Fills {@code canon} and returns the layer's edges, renumbered.
     */
    private static int[] mergeLayer(int[] e, boolean[] live, boolean[] liveNext, int[] canon, int[] canonNext) {
        Map<Integer, List<Integer>> outgoing = new HashMap<>();
        for (int j = 0; j < e.length; j += 3) {
            int from = e[j];
            int to = e[j + 2];
            if (from < live.length && live[from] && to < liveNext.length && liveNext[to]) {
                outgoing.computeIfAbsent(from, x -> new ArrayList<>()).add(e[j + 1] * (1 << 26) + canonNext[to]);
            }
        }
        Map<String, Integer> ids = new HashMap<>();
        List<Integer> order = new ArrayList<>(outgoing.keySet());
        order.sort(null);
        int[] result = new int[3 * e.length / 3];
        int fill = 0;
        for (int from : order) {
            int[] sig = outgoing.get(from).stream().mapToInt(Integer::intValue).sorted().toArray();
            String key = Arrays.toString(sig);
            Integer id = ids.get(key);
            if (id == null) {
                id = ids.size();
                ids.put(key, id);
                for (int s : sig) {
                    result[fill++] = id;
                    result[fill++] = s >>> 26;
                    result[fill++] = s & ((1 << 26) - 1);
                }
            }
            canon[from] = id;
        }
        return Arrays.copyOf(result, fill);
    }
}
