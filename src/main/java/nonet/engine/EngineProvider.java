package nonet.engine;

import java.util.List;

/**
 * A plug-in point for engines from outside nonet: a solver author puts a jar with an implementation
 * (listed in {@code META-INF/services/nonet.engine.EngineProvider}) on the class path, and its engines
 * can be selected with {@code -e} and cross-checked like the built-in ones.
 */
public interface EngineProvider {

    List<EngineRegistry.Entry> engines();
}
