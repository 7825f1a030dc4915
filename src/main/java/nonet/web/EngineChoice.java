package nonet.web;

import java.util.List;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.EngineProvider;
import nonet.engine.registry.EngineRegistry;

/**
 * The engines a page may name: the registered ones only. The families that run a program named in
 * the engine's name ({@code dimacs:COMMAND}, {@code cmd:COMMAND}) are refused, since a page naming
 * them would make the server run a command of its choosing.
 */
final class EngineChoice {

    static final String DEFAULT = "native";

    private EngineChoice() {
    }

    /** The engine named by {@code field} (the default when absent); {@code complete} requires one that proves counts. */
    static String name(JsonBody body, String field, boolean complete) throws HttpError {
        return check(body.string(field, DEFAULT), complete);
    }

    static String check(String name, boolean complete) throws HttpError {
        EngineProvider.Entry entry = entries().stream().filter(e -> e.name().equals(name)).findFirst()
                .orElseThrow(() -> HttpError.badRequest("unknown engine '" + name + "'; this server offers "
                        + String.join(", ", entries().stream().map(EngineProvider.Entry::name).toList())));
        if (complete && !entry.complete()) {
            throw HttpError.badRequest("engine '" + name + "' cannot prove counts; this needs a complete engine ("
                    + String.join(", ", entries().stream().filter(EngineProvider.Entry::complete).map(EngineProvider.Entry::name).toList()) + ")");
        }
        return name;
    }

    static List<EngineProvider.Entry> entries() {
        return EngineRegistry.entries();
    }

    static Engine create(String name) {
        return EngineRegistry.create(name, EngineOptions.NONE);
    }
}
