package nonet.web;

import nonet.check.EngineAnswer;
import nonet.engine.Engine;
import nonet.engine.Limits;

/**
 * {@code POST /api/count {puzzle, engine, limit, timeout_ms}}: solutions counted up to the limit
 * (2 by default: 0, 1 or 2+), as {@code count --format json}, every returned grid checked.
 */
final class CountRoute extends ApiRoute {

    /** The largest limit a page may ask for: each counted solution up to the kept ones is checked and sent. */
    static final long MAX_LIMIT = 1_000_000;

    CountRoute(WebContext ctx) {
        super(ctx);
    }

    @Override
    Object answer(JsonBody body) throws HttpError {
        PuzzleInput in = PuzzleInput.read(body, ctx);
        String name = EngineChoice.name(body, "engine", false);
        long limit = body.number("limit", 2, 1, MAX_LIMIT);
        long timeout = ctx.timeout(body, ctx.settings().maxMillis());
        return ctx.jobs().run(WebContext.lane(body, "count"), timeout, left -> {
            try (Engine engine = EngineChoice.create(name)) {
                return AnswerJson.of(EngineAnswer.run(engine, in.model(), Limits.count(limit).withTimeoutMillis(left)), in.model(), true);
            }
        });
    }
}
