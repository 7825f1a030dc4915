package nonet.web;

import java.util.LinkedHashMap;
import java.util.Map;

/** {@code GET /api/status}: jobs running or waiting, and the server's heap in use (for the page's footer and for measuring). */
final class StatusRoute extends ApiRoute {

    StatusRoute(WebContext ctx) {
        super(ctx);
    }

    @Override
    boolean get() {
        return true;
    }

    @Override
    Object answer(JsonBody body) {
        Runtime rt = Runtime.getRuntime();
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("jobs", ctx.jobs().busy());
        o.put("heap_used_bytes", rt.totalMemory() - rt.freeMemory());
        o.put("heap_max_bytes", rt.maxMemory());
        return o;
    }
}
