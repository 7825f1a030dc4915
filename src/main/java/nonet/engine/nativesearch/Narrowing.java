package nonet.engine.nativesearch;

import nonet.model.Model;

/**
 * The native propagator as a service for other engines: the candidates every cell keeps after the
 * givens and propagation to a fixpoint, with the strongest filtering (Régin on exact groups and the
 * Latin views, locked candidates). Local search starts from these so it only assigns digits that
 * propagation could not rule out.
 */
public final class Narrowing {

    private Narrowing() {
    }

    /** The narrowed candidate mask of each cell (bit d-1 for digit d), or null when propagation proves there is no solution. */
    public static int[] candidates(Model model) {
        int[] masks = CompiledModel.initialMasks(model);
        for (int m : masks) {
            if (m == 0) {
                return null;
            }
        }
        Propagator propagator = new Propagator(CompiledModel.of(model), true, true);
        propagator.wakeAll();
        return propagator.propagate(masks) ? masks : null;
    }
}
