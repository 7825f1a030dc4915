package nonet.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import nonet.batch.OutputFormat;
import nonet.engine.Deduction;
import nonet.engine.Result;
import nonet.format.Json;
import nonet.format.Plural;

/**
 * How a batch went for logic alone ({@code explain}, {@code solve -e logic}): the closing total
 * line, or a final {@code {"type":"summary"}} object in JSON. Printed only for several puzzles, and
 * never in the line format, whose contract is one line per puzzle.
 */
final class LogicTally {

    private int puzzles;
    private int solved;
    private int needSearch;
    private int noSolution;
    private int timedOut;

    void add(Deduction outcome, boolean stoppedByTimeLimit) {
        puzzles++;
        switch (outcome) {
            case SOLVED -> solved++;
            case CONTRADICTION -> noSolution++;
            case STUCK -> {
                if (stoppedByTimeLimit) {
                    timedOut++;
                } else {
                    needSearch++;
                }
            }
        }
    }

    /**
     * An engine's answer: counted when it says what reasoning alone decided (the logic engine's do),
     * so a batch of an engine that searches prints no tally.
     */
    void add(Result r) {
        if (r.deduction() != null) {
            add(r.deduction(), r.status() == nonet.engine.Status.TIMEOUT);
        }
    }

    void print(PrintWriter out, OutputFormat format) {
        if (puzzles < 2 || format == OutputFormat.line) {
            return;
        }
        if (format == OutputFormat.json) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("type", "summary");
            o.put("puzzles", puzzles);
            o.put("solved_by_logic", solved);
            o.put("need_search", needSearch);
            o.put("no_solution", noSolution);
            o.put("timed_out", timedOut);
            o.put("text", line());
            out.println(Json.write(o));
        } else {
            out.println(line());
        }
    }

    String line() {
        StringBuilder sb = new StringBuilder("solved by logic: ").append(solved).append(" of ").append(Plural.of(puzzles, "puzzle"));
        sb.append(" (").append(needSearch).append(needSearch == 1 ? " needs" : " need").append(" search");
        if (noSolution > 0) {
            sb.append(", ").append(noSolution).append(noSolution == 1 ? " has" : " have").append(" no solution");
        }
        if (timedOut > 0) {
            sb.append(", ").append(timedOut).append(" timed out");
        }
        return sb.append(')').toString();
    }
}
