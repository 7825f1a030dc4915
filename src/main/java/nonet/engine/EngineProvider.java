package nonet.engine;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * How engines join nonet, the built-in ones and those from other jars alike: each engine package has
 * a provider, and a solver author puts a jar with one (listed in
 * {@code META-INF/services/nonet.engine.EngineProvider}) on the class path; its engines can then be
 * selected with {@code -e} and cross-checked like the built-in ones. Factories are lambdas so that
 * an engine's classes (and its library: Choco, Sat4j) load only when that engine is first made.
 */
public interface EngineProvider {

    /** One selectable engine and how to make it with the user's settings. */
    record Entry(EngineDescription description, Function<EngineOptions, Engine> factory) {

        public String name() {
            return description.name();
        }

        public boolean complete() {
            return description.complete();
        }
    }

    /**
     * Engines named {@code prefix + argument}, the argument being a command ({@code dimacs:cadical}):
     * the description names the family ({@code dimacs:COMMAND}); {@code found} lists the members worth
     * showing in {@code nonet engines} (the commands found on this machine).
     */
    record Family(String prefix, EngineDescription description, BiFunction<String, EngineOptions, Engine> factory,
                  Supplier<List<String>> found) {
    }

    List<Entry> engines();

    /** The families of engines named by a prefix; most providers have none. */
    default List<Family> families() {
        return List.of();
    }
}
