package nonet.engine;

import java.util.List;

/**
 * What a user is told about an engine before using it: the name to select it by, whether it proves
 * counts (complete: solves, counts to a limit, proves a puzzle unsolvable), one line for people, and
 * the settings it reads.
 */
public record EngineDescription(String name, boolean complete, String summary, List<OptionSpec> options) {

    public EngineDescription {
        options = List.copyOf(options);
    }
}
