package nonet.web;

import java.util.Map;
import nonet.interchange.fpuzzles.FPuzzlesLink;
import nonet.interchange.fpuzzles.FPuzzlesWriter;
import nonet.lang.LangException;

/** {@code POST /api/export {puzzle, to}}: the puzzle as an f-puzzles or SudokuPad link, as {@code nonet export}. */
final class ExportRoute extends ApiRoute {

    ExportRoute(WebContext ctx) {
        super(ctx);
    }

    @Override
    Object answer(JsonBody body) throws HttpError {
        PuzzleInput in = PuzzleInput.read(body, ctx);
        String to = body.string("to", "fpuzzles");
        if (!to.equals("fpuzzles") && !to.equals("sudokupad")) {
            throw HttpError.badRequest("field 'to' must be fpuzzles or sudokupad");
        }
        try {
            String json = FPuzzlesWriter.json(in.spec(), ctx.compiler());
            return Map.of("link", to.equals("fpuzzles") ? FPuzzlesLink.fpuzzles(json) : FPuzzlesLink.sudokupad(json));
        } catch (FPuzzlesWriter.Unsayable e) {
            throw new HttpError(422, e.getMessage());
        } catch (LangException e) {
            throw PuzzleInput.located(e);
        }
    }
}
