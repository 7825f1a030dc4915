package nonet.cli;

import nonet.engine.Engine;
import nonet.engine.EngineRegistry;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Which engine to run, and the engine-specific settings that may be passed to it. */
public final class EngineSelection {

    @Option(names = {"-e", "--engine"}, paramLabel = "ENGINE", defaultValue = "native",
            description = "The engine (see 'nonet engines'). Default: ${DEFAULT-VALUE}.")
    String engine;

    @Mixin
    EngineTuning tuning;

    Engine create() {
        return create(engine);
    }

    Engine create(String name) {
        if (!EngineRegistry.exists(name)) {
            throw new UserError("unknown engine '" + name + "'; known: " + String.join(", ", EngineRegistry.entries().stream().map(EngineRegistry.Entry::name).toList()));
        }
        try {
            return EngineRegistry.create(name, tuning.options());
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
    }
}
