package nonet.engine;

import java.util.function.Predicate;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.LinearSum;
import nonet.model.Mdd;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;
import nonet.model.optimize.ModelOptimizer;

/**
 * Whether a model's rules keep their meaning under a relabelling of digits ({@link DigitSymmetry}):
 * distinct groups always do, relations as the caller checks, and the
 * optimizer's derived constraints whatever their form, since they are implied by the others and
 * so keep the solutions' symmetry. Any other sum, table or line rule reads digits one way. Domains
 * change from puzzle to puzzle and are left to the caller.
 */
final class DigitRules {

    private DigitRules() {
    }

    static boolean keep(Model model, Predicate<Relation> relationKeeps) {
        Constraint.Visitor<Boolean> keeps = new Constraint.Visitor<>() {
            @Override
            public Boolean allDifferent(AllDifferent c) {
                return true;
            }

            @Override
            public Boolean relation(Relation c) {
                return relationKeeps.test(c);
            }

            @Override
            public Boolean linearSum(LinearSum c) {
                return ModelOptimizer.derived(c);
            }

            @Override
            public Boolean table(Table c) {
                return ModelOptimizer.derived(c);
            }

            @Override
            public Boolean mdd(Mdd c) {
                return ModelOptimizer.derived(c);
            }

            @Override
            public Boolean domain(Domain c) {
                return true;
            }
        };
        return model.constraints().stream().allMatch(c -> c.accept(keeps));
    }
}
