package nonet.check;

import java.util.List;
import java.util.Map;
import nonet.engine.Engine;
import nonet.engine.EngineFailure;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.format.AnswerRecord;
import nonet.format.Plural;
import nonet.io.PuzzleEntry;
import nonet.model.Model;

/**
 * An engine's result for one puzzle, with every returned grid checked against the model by
 * {@link Model#violations}: an answer the model rejects is never taken for a solution.
 */
public record EngineAnswer(String engine, Result result, List<String> violations) {

    /**
     * Runs the engine on the model and checks its answer. An engine that throws is a faulty engine,
     * not a crashed batch: the failure becomes its (invalid) answer and the batch goes on.
     */
    public static EngineAnswer run(Engine engine, Model model, Limits limits) {
        try {
            return of(model, engine.name(), engine.run(model, limits));
        } catch (EngineFailure e) {
            return failed(engine.name(), e.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            return failed(engine.name(), e.toString());
        }
    }

    private static EngineAnswer failed(String engine, String why) {
        Result failed = new Result(Status.UNKNOWN, 0, List.of(), Map.of(), 0, "engine failed: " + why);
        return new EngineAnswer(engine, failed, List.of("the engine failed: " + why));
    }

    public static EngineAnswer of(Model model, String engine, Result result) {
        for (int[] grid : result.solutions()) {
            List<String> v = model.violations(grid);
            if (!v.isEmpty()) {
                return new EngineAnswer(engine, result, v.stream().map(s -> "the grid breaks the model: " + s).toList());
            }
        }
        if (result.count() > 0 && result.solutions().isEmpty() && result.status() != Status.UNSUPPORTED) {
            return new EngineAnswer(engine, result, List.of("the engine claims " + Plural.of(result.count(), "solution")
                    + " but returned none to check"));
        }
        return new EngineAnswer(engine, result, List.of());
    }

    /** Whether a returned grid breaks the model (always an engine fault). */
    public boolean invalid() {
        return !violations.isEmpty();
    }

    public boolean solved() {
        return !invalid() && result.status() != Status.UNSUPPORTED && result.count() > 0;
    }

    public int[] solution() {
        return result.solution();
    }

    /** This answer in the one answer schema, for the puzzle it answers. */
    public AnswerRecord record(PuzzleEntry.Ok entry, AnswerRecord.Mode mode) {
        return record(entry.source(), entry.index(), entry.line(), entry.model(), mode);
    }

    /** This answer in the one answer schema, for a puzzle that came from {@code source} (its {@code index}th, at {@code line}). */
    public AnswerRecord record(String source, int index, int line, Model model, AnswerRecord.Mode mode) {
        String message = invalid() ? "the engine's answer breaks the model: " + String.join("; ", violations) : result.message();
        return new AnswerRecord(source, index, line, model.name(), engine,
                mode == AnswerRecord.Mode.SOLVE ? solveWord() : countStatus(),
                solved() ? model.geometry().format(result.solution()) : null,
                result.count(), result.exact(), result.nanos() / 1e6, result.stats(), message.isEmpty() ? null : message);
    }

    /** The word for a solve: solved, none (proved unsolvable), timeout, unknown, unsupported, invalid. */
    public String solveWord() {
        if (invalid()) {
            return "invalid";
        }
        if (result.count() > 0) {
            return "solved";
        }
        return switch (result.status()) {
            case EXHAUSTED -> "none";
            case TIMEOUT -> "timeout";
            case UNSUPPORTED -> "unsupported";
            case LIMIT, UNKNOWN -> "unknown";
        };
    }

    /** The status of a count's JSON answer: exact, limit, timeout, unknown, unsupported or invalid. */
    public String countStatus() {
        if (invalid()) {
            return "invalid";
        }
        return switch (result.status()) {
            case EXHAUSTED -> "exact";
            case LIMIT -> "limit";
            default -> result.status().name().toLowerCase(java.util.Locale.ROOT);
        };
    }

    /** The word for a count: the exact count, K+ at the limit, timeout, unknown, unsupported, invalid. */
    public String countWord() {
        if (invalid()) {
            return "invalid";
        }
        return switch (result.status()) {
            case EXHAUSTED -> Long.toString(result.count());
            case LIMIT -> result.count() + "+";
            case TIMEOUT -> "timeout";
            case UNKNOWN -> result.count() > 0 ? result.count() + "+" : "unknown";
            case UNSUPPORTED -> "unsupported";
        };
    }
}
