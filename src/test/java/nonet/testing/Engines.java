package nonet.testing;

import java.util.List;
import nonet.engine.registry.EngineRegistry;

/**
 * The one parameter source for behavioural engine tests: every complete engine in the registry,
 * so that a new engine is tested by every such test the moment it is registered.
 */
public final class Engines {

    private Engines() {
    }

    public static List<String> complete() {
        return EngineRegistry.completeNames();
    }
}
