package nonet.web;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.engine.Deadline;
import nonet.engine.logic.Explanation;
import nonet.engine.logic.ExplanationJson;
import nonet.engine.logic.LogicSolver;

/**
 * {@code POST /api/explain {puzzle}}: the logic engine's deductions round by round, as {@code explain
 * --format json} (each step's rule, text, placements, eliminations and cells, which the page
 * highlights one at a time), with the solution it reaches checked by the model.
 */
final class ExplainRoute extends ApiRoute {

    ExplainRoute(WebContext ctx) {
        super(ctx);
    }

    @Override
    Object answer(JsonBody body) throws HttpError {
        PuzzleInput in = PuzzleInput.read(body, ctx);
        long timeout = ctx.timeout(body, ctx.settings().maxMillis());
        return ctx.jobs().run(WebContext.lane(body, "explain"), timeout, left -> {
            long start = System.nanoTime();
            Explanation e = LogicSolver.explain(in.model(), Deadline.start(left));
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("engine", "logic");
            o.putAll(ExplanationJson.toMap(e, in.model().geometry()));
            List<String> violations = e.solution() == null ? List.of() : in.model().violations(e.solution());
            o.put("verified", e.solution() != null && violations.isEmpty());
            o.put("message", violations.isEmpty() ? null : "the logic engine's solution breaks the model: " + String.join("; ", violations));
            o.put("time_ms", (System.nanoTime() - start) / 1e6);
            return o;
        });
    }
}
