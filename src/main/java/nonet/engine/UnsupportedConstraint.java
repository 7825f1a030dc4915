package nonet.engine;

import nonet.model.Constraint;

/**
 * Raised by an engine's compile step, in the visitor method of a primitive the engine cannot express,
 * and turned into the engine's {@link Result#unsupported} answer: the message names the engine, the
 * primitive and the constraint's origin ("dlx does not support LinearSum (cage 3 r1c1 r1c2): exact
 * cover has no sums"), so an unsupported model is always said, never half-solved.
 */
public final class UnsupportedConstraint extends RuntimeException {

    public UnsupportedConstraint(String engine, Constraint c, String why) {
        super(engine + " does not support " + c.getClass().getSimpleName() + " (" + c.origin() + "): " + why, null, false, false);
    }

    /** The engine's answer to the model. */
    public Result answer() {
        return Result.unsupported(getMessage());
    }
}
