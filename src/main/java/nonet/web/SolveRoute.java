package nonet.web;

import nonet.check.EngineAnswer;
import nonet.engine.Engine;
import nonet.engine.Limits;

/** {@code POST /api/solve {puzzle, engine, timeout_ms}}: one solution, checked by the model, as {@code solve --format json}. */
final class SolveRoute extends ApiRoute {

    SolveRoute(WebContext ctx) {
        super(ctx);
    }

    @Override
    Object answer(JsonBody body) throws HttpError {
        PuzzleInput in = PuzzleInput.read(body, ctx);
        String name = EngineChoice.name(body, "engine", false);
        long timeout = ctx.timeout(body, ctx.settings().maxMillis());
        return ctx.jobs().run(WebContext.lane(body, "solve"), timeout, left -> {
            try (Engine engine = EngineChoice.create(name)) {
                return AnswerJson.of(EngineAnswer.run(engine, in.model(), Limits.solve().withTimeoutMillis(left)), in.model(), false);
            }
        });
    }
}
