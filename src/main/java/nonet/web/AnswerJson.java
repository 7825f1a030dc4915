package nonet.web;

import java.util.LinkedHashMap;
import java.util.Map;
import nonet.check.EngineAnswer;
import nonet.model.Model;

/**
 * An engine's answer with the keys of the command line's JSON ({@code solve}/{@code count
 * --format json}: model, engine, status, solution, count, exact, time_ms, nodes, stats, message),
 * plus {@code verified}: whether grids were returned and every one passed the model's checker.
 */
final class AnswerJson {

    private AnswerJson() {
    }

    static Map<String, Object> of(EngineAnswer a, Model model, boolean count) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("model", model.name());
        o.put("engine", a.engine());
        o.put("status", count ? countStatus(a) : a.solveWord());
        o.put("solution", a.solved() ? model.geometry().format(a.solution()) : null);
        o.put("count", a.result().count());
        o.put("exact", a.result().exact());
        o.put("time_ms", a.result().nanos() / 1e6);
        o.put("nodes", a.result().stats().get("nodes"));
        o.put("stats", a.result().stats());
        String message = a.invalid() ? "the engine's answer breaks the model: " + String.join("; ", a.violations()) : a.result().message();
        o.put("message", message.isEmpty() ? null : message);
        o.put("verified", !a.invalid() && !a.result().solutions().isEmpty());
        return o;
    }

    /** The count's status word of {@code count --format json}. */
    static String countStatus(EngineAnswer a) {
        if (a.invalid()) {
            return "invalid";
        }
        return switch (a.result().status()) {
            case EXHAUSTED -> "exact";
            case LIMIT -> "limit";
            default -> a.result().status().name().toLowerCase(java.util.Locale.ROOT);
        };
    }
}
