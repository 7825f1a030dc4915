package nonet.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.check.Comparison;
import nonet.check.EngineAnswer;
import nonet.engine.Deadline;
import nonet.engine.Engine;
import nonet.engine.EngineProvider;
import nonet.engine.Limits;
import nonet.engine.registry.EngineRegistry;

/**
 * {@code POST /api/check {puzzle, engines, limit}}: the cross-check of one puzzle, as {@code nonet
 * check} does it: every engine counts to the limit under one shared time limit, every returned grid
 * goes through the model's checker, and {@link Comparison} says who agrees, who is wrong and why.
 */
final class CheckRoute extends ApiRoute {

    CheckRoute(WebContext ctx) {
        super(ctx);
    }

    @Override
    Object answer(JsonBody body) throws HttpError {
        PuzzleInput in = PuzzleInput.read(body, ctx);
        List<String> names = new ArrayList<>();
        for (String n : body.strings("engines", 16)) {
            names.add(EngineChoice.check(n, false));
        }
        if (names.isEmpty()) {
            EngineChoice.entries().stream().map(EngineProvider.Entry::name).forEach(names::add);
        }
        long limit = body.number("limit", 2, 1, 1000);
        long timeout = ctx.timeout(body, ctx.settings().maxMillis());
        return ctx.jobs().run(WebContext.lane(body, "check"), timeout, left -> {
            Deadline deadline = Deadline.start(left);
            List<EngineAnswer> answers = new ArrayList<>();
            for (String name : names) {
                try (Engine engine = EngineChoice.create(name)) {
                    // engines share the request's time: a slow one leaves the rest what remains
                    answers.add(EngineAnswer.run(engine, in.model(), Limits.count(limit).withTimeoutMillis(deadline.remainingMillis())));
                }
            }
            Comparison c = Comparison.of(answers, limit);
            List<Object> rows = new ArrayList<>();
            for (int i = 0; i < answers.size(); i++) {
                EngineAnswer a = answers.get(i);
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("engine", a.engine());
                row.put("answer", a.countWord());
                row.put("role", c.roles().get(i).name().toLowerCase(java.util.Locale.ROOT));
                row.put("reason", c.reasons().get(i));
                row.put("verified", !a.invalid() && !a.result().solutions().isEmpty());
                row.put("time_ms", a.result().nanos() / 1e6);
                row.put("nodes", a.result().stats().get("nodes"));
                rows.add(row);
            }
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("engines", rows);
            o.put("agree", c.agree());
            o.put("consensus", c.consensus());
            o.put("summary", c.summary());
            o.put("limit", limit);
            return o;
        });
    }
}
