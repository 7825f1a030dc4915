package nonet.engine;

import nonet.model.Model;

/**
 * A way of answering a puzzle. Engines are created per use (through the registry, {@code nonet.engine.registry}) and are
 * not shared between threads. Whoever creates an engine closes it after its last run, so that an
 * engine holding a resource (an external program kept running over a batch) can release it.
 */
public interface Engine extends AutoCloseable {

    /** The name users select it by ({@code -e NAME}). */
    String name();

    /**
     * Searches the model for solutions until {@link Limits#solutions()} are found, the search space
     * is exhausted, or a limit stops it. Never throws for a model it cannot express: it answers
     * {@link Status#UNSUPPORTED} with a message instead.
     */
    Result run(Model model, Limits limits);

    /** Releases what the engine holds between runs; most hold nothing. Never throws. */
    @Override
    default void close() {
    }
}
