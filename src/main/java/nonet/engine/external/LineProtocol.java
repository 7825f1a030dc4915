package nonet.engine.external;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import nonet.engine.EngineFailure;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Geometry;
import nonet.model.Model;

/**
 * The line protocol of {@code cmd:} engines (docs/engines.md). nonet writes one line per puzzle,
 * the givens as one grid line ({@code .} for a blank), and reads one line back:
 * <ul>
 * <li>a solution grid: one solution, nothing said about others;</li>
 * <li>{@code N} then solution grids: exactly N solutions; {@code N+} then grids: at least N;</li>
 * <li>{@code none} (or {@code 0}): no solution;</li>
 * <li>{@code unknown} or {@code unsupported}, then a reason for people.</li>
 * </ul>
 * Anything else is garbage, an {@link EngineFailure} that quotes it.
 */
final class LineProtocol {

    private static final String EXPECTED =
            "expected a solution grid, a count (N or N+) and its solutions, none, unknown or unsupported";

    private LineProtocol() {
    }

    /** The request line for a puzzle: its givens. */
    static String request(Model model) {
        return model.geometry().format(model.givens());
    }

    /** What an answer line means for this model, with at most {@code limits.keep()} solutions kept. */
    static Result read(String line, Model model, Limits limits, long nanos) {
        String[] words = line.strip().split("\\s+", 2);
        String first = words[0];
        String rest = words.length > 1 ? words[1].strip() : "";
        switch (first) {
            case "none":
                return counted(line, "0", rest, model, limits, nanos);
            case "unknown":
                return new Result(Status.UNKNOWN, 0, List.of(), Map.of(), nanos, reason(first, rest));
            case "unsupported":
                return new Result(Status.UNSUPPORTED, 0, List.of(), Map.of(), nanos, reason(first, rest));
            default:
                break;
        }
        // a grid first: a 4x4 solution is 16 digits, which would also read as a count
        if (first.length() == model.cellCount() && rest.isEmpty()) {
            int[] grid = grid(first, model);
            Status status = limits.solutions() == 1 ? Status.LIMIT : Status.UNKNOWN;
            return new Result(status, 1, limits.keep() > 0 ? List.of(grid) : List.of(), Map.of(), nanos, "");
        }
        if (first.matches("[0-9]{1,18}\\+?")) {
            return counted(line, first, rest, model, limits, nanos);
        }
        throw new EngineFailure("the program answered " + Excerpt.head(line) + ": " + EXPECTED);
    }

    private static String reason(String word, String why) {
        return why.isEmpty() ? "the program answered " + word : why;
    }

    private static Result counted(String line, String count, String rest, Model model, Limits limits,
                                  long nanos) {
        boolean atLeast = count.endsWith("+");
        long n = Long.parseLong(atLeast ? count.substring(0, count.length() - 1) : count);
        List<int[]> grids = new ArrayList<>();
        String[] tokens = rest.isEmpty() ? new String[0] : rest.split("\\s+");
        for (String token : tokens) {
            int[] grid = grid(token, model);
            if (grids.size() < limits.keep()) {
                grids.add(grid);
            }
        }
        if (tokens.length > n) {
            throw new EngineFailure("the program answered " + Excerpt.head(line) + ": " + tokens.length
                    + " solutions for a count of " + n);
        }
        if (n > 0 && tokens.length == 0) {
            throw new EngineFailure("the program answered " + Excerpt.head(line) + ": a count of " + n
                    + " needs at least one solution after it, for nonet to verify");
        }
        return new Result(atLeast ? Status.LIMIT : Status.EXHAUSTED, n, grids, Map.of(), nanos, "");
    }

    /** A complete grid of the model's size, or an {@link EngineFailure} naming what is wrong with it. */
    private static int[] grid(String text, Model model) {
        int cells = model.cellCount();
        if (text.length() != cells) {
            throw new EngineFailure("the program answered a grid of " + text.length() + " symbols, not " + cells
                    + ": " + Excerpt.head(text));
        }
        int[] grid = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            int digit = Geometry.digitOf(text.charAt(cell));
            if (digit < 1 || digit > model.size()) {
                throw new EngineFailure("the program answered a grid with '" + text.charAt(cell) + "' at "
                        + model.geometry().cellName(cell) + ", not a digit 1.." + model.size() + ": " + Excerpt.head(text));
            }
            grid[cell] = digit;
        }
        return grid;
    }
}
