package nonet.model.optimize;

import java.util.ArrayList;
import java.util.List;
import nonet.model.Constraint;
import nonet.model.LinearSum;
import nonet.model.Model;

/**
 * Adds to a model the constraints its rules imply but do not state, so that every engine
 * propagates them: the innie and outie sums of {@link InnieOutieSums} and the hidden cages of
 * {@link HiddenCages}. The solutions are
 * the same, each derived constraint names its reasoning as its origin, and a model without sums
 * comes back as it is (the same object).
 */
public final class ModelOptimizer {

    private ModelOptimizer() {
    }

    /** Whether the constraint is one this optimizer derived: implied by the others, never needed to be exact. */
    public static boolean derived(Constraint c) {
        String origin = c.origin();
        for (String kind : DerivedSums.KINDS) {
            if (origin.startsWith(kind) && origin.startsWith(" of ", kind.length())) {
                return true;
            }
        }
        return false;
    }

    public static Model optimize(Model model) {
        DerivedSums book = new DerivedSums(model);
        List<Houses> families = Houses.of(model);
        InnieOutieSums.derive(book, families);
        HiddenCages.derive(book, families);
        List<LinearSum> sums = book.derived();
        if (sums.isEmpty()) {
            return model;
        }
        List<Constraint> all = new ArrayList<>(model.constraints());
        all.addAll(sums);
        return model.withConstraints(all);
    }
}
