package nonet.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.engine.Engine;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.workbench.CandidateCounts;
import nonet.workbench.TrueCandidates;
import nonet.workbench.VerifiedRuns;
import nonet.workbench.WorkbenchStop;

/**
 * {@code POST /api/candidates {puzzle, engine, tab}}: the true candidates of every cell (the digits
 * some solution puts there, each witnessed by a solution the model's checker passed, the others
 * proved impossible), and what they say about the count: 0, 1 or 2+. The page asks after every
 * edit, in its tab's "candidates" lane, so an edit cancels the question of the edit before.
 */
final class CandidatesRoute extends ApiRoute {

    /** The default time limit: the page asks after every edit, so a question that long is a hard puzzle, not a slow one. */
    private static final long DEFAULT_MILLIS = 10_000;

    CandidatesRoute(WebContext ctx) {
        super(ctx);
    }

    @Override
    Object answer(JsonBody body) throws HttpError {
        PuzzleInput in = PuzzleInput.read(body, ctx);
        String name = EngineChoice.name(body, "engine", true);
        long timeout = ctx.timeout(body, DEFAULT_MILLIS);
        return ctx.jobs().run(WebContext.lane(body, "candidates"), timeout, left -> {
            long start = System.nanoTime();
            try (Engine engine = EngineChoice.create(name)) {
                VerifiedRuns runs = new VerifiedRuns(engine, timeout, 0);
                try {
                    return json(name, new TrueCandidates(runs, 1).of(in.model()), in.model(), runs.runs(), start);
                } catch (WorkbenchStop stop) {
                    Map<String, Object> o = new LinkedHashMap<>();
                    o.put("engine", name);
                    o.put("status", stop.word());
                    o.put("message", stop.getMessage());
                    o.put("runs", runs.runs());
                    o.put("time_ms", (System.nanoTime() - start) / 1e6);
                    return o;
                }
            }
        });
    }

    private static Map<String, Object> json(String engine, CandidateCounts cc, Model model, long runs, long start) {
        Geometry g = model.geometry();
        List<String> cells = new ArrayList<>();
        boolean allSingle = true;
        for (int cell = 0; cell < g.cellCount(); cell++) {
            StringBuilder digits = new StringBuilder();
            for (int d = 1; d <= g.size(); d++) {
                if (cc.count(cell, d) > 0) {
                    digits.append(Geometry.symbol(d));
                }
            }
            allSingle &= digits.length() == 1;
            cells.add(digits.toString());
        }
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("engine", engine);
        o.put("status", "ok");
        // one candidate left in every cell: the solutions all agree everywhere, so there is exactly one
        o.put("count", cc.unsolvable() ? "0" : allSingle ? "1" : "2+");
        o.put("cells", cells);
        o.put("solution", allSingle && !cc.unsolvable() ? g.format(cc.solutions().get(0)) : null);
        o.put("verified", true);
        o.put("witnesses", cc.solutions().size());
        o.put("runs", runs);
        o.put("time_ms", (System.nanoTime() - start) / 1e6);
        return o;
    }
}
