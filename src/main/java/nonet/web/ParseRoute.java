package nonet.web;

import nonet.lang.PuzzleSpec;

/**
 * {@code POST /api/parse {puzzle}}: a puzzle file read back as the page shows it ({@link PuzzleView}),
 * its text rewritten in nonet's own layout; every mistake a 400 with line and column. How the page
 * loads a {@code .nonet} file and redraws after placing a clue.
 */
final class ParseRoute extends ApiRoute {

    ParseRoute(WebContext ctx) {
        super(ctx);
    }

    @Override
    Object answer(JsonBody body) throws HttpError {
        PuzzleSpec spec = PuzzleInput.spec(body.string("puzzle"), ctx);
        return PuzzleView.of(spec, spec.toNonet(), ctx);
    }
}
