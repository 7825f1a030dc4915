package nonet.web;

import java.util.Map;
import nonet.engine.Engine;
import nonet.generate.Generated;
import nonet.generate.Generator;
import nonet.generate.SecondOpinion;
import nonet.generate.Symmetry;
import nonet.workbench.WorkbenchStop;

/**
 * {@code POST /api/generate {model, size, seed, symmetry}}: a unique puzzle of the model, as {@code
 * nonet generate} makes it (native reduces, sat confirms the one solution, the model checks it),
 * shown as the page shows any puzzle, with its solution.
 */
final class GenerateRoute extends ApiRoute {

    GenerateRoute(WebContext ctx) {
        super(ctx);
    }

    @Override
    Object answer(JsonBody body) throws HttpError {
        String model = body.string("model", "classic");
        ctx.models().admit(java.util.List.of(model));
        int size = (int) body.number("size", 9, 1, ctx.settings().maxSize());
        long seed = body.number("seed", 1, 0, Long.MAX_VALUE / 2);
        Symmetry symmetry = Symmetry.parse(body.string("symmetry", "none"));
        if (symmetry == null) {
            throw HttpError.badRequest("field 'symmetry' must be one of " + Symmetry.words());
        }
        long timeout = ctx.timeout(body, ctx.settings().maxMillis());
        Generated g = ctx.jobs().run(WebContext.lane(body, "generate"), timeout, left -> {
            try (Engine first = EngineChoice.create("native"); Engine second = EngineChoice.create("sat")) {
                Generator generator = new Generator(ctx.compiler(), model, size, seed, symmetry, first, second, left);
                Generated made = generator.generate(1);
                if (made == null) {
                    throw new HttpError(422, "no start of this model and size had a solution; try another seed");
                }
                return made;
            } catch (IllegalArgumentException e) {
                throw HttpError.badRequest(e.getMessage());
            } catch (WorkbenchStop e) {
                throw new HttpError(e.reason() == WorkbenchStop.Reason.TIMEOUT ? 504 : 422, "generation stopped: " + e.getMessage());
            } catch (SecondOpinion e) {
                throw new HttpError(500, "the engines disagree on the generated puzzle: " + e.getMessage());
            }
        });
        Map<String, Object> view = new java.util.LinkedHashMap<>(PuzzleView.of(g.spec(), g.spec().toNonet(), ctx));
        view.put("solution", PuzzleInput.compile(g.spec(), ctx).geometry().format(g.solution()));
        view.put("engine", "native, confirmed by sat");
        view.put("verified", true);
        return view;
    }
}
