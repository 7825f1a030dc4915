package nonet.workbench;

/**
 * Why a workbench question was left unanswered: the engine ran out of time, cannot express the
 * model, gave up without proof (an incomplete engine), or returned a grid the model rejects. An
 * answer built on any of these would not be proved, so the whole question stops.
 */
public final class WorkbenchStop extends RuntimeException {

    /** What stopped the work; the command maps it to a status word and an exit code. */
    public enum Reason { TIMEOUT, UNSUPPORTED, INCOMPLETE, INVALID }

    private final Reason reason;

    WorkbenchStop(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    /** The shared deadline of a task passed. */
    public static WorkbenchStop timeout() {
        return new WorkbenchStop(Reason.TIMEOUT, "the time limit ran out");
    }

    public Reason reason() {
        return reason;
    }

    /** The status word of the command-line contract (timeout, unsupported, unknown, invalid). */
    public String word() {
        return reason == Reason.INCOMPLETE ? "unknown" : reason.name().toLowerCase(java.util.Locale.ROOT);
    }
}
