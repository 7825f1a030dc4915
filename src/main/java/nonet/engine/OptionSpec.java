package nonet.engine;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;

/**
 * One setting an engine reads from {@code -O KEY=VALUE}: its key, the values it accepts (in words, as
 * help and error messages show them, and as a test of a value), its default, and what it does. An
 * engine declares its settings in its {@link EngineDescription}; the registry rejects a value its
 * setting does not accept before the engine is made, so that no engine falls back silently.
 *
 * @param key         {@code engine.setting}, e.g. {@code choco.search}
 * @param allowed     the accepted values in words: "one of default, domoverwdeg, minDom", "a number in 0.5..0.99999"
 * @param accepts     whether a value is accepted
 * @param defaultValue the value when none is given, in the form a user would type it
 * @param description what the setting does, in one line
 */
public record OptionSpec(String key, String allowed, Predicate<String> accepts, String defaultValue, String description) {

    /** A setting whose value is one of a few words, compared without regard to case. */
    public static OptionSpec choice(String key, String defaultValue, String description, String... values) {
        List<String> lower = Arrays.stream(values).map(v -> v.toLowerCase(Locale.ROOT)).toList();
        return new OptionSpec(key, "one of " + String.join(", ", values),
                v -> lower.contains(v.strip().toLowerCase(Locale.ROOT)), defaultValue, description);
    }

    /** A yes-or-no setting: {@code true} or {@code false}. */
    public static OptionSpec flag(String key, String description) {
        return choice(key, "false", description, "true", "false");
    }

    /** A whole number in {@code min..max}, or one of the given words ({@code auto}). */
    public static OptionSpec integer(String key, String defaultValue, long min, long max, String description, String... words) {
        String range = "a whole number " + min + ".." + max;
        List<String> lower = Arrays.stream(words).map(v -> v.toLowerCase(Locale.ROOT)).toList();
        return new OptionSpec(key, words.length == 0 ? range : String.join(", ", words) + " or " + range,
                v -> lower.contains(v.strip().toLowerCase(Locale.ROOT)) || within(v, Long::parseLong, min, max), defaultValue, description);
    }

    /** A number in {@code min..max}. */
    public static OptionSpec number(String key, String defaultValue, double min, double max, String description) {
        return new OptionSpec(key, "a number in " + plain(min) + ".." + plain(max), v -> within(v, Double::parseDouble, min, max),
                defaultValue, description);
    }

    /** A free value (a directory, an engine's name) that the engine checks when it uses it. */
    public static OptionSpec text(String key, String defaultValue, String allowed, String description) {
        return new OptionSpec(key, allowed, v -> !v.isBlank(), defaultValue, description);
    }

    /** Throws, naming the key, the bad value and what is allowed, unless the value is accepted. */
    public void check(String value) {
        if (!accepts.test(value)) {
            throw new IllegalArgumentException("option " + key + " must be " + allowed + ", not '" + value + "'");
        }
    }

    private static boolean within(String value, ToDoubleFunction<String> parse, double min, double max) {
        try {
            double d = parse.applyAsDouble(value.strip());
            return d >= min && d <= max;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static String plain(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
    }
}
