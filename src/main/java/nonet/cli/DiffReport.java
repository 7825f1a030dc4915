package nonet.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.batch.AnswerExtra;
import nonet.check.EngineAnswer;
import nonet.engine.Engine;
import nonet.format.GridText;
import nonet.io.PuzzleEntry;
import nonet.model.Geometry;
import nonet.workbench.Ambiguity;
import nonet.workbench.AmbiguityFinder;
import nonet.workbench.VerifiedRuns;
import nonet.workbench.WorkbenchStop;

/**
 * What {@code count --diff} adds to a count of two or more: two solutions, the cells where they
 * differ, and cells whose values would make the first solution the only one, in each format.
 */
final class DiffReport implements AnswerExtra {

    /** The ambiguity found, or why the search for it stopped; neither for a puzzle with fewer than two solutions. */
    record Outcome(Ambiguity ambiguity, WorkbenchStop stop) {
    }

    private final Engine engine;
    private final long timeoutMillis;
    private final long seed;
    private final PrintWriter err;
    private int exitCode = ExitCodes.OK;

    DiffReport(Engine engine, long timeoutMillis, long seed, PrintWriter err) {
        this.engine = engine;
        this.timeoutMillis = timeoutMillis;
        this.seed = seed;
        this.err = err;
    }

    @Override
    public String key() {
        return "diff";
    }

    @Override
    public Shown of(PuzzleEntry.Ok entry, EngineAnswer a) {
        Outcome o = outcome(entry, a);
        if (o == null) {
            return null;
        }
        Geometry g = entry.model().geometry();
        return new Shown(line(g, o), json(g, o), text(g, o));
    }

    /** Looks for the ambiguity when the count found two solutions or more; null otherwise. */
    private Outcome outcome(PuzzleEntry.Ok entry, EngineAnswer a) {
        if (a.invalid() || a.result().count() < 2) {
            return null;
        }
        try {
            return new Outcome(new AmbiguityFinder(new VerifiedRuns(engine, timeoutMillis, seed)).of(entry.model()), null);
        } catch (WorkbenchStop stop) {
            int code = WorkbenchEngine.report(entry, stop, err);
            // an engine fault (1) outranks an unsupported model (2), as in the count itself
            exitCode = exitCode == ExitCodes.DISAGREEMENT || code == ExitCodes.OK ? exitCode : code;
            return new Outcome(null, stop);
        }
    }

    /** The exit code the diffs call for: OK unless one stopped on an engine fault or an unsupported model. */
    int exitCode() {
        return exitCode;
    }

    /** For --format line: the differing cells, then the cells to give with their digits, each list joined by commas. */
    static String line(Geometry g, Outcome o) {
        if (o.stop() != null) {
            return "diff-" + o.stop().word();
        }
        Ambiguity a = o.ambiguity();
        return cells(g, a.differing(), null) + " " + cells(g, a.fixCells(), a.first());
    }

    static String text(Geometry g, Outcome o) {
        if (o.stop() != null) {
            return "  where uniqueness breaks: " + o.stop().word() + " (" + o.stop().getMessage() + ")\n";
        }
        Ambiguity a = o.ambiguity();
        return "two solutions:\n" + GridText.draw(g, a.first()) + "\n" + GridText.draw(g, a.second())
                + "they differ in " + a.differing().length + " cells: " + cells(g, a.differing(), null).replace(",", " ") + "\n"
                + "unique with the first solution's digits given in " + cells(g, a.fixCells(), null).replace(",", " ")
                + ": " + cells(g, a.fixCells(), a.first()).replace(",", ", ") + "\n";
    }

    static Map<String, Object> json(Geometry g, Outcome o) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", o.stop() == null ? "found" : o.stop().word());
        Ambiguity a = o.ambiguity();
        m.put("solutions", a == null ? null : List.of(g.format(a.first()), g.format(a.second())));
        m.put("differ", a == null ? null : names(g, a.differing()));
        Map<String, Integer> give = new LinkedHashMap<>();
        if (a != null) {
            for (int cell : a.fixCells()) {
                give.put(g.cellName(cell), a.first()[cell]);
            }
        }
        m.put("give", a == null ? null : give);
        m.put("message", o.stop() == null ? null : o.stop().getMessage());
        return m;
    }

    /** Cell names joined by commas, each with its digit in {@code digits} when that is given ({@code r1c1=5}). */
    private static String cells(Geometry g, int[] cells, int[] digits) {
        List<String> out = new ArrayList<>();
        for (int cell : cells) {
            out.add(g.cellName(cell) + (digits == null ? "" : "=" + digits[cell]));
        }
        return String.join(",", out);
    }

    private static List<String> names(Geometry g, int[] cells) {
        List<String> out = new ArrayList<>();
        for (int cell : cells) {
            out.add(g.cellName(cell));
        }
        return out;
    }
}
