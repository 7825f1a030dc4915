package nonet.model;

import java.util.Arrays;

/**
 * A rule over an ordered list of distinct cells as a reduced layered graph (a multi-valued decision
 * diagram): the digits of the cells, read in order, must spell a path from the root to the accepting
 * node. Layer {@code i} (0..length) has nodes {@code 0..width(i)-1}; layer 0 holds the root, the last
 * layer the accepting node. The edges of layer {@code i} lead from layer {@code i} to layer
 * {@code i + 1} and are labelled with a digit of {@code cells[i]}.
 *
 * <p>The constructor enforces the shape engines rely on: deterministic (a node has at most one edge
 * per digit) and trimmed (every node has an edge in and an edge out, so lies on a root-to-accept
 * path). {@link MddReduction} builds such diagrams from any layered transition graph or table.
 */
public record Mdd(int[] cells, int[][] edges, String origin) implements Constraint {

    /** Position of the source node, the digit and the target node in an edge triple. */
    private static final int FROM = 0;
    private static final int DIGIT = 1;
    private static final int TO = 2;

    public Mdd {
        cells = Cells.distinctCopy(cells, "a diagram", origin);
        if (cells.length == 0) {
            throw new IllegalArgumentException("a diagram needs at least one cell");
        }
        if (edges.length != cells.length) {
            throw new IllegalArgumentException("a diagram needs one edge layer per cell, not " + edges.length + " for "
                    + cells.length + " cells");
        }
        int[][] copy = new int[edges.length][];
        for (int i = 0; i < edges.length; i++) {
            if (edges[i].length == 0 || edges[i].length % 3 != 0) {
                throw new IllegalArgumentException("edge layer " + i + " has " + edges[i].length
                        + " numbers; expected a non-empty list of (from, digit, to) triples");
            }
            copy[i] = edges[i].clone();
        }
        edges = copy;
        checkShape(edges);
    }

    /** Widths from the edges, then the deterministic and trimmed shape, with the offending node named. */
    private static void checkShape(int[][] edges) {
        int k = edges.length;
        int[] width = new int[k + 1];
        width[0] = 1;
        width[k] = 1;
        for (int i = 0; i < k; i++) {
            int[] e = edges[i];
            for (int j = 0; j < e.length; j += 3) {
                if (e[j + FROM] < 0 || e[j + TO] < 0 || e[j + DIGIT] < 1 || e[j + DIGIT] > Geometry.MAX_SIZE) {
                    throw new IllegalArgumentException("edge layer " + i + " has an edge (" + e[j] + ", " + e[j + 1]
                            + ", " + e[j + 2] + ") with a negative node or a digit outside 1.." + Geometry.MAX_SIZE);
                }
                if (i > 0) {
                    width[i] = Math.max(width[i], e[j + FROM] + 1);
                }
                if (i + 1 < k) {
                    width[i + 1] = Math.max(width[i + 1], e[j + TO] + 1);
                }
            }
        }
        for (int i = 0; i < k; i++) {
            boolean[] out = new boolean[width[i]];
            boolean[] in = new boolean[width[i + 1]];
            long[] seen = new long[width[i]];
            int[] e = edges[i];
            for (int j = 0; j < e.length; j += 3) {
                int from = e[j + FROM];
                int to = e[j + TO];
                if (from >= width[i] || to >= width[i + 1]) {
                    throw new IllegalArgumentException("edge layer " + i + " names node " + Math.max(from, to)
                            + " beyond its layer's width");
                }
                long bit = 1L << (e[j + DIGIT] - 1);
                if ((seen[from] & bit) != 0) {
                    throw new IllegalArgumentException("node " + from + " of layer " + i + " has two edges for digit "
                            + e[j + DIGIT] + "; a diagram is deterministic");
                }
                seen[from] |= bit;
                out[from] = true;
                in[to] = true;
            }
            for (int node = 0; node < out.length; node++) {
                if (!out[node]) {
                    throw new IllegalArgumentException("node " + node + " of layer " + i + " has no edge out");
                }
            }
            for (int node = 0; node < in.length; node++) {
                if (!in[node]) {
                    throw new IllegalArgumentException("node " + node + " of layer " + (i + 1) + " has no edge in");
                }
            }
        }
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }

    @Override
    public int[][] edges() {
        int[][] copy = new int[edges.length][];
        for (int i = 0; i < edges.length; i++) {
            copy[i] = edges[i].clone();
        }
        return copy;
    }

    /** The number of cells (edge layers); node layers are 0..length(). */
    public int length() {
        return cells.length;
    }

    public int cell(int layer) {
        return cells[layer];
    }

    /** The number of nodes of node layer {@code layer} (0..length()); the first and last are 1. */
    public int width(int layer) {
        if (layer == 0 || layer == cells.length) {
            return 1;
        }
        int w = 0;
        int[] e = edges[layer];
        for (int j = 0; j < e.length; j += 3) {
            w = Math.max(w, e[j + FROM] + 1);
        }
        return w;
    }

    /** The number of edges of edge layer {@code layer}. */
    public int edgeCount(int layer) {
        return edges[layer].length / 3;
    }

    public int from(int layer, int edge) {
        return edges[layer][3 * edge + FROM];
    }

    public int digit(int layer, int edge) {
        return edges[layer][3 * edge + DIGIT];
    }

    public int to(int layer, int edge) {
        return edges[layer][3 * edge + TO];
    }

    /** All nodes of all layers. */
    public int nodeCount() {
        int total = 0;
        for (int i = 0; i <= cells.length; i++) {
            total += width(i);
        }
        return total;
    }

    /** All edges of all layers. */
    public int edgeCount() {
        int total = 0;
        for (int[] e : edges) {
            total += e.length / 3;
        }
        return total;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.mdd(this);
    }

    @Override
    public boolean holds(int[] grid) {
        int node = 0;
        for (int i = 0; i < cells.length; i++) {
            int digit = grid[cells[i]];
            int next = -1;
            int[] e = edges[i];
            for (int j = 0; j < e.length && next < 0; j += 3) {
                if (e[j + FROM] == node && e[j + DIGIT] == digit) {
                    next = e[j + TO];
                }
            }
            if (next < 0) {
                return false;
            }
            node = next;
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Mdd other && Arrays.equals(cells, other.cells) && Arrays.deepEquals(edges, other.edges);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells) * 31 + Arrays.deepHashCode(edges);
    }

    @Override
    public String toString() {
        return "Mdd" + Arrays.toString(cells) + " " + nodeCount() + " nodes, " + edgeCount() + " edges (" + origin + ")";
    }
}
