package nonet.engine;

/**
 * Complete engines by name, handed to an engine that passes work on (logic, which searches where its
 * rules stall), so that it needs no registry and no other engine's package.
 */
@FunctionalInterface
public interface SearchEngines {

    /**
     * A new complete engine of that name with these settings, which the caller closes.
     *
     * @throws IllegalArgumentException for an unknown name or an engine that does not prove counts
     */
    Engine create(String name, EngineOptions options);
}
