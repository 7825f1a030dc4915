package nonet.engine;

import nonet.model.Model;

/**
 * A port of the engine contract that an engine may offer besides {@link Engine#run}: the candidates
 * every cell keeps after the givens and propagation to a fixpoint, and walks down the search tree
 * they span. Local search starts from the candidates so it only assigns digits propagation could
 * not rule out; a setter's tools can show them; the solution-count estimator samples the tree one
 * {@link Walk#assign} at a time. An engine that can is found by testing for this interface, and
 * handed to whoever needs it.
 */
public interface Narrowing {

    /** The narrowed candidate mask of each cell (bit d-1 for digit d), or null when propagation proves there is no solution. */
    int[] candidates(Model model);

    /** The model's givens narrowed once, for many cheap {@link Walk#assign}s after; the walk serves one thread. */
    Walk walk(Model model);

    /** One model's narrowed givens, and the step down the search tree from them. */
    interface Walk {

        /** A copy of the narrowed givens' masks, or null when they have no solution. */
        int[] root();

        /**
         * Fixes {@code cell} to {@code digit} in {@code masks} (narrowed masks from {@link #root} or an
         * earlier assign) and narrows the rest to a fixpoint, in place; false when that leaves a cell
         * with no candidate, the masks then being unspecified.
         */
        boolean assign(int[] masks, int cell, int digit);
    }
}
