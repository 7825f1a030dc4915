package nonet.format;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One puzzle's answer as every printer of answers shows it ({@code solve}/{@code count --format json},
 * and the web server and the batch module after them): the single definition of the JSON answer
 * schema. The same keys in the same order for every status, null where nothing is known (a
 * malformed input has no model, count or stats), so a consumer needs no special case.
 *
 * @param source   the input the puzzle came from (a file, {@code <arg>}, {@code <stdin>})
 * @param index    the puzzle's number within its source, from 1
 * @param line     the source line it starts on
 * @param model    the model's name, null for a malformed input
 * @param engine   the engine that answered
 * @param status   solve: solved, none, timeout, unknown, unsupported, invalid, error;
 *                 count: exact, limit, timeout, unknown, unsupported, invalid, error
 * @param solution the first solution in the grid's one-line form, or null
 * @param count    solutions found (a lower bound unless {@code exact}), null for an error
 * @param exact    whether the count is exact (the search space was exhausted)
 * @param millis   wall time of the run
 * @param stats    the engine's own statistics by name (nodes, propagations, conflicts, ...)
 * @param message  a sentence for people (why unsupported, where logic stalled), or null
 */
public record AnswerRecord(String source, int index, int line, String model, String engine, String status,
                           String solution, Long count, Boolean exact, Double millis, Map<String, Long> stats,
                           String message) {

    /** Solve reports whether a solution was found; count reports how far counting got. */
    public enum Mode { SOLVE, COUNT }

    /** The placeholder of a malformed input, so that answer N stays puzzle N. */
    public static AnswerRecord error(String source, int index, int line, String engine, String message) {
        return new AnswerRecord(source, index, line, null, engine, "error", null, null, null, null, null, message);
    }

    /** The JSON object, keys in schema order. */
    public Map<String, Object> json() {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("source", source);
        o.put("index", index);
        o.put("line", line);
        o.put("model", model);
        o.put("engine", engine);
        o.put("status", status);
        o.put("solution", solution);
        o.put("count", count);
        o.put("exact", exact);
        o.put("time_ms", millis);
        // search nodes where the engine counts them (native, choco, dlx); null for the others and for errors
        o.put("nodes", stats == null ? null : stats.get("nodes"));
        o.put("stats", stats);
        o.put("message", message);
        return o;
    }
}
