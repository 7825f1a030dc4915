package nonet.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import nonet.format.GridText;
import nonet.format.Json;
import nonet.format.Plural;
import nonet.check.EngineAnswer;
import nonet.io.PuzzleEntry;

/** Prints answers of solve and count in the chosen format, one puzzle at a time, in input order. */
final class AnswerPrinter {

    enum Mode { SOLVE, COUNT }

    private final PrintWriter out;
    private final OutputFormat format;
    private final Mode mode;

    AnswerPrinter(PrintWriter out, OutputFormat format, Mode mode) {
        this.out = out;
        this.format = format;
        this.mode = mode;
    }

    void answer(PuzzleEntry.Ok entry, EngineAnswer a) {
        switch (format) {
            case line -> out.println(lineWord(entry, a));
            case json -> out.println(Json.write(json(entry, a)));
            case text -> out.print(text(entry, a));
        }
    }

    /** The placeholder a malformed input gets in the output, so line N of the output stays puzzle N. */
    void bad(PuzzleEntry.Bad bad) {
        switch (format) {
            case line -> out.println("error");
            case json -> {
                Map<String, Object> o = new LinkedHashMap<>();
                o.put("source", bad.source());
                o.put("index", bad.index());
                o.put("line", bad.line());
                o.put("status", "error");
                o.put("message", bad.toString());
                out.println(Json.write(o));
            }
            case text -> out.println(title(bad.source(), bad.index(), bad.line()) + ": error: " + bad.message() + "\n");
        }
    }

    private String lineWord(PuzzleEntry.Ok entry, EngineAnswer a) {
        if (mode == Mode.COUNT) {
            return a.countWord();
        }
        return a.solved() ? entry.model().geometry().format(a.result().solution()) : a.solveWord();
    }

    private Map<String, Object> json(PuzzleEntry.Ok entry, EngineAnswer a) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("source", entry.source());
        o.put("index", entry.index());
        o.put("line", entry.line());
        o.put("model", entry.model().name());
        o.put("engine", a.engine());
        o.put("status", mode == Mode.SOLVE ? a.solveWord() : countStatus(a));
        o.put("solution", a.solved() ? entry.model().geometry().format(a.result().solution()) : null);
        o.put("count", a.result().count());
        o.put("exact", a.result().exact());
        o.put("time_ms", a.result().nanos() / 1e6);
        o.put("stats", a.result().stats());
        String message = a.invalid() ? "the engine's answer breaks the model: " + String.join("; ", a.violations()) : a.result().message();
        o.put("message", message.isEmpty() ? null : message);
        return o;
    }

    private static String countStatus(EngineAnswer a) {
        if (a.invalid()) {
            return "invalid";
        }
        return switch (a.result().status()) {
            case EXHAUSTED -> "exact";
            case LIMIT -> "limit";
            default -> a.result().status().name().toLowerCase(java.util.Locale.ROOT);
        };
    }

    private String text(PuzzleEntry.Ok entry, EngineAnswer a) {
        StringBuilder sb = new StringBuilder(title(entry.source(), entry.index(), entry.line())).append(": ");
        String word = mode == Mode.SOLVE ? a.solveWord() : countText(a);
        sb.append(word);
        sb.append(String.format(java.util.Locale.ROOT, " (%s, %.2f ms", a.engine(), a.result().nanos() / 1e6));
        a.result().stats().forEach((k, v) -> sb.append(", ").append(v).append(' ').append(k));
        sb.append(")\n");
        if (!a.result().message().isEmpty()) {
            sb.append("  ").append(a.result().message()).append('\n');
        }
        if (a.invalid()) {
            a.violations().forEach(v -> sb.append("  ").append(v).append('\n'));
        } else if (a.solved()) {
            sb.append(GridText.draw(entry.model().geometry(), a.result().solution()));
        }
        return sb.append('\n').toString();
    }

    private static String countText(EngineAnswer a) {
        String w = a.countWord();
        return switch (a.result().status()) {
            case EXHAUSTED -> w + (a.result().count() == 1 ? " solution (unique)" : " solutions");
            case LIMIT -> "at least " + Plural.of(a.result().count(), "solution") + " (limit reached)";
            case TIMEOUT -> "timeout after " + Plural.of(a.result().count(), "solution");
            default -> w;
        };
    }

    private static String title(String source, int index, int line) {
        return source + " #" + index + " (line " + line + ")";
    }
}
