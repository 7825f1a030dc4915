package nonet.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.function.ToIntFunction;
import nonet.batch.PuzzleArgs;
import nonet.io.PuzzleEntry;

/**
 * Runs an action on every well-formed puzzle of the arguments, in order, for the commands that
 * print one line per puzzle (export, candidates); malformed input goes to stderr and the batch
 * goes on. The exit code is the worst one seen.
 */
final class EachPuzzle {

    private EachPuzzle() {
    }

    /** The action answers an exit code for its puzzle. */
    static int run(PuzzleArgs args, List<String> puzzles, PrintWriter err, ToIntFunction<PuzzleEntry.Ok> action) {
        int[] exit = {ExitCodes.OK};
        args.forEach(puzzles, entry -> {
            int code = entry instanceof PuzzleEntry.Ok ok ? action.applyAsInt(ok) : bad(err, (PuzzleEntry.Bad) entry);
            exit[0] = Math.max(exit[0], code);
        });
        return exit[0];
    }

    private static int bad(PrintWriter err, PuzzleEntry.Bad bad) {
        err.println(bad);
        return ExitCodes.BAD_INPUT;
    }
}
