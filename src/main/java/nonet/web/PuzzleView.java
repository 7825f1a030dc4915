package nonet.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.draw.PuzzleDrawing;
import nonet.io.GivenConflicts;
import nonet.lang.Arg;
import nonet.lang.ClueInfo;
import nonet.lang.ClueUse;
import nonet.lang.LangException;
import nonet.lang.PuzzleSpec;
import nonet.model.Geometry;
import nonet.model.Model;

/**
 * A puzzle as the page shows it: its text (the {@code .nonet} file it saves), models, size, boxes,
 * givens, regions and clues one by one, and the drawing of its clues (the SVG of {@code nonet draw},
 * without the givens, which the page draws and edits itself). Givens that break a rule are reported
 * with their cell rather than refused, so the page can show the grid with the mistake marked.
 */
final class PuzzleView {

    private PuzzleView() {
    }

    static Map<String, Object> of(PuzzleSpec spec, String text, WebContext ctx) throws HttpError {
        Model model = PuzzleInput.compile(spec, ctx);
        Geometry g = model.geometry();
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("puzzle", text);
        o.put("models", spec.models());
        o.put("size", spec.size());
        o.put("box_rows", g.hasBoxes() ? g.boxRows() : 0);
        o.put("box_cols", g.hasBoxes() ? g.boxCols() : 0);
        o.put("givens", g.format(spec.givens()));
        o.put("regions", spec.regions());
        List<Object> clues = new ArrayList<>();
        for (ClueUse use : spec.clues()) {
            Map<String, Object> c = new LinkedHashMap<>();
            c.put("name", use.name());
            c.put("text", use.text(spec.size()));
            List<Integer> cells = new ArrayList<>();
            for (Arg a : use.args()) {
                if (a.isCell()) {
                    for (int cell : a.cells()) {
                        cells.add(cell);
                    }
                }
            }
            c.put("cells", cells);
            clues.add(c);
        }
        o.put("clues", clues);
        GivenConflicts.Conflict conflict = GivenConflicts.find(model);
        o.put("conflict", conflict == null ? null : Map.of("message", conflict.message(), "cell", conflict.cell()));
        o.put("svg", drawing(spec, g, ctx));
        return o;
    }

    private static String drawing(PuzzleSpec spec, Geometry g, WebContext ctx) throws HttpError {
        try {
            List<ClueInfo> types = ctx.compiler().clues(spec.models());
            return new PuzzleDrawing(spec.withGivens(new int[spec.size() * spec.size()]), g, types, null, null).svg();
        } catch (LangException e) {
            throw PuzzleInput.located(e);
        }
    }
}
