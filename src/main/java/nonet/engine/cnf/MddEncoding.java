package nonet.engine.cnf;

import java.util.function.IntUnaryOperator;
import nonet.model.Geometry;
import nonet.model.Mdd;
import nonet.model.analysis.MddRestriction;

/**
 * The CNF of a {@link Mdd} on which unit propagation is arc consistent: it removes exactly the
 * digits that lie on no root-to-accept path through the current domains, and fails when no path is
 * left (Bacchus, "GAC via unit propagation", CP 2007; the same layered idea as Abío, Nieuwenhuis,
 * Oliveras and Rodríguez-Carbonell, "BDDs for pseudo-Boolean constraints", CP 2012).
 *
 * <p>The diagram is first restricted to the domains ({@link MddRestriction}). Then one literal per
 * node {@code n} and per edge {@code e = (q, v, q')} of layer i, with the root and the accepting
 * node constant true (left out of every clause):
 * <ul>
 * <li>{@code e -> n(q)}, {@code e -> x(c_i, v)}, {@code e -> n(q')}: an edge lives only while both
 *     its ends and its digit do;</li>
 * <li>supports, one clause each: {@code n(q) -> OR} of the edges out of q, {@code n(q') -> OR} of the
 *     edges into q', {@code x(c_i, v) -> OR} of the v-edges of layer i.</li>
 * </ul>
 * Unit propagation removes nodes and edges until every node left has a live edge in and out, which
 * in a layered graph means it lies on a live path; a digit is removed exactly when all its edges
 * are gone. The converse {@code n(q) & x(c_i, v) -> e} adds nothing to that, and Sat4j needed no
 * fewer conflicts with it (more under the minimal encoding), so it is left out.
 *
 * <p>Size: at most three clauses per edge, two per node and one per (cell, digit). An edge out of
 * the root is its digit's literal itself (the root is deterministic), and a node with one edge in is
 * that edge's literal, so neither needs a variable of its own. Once every digit of the line is known,
 * unit propagation settles every auxiliary (the one path the digits spell is true, the rest false),
 * so counts over the cell variables stay exact.
 */
final class MddEncoding {

    private MddEncoding() {
    }

    /** Adds the diagram's clauses to {@code cnf}; an empty clause when the domains leave no path. */
    static void encode(Cnf.Builder cnf, Geometry g, Mdd mdd, int[] masks) throws CnfEncoder.TooLarge {
        Mdd d = MddRestriction.restrict(mdd, masks);
        if (d == null) {
            cnf.clause(new int[0], 0);
            return;
        }
        long estimate = 3L * d.edgeCount() + 2L * d.nodeCount() + (long) d.length() * g.size();
        if (estimate > CnfEncoder.MAX_SUM_CLAUSES) {
            throw new CnfEncoder.TooLarge("diagram '" + d.origin() + "' of " + d.edgeCount() + " edges needs about "
                    + estimate + " clauses, past the bound of " + CnfEncoder.MAX_SUM_CLAUSES);
        }
        int[] nodes = {0};
        for (int i = 0; i < d.length(); i++) {
            int layer = i;
            int[] edges = edgeLiterals(cnf, g, d, i, nodes);
            int[][] out = grouped(nodes.length, edges.length, e -> d.from(layer, e));
            for (int q = 0; q < nodes.length; q++) {
                support(cnf, nodes[q], out[q], edges);
            }
            int[][] labelled = grouped(g.size() + 1, edges.length, e -> d.digit(layer, e));
            for (int v = 1; v <= g.size(); v++) {
                if ((masks[d.cell(i)] & (1 << (v - 1))) != 0) {
                    support(cnf, cnf.cellVar(d.cell(i), v), labelled[v], edges);
                }
            }
            boolean last = i + 1 == d.length();
            int[][] in = grouped(last ? 1 : d.width(i + 1), edges.length, e -> d.to(layer, e));
            nodes = new int[in.length];
            for (int q = 0; q < in.length; q++) {
                if (!last) {
                    nodes[q] = nodeLiteral(cnf, g, d, i + 1, q, in[q], edges);
                }
                support(cnf, nodes[q], in[q], edges);
            }
        }
    }

    /** One literal per edge of layer {@code i}; {@code nodes} holds the literals of node layer i (0: the root). */
    private static int[] edgeLiterals(Cnf.Builder cnf, Geometry g, Mdd d, int i, int[] nodes) {
        int[] edges = new int[d.edgeCount(i)];
        for (int e = 0; e < edges.length; e++) {
            int x = cnf.cellVar(d.cell(i), d.digit(i, e));
            int from = nodes[d.from(i, e)];
            if (from == 0) {
                edges[e] = x;
                continue;
            }
            edges[e] = cnf.newVar("diagram '" + d.origin() + "': " + nodeName(g, d, i, d.from(i, e)) + ", then "
                    + g.cellName(d.cell(i)) + "=" + d.digit(i, e));
            cnf.clause(-edges[e], from);
            cnf.clause(-edges[e], x);
        }
        return edges;
    }

    /**
     * The literal of node {@code q} of layer {@code layer}: the edge itself when only one leads into
     * it, else a new variable implied by each of its edges {@code into}.
     */
    private static int nodeLiteral(Cnf.Builder cnf, Geometry g, Mdd d, int layer, int q, int[] into, int[] edges) {
        if (into.length == 1) {
            return edges[into[0]];
        }
        int node = cnf.newVar("diagram '" + d.origin() + "': " + nodeName(g, d, layer, q));
        for (int e : into) {
            cnf.clause(-edges[e], node);
        }
        return node;
    }

    /**
     * {@code lit -> OR} of the chosen edges; a 0 literal stands for a constant-true node. Left out
     * when it is a tautology: a root edge is its digit, a node with one edge in is that edge.
     */
    private static void support(Cnf.Builder cnf, int lit, int[] chosen, int[] edges) {
        if (chosen.length == 1 && edges[chosen[0]] == lit) {
            return;
        }
        int[] clause = new int[chosen.length + 1];
        int k = 0;
        if (lit != 0) {
            clause[k++] = -lit;
        }
        for (int e : chosen) {
            clause[k++] = edges[e];
        }
        cnf.clause(clause, k);
    }

    /** The indices 0..count-1 grouped by {@code key}, a number below {@code groups}. */
    private static int[][] grouped(int groups, int count, IntUnaryOperator key) {
        int[] size = new int[groups];
        for (int e = 0; e < count; e++) {
            size[key.applyAsInt(e)]++;
        }
        int[][] out = new int[groups][];
        for (int q = 0; q < groups; q++) {
            out[q] = new int[size[q]];
            size[q] = 0;
        }
        for (int e = 0; e < count; e++) {
            int q = key.applyAsInt(e);
            out[q][size[q]++] = e;
        }
        return out;
    }

    private static String nodeName(Geometry g, Mdd d, int layer, int q) {
        return "node " + q + " after " + g.cellName(d.cell(layer - 1));
    }
}
