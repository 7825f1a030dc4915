package nonet.cli;

import java.util.Map;
import nonet.batch.UserError;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import picocli.CommandLine.Option;

/** Engine-specific settings, passed to every engine a command runs (each reads its own keys). */
public final class EngineTuning {

    @Option(names = "--choco-consistency", paramLabel = "LEVEL",
            description = "Choco allDifferent consistency: choco.consistency in 'nonet engines --options'. Default: AC.")
    String chocoConsistency;

    @Option(names = "--encoding", paramLabel = "ENC", description = "SAT encoding: extended or minimal. Default: extended.")
    String satEncoding;

    @Option(names = "--sat-sums", paramLabel = "HOW", description = "SAT sums: clauses or pb (Sat4j pseudo-Boolean). Default: clauses.")
    String satSums;

    @Option(names = "--logic-then-search", description = "With -e logic: continue with search where logic stalls.")
    boolean logicThenSearch;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Seed for engines that use chance (sls; native clause learning breaks ties with it). Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = {"-O", "--engine-option"}, paramLabel = "KEY=VALUE",
            description = "Any engine setting, e.g. -O choco.search=domoverwdeg; 'nonet engines --options' lists them.")
    Map<String, String> extra;

    /** The seed for engines that use chance. */
    public long seed() {
        return seed;
    }

    /**
     * The named engine with these settings. Engines read their options when created, so an unknown
     * name or a bad value is a usage error here, before any work starts.
     */
    public Engine create(String name) {
        if (!EngineRegistry.exists(name)) {
            throw new UserError("unknown engine '" + name + "'; known: " + String.join(", ", EngineRegistry.knownNames()));
        }
        try {
            return EngineRegistry.create(name, options());
        } catch (IllegalArgumentException e) {
            throw new UserError(flagFor(e.getMessage()) + e.getMessage());
        }
    }

    /** "--encoding maximal: " when the message is about a setting the user gave by its own flag, so it names what was typed. */
    private String flagFor(String message) {
        String[][] flags = {{"--choco-consistency", "choco.consistency", chocoConsistency}, {"--encoding", "sat.encoding", satEncoding},
            {"--sat-sums", "sat.sums", satSums}};
        for (String[] f : flags) {
            if (f[2] != null && message.contains(f[1])) {
                return f[0] + " " + f[2] + ": ";
            }
        }
        return "";
    }

    public EngineOptions options() {
        EngineOptions o = new EngineOptions(extra == null ? Map.of() : extra);
        if (chocoConsistency != null) {
            o = o.with("choco.consistency", chocoConsistency);
        }
        if (satEncoding != null) {
            o = o.with("sat.encoding", satEncoding);
        }
        if (satSums != null) {
            o = o.with("sat.sums", satSums);
        }
        if (logicThenSearch) {
            o = o.with("logic.then-search", "true");
        }
        return o;
    }
}
