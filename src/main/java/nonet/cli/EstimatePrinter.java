package nonet.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import nonet.batch.AnswerPrinter;
import nonet.batch.OutputFormat;
import nonet.format.Json;
import nonet.format.LogNumber;
import nonet.format.Plural;
import nonet.io.PuzzleEntry;
import nonet.workbench.SolutionEstimate;
import nonet.workbench.WorkbenchStop;

/** Prints the answers of {@code nonet estimate}, one puzzle at a time, in the chosen format. */
final class EstimatePrinter {

    /** Below this upper end an exact count is within reach: the text says so. */
    private static final double SMALL = Math.log(1e6);
    private static final int DIGITS = 4;

    private final PrintWriter out;
    private final OutputFormat format;

    EstimatePrinter(PrintWriter out, OutputFormat format) {
        this.out = out;
        this.format = format;
    }

    void answer(PuzzleEntry.Ok entry, SolutionEstimate e, double millis) {
        switch (format) {
            case line -> out.println(line(e));
            case json -> out.println(Json.write(json(entry, e, millis, null)));
            case text -> out.print(text(entry, e, millis));
        }
    }

    /** The exact count's engine returned a grid the model rejects. */
    void stopped(PuzzleEntry.Ok entry, WorkbenchStop stop) {
        switch (format) {
            case line -> out.println(stop.word());
            case json -> out.println(Json.write(json(entry, null, 0, stop)));
            case text -> out.print(AnswerPrinter.title(entry.source(), entry.index(), entry.line()) + ": " + stop.word() + "\n  " + stop.getMessage() + "\n\n");
        }
    }

    /** The estimate, the interval's low and high ends ({@code inf}: unbounded); {@code timeout} when no probe finished. */
    static String line(SolutionEstimate e) {
        if (e.kind() == SolutionEstimate.Kind.TIMEOUT) {
            return "timeout";
        }
        if (e.kind() == SolutionEstimate.Kind.EXACT) {
            return e.exactCount() + " " + e.exactCount() + " " + e.exactCount();
        }
        return number(e.logEstimate()) + " " + number(e.logLow()) + " " + number(e.logHigh());
    }

    private static String text(PuzzleEntry.Ok entry, SolutionEstimate e, double millis) {
        StringBuilder sb = new StringBuilder(AnswerPrinter.title(entry.source(), entry.index(), entry.line())).append(": ");
        String time = String.format(Locale.ROOT, "%.2f s", millis / 1000);
        switch (e.kind()) {
            case EXACT -> sb.append("exactly ").append(Plural.of(e.exactCount(), "solution"))
                    .append(" (counted, each verified; ").append(time).append(")\n");
            case TIMEOUT -> sb.append("no probe finished in time (").append(time).append(")\n");
            case ESTIMATE -> {
                sb.append(e.hits() == 0 ? "no probe reached a solution" : "about " + number(e.logEstimate()) + " solutions");
                sb.append(String.format(Locale.ROOT, ", %s%% interval %s to %s%n", percent(e.confidence()),
                        number(e.logLow()), e.logHigh() == Double.POSITIVE_INFINITY ? "unbounded" : number(e.logHigh())));
                sb.append("  ").append(Plural.of(e.probes(), "probe")).append(" (").append(Plural.of(e.deadEnds(), "dead end"))
                        .append("), relative standard error ")
                        .append(Double.isInfinite(e.relativeStandardError()) ? "unknown (fewer than 2 probes reached a solution)"
                                : String.format(Locale.ROOT, "%.1f%%", 100 * e.relativeStandardError()))
                        .append(", ").append(Plural.of(e.solutionsSeen(), "distinct solution")).append(" seen, ").append(time).append('\n');
                if (e.logHigh() < SMALL) {
                    sb.append("  few enough to count exactly: nonet count --limit ")
                            .append((long) Math.ceil(Math.exp(e.logHigh())) + 1).append('\n');
                } else if (e.hits() < 2) {
                    sb.append("  too few probes reached a solution to bound the count: try more --probes or --time, or nonet count\n");
                }
            }
        }
        return sb.append('\n').toString();
    }

    private static Map<String, Object> json(PuzzleEntry.Ok entry, SolutionEstimate e, double millis, WorkbenchStop stop) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("source", entry.source());
        o.put("index", entry.index());
        o.put("line", entry.line());
        o.put("model", entry.model().name());
        o.put("status", stop != null ? stop.word() : e.kind().name().toLowerCase(Locale.ROOT));
        boolean known = e != null && e.kind() != SolutionEstimate.Kind.TIMEOUT;
        boolean exact = e != null && e.kind() == SolutionEstimate.Kind.EXACT;
        o.put("estimate", exact ? e.exactCount() : known ? jsonNumber(e.logEstimate()) : null);
        o.put("low", exact ? e.exactCount() : known ? jsonNumber(e.logLow()) : null);
        o.put("high", exact ? e.exactCount() : known ? jsonNumber(e.logHigh()) : null);
        o.put("log10_estimate", known ? LogNumber.log10(e.logEstimate()) : null);
        o.put("log10_low", known ? LogNumber.log10(e.logLow()) : null);
        o.put("log10_high", known ? LogNumber.log10(e.logHigh()) : null);
        o.put("confidence", e == null ? null : e.confidence());
        o.put("probes", e == null ? null : e.probes());
        o.put("dead_ends", e == null ? null : e.deadEnds());
        o.put("relative_standard_error", e == null ? null : e.relativeStandardError());
        o.put("solutions_seen", e == null ? null : e.solutionsSeen());
        o.put("time_ms", millis);
        o.put("message", stop == null ? null : stop.getMessage());
        return o;
    }

    /** An exact count as an integer, an estimate in scientific notation (a JSON number even past the largest double), null for unbounded. */
    private static Object jsonNumber(double ln) {
        if (ln == Double.POSITIVE_INFINITY) {
            return null;
        }
        return new Json.Raw(number(ln));
    }

    private static String number(double ln) {
        return LogNumber.format(ln, DIGITS);
    }

    private static String percent(double fraction) {
        String text = String.format(Locale.ROOT, "%.4f", fraction * 100);
        return text.replaceAll("\\.?0+$", "");
    }

    /** The progress line: probes so far and the running estimate. */
    static String progress(SolutionEstimate latest, long startNanos) {
        double secs = (System.nanoTime() - startNanos) / 1e9;
        if (latest == null) {
            return String.format(Locale.ROOT, "estimate: %.1f s", secs);
        }
        return String.format(Locale.ROOT, "estimate: %s, about %s, relative standard error %.1f%%, %.1f s",
                Plural.of(latest.probes(), "probe"), number(latest.logEstimate()), 100 * latest.relativeStandardError(), secs);
    }
}
