package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/**
 * Pins the {@code --format json} answers of solve, count and check, key for key and value for value
 * (what may vary masked, see {@link #normalize}), against {@code golden/json-answers.txt}, which was written from the output
 * before the answer schema moved into one record: a refactoring of the printers must not change a
 * byte a consumer reads. Every solution in the golden output is also checked against its puzzle, so
 * a wrong answer cannot pass.
 */
class JsonAnswerGoldenTest {

    private static final String TOP = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /** TOP less its first given: two solutions or more. */
    private static final String TWO = "." + TOP.substring(1);
    /** TOP with r1c2 = 6, which clashes with no given directly but leaves no solution. */
    private static final String NONE = "46" + TOP.substring(2);
    /** A hard puzzle, solved here by native search. */
    private static final String HARD = "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";
    private static final String BAD = TOP.substring(1);
    private static final Path GOLDEN = Path.of("src/test/resources/golden/json-answers.txt");

    /** The commands pinned, each run on the inputs after it. */
    private static final List<List<String>> COMMANDS = List.of(
            List.of("solve", "--format", "json", TOP, HARD, NONE, BAD),
            List.of("count", "--format", "json", TOP, TWO, NONE, BAD),
            List.of("count", "-e", "dlx", "--limit", "3", "--format", "json", TOP, TWO, NONE),
            List.of("solve", "-e", "logic", "--format", "json", TOP, TWO, NONE, BAD),
            List.of("count", "-e", "logic", "--logic-then-search", "--format", "json", TWO),
            List.of("check", "--format", "json", "--jobs", "1", "--engines", "native,dlx,logic", TOP, TWO, NONE, BAD));

    @Test
    void jsonAnswersAreTheGoldenOnes() throws IOException {
        Map<String, List<String>> expected = read();
        assertEquals(COMMANDS.size(), expected.size(), "golden commands");
        int solutions = 0;
        for (List<String> command : COMMANDS) {
            String name = name(command);
            Cli r = Cli.run(command.toArray(String[]::new));
            for (String line : r.lines()) {
                String solution = field(line, "solution");
                if (solution != null) {
                    assertTrue(List.of(TOP, TWO, HARD).stream().anyMatch(p -> solves(p, solution)), "solves no puzzle: " + line);
                    solutions++;
                }
            }
            List<String> actual = r.lines().stream().map(JsonAnswerGoldenTest::normalize).toList();
            assertEquals(expected.get(name), actual, name + "\n" + r.err());
        }
        assertTrue(solutions >= 8, "solutions checked: " + solutions);
    }

    private static boolean solves(String puzzle, String solution) {
        Model model = TestModels.classic(puzzle);
        int[] grid = new int[solution.length()];
        for (int i = 0; i < grid.length; i++) {
            grid[i] = Geometry.digitOf(solution.charAt(i));
        }
        return model.violations(grid).isEmpty();
    }

    /** A string or number value of a top-level key, null when absent or null. */
    private static String field(String json, String key) {
        int at = json.indexOf("\"" + key + "\":");
        if (at < 0) {
            return null;
        }
        int start = at + key.length() + 3;
        if (json.charAt(start) == '"') {
            return json.substring(start + 1, json.indexOf('"', start + 1));
        }
        int end = start;
        while (end < json.length() && Character.isLetterOrDigit(json.charAt(end))) {
            end++;
        }
        String v = json.substring(start, end);
        return v.equals("null") ? null : v;
    }

    /**
     * The line with what may change without changing the schema masked as "#": wall times, effort
     * (nodes and stats, which speed work changes), the logic engine's words (new techniques change
     * them), and which of several solutions a search met first. Keys, their order, statuses, counts,
     * unique solutions and error messages stay as printed.
     */
    static String normalize(String line) {
        JsonObject o = JsonParser.parseString(line).getAsJsonObject();
        mask(o);
        return o.toString();
    }

    private static void mask(JsonObject o) {
        for (String key : List.of("time_ms", "seconds", "total_ms", "median_ms", "p99_ms", "nodes", "stats")) {
            if (o.has(key) && !o.get(key).isJsonNull()) {
                o.addProperty(key, "#");
            }
        }
        boolean answer = o.has("engine") && o.has("status") && !o.get("status").getAsString().equals("error");
        if (answer && o.get("engine").getAsString().equals("logic") && !o.get("message").isJsonNull()) {
            o.addProperty("message", "#");
        }
        if (answer && !o.get("solution").isJsonNull() && o.get("count").getAsLong() > 1) {
            o.addProperty("solution", "#");
        }
        for (String key : o.keySet()) {
            JsonElement e = o.get(key);
            if (e.isJsonObject()) {
                mask(e.getAsJsonObject());
            } else if (e.isJsonArray()) {
                for (JsonElement item : e.getAsJsonArray()) {
                    if (item.isJsonObject()) {
                        mask(item.getAsJsonObject());
                    }
                }
            }
        }
    }

    private static String name(List<String> command) {
        return String.join(" ", command.subList(0, command.indexOf("json") + 1));
    }

    /** Rewrites the golden file from today's output: run with {@code -Dgolden.write=true} after a deliberate change. */
    @Test
    void writeGoldenWhenAsked() throws IOException {
        if (!Boolean.getBoolean("golden.write")) {
            return;
        }
        List<String> out = new ArrayList<>();
        for (List<String> command : COMMANDS) {
            out.add("## " + name(command));
            Cli.run(command.toArray(String[]::new)).lines().forEach(l -> out.add(normalize(l)));
        }
        Files.write(GOLDEN, out);
    }

    /** The golden file: a line {@code ## command} before each command's output lines. */
    private static Map<String, List<String>> read() throws IOException {
        Map<String, List<String>> out = new LinkedHashMap<>();
        List<String> current = null;
        for (String line : Files.readAllLines(GOLDEN)) {
            if (line.startsWith("## ")) {
                current = new ArrayList<>();
                out.put(line.substring(3), current);
            } else if (current != null) {
                current.add(line);
            }
        }
        return out;
    }
}
