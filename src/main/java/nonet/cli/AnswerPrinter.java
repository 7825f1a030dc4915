package nonet.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import nonet.format.GridText;
import nonet.format.Json;
import nonet.format.Plural;
import nonet.format.Visible;
import nonet.check.EngineAnswer;
import nonet.io.PuzzleEntry;
import nonet.model.Geometry;

/** Prints answers of solve and count in the chosen format, one puzzle at a time, in input order. */
public final class AnswerPrinter {

    public enum Mode { SOLVE, COUNT }

    private final PrintWriter out;
    private final OutputFormat format;
    private final Mode mode;
    private DiffReport diff;

    public AnswerPrinter(PrintWriter out, OutputFormat format, Mode mode) {
        this.out = out;
        this.format = format;
        this.mode = mode;
    }

    /** Adds where uniqueness breaks to every count of two or more ({@code count --diff}). */
    AnswerPrinter withDiff(DiffReport report) {
        this.diff = report;
        return this;
    }

    public void answer(PuzzleEntry.Ok entry, EngineAnswer a) {
        DiffReport.Outcome d = diff == null ? null : diff.of(entry, a);
        Geometry g = entry.model().geometry();
        switch (format) {
            case line -> out.println(lineWord(entry, a) + (d == null ? "" : " " + DiffReport.line(g, d)));
            case json -> {
                Map<String, Object> o = json(entry, a);
                if (diff != null) {
                    o.put("diff", d == null ? null : DiffReport.json(g, d));
                }
                out.println(Json.write(o));
            }
            case text -> {
                String t = text(entry, a);
                out.print(d == null ? t : t.substring(0, t.length() - 1) + DiffReport.text(g, d) + "\n");
            }
        }
    }

    /**
     * The placeholder a malformed input gets in the output, so line N of the output stays puzzle N;
     * in JSON it has every key an answer has (null where nothing is known), so consumers need no special case.
     */
    public void bad(PuzzleEntry.Bad bad, String engine) {
        switch (format) {
            case line -> out.println("error");
            case json -> out.println(Json.write(object(bad.source(), bad.index(), bad.line(), null, engine, "error", null, null,
                    null, null, null, bad.toString())));
            case text -> out.println(Visible.of(title(bad.source(), bad.index(), bad.line()) + ": error: " + bad.message()) + "\n");
        }
    }

    private String lineWord(PuzzleEntry.Ok entry, EngineAnswer a) {
        if (mode == Mode.COUNT) {
            return a.countWord();
        }
        return a.solved() ? entry.model().geometry().format(a.result().solution()) : a.solveWord();
    }

    private Map<String, Object> json(PuzzleEntry.Ok entry, EngineAnswer a) {
        String message = a.invalid() ? "the engine's answer breaks the model: " + String.join("; ", a.violations()) : a.result().message();
        return object(entry.source(), entry.index(), entry.line(), entry.model().name(), a.engine(),
                mode == Mode.SOLVE ? a.solveWord() : a.countStatus(),
                a.solved() ? entry.model().geometry().format(a.result().solution()) : null,
                a.result().count(), a.result().exact(), a.result().nanos() / 1e6, a.result().stats(), message.isEmpty() ? null : message);
    }

    /** The one JSON shape of solve and count: the same keys, in the same order, for every status. */
    private static Map<String, Object> object(String source, int index, int line, String model, String engine, String status,
                                              String solution, Long count, Boolean exact, Double millis, Map<String, Long> stats,
                                              String message) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("source", source);
        o.put("index", index);
        o.put("line", line);
        o.put("model", model);
        o.put("engine", engine);
        o.put("status", status);
        o.put("solution", solution);
        o.put("count", count);
        o.put("exact", exact);
        o.put("time_ms", millis);
        // search nodes where the engine counts them (native, choco, dlx); null for the others and for errors
        o.put("nodes", stats == null ? null : stats.get("nodes"));
        o.put("stats", stats);
        o.put("message", message);
        return o;
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

    /** How a puzzle is named in text output: {@code file #index (line N)}. */
    static String title(String source, int index, int line) {
        return source + " #" + index + " (line " + line + ")";
    }
}
