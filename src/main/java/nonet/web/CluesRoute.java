package nonet.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.lang.ClueInfo;
import nonet.lang.LangException;

/**
 * {@code POST /api/clues {models}}: the clue types the models offer, with their parameters and how
 * each is drawn: the page builds its clue palette from this, so any model's clues can be placed.
 * Also the size the models fix, if any, and whether they need jigsaw regions.
 */
final class CluesRoute extends ApiRoute {

    CluesRoute(WebContext ctx) {
        super(ctx);
    }

    @Override
    Object answer(JsonBody body) throws HttpError {
        List<String> models = body.strings("models", 16);
        if (models.isEmpty()) {
            throw HttpError.badRequest("field 'models' must name at least one model");
        }
        ctx.models().admit(models);
        try {
            List<Object> clues = new ArrayList<>();
            for (ClueInfo c : ctx.compiler().clues(models)) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("name", c.name());
                m.put("model", c.model());
                m.put("params", c.params());
                m.put("kinds", c.kinds());
                m.put("variadic", c.variadic());
                m.put("signature", c.signature());
                m.put("style", c.drawing() == null ? null : c.drawing().style());
                clues.add(m);
            }
            int fixed = 0;
            for (String m : models) {
                fixed = Math.max(fixed, ctx.compiler().fixedSize(m));
            }
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("clues", clues);
            o.put("fixed_size", fixed == 0 ? null : fixed);
            o.put("needs_regions", ctx.compiler().needsRegions(models));
            return o;
        } catch (LangException e) {
            throw PuzzleInput.located(e);
        }
    }
}
