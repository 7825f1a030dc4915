package nonet.engine.registry;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeSet;
import nonet.engine.Engine;
import nonet.engine.EngineDescription;
import nonet.engine.EngineOptions;
import nonet.engine.EngineProvider;
import nonet.engine.EngineProvider.Entry;
import nonet.engine.EngineProvider.Family;
import nonet.engine.Narrowing;
import nonet.engine.OptimizingEngine;
import nonet.engine.OptionSpec;

/**
 * The engines by name, shared by the command line and the tests: the built-in providers
 * ({@link BuiltInEngines}, in the order users see them) and then those found through
 * {@link ServiceLoader}; a built-in name cannot be taken over. A {@link Family} names engines by a
 * prefix and an argument ({@code dimacs:cadical}): any name with its prefix is an engine, made for
 * that argument. Settings are checked here, against what the engines declare, before an engine is
 * made: an unknown key or a value its setting does not accept is an error naming what is allowed.
 */
public final class EngineRegistry {

    private static final Map<String, Entry> ENTRIES = new LinkedHashMap<>();
    private static final List<Family> FAMILIES = new ArrayList<>();

    static {
        for (EngineProvider provider : BuiltInEngines.providers()) {
            add(provider);
        }
        for (EngineProvider provider : ServiceLoader.load(EngineProvider.class)) {
            add(provider);
        }
    }

    private EngineRegistry() {
    }

    private static void add(EngineProvider provider) {
        for (Family f : provider.families()) {
            if (FAMILIES.stream().noneMatch(known -> known.prefix().equals(f.prefix()))) {
                FAMILIES.add(f);
            }
        }
        for (Entry e : provider.engines()) {
            if (familyOf(e.name()) == null) {
                ENTRIES.putIfAbsent(e.name(), e);
            }
        }
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
        return Collections.unmodifiableList(FAMILIES);
    }

    /** The names users may type: every registered name, then each family as {@code dimacs:COMMAND}. */
    public static List<String> knownNames() {
        List<String> out = new ArrayList<>(ENTRIES.keySet());
        for (Family f : FAMILIES) {
            out.add(f.description().name());
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
        EngineDescription d = f.description();
        return new Entry(new EngineDescription(name, d.complete(), d.summary(), d.options()), o -> f.factory().apply(argument, o));
    }

    private static Family familyOf(String name) {
        for (Family f : FAMILIES) {
            if (name.startsWith(f.prefix())) {
                return f;
            }
        }
        return null;
    }

    /**
     * The named engine with these settings. Every key must be declared by some engine (one set of
     * settings serves every engine of a check, each reading its own keys), and every value of a key
     * this engine declares must be one it accepts.
     */
    public static Engine create(String name, EngineOptions options) {
        Entry e = entry(name);
        checkKeys(options);
        for (OptionSpec spec : e.description().options()) {
            String value = options.values().get(spec.key());
            if (value != null) {
                spec.check(value);
            }
        }
        String optimize = options.values().get(OptimizingEngine.OPTION.key());
        if (optimize != null) {
            OptimizingEngine.OPTION.check(optimize);
        }
        return OptimizingEngine.wrap(e.factory().apply(options), options);
    }

    /** A complete engine by name, for an engine that hands work on ({@link nonet.engine.SearchEngines}). */
    static Engine createComplete(String name, EngineOptions options) {
        if (!exists(name) || !entry(name).complete()) {
            throw new IllegalArgumentException("not a complete engine (" + String.join(", ", completeNames()) + ")");
        }
        return create(name, options);
    }

    /**
     * A new engine offering the {@link Narrowing} port: the first registered engine that does, made
     * with no settings; null when none does.
     */
    public static Narrowing narrowing() {
        for (Entry e : ENTRIES.values()) {
            Engine made = e.factory().apply(EngineOptions.NONE);
            if (made instanceof Narrowing n) {
                return n;
            }
            made.close();
        }
        return null;
    }

    /** Every setting any engine declares, by key. */
    public static Map<String, OptionSpec> options() {
        Map<String, OptionSpec> out = new LinkedHashMap<>();
        for (Entry e : ENTRIES.values()) {
            e.description().options().forEach(o -> out.putIfAbsent(o.key(), o));
        }
        for (Family f : FAMILIES) {
            f.description().options().forEach(o -> out.putIfAbsent(o.key(), o));
        }
        out.putIfAbsent(OptimizingEngine.OPTION.key(), OptimizingEngine.OPTION);
        return out;
    }

    private static void checkKeys(EngineOptions options) {
        Map<String, OptionSpec> known = options();
        for (String key : new TreeSet<>(options.values().keySet())) {
            if (!known.containsKey(key)) {
                String near = Nearest.of(key, known.keySet());
                throw new IllegalArgumentException("unknown engine option '" + key + "'"
                        + (near == null ? "" : "; did you mean " + near + "?") + " ('nonet engines --options' lists them)");
            }
        }
    }
}
