package nonet.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import nonet.batch.AnswerPrinter;
import nonet.batch.OutputFormat;
import nonet.batch.PuzzleArgs;
import nonet.engine.Engine;
import nonet.format.Json;
import nonet.io.PuzzleEntry;
import nonet.lang.PuzzleSpec;
import nonet.model.Geometry;
import nonet.workbench.Minimality;
import nonet.workbench.VerifiedRuns;
import nonet.workbench.WorkbenchStop;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code nonet minimal}: which givens and clues of a unique puzzle are needed, and a minimal version of it. */
@Command(name = "minimal", mixinStandardHelpOptions = true,
        description = {"For each unique puzzle, every given and clue that can be removed (alone) with the puzzle staying unique.",
                "With --reduce, a minimal version instead: every remaining given and clue is needed."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every puzzle was processed", "1:an engine returned a grid the model rejects",
                "2:usage error or malformed input (the rest of the batch is still processed)"})
final class MinimalCommand implements Callable<Integer> {

    @Mixin
    PuzzleOptions puzzles;

    @Mixin
    EngineSelection engine;

    @Mixin
    AnswerFormat output;

    @Option(names = "--reduce", description = "Print a minimal version: a puzzle file, or with --format line the reduced grid line.")
    boolean reduce;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        WorkbenchEngine.requireComplete(engine.engine, "minimal");
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        PuzzleArgs args = PuzzleArgs.open(puzzles.model, System.in);
        try (Engine e = engine.create()) {
            int exit = EachPuzzle.run(args, puzzles.puzzles, err, ok -> {
                Minimality m = new Minimality(args.compiler(), new VerifiedRuns(e, puzzles.timeoutMillis(), engine.tuning.seed));
                try {
                    return answer(ok, m, out, err);
                } catch (WorkbenchStop stop) {
                    print(out, ok, stop.word(), null, null, stop.getMessage());
                    return WorkbenchEngine.report(ok, stop, err);
                }
            });
            out.flush();
            return exit;
        }
    }

    private int answer(PuzzleEntry.Ok ok, Minimality m, PrintWriter out, PrintWriter err) {
        if (!m.unique(ok.spec())) {
            print(out, ok, "not-unique", null, null, "the puzzle is not unique (see count --diff); minimality applies to unique puzzles");
            return ExitCodes.OK;
        }
        if (reduce) {
            if (output.format == OutputFormat.line && !ok.spec().clues().isEmpty()) {
                String why = "--format line prints a grid, and this puzzle has clues; use --format text for a puzzle file";
                err.println(WorkbenchEngine.where(ok) + why);
                print(out, ok, "error", null, null, why);
                return ExitCodes.BAD_INPUT;
            }
            PuzzleSpec reduced = m.reduce(ok.spec());
            print(out, ok, "reduced", null, reduced, null);
            return ExitCodes.OK;
        }
        Minimality.Report r = m.report(ok.spec());
        print(out, ok, r.minimal() ? "minimal" : "reducible", r, null, null);
        return ExitCodes.OK;
    }

    private void print(PrintWriter out, PuzzleEntry.Ok ok, String status, Minimality.Report r, PuzzleSpec reduced, String message) {
        Geometry g = ok.model().geometry();
        switch (output.format) {
            case line -> out.println(reduced != null ? g.format(reduced.givens()) : r == null ? status
                    : r.minimal() ? "minimal" : join(givens(ok, r), ",", "-") + " " + join(clueNumbers(r), ",", "-"));
            case json -> out.println(Json.write(json(ok, status, r, reduced, message)));
            case text -> out.print(text(ok, status, r, reduced, message));
        }
    }

    private static String text(PuzzleEntry.Ok ok, String status, Minimality.Report r, PuzzleSpec reduced, String message) {
        if (reduced != null) {
            return reduced.toNonet();
        }
        StringBuilder sb = new StringBuilder(AnswerPrinter.title(ok.source(), ok.index(), ok.line()) + ": ");
        if (r == null) {
            return sb.append(status).append(message == null ? "" : "\n  " + message).append("\n\n").toString();
        }
        if (r.minimal()) {
            return sb.append("minimal: every given and clue is needed\n\n").toString();
        }
        sb.append("reducible: each of these can be removed alone and the puzzle stays unique\n");
        sb.append("  givens: ").append(join(givens(ok, r), " ", "none")).append('\n');
        for (int i : r.clues()) {
            sb.append("  clue ").append(i + 1).append(": ").append(ok.spec().clues().get(i).text(ok.spec().size())).append('\n');
        }
        return sb.append('\n').toString();
    }

    private static Map<String, Object> json(PuzzleEntry.Ok ok, String status, Minimality.Report r, PuzzleSpec reduced, String message) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("source", ok.source());
        o.put("index", ok.index());
        o.put("line", ok.line());
        o.put("model", ok.model().name());
        o.put("status", status);
        o.put("removable_givens", r == null ? null : givens(ok, r));
        o.put("removable_clues", r == null ? null : r.clues().stream().map(i -> ok.spec().clues().get(i).text(ok.spec().size())).toList());
        o.put("reduced", reduced == null ? null : reduced.clues().isEmpty() ? ok.model().geometry().format(reduced.givens()) : reduced.toNonet());
        o.put("message", message);
        return o;
    }

    /** Removable givens as {@code r1c1=5}. */
    private static List<String> givens(PuzzleEntry.Ok ok, Minimality.Report r) {
        int[] g = ok.spec().givens();
        List<String> out = new ArrayList<>();
        for (int cell : r.givens()) {
            out.add(ok.model().geometry().cellName(cell) + "=" + g[cell]);
        }
        return out;
    }

    /** Removable clues by their number in the puzzle file (from 1). */
    private static List<String> clueNumbers(Minimality.Report r) {
        return r.clues().stream().map(i -> Integer.toString(i + 1)).toList();
    }

    private static String join(List<String> items, String separator, String none) {
        return items.isEmpty() ? none : String.join(separator, items);
    }
}
