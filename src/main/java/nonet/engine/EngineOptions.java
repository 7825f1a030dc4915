package nonet.engine;

import java.util.Map;
import java.util.TreeMap;

/**
 * Engine-specific settings from the command line or a test ({@code choco.consistency=AC},
 * {@code sat.encoding=minimal}, {@code logic.then-search=true}). Unknown keys are ignored by
 * engines that do not read them, so one set of options can be passed to every engine of a check.
 */
public record EngineOptions(Map<String, String> values) {

    public static final EngineOptions NONE = new EngineOptions(Map.of());

    public EngineOptions {
        values = Map.copyOf(values);
    }

    public EngineOptions with(String key, String value) {
        Map<String, String> copy = new TreeMap<>(values);
        copy.put(key, value);
        return new EngineOptions(copy);
    }

    public String get(String key, String fallback) {
        return values.getOrDefault(key, fallback);
    }

    public boolean flag(String key) {
        return Boolean.parseBoolean(values.getOrDefault(key, "false"));
    }
}
