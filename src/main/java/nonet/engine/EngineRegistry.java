package nonet.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The engines by name, shared by the command line and the tests. Factories are lambdas so that an
 * engine's classes (and its library: Choco, Sat4j) load only when that engine is first created.
 * Engines from other jars join through {@link EngineProvider}; a built-in name cannot be taken over.
 * A {@link Family} names engines by a prefix and an argument ({@code dimacs:cadical}): any name with
 * its prefix is an engine, made for that argument.
 */
public final class EngineRegistry {

    /** One selectable engine: its name, whether it can prove counts, a line for people, and how to make it. */
    public record Entry(String name, boolean complete, String description, Function<EngineOptions, Engine> factory) {
    }

    /**
     * Engines named {@code prefix + argument}, the argument being a command: {@code found} lists the
     * names worth showing in {@code nonet engines} (the commands found on this machine).
     */
    public record Family(String prefix, String argument, boolean complete, String description,
                         BiFunction<String, EngineOptions, Engine> factory, Supplier<List<String>> found) {
    }

    private static final Map<String, Entry> ENTRIES = new LinkedHashMap<>();
    private static final List<Family> FAMILIES = List.of(
            new Family("dimacs:", "COMMAND", true, "a SAT solver run on the DIMACS CNF (docs/engines.md)",
                    (command, o) -> new nonet.engine.external.DimacsEngine(command, o),
                    nonet.engine.external.DimacsEngine::found),
            new Family("cmd:", "COMMAND", true, "a program speaking nonet's line protocol (docs/engines.md)",
                    (command, o) -> new nonet.engine.external.LineProtocolEngine(command, o), List::of));

    static {
        register("native", true, "bitmask propagation and depth-first search",
                o -> new nonet.engine.nativesearch.NativeEngine(o));
        register("choco", true, "Choco-solver constraint model (allDifferent, tables, sums)",
                o -> new nonet.engine.choco.ChocoEngine(o));
        register("sat", true, "CNF direct encoding solved by Sat4j",
                o -> new nonet.engine.sat.SatEngine(o));
        register("dlx", true, "Algorithm X with dancing links (no sums or tables)",
                o -> new nonet.engine.dlx.DlxEngine(o));
        register("logic", false, "human-style rules without guessing (logic.then-search=true to finish by search)",
                o -> new nonet.engine.logic.LogicEngine(o));
        register("sls", false, "stochastic local search over full grids (finds, never proves)",
                o -> new nonet.engine.sls.SlsEngine(o));
        for (EngineProvider provider : ServiceLoader.load(EngineProvider.class)) {
            for (Entry e : provider.engines()) {
                if (familyOf(e.name()) == null) {
                    ENTRIES.putIfAbsent(e.name(), e);
                }
            }
        }
    }

    private EngineRegistry() {
    }

    private static void register(String name, boolean complete, String description,
                                 Function<EngineOptions, Engine> factory) {
        ENTRIES.put(name, new Entry(name, complete, description, factory));
    }

    public static List<Entry> entries() {
        return Collections.unmodifiableList(new ArrayList<>(ENTRIES.values()));
    }

    /** The names of the engines that prove counts (solve, count to a limit, prove unsolvable). */
    public static List<String> completeNames() {
        List<String> out = new ArrayList<>();
        for (Entry e : ENTRIES.values()) {
            if (e.complete()) {
                out.add(e.name());
            }
        }
        return out;
    }

    public static List<Family> families() {
        return FAMILIES;
    }

    /** The names users may type: every registered name, then each family as {@code dimacs:COMMAND}. */
    public static List<String> knownNames() {
        List<String> out = new ArrayList<>(ENTRIES.keySet());
        for (Family f : FAMILIES) {
            out.add(f.prefix() + f.argument());
        }
        return out;
    }

    public static boolean exists(String name) {
        return ENTRIES.containsKey(name) || familyOf(name) != null;
    }

    /** The entry of a registered name, or of a family's name made for its argument. */
    public static Entry entry(String name) {
        Entry e = ENTRIES.get(name);
        if (e != null) {
            return e;
        }
        Family f = familyOf(name);
        if (f == null) {
            throw new IllegalArgumentException("unknown engine '" + name + "'; known: " + String.join(", ", knownNames()));
        }
        String argument = name.substring(f.prefix().length());
        return new Entry(name, f.complete(), f.description(), o -> f.factory().apply(argument, o));
    }

    private static Family familyOf(String name) {
        for (Family f : FAMILIES) {
            if (name.startsWith(f.prefix())) {
                return f;
            }
        }
        return null;
    }

    /** A new engine of this name, answering the optimized model unless {@code optimize=off}. */
    public static Engine create(String name, EngineOptions options) {
        return OptimizingEngine.wrap(entry(name).factory().apply(options), options);
    }
}
