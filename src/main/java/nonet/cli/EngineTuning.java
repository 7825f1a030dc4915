package nonet.cli;

import java.util.List;
import java.util.Map;
import nonet.batch.UserError;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import picocli.CommandLine.Option;

/**
 * Engine-specific settings, passed to every engine a command runs (each reads its own keys). There is
 * one way to set them, {@code -O KEY=VALUE}, checked against the engines' declared
 * {@link nonet.engine.OptionSpec}s; the older flags ({@code --choco-consistency}, {@code --encoding},
 * {@code --sat-sums}, {@code --logic-then-search}) stay, as documented aliases of one setting each
 * that users' scripts rely on: each becomes its {@code -O} setting and is checked as one.
 */
public final class EngineTuning {

    /** A flag that stands for one setting, with the value typed (null when the flag was not given). */
    record Alias(String flag, String key, String value) {
    }

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

    /** The aliases, each with the value typed for it. */
    List<Alias> aliases() {
        return List.of(new Alias("--choco-consistency", "choco.consistency", chocoConsistency),
                new Alias("--encoding", "sat.encoding", satEncoding),
                new Alias("--sat-sums", "sat.sums", satSums),
                new Alias("--logic-then-search", "logic.then-search", logicThenSearch ? "true" : null));
    }

    /** "--encoding maximal: " when the message is about a setting the user gave by its alias, so it names what was typed. */
    private String flagFor(String message) {
        for (Alias a : aliases()) {
            if (a.value() != null && message.contains(a.key())) {
                return a.flag() + " " + a.value() + ": ";
            }
        }
        return "";
    }

    /** The {@code -O} settings with each alias given turned into its own; an alias and an {@code -O} that disagree are a usage error. */
    public EngineOptions options() {
        EngineOptions o = new EngineOptions(extra == null ? Map.of() : extra);
        for (Alias a : aliases()) {
            if (a.value() == null) {
                continue;
            }
            String direct = extra == null ? null : extra.get(a.key());
            if (direct != null && !direct.equals(a.value())) {
                throw new UserError(a.flag() + " " + a.value() + " and -O " + a.key() + "=" + direct + " disagree; give one");
            }
            o = o.with(a.key(), a.value());
        }
        return o;
    }
}
