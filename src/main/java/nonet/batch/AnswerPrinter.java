package nonet.batch;

import java.io.PrintWriter;
import java.util.Map;
import nonet.format.AnswerRecord;
import nonet.format.GridText;
import nonet.format.Json;
import nonet.format.Plural;
import nonet.format.Visible;
import nonet.check.EngineAnswer;
import nonet.io.PuzzleEntry;

/** Prints answers of solve and count in the chosen format, one puzzle at a time, in input order. */
public final class AnswerPrinter {

    private final PrintWriter out;
    private final OutputFormat format;
    private final AnswerRecord.Mode mode;
    private AnswerExtra extra;

    public AnswerPrinter(PrintWriter out, OutputFormat format, AnswerRecord.Mode mode) {
        this.out = out;
        this.format = format;
        this.mode = mode;
    }

    /** Adds this extra to every answer (count --diff: where uniqueness breaks). */
    public AnswerPrinter with(AnswerExtra extra) {
        this.extra = extra;
        return this;
    }

    public void answer(PuzzleEntry.Ok entry, EngineAnswer a) {
        AnswerExtra.Shown d = extra == null ? null : extra.of(entry, a);
        switch (format) {
            case line -> out.println(lineWord(entry, a) + (d == null ? "" : " " + d.line()));
            case json -> {
                Map<String, Object> o = a.record(entry, mode).json();
                if (extra != null) {
                    o.put(extra.key(), d == null ? null : d.json());
                }
                out.println(Json.write(o));
            }
            case text -> {
                String t = text(entry, a);
                out.print(d == null ? t : t.substring(0, t.length() - 1) + d.text() + "\n");
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
            case json -> out.println(Json.write(AnswerRecord.error(bad.source(), bad.index(), bad.line(), engine, bad.toString()).json()));
            case text -> out.println(Visible.of(title(bad.source(), bad.index(), bad.line()) + ": error: " + bad.message()) + "\n");
        }
    }

    private String lineWord(PuzzleEntry.Ok entry, EngineAnswer a) {
        if (mode == AnswerRecord.Mode.COUNT) {
            return a.countWord();
        }
        return a.solved() ? entry.model().geometry().format(a.result().solution()) : a.solveWord();
    }

    private String text(PuzzleEntry.Ok entry, EngineAnswer a) {
        StringBuilder sb = new StringBuilder(title(entry.source(), entry.index(), entry.line())).append(": ");
        String word = mode == AnswerRecord.Mode.SOLVE ? a.solveWord() : countText(a);
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
    public static String title(String source, int index, int line) {
        return source + " #" + index + " (line " + line + ")";
    }
}
