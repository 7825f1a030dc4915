package nonet.web;

import java.util.Map;

/** {@code POST /api/cancel {tab, lane}}: stops the job running in a tab's lane (the page's stop button). */
final class CancelRoute extends ApiRoute {

    CancelRoute(WebContext ctx) {
        super(ctx);
    }

    @Override
    Object answer(JsonBody body) throws HttpError {
        String lane = WebContext.lane(body, body.string("lane"));
        if (lane == null) {
            throw HttpError.badRequest("missing field 'tab'");
        }
        return Map.of("cancelled", ctx.jobs().cancel(lane));
    }
}
