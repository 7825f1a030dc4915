package nonet.engine.sls;

import java.util.List;
import java.util.function.Supplier;
import nonet.engine.EngineDescription;
import nonet.engine.EngineProvider;
import nonet.engine.Narrowing;
import nonet.engine.OptionSpec;

/**
 * The local-search engine and its tuning (what each setting does: {@link SlsSettings}); it is handed
 * the engine whose propagation narrows its starting candidates.
 */
public final class SlsProvider implements EngineProvider {

    private final Supplier<Narrowing> narrowing;

    /** {@code narrowing} makes a new narrowing engine for each local-search engine, or gives null if there is none. */
    public SlsProvider(Supplier<Narrowing> narrowing) {
        this.narrowing = narrowing;
    }

    static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.choice("sls.narrow", "true", "start from the candidates left by propagation, or from the domains alone",
                    "true", "false"),
            OptionSpec.number("sls.cooling", "0.99", 0.5, 0.99999, "the temperature factor after each Markov chain"),
            OptionSpec.integer("sls.chain", "0", 0, 1_000_000_000L, "moves per Markov chain; 0: the square of the free cells"),
            OptionSpec.integer("sls.stall", "0", 0, 1_000_000_000_000L, "moves without a new best before a restart; 0: 20 chains"),
            OptionSpec.number("sls.reheat", "0.15", 0.01, 10, "the temperature of a restart, as a fraction of the first"),
            OptionSpec.integer("sls.pool", "10", 1, 10_000, "how many near-best distinct grids the elite pool keeps"),
            OptionSpec.integer("sls.repair", String.valueOf(SlsSettings.DEFAULT_REPAIR), 0, 1_000_000_000L,
                    "search nodes of a neighbourhood repair that frees every cell; 0: anneal alone"));

    @Override
    public List<Entry> engines() {
        return List.of(new Entry(new EngineDescription("sls", false, "stochastic local search over full grids (finds, never proves)",
                OPTIONS), o -> new SlsEngine(o, narrowing.get())));
    }
}
