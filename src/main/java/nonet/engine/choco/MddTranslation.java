package nonet.engine.choco;

import nonet.model.Mdd;
import nonet.model.analysis.MddRestriction;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
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

    private MddTranslation() {
    }

    /** The constraint over {@code vars} (one per cell of the diagram, in order) under the initial {@code masks}. */
    static Constraint of(Model cp, IntVar[] vars, Mdd mdd, int[] masks) {
        Mdd restricted = MddRestriction.restrict(mdd, masks);
        if (restricted == null) {
            return cp.falseConstraint();
        }
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
