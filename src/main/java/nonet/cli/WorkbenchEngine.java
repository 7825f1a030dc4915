package nonet.cli;

import java.io.PrintWriter;
import nonet.batch.UserError;
import nonet.engine.registry.EngineRegistry;
import nonet.io.PuzzleEntry;
import nonet.workbench.WorkbenchStop;

/**
 * What the workbench commands (true candidates, count --diff, minimal) share about their engine:
 * it must be complete, since they rely on its "no solution" as a proof, and an answer it could not
 * settle is reported the way solve and count report one.
 */
final class WorkbenchEngine {

    private WorkbenchEngine() {
    }

    /** A usage error unless the engine proves what it does not find. */
    static void requireComplete(String name, String option) {
        if (EngineRegistry.exists(name) && !EngineRegistry.entry(name).complete()) {
            throw new UserError(option + " needs a complete engine (one that proves a puzzle has no solution: "
                    + String.join(", ", EngineRegistry.completeNames()) + "), not '" + name + "'");
        }
    }

    /**
     * Reports a stopped question on stderr where it needs attention, and answers its exit code: a
     * grid the model rejects is an engine fault (1), a model the engine cannot express is bad input
     * for it (2), and a timeout or an incomplete answer is a processed puzzle (0), as in count.
     */
    static int report(PuzzleEntry.Ok ok, WorkbenchStop stop, PrintWriter err) {
        int code = switch (stop.reason()) {
            case INVALID -> ExitCodes.DISAGREEMENT;
            case UNSUPPORTED -> ExitCodes.BAD_INPUT;
            case TIMEOUT, INCOMPLETE -> ExitCodes.OK;
        };
        if (code != ExitCodes.OK) {
            err.println(where(ok) + stop.getMessage());
        }
        return code;
    }

    /** The {@code file:line:col: } prefix of a message about a whole puzzle. */
    static String where(PuzzleEntry.Ok ok) {
        return ok.source() + ":" + ok.line() + ":1: ";
    }
}
