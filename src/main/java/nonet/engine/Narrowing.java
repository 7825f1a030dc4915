package nonet.engine;

import nonet.model.Model;

/**
 * A port of the engine contract that an engine may offer besides {@link Engine#run}: the candidates
 * every cell keeps after the givens and propagation to a fixpoint. Local search starts from them so
 * it only assigns digits propagation could not rule out; a setter's tools can show them. An engine
 * that can is found by testing for this interface, and handed to whoever needs it.
 */
public interface Narrowing {

    /** The narrowed candidate mask of each cell (bit d-1 for digit d), or null when propagation proves there is no solution. */
    int[] candidates(Model model);
}
