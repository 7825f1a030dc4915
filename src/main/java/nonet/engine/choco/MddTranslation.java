package nonet.engine.choco;

import java.util.ArrayList;
import java.util.List;
import nonet.model.Mdd;
import nonet.model.analysis.MddRestriction;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.util.objects.graphs.MultivaluedDecisionDiagram;

/**
 * A {@link Mdd} as Choco's {@code mddc} constraint, whose propagator ({@code PropLargeMDDC}, after
 * Cheng and Yap, "An MDD-based generalized arc consistency algorithm for positive and negative table
 * constraints and some global constraints", Constraints 15(2), 2010) keeps the cells arc consistent.
 *
 * <p>The diagram is handed to Choco edge by edge through {@code MultivaluedDecisionDiagram}'s
 * transition constructor, never as tuples: a line rule over nine cells can stand for hundreds of
 * thousands of tuples, but has only a few thousand edges. {@code mddc} was chosen over
 * {@code regular}: a {@code FiniteAutomaton} is one automaton for all positions, so the nodes of every
 * layer would become states of it, and {@code regular}'s propagator rebuilds the layered graph with an
 * object per arc and an array of states times positions; {@code mddc} takes the layered diagram as it
 * is, in one flat array.
 *
 * <p>Choco reads transitions with global node numbers, the root 0 and the accepting node -1; it
 * skips an edge whose digit lies outside its variable's bounds and then fails on a node only that
 * edge led to. So the diagram is first restricted to the cells' domains ({@link MddRestriction}),
 * and its layers are numbered one after the other, which also puts every node's incoming edges
 * before its outgoing ones once Choco sorts the transitions by source.
 */
final class MddTranslation {

    /**
     * By default, past this many edges a diagram is posted {@link #layered}. Measured on ISS's triple digits
     * (`count -e choco --timeout 3`): whole diagrams of 2,686 to 6,284 edges post at once, one of
     * 10,185 or 15,737 kept Choco compacting past the time limit (a 15,921-edge pill arrow of long
     * sums did not: the cost follows the diagram's shape, not only its size).
     */
    static final int MAX_WHOLE_EDGES = 5_000;

    private MddTranslation() {
    }

    /**
     * The constraint over {@code vars} (one per cell of the diagram, in order) under the initial
     * {@code masks}: one {@code mddc}, or past {@code maxWholeEdges} edges a chain of tables.
     */
    static Constraint of(Model cp, IntVar[] vars, Mdd mdd, int[] masks, int maxWholeEdges) {
        Mdd restricted = MddRestriction.restrict(mdd, masks);
        if (restricted == null) {
            return cp.falseConstraint();
        }
        return restricted.edgeCount() > maxWholeEdges ? layered(cp, vars, restricted) : whole(cp, vars, restricted);
    }

    /**
     * The diagram as one table per layer over (node before, cell, node after), each node layer a
     * variable of its own: a chain of tables, so arc consistency on them is arc consistency on the
     * diagram. Choco's {@code MultivaluedDecisionDiagram} always compacts what it is given (merging
     * isomorphic nodes), which took over 30 minutes on a 27-cell pill arrow of 15,737 edges, before
     * the search and so past any time limit; these tables post in time linear in the edges.
     */
    private static Constraint layered(Model cp, IntVar[] vars, Mdd d) {
        int k = d.length();
        IntVar[] node = new IntVar[k + 1];
        for (int i = 1; i < k; i++) {
            node[i] = cp.intVar("node", 0, d.width(i) - 1);
        }
        Constraint[] layers = new Constraint[k];
        for (int i = 0; i < k; i++) {
            List<IntVar> scope = new ArrayList<>();
            if (node[i] != null) {
                scope.add(node[i]);
            }
            scope.add(vars[i]);
            if (node[i + 1] != null) {
                scope.add(node[i + 1]);
            }
            if (scope.size() == 1) {
                // a one-cell diagram: its digits
                int[] digits = new int[d.edgeCount(i)];
                for (int e = 0; e < digits.length; e++) {
                    digits[e] = d.digit(i, e);
                }
                layers[i] = cp.member(vars[i], digits);
                continue;
            }
            Tuples tuples = new Tuples(true);
            for (int e = 0; e < d.edgeCount(i); e++) {
                int[] t = new int[scope.size()];
                int at = 0;
                if (node[i] != null) {
                    t[at++] = d.from(i, e);
                }
                t[at++] = d.digit(i, e);
                if (node[i + 1] != null) {
                    t[at] = d.to(i, e);
                }
                tuples.add(t);
            }
            layers[i] = cp.table(scope.toArray(new IntVar[0]), tuples);
        }
        return cp.and(layers);
    }

    /** The diagram as one {@code mddc}, its transitions numbered layer after layer. */
    private static Constraint whole(Model cp, IntVar[] vars, Mdd restricted) {
        int k = restricted.length();
        int[] first = new int[k + 1];
        first[1] = 1;
        for (int i = 1; i < k; i++) {
            first[i + 1] = first[i] + restricted.width(i);
        }
        int[][] transitions = new int[restricted.edgeCount()][];
        int t = 0;
        for (int i = 0; i < k; i++) {
            for (int e = 0; e < restricted.edgeCount(i); e++) {
                int to = i + 1 == k ? MultivaluedDecisionDiagram.TERMINAL : first[i + 1] + restricted.to(i, e);
                transitions[t++] = new int[] {first[i] + restricted.from(i, e), restricted.digit(i, e), to};
            }
        }
        return cp.mddc(vars, new MultivaluedDecisionDiagram(vars, transitions));
    }
}
