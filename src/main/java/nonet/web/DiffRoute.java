package nonet.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.engine.Engine;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.workbench.Ambiguity;
import nonet.workbench.AmbiguityFinder;
import nonet.workbench.VerifiedRuns;
import nonet.workbench.WorkbenchStop;

/**
 * {@code POST /api/diff {puzzle, engine}}: where uniqueness breaks, as {@code count --diff}: two
 * verified solutions, the cells where they differ (the page shades them), and cells whose digits in
 * the first solution, given, make it the only one. {@code count} says 0, 1 or 2+.
 */
final class DiffRoute extends ApiRoute {

    DiffRoute(WebContext ctx) {
        super(ctx);
    }

    @Override
    Object answer(JsonBody body) throws HttpError {
        PuzzleInput in = PuzzleInput.read(body, ctx);
        String name = EngineChoice.name(body, "engine", true);
        long timeout = ctx.timeout(body, ctx.settings().maxMillis());
        return ctx.jobs().run(WebContext.lane(body, "diff"), timeout, left -> {
            long start = System.nanoTime();
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("engine", name);
            try (Engine engine = EngineChoice.create(name)) {
                VerifiedRuns runs = new VerifiedRuns(engine, timeout, 0);
                VerifiedRuns.Found two = runs.solutions(in.model(), 2);
                int found = two.solutions().size();
                o.put("status", "ok");
                o.put("count", found == 0 ? "0" : found == 1 ? "1" : "2+");
                Ambiguity a = found < 2 ? null : new AmbiguityFinder(runs).of(in.model());
                o.put("diff", a == null ? null : json(a, in.model()));
                o.put("solution", found == 1 ? in.model().geometry().format(two.solutions().get(0)) : null);
                o.put("verified", found > 0);
            } catch (WorkbenchStop stop) {
                o.put("status", stop.word());
                o.put("message", stop.getMessage());
            }
            o.put("time_ms", (System.nanoTime() - start) / 1e6);
            return o;
        });
    }

    private static Map<String, Object> json(Ambiguity a, Model model) {
        Geometry g = model.geometry();
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("solutions", List.of(g.format(a.first()), g.format(a.second())));
        o.put("differ", a.differing());
        List<Object> give = new ArrayList<>();
        for (int cell : a.fixCells()) {
            give.add(Map.of("cell", cell, "digit", a.first()[cell]));
        }
        o.put("give", give);
        return o;
    }
}
