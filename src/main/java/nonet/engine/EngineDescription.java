package nonet.engine;

import java.util.List;
import nonet.model.Constraint;

/**
 * What a user is told about an engine before using it: the name to select it by, whether it proves
 * counts (complete: solves, counts to a limit, proves a puzzle unsolvable), one line for people, the
 * settings it reads, and the primitives it answers {@code unsupported} for (none for most engines).
 */
public record EngineDescription(String name, boolean complete, String summary, List<OptionSpec> options,
                                List<Class<? extends Constraint>> unsupported) {

    public EngineDescription {
        options = List.copyOf(options);
        unsupported = List.copyOf(unsupported);
    }

    /** An engine that supports every primitive. */
    public EngineDescription(String name, boolean complete, String summary, List<OptionSpec> options) {
        this(name, complete, summary, options, List.of());
    }
}
