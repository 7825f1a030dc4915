package nonet.engine.nativesearch.propagation;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import nonet.model.Mdd;
import nonet.model.MddReduction;

/**
 * A line diagram joined with the rule that some of its cells, mutual peers, hold different digits:
 * each node of the diagram is split by the set of digits those cells took before it. Arc
 * consistency on the joined diagram sees what the diagram and the groups cannot see apart (an
 * X-sum along a row needs its first k digits to be different digits summing to the clue, so 45
 * leaves only 9 as the first digit). A path leaves the digits behind once it reaches a node from
 * which every line is accepted, as nothing after that node depends on them: the diagram stays
 * small where the rule only reads a prefix, and the groups keep the rest of the line different.
 * The join is a relaxation of the diagram and the groups together, so it never removes a digit
 * of a solution.
 */
final class DistinctDiagram {

    /**
     * Past this many edges before reduction the join is not built; the joins of the bundled rules
     * on rows of 9 have at most a few thousand.
     */
    static final int MAX_EDGES = 50_000;

    private DistinctDiagram() {
    }

    /**
     * The diagram joined with its largest clique of peers, or as it is when no two of its cells
     * are peers or the join has more than twice its edges: measured on generated numbered-room
     * and sandwich puzzles, a larger join saved nodes but cost more time per node than it saved.
     */
    static Mdd withPeers(Mdd d, CompiledModel m) {
        boolean[] clique = largestClique(d.cells(), m);
        int members = 0;
        for (boolean b : clique) {
            members += b ? 1 : 0;
        }
        if (members < 2) {
            return d;
        }
        Mdd joined = join(d, clique, m.size, MAX_EDGES);
        return joined == null || joined.edgeCount() > 2 * d.edgeCount() ? d : joined;
    }

    /** Greedily from each position: the positions whose cells are mutual peers, the most of them. */
    private static boolean[] largestClique(int[] cells, CompiledModel m) {
        boolean[] best = new boolean[cells.length];
        int bestSize = 0;
        for (int start = 0; start < cells.length; start++) {
            boolean[] clique = new boolean[cells.length];
            int size = 0;
            for (int i = 0; i < cells.length; i++) {
                int p = (start + i) % cells.length;
                boolean fits = true;
                for (int q = 0; q < cells.length && fits; q++) {
                    fits = !clique[q] || peers(m, cells[p], cells[q]);
                }
                if (fits) {
                    clique[p] = true;
                    size++;
                }
            }
            if (size > bestSize) {
                best = clique;
                bestSize = size;
            }
        }
        return best;
    }

    private static boolean peers(CompiledModel m, int a, int b) {
        for (int i = m.peerStart[a], end = m.peerStart[a + 1]; i < end; i++) {
            if (m.peers[i] == b) {
                return true;
            }
        }
        return false;
    }

    /**
     * The diagram with the digits of the positions marked in {@code distinct} kept different, or
     * null when the join would pass {@code maxEdges} edges (the caller keeps the diagram as it is).
     * {@code size} is the number of digits.
     */
    static Mdd join(Mdd d, boolean[] distinct, int size, int maxEdges) {
        int k = d.length();
        boolean[][] free = freeNodes(d, size);
        int[][] edges = new int[k][];
        Map<Long, Integer> layer = Map.of(0L, 0);
        int total = 0;
        for (int i = 0; i < k; i++) {
            int[] byNode = edgesByNode(d, i);
            Map<Long, Integer> next = new HashMap<>();
            int[] e = new int[3 * 16];
            int fill = 0;
            for (Map.Entry<Long, Integer> state : layer.entrySet()) {
                int node = (int) (state.getKey() >>> 32);
                int used = (int) (long) state.getKey();
                for (int at = byNode[node], end = byNode[node + 1]; at < end; at++) {
                    int j = byNode[at];
                    int bit = 1 << (d.digit(i, j) - 1);
                    if (distinct[i] && (used & bit) != 0) {
                        continue;
                    }
                    int to = d.to(i, j);
                    int after = free[i + 1][to] ? 0 : distinct[i] ? used | bit : used;
                    Integer id = next.computeIfAbsent((long) to << 32 | after & 0xffffffffL, x -> next.size());
                    if (fill + 3 > e.length) {
                        e = Arrays.copyOf(e, 2 * e.length);
                    }
                    e[fill++] = state.getValue();
                    e[fill++] = d.digit(i, j);
                    e[fill++] = id;
                    if (++total > maxEdges) {
                        return null;
                    }
                }
            }
            edges[i] = Arrays.copyOf(e, fill);
            layer = next;
        }
        return MddReduction.reduce(d.cells(), edges, layer.values().stream().mapToInt(Integer::intValue).toArray(), d.origin());
    }

    /**
     * The edges of layer i by source node: the edges of node v are {@code out[out[v] .. out[v + 1])},
     * the node starts first, then the edge numbers.
     */
    private static int[] edgesByNode(Mdd d, int i) {
        int width = d.width(i);
        int count = d.edgeCount(i);
        int[] out = new int[width + 1 + count];
        for (int j = 0; j < count; j++) {
            out[d.from(i, j) + 1]++;
        }
        out[0] = width + 1;
        for (int v = 0; v < width; v++) {
            out[v + 1] += out[v];
        }
        int[] fill = Arrays.copyOf(out, width);
        for (int j = 0; j < count; j++) {
            out[fill[d.from(i, j)]++] = j;
        }
        return out;
    }

    /**
     * Per layer, the nodes from which every line of digits 1..size is accepted: the accepting node,
     * and a node with an edge for every digit, all to one such node.
     */
    private static boolean[][] freeNodes(Mdd d, int size) {
        int k = d.length();
        boolean[][] free = new boolean[k + 1][];
        free[k] = new boolean[] {true};
        for (int i = k - 1; i >= 0; i--) {
            int width = d.width(i);
            int[] target = new int[width];
            int[] digits = new int[width];
            Arrays.fill(target, -1);
            boolean[] split = new boolean[width];
            for (int j = 0; j < d.edgeCount(i); j++) {
                int from = d.from(i, j);
                int to = d.to(i, j);
                split[from] |= !free[i + 1][to] || target[from] >= 0 && target[from] != to;
                target[from] = to;
                digits[from] |= 1 << (d.digit(i, j) - 1);
            }
            free[i] = new boolean[width];
            for (int node = 0; node < width; node++) {
                free[i][node] = !split[node] && digits[node] == (1 << size) - 1;
            }
        }
        return free;
    }
}
