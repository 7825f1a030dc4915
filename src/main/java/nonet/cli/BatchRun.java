package nonet.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.util.function.Consumer;
import nonet.batch.AnswerPrinter;
import nonet.batch.PuzzleArgs;
import nonet.check.EngineAnswer;
import nonet.engine.Engine;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.io.PuzzleEntry;

/**
 * Runs one engine over every puzzle of the inputs, printing each answer as soon as it is known.
 * Malformed inputs are reported on stderr and the batch goes on; the exit code says what happened.
 */
final class BatchRun {

    private final Engine engine;
    private final Limits limits;
    private final AnswerPrinter printer;
    private final PrintWriter err;
    private final ErrorLog errors;
    private int exitCode = ExitCodes.OK;
    private Consumer<Result> onResult = r -> { };

    BatchRun(Engine engine, Limits limits, AnswerPrinter printer, PrintWriter err) {
        this.engine = engine;
        this.limits = limits;
        this.printer = printer;
        this.err = err;
        this.errors = new ErrorLog(err);
    }

    /** Also hands every engine answer (of a well-formed puzzle) to this listener, e.g. for a batch total. */
    BatchRun onResult(Consumer<Result> listener) {
        this.onResult = listener;
        return this;
    }

    /** An engine fault (exit 1) outranks malformed input (exit 2): it is the finding that matters. */
    private void raise(int code) {
        if (exitCode != ExitCodes.DISAGREEMENT) {
            exitCode = code;
        }
    }

    /** Answers every puzzle, then closes the engine. */
    int run(PuzzleOptions options, InputStream stdin) {
        try {
            PuzzleArgs.open(options.model, stdin).forEach(options.puzzles, this::accept);
        } finally {
            engine.close();
        }
        return exitCode;
    }

    private void accept(PuzzleEntry entry) {
        if (entry instanceof PuzzleEntry.Bad bad) {
            errors.report(bad);
            printer.bad(bad, engine.name());
            raise(ExitCodes.BAD_INPUT);
            return;
        }
        PuzzleEntry.Ok ok = (PuzzleEntry.Ok) entry;
        EngineAnswer answer = EngineAnswer.run(engine, ok.model(), limits);
        Result result = answer.result();
        if (answer.invalid()) {
            err.println(ok.source() + ":" + ok.line() + ":1: engine " + engine.name() + ": " + answer.violations().get(0));
            exitCode = ExitCodes.DISAGREEMENT;
        } else if (result.status() == nonet.engine.Status.UNSUPPORTED) {
            err.println(ok.source() + ":" + ok.line() + ":1: " + result.message());
            raise(ExitCodes.BAD_INPUT);
        }
        printer.answer(ok, answer);
        onResult.accept(result);
    }
}
