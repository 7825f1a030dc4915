package nonet.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.batch.AnswerPrinter;
import nonet.batch.OutputFormat;
import nonet.format.Ansi;
import nonet.format.CandidateText;
import nonet.format.Json;
import nonet.format.Plural;
import nonet.io.PuzzleEntry;
import nonet.model.Geometry;
import nonet.workbench.CandidateCounts;
import nonet.workbench.WorkbenchStop;

/** Prints the true candidates of {@code nonet candidates --true}, one puzzle at a time, in the chosen format. */
final class TrueCandidatesPrinter {

    private final PrintWriter out;
    private final OutputFormat format;
    private final String engine;
    /** Whether the text form colours candidates by their counts (ANSI codes). */
    private final boolean colour;

    TrueCandidatesPrinter(PrintWriter out, OutputFormat format, String engine, boolean colour) {
        this.out = out;
        this.format = format;
        this.engine = engine;
        this.colour = colour;
    }

    void answer(PuzzleEntry.Ok entry, CandidateCounts c, long runs, double millis) {
        switch (format) {
            case line -> out.println(line(c));
            case json -> out.println(Json.write(json(entry, c.unsolvable() ? "none" : "exact", c, runs, millis, null)));
            case text -> out.print(text(entry, c, runs, millis));
        }
    }

    /** A question the engine could not settle: the status word in place of the candidates. */
    void stopped(PuzzleEntry.Ok entry, WorkbenchStop stop, long runs, double millis) {
        switch (format) {
            case line -> out.println(stop.word());
            case json -> out.println(Json.write(json(entry, stop.word(), null, runs, millis, stop.getMessage())));
            case text -> out.print(title(entry) + ": " + stop.word() + " (" + engine + ")\n  " + stop.getMessage() + "\n\n");
        }
    }

    /** The cells' candidate sets in row-major order, digits increasing, '-' for a cell with none. */
    static String line(CandidateCounts c) {
        StringBuilder sb = new StringBuilder();
        for (int cell = 0; cell < c.geometry().cellCount(); cell++) {
            sb.append(cell > 0 ? " " : "");
            int before = sb.length();
            for (int d = 1; d <= c.geometry().size(); d++) {
                if (c.count(cell, d) > 0) {
                    sb.append(Geometry.symbol(d));
                }
            }
            sb.append(sb.length() == before ? "-" : "");
        }
        return sb.toString();
    }

    private String text(PuzzleEntry.Ok entry, CandidateCounts c, long runs, double millis) {
        Geometry g = c.geometry();
        int[] masks = new int[g.cellCount()];
        int total = 0;
        for (int cell = 0; cell < masks.length; cell++) {
            masks[cell] = c.mask(cell);
            total += Integer.bitCount(masks[cell]);
        }
        StringBuilder sb = new StringBuilder(title(entry)).append(": ");
        sb.append(c.unsolvable() ? "none (no solution, so no candidate)" : Plural.of(total, "true candidate"));
        sb.append(String.format(java.util.Locale.ROOT, " (%s, %s, %.2f ms)%n", engine, Plural.of(runs, "run"), millis));
        boolean painted = colour && c.cap() > 1;
        sb.append(painted ? CandidateText.draw(g, masks, (cell, d) -> paint(c, cell, d)) : CandidateText.draw(g, masks));
        if (c.cap() > 1 && !c.unsolvable()) {
            if (painted) {
                sb.append(legend(c.cap()));
            }
            sb.append("solutions using each candidate (").append(c.cap()).append("+ = at least ").append(c.cap()).append("):\n");
            for (int cell = 0; cell < masks.length; cell++) {
                sb.append(g.cellName(cell));
                for (int d = 1; d <= g.size(); d++) {
                    if (c.count(cell, d) > 0) {
                        String word = Geometry.symbol(d) + ":" + countWord(c, cell, d);
                        sb.append(' ').append(painted ? paint(c, cell, d) + word + Ansi.RESET : word);
                    }
                }
                sb.append('\n');
            }
        }
        return sb.append('\n').toString();
    }

    /**
     * A candidate's colour by how many solutions use it: red for one (the digit is nearly ruled out:
     * a single solution keeps it), yellow for a few, green for the cap or more.
     */
    private static String paint(CandidateCounts c, int cell, int d) {
        int k = c.count(cell, d);
        return k >= c.cap() ? Ansi.GREEN : k == 1 ? Ansi.RED : Ansi.YELLOW;
    }

    private static String legend(int cap) {
        String few = cap > 2 ? ", " + Ansi.YELLOW + "yellow" + Ansi.RESET + " " + (cap == 3 ? "2" : "2 to " + (cap - 1)) : "";
        return "colours: " + Ansi.RED + "red" + Ansi.RESET + " 1 solution" + few + ", " + Ansi.GREEN + "green" + Ansi.RESET + " " + cap + " or more\n";
    }

    private static String countWord(CandidateCounts c, int cell, int d) {
        return c.count(cell, d) + (c.count(cell, d) == c.cap() ? "+" : "");
    }

    private Map<String, Object> json(PuzzleEntry.Ok entry, String status, CandidateCounts c, long runs, double millis, String message) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("source", entry.source());
        o.put("index", entry.index());
        o.put("line", entry.line());
        o.put("model", entry.model().name());
        o.put("engine", engine);
        o.put("status", status);
        o.put("cap", c == null ? null : c.cap());
        o.put("cells", c == null ? null : cells(c));
        o.put("solutions", c == null ? null : c.solutions().stream().map(s -> c.geometry().format(s)).toList());
        o.put("runs", runs);
        o.put("time_ms", millis);
        o.put("message", message);
        return o;
    }

    /** Per cell: its candidates, how many solutions use each (up to the cap), and the index of a witness in "solutions". */
    private static List<Object> cells(CandidateCounts c) {
        List<Object> out = new ArrayList<>();
        for (int cell = 0; cell < c.geometry().cellCount(); cell++) {
            List<Integer> digits = new ArrayList<>();
            List<Integer> counts = new ArrayList<>();
            List<Integer> witnesses = new ArrayList<>();
            for (int d = 1; d <= c.geometry().size(); d++) {
                if (c.count(cell, d) > 0) {
                    digits.add(d);
                    counts.add(c.count(cell, d));
                    witnesses.add(c.witnesses()[cell][d - 1]);
                }
            }
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("cell", c.geometry().cellName(cell));
            o.put("digits", digits);
            o.put("counts", counts);
            o.put("witnesses", witnesses);
            out.add(o);
        }
        return out;
    }

    private static String title(PuzzleEntry.Ok entry) {
        return AnswerPrinter.title(entry.source(), entry.index(), entry.line());
    }
}
