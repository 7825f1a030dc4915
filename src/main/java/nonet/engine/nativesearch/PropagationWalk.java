package nonet.engine.nativesearch;

import nonet.engine.Narrowing;
import nonet.engine.nativesearch.propagation.CompiledModel;
import nonet.engine.nativesearch.propagation.Propagator;
import nonet.model.Model;

/**
 * The native propagator behind the engine's {@link Narrowing} port: the candidates every cell keeps
 * after the givens and propagation to a fixpoint, with the strongest filtering (Régin on exact
 * groups and the Latin views, locked candidates), and walks down the search tree they span.
 *
 * <p>An instance compiles the model once and keeps the propagator's scratch space, so it serves one
 * thread; the mask arrays are the caller's.
 */
final class PropagationWalk implements Narrowing.Walk {

    private final Propagator propagator;
    private final int[] root;

    private PropagationWalk(Model model, boolean permutationFilter) {
        this.propagator = new Propagator(CompiledModel.of(model), true, permutationFilter);
        int[] masks = CompiledModel.initialMasks(model);
        boolean live = true;
        for (int m : masks) {
            live &= m != 0;
        }
        if (live) {
            propagator.wakeAll();
            live = propagator.propagate(masks);
        }
        this.root = live ? masks : null;
    }

    /** The narrowed candidate mask of each cell (bit d-1 for digit d), or null when propagation proves there is no solution. */
    static int[] candidates(Model model) {
        return new PropagationWalk(model, true).root();
    }

    /**
     * Compiles the model and narrows its givens once, for many cheap {@link #assign}s: hidden singles
     * and locked candidates but not Régin's filtering, which costs more than it saves when a path is
     * only walked once (measured on empty grids: a probe 15 times faster for 16x16, with 3 times the
     * variance).
     */
    static PropagationWalk forSampling(Model model) {
        return new PropagationWalk(model, false);
    }

    @Override
    public int[] root() {
        return root == null ? null : root.clone();
    }

    @Override
    public boolean assign(int[] masks, int cell, int digit) {
        int bit = 1 << (digit - 1);
        if ((masks[cell] & bit) == 0) {
            return false;
        }
        int removed = masks[cell] & ~bit;
        masks[cell] = bit;
        propagator.changed(cell, removed);
        return propagator.propagate(masks);
    }
}
