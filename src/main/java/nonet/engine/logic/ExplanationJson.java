package nonet.engine.logic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.format.Json;
import nonet.model.Geometry;

/** The explanation as one JSON object, every step with its placements and eliminations by cell name. */
public final class ExplanationJson {

    private ExplanationJson() {
    }

    public static String render(Explanation e, Geometry g) {
        return Json.write(toMap(e, g));
    }

    /** The explanation's keys and values, in order, for a caller that puts them in a larger object. */
    public static Map<String, Object> toMap(Explanation e, Geometry g) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("outcome", e.outcome().name().toLowerCase());
        Difficulty d = e.difficulty();
        Map<String, Object> difficulty = new LinkedHashMap<>();
        difficulty.put("rounds", d.rounds());
        difficulty.put("hardest", label(d.hardestApplied()));
        difficulty.put("hardest_needed", label(d.hardestNeeded()));
        difficulty.put("needs_search", d.needsSearch());
        difficulty.put("rating", d.rating());
        difficulty.put("summary", d.summary());
        out.put("difficulty", difficulty);
        out.put("reason", e.reason());
        List<Object> rounds = new ArrayList<>();
        for (Round r : e.rounds()) {
            Map<String, Object> round = new LinkedHashMap<>();
            round.put("round", r.number());
            List<Object> steps = new ArrayList<>();
            for (Step s : r.steps()) {
                Map<String, Object> step = new LinkedHashMap<>();
                step.put("rule", s.rule().label());
                step.put("text", s.text());
                step.put("rating", s.rating());
                step.put("placements", candidates(s.placements(), g));
                step.put("eliminations", candidates(s.eliminations(), g));
                List<String> cells = new ArrayList<>();
                for (int c : s.cells()) {
                    cells.add(g.cellName(c));
                }
                step.put("cells", cells);
                steps.add(step);
            }
            round.put("steps", steps);
            round.put("histogram", r.histogram());
            rounds.add(round);
        }
        out.put("rounds", rounds);
        List<String> candidates = new ArrayList<>();
        for (int m : e.candidates()) {
            candidates.add(Names.digits(m).replace(",", ""));
        }
        out.put("candidates", candidates);
        out.put("solution", e.solution() == null ? null : g.format(e.solution()));
        return out;
    }

    private static String label(Technique t) {
        return t == null ? null : t.label();
    }

    private static List<Object> candidates(List<Candidate> list, Geometry g) {
        List<Object> out = new ArrayList<>();
        for (Candidate c : list) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("cell", g.cellName(c.cell()));
            m.put("digit", c.digit());
            out.add(m);
        }
        return out;
    }
}
