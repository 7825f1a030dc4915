package nonet.cli;

import nonet.engine.Engine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Which engine to run, and the engine-specific settings that may be passed to it. */
public final class EngineSelection {

    /** The engine a command runs when none is named. */
    static final String DEFAULT_ENGINE = "native";

    @Option(names = {"-e", "--engine"}, paramLabel = "ENGINE", defaultValue = DEFAULT_ENGINE,
            description = "The engine (see 'nonet engines'). Default: ${DEFAULT-VALUE}.")
    String engine;

    @Mixin
    EngineTuning tuning;

    Engine create() {
        return tuning.create(engine);
    }

    /** The engine's name, as given. */
    public String name() {
        return engine;
    }

    public EngineTuning tuning() {
        return tuning;
    }
}
