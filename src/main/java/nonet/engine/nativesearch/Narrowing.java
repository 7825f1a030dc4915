package nonet.engine.nativesearch;

import nonet.engine.nativesearch.propagation.CompiledModel;
import nonet.engine.nativesearch.propagation.Propagator;
import nonet.model.Model;

/**
 * The native propagator as a service for other engines and tools: the candidates every cell keeps
 * after the givens and propagation to a fixpoint, with the strongest filtering (Régin on exact
 * groups and the Latin views, locked candidates). Local search starts from these so it only assigns
 * digits that propagation could not rule out; the solution-count estimator walks random paths down
 * the search tree they span, one {@link #assign} at a time.
 *
 * <p>An instance compiles the model once and keeps the propagator's scratch space, so it serves one
 * thread; the mask arrays are the caller's.
 */
public final class Narrowing {

    private final Propagator propagator;
    private final int[] root;

    private Narrowing(Model model, boolean permutationFilter) {
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
    public static int[] candidates(Model model) {
        return new Narrowing(model, true).root();
    }

    /**
     * Compiles the model and narrows its givens once, for many cheap {@link #assign}s: hidden singles
     * and locked candidates but not Régin's filtering, which costs more than it saves when a path is
     * only walked once (measured on empty grids: a probe 15 times faster for 16x16, with 3 times the
     * variance).
     */
    public static Narrowing forSampling(Model model) {
        return new Narrowing(model, false);
    }

    /** A copy of the narrowed givens' masks, or null when they have no solution. */
    public int[] root() {
        return root == null ? null : root.clone();
    }

    /**
     * Fixes {@code cell} to {@code digit} in {@code masks} (narrowed masks from {@link #root} or an
     * earlier assign) and narrows the rest to a fixpoint, in place; false when that leaves a cell
     * with no candidate, the masks then being unspecified.
     */
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
