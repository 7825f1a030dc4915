package nonet.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import nonet.batch.OutputFormat;
import nonet.batch.PuzzleArgs;
import nonet.batch.UserError;
import nonet.engine.Deadline;
import nonet.engine.logic.Explanation;
import nonet.engine.logic.ExplanationJson;
import nonet.engine.logic.ExplanationText;
import nonet.engine.logic.LogicEngine;
import nonet.engine.logic.LogicSolver;
import nonet.engine.logic.Outcome;
import nonet.format.Json;
import nonet.io.PuzzleEntry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code nonet explain}: solves by logic alone and prints every deduction, round by round. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = {"Solve each puzzle by logic alone, never guessing, and explain every step.",
                "Each step names the rule, the cells and digits and the round; each round ends with the candidate counts.",
                "Several puzzles end with a total: how many logic solved and how many need search."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every puzzle was explained (solved or stuck)", "1:logic produced a grid the model rejects",
                "2:usage error or malformed input"})
final class ExplainCommand implements Callable<Integer> {

    @Mixin
    PuzzleOptions puzzles;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text (for people) or json (one object per puzzle, then a summary object for several). "
                    + "Default: ${DEFAULT-VALUE}.")
    OutputFormat format;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    private int exit = ExitCodes.OK;

    @Override
    public Integer call() {
        if (format == OutputFormat.line) {
            throw new UserError("explain prints steps: --format text or json");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long timeout = puzzles.timeoutMillis();
        LogicTally tally = new LogicTally();
        ErrorLog errors = new ErrorLog(err);
        PuzzleArgs.open(puzzles.model, System.in).forEach(puzzles.puzzles, entry -> {
            if (entry instanceof PuzzleEntry.Bad bad) {
                errors.report(bad);
                exit = exit == ExitCodes.OK ? ExitCodes.BAD_INPUT : exit;
                if (format == OutputFormat.json) {
                    out.println(Json.write(json(bad, null, bad.toString())));
                }
                return;
            }
            PuzzleEntry.Ok ok = (PuzzleEntry.Ok) entry;
            Deadline deadline = Deadline.start(timeout);
            Explanation e = LogicSolver.explain(ok.model(), deadline);
            tally.add(LogicEngine.deduction(e.outcome()), deadline.passed());
            if (e.outcome() == Outcome.SOLVED && !ok.model().violations(e.solution()).isEmpty()) {
                err.println(ok.source() + ":" + ok.line() + ":1: logic produced a grid the model rejects: "
                        + ok.model().violations(e.solution()).get(0));
                exit = ExitCodes.DISAGREEMENT;
            }
            if (format == OutputFormat.json) {
                out.println(Json.write(json(ok, ExplanationJson.toMap(e, ok.model().geometry()), null)));
            } else {
                out.println("== " + ok.source() + " #" + ok.index() + " (line " + ok.line() + ")");
                out.println(ExplanationText.render(e, ok.model().geometry()));
            }
        });
        tally.print(out, format);
        return exit;
    }

    /**
     * One puzzle's object: which input it is, the explanation's keys (null for an input error, so
     * every object has the same keys, as solve's and count's do), and the error message or null.
     */
    private static Map<String, Object> json(PuzzleEntry entry, Map<String, Object> explanation, String message) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("source", entry.source());
        o.put("index", entry.index());
        o.put("line", entry.line());
        if (explanation != null) {
            o.putAll(explanation);
        } else {
            o.put("outcome", "error");
            for (String key : List.of("difficulty", "reason", "rounds", "candidates", "solution")) {
                o.put(key, null);
            }
        }
        o.put("message", message);
        return o;
    }
}
