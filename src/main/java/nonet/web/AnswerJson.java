package nonet.web;

import java.util.Map;
import nonet.check.EngineAnswer;
import nonet.format.AnswerRecord;
import nonet.model.Model;

/**
 * An engine's answer in the one answer schema ({@link AnswerRecord}, as {@code solve}/{@code count
 * --format json} print it; the source is the request, its only puzzle), plus {@code verified}:
 * whether grids were returned and every one passed the model's checker.
 */
final class AnswerJson {

    private static final String SOURCE = "<request>";

    private AnswerJson() {
    }

    static Map<String, Object> of(EngineAnswer a, Model model, boolean count) {
        AnswerRecord.Mode mode = count ? AnswerRecord.Mode.COUNT : AnswerRecord.Mode.SOLVE;
        Map<String, Object> o = a.record(SOURCE, 1, 1, model, mode).json();
        o.put("verified", !a.invalid() && !a.result().solutions().isEmpty());
        return o;
    }
}
