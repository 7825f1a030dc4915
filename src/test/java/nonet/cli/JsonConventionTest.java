package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** One JSON convention in every command: snake_case keys, and per-puzzle objects that say which input they answer. */
class JsonConventionTest {

    private static final String TOP = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final String BAD = TOP.substring(1);
    private static final Pattern KEY = Pattern.compile("[{,]\"([^\"]*)\":");

    private static Set<String> keys(String json) {
        Set<String> keys = new LinkedHashSet<>();
        Matcher m = KEY.matcher(json);
        while (m.find()) {
            keys.add(m.group(1));
        }
        return keys;
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve --format json", "count --format json", "check --format json", "explain --format json",
        "solve -e logic --format json", "solve -e sls --format json", "solve -e sat --format json",
        "bench --format json --warmup 0 --time 0", "estimate --format json --probes 200"})
    void everyKeyIsSnakeCase(String command) {
        List<String> args = new ArrayList<>(List.of(command.split(" ")));
        args.addAll(List.of(TOP, BAD, TOP));
        Cli r = Cli.run(args.toArray(String[]::new));
        assertTrue(r.exit() == ExitCodes.BAD_INPUT, r.out() + r.err());
        Set<String> keys = keys(r.out());
        assertTrue(keys.size() > 5, r.out());
        for (String key : keys) {
            // keys that are data (check's consensus counts such as "1 solution") may hold spaces, never camelCase
            assertFalse(key.matches(".*[a-z][A-Z].*"), "'" + key + "' in " + command + ":\n" + r.out());
        }
    }

    @Test
    void explainAnswersEveryInputInOrderWithTheSameKeys() {
        Cli r = Cli.run("explain", "--format", "json", TOP, BAD, TOP);
        assertEquals(ExitCodes.BAD_INPUT, r.exit());
        List<String> lines = r.lines();
        assertEquals(4, lines.size(), r.out());
        for (int i = 0; i < 3; i++) {
            assertEquals(List.of("source", "index", "line", "outcome"), topLevelKeys(lines.get(i)).subList(0, 4), lines.get(i));
        }
        assertEquals(topLevelKeys(lines.get(0)), topLevelKeys(lines.get(1)));
        assertTrue(lines.get(1).contains("\"outcome\":\"error\""), lines.get(1));
        assertTrue(lines.get(1).endsWith("\"message\":\"" + BAD + ":1:1: not a file, and not a grid: 80 symbols, where a grid has 16,"
                + " 36, 64, 81, 144, 256 or 625\"}"), lines.get(1));
        assertTrue(lines.get(0).endsWith("\"message\":null}"), lines.get(0));
    }

    /** The keys of the outermost object only. */
    private static List<String> topLevelKeys(String json) {
        List<String> keys = new ArrayList<>();
        int depth = 0;
        boolean inString = false;
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            if (inString) {
                inString = c != '"' || json.charAt(i - 1) == '\\';
                continue;
            }
            if (c == '"') {
                if (depth == 1 && (json.charAt(i - 1) == '{' || json.charAt(i - 1) == ',')) {
                    keys.add(json.substring(i + 1, json.indexOf('"', i + 1)));
                }
                inString = true;
            } else if (c == '{' || c == '[') {
                depth++;
            } else if (c == '}' || c == ']') {
                depth--;
            }
        }
        return keys;
    }
}
