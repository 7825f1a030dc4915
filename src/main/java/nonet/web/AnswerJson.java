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
        o.put("status", count ? a.countStatus() : a.solveWord());
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
}
