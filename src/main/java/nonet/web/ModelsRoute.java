package nonet.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.engine.EngineProvider;
import nonet.engine.registry.EngineRegistry;

/** {@code GET /api/models}: the offered models, the engines a page may name, and the server's limits. */
final class ModelsRoute extends ApiRoute {

    ModelsRoute(WebContext ctx) {
        super(ctx);
    }

    @Override
    boolean get() {
        return true;
    }

    @Override
    Object answer(JsonBody body) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("models", ctx.models().listing());
        List<Object> engines = new ArrayList<>();
        for (EngineProvider.Entry e : EngineChoice.entries()) {
            engines.add(Map.of("name", e.name(), "complete", e.complete(), "description", e.description()));
        }
        o.put("engines", engines);
        WebSettings s = ctx.settings();
        o.put("limits", Map.of("max_size", s.maxSize(), "max_body_bytes", s.maxBodyBytes(), "max_time_ms", s.maxMillis()));
        return o;
    }
}
