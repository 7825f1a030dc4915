package nonet.web;

import java.util.List;
import java.util.Locale;
import nonet.interchange.fpuzzles.FPuzzlesFormat;
import nonet.interchange.fpuzzles.FPuzzlesLink;
import nonet.interchange.fpuzzles.FPuzzlesPuzzle;
import nonet.lang.LangException;
import nonet.lang.PuzzleFileParser;
import nonet.lang.PuzzleSpec;

/**
 * {@code POST /api/import {text, models}}: what a person pastes: an f-puzzles or SudokuPad link (or
 * its bare data), a puzzle file, or a grid line (read under {@code models}, classic by default),
 * answered as the page shows any puzzle. Never a file name: the f-puzzles reader's {@code .json}
 * files are the command line's, not the page's.
 */
final class ImportRoute extends ApiRoute {

    ImportRoute(WebContext ctx) {
        super(ctx);
    }

    @Override
    Object answer(JsonBody body) throws HttpError {
        String text = body.string("text").strip();
        if (text.isEmpty()) {
            throw HttpError.badRequest("nothing to import: paste a link, a puzzle file or a grid line");
        }
        if (FPuzzlesLink.recognizes(text) && !text.toLowerCase(Locale.ROOT).endsWith(".json")) {
            try {
                FPuzzlesPuzzle p = new FPuzzlesFormat().readPuzzle(text);
                PuzzleSpec spec = PuzzleInput.spec(p.spec().toNonet(), ctx);
                return PuzzleView.of(spec, p.toNonet(), ctx);
            } catch (LangException e) {
                throw HttpError.badRequest("the link: " + e.detail());
            }
        }
        String first = text.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).findFirst().orElse("");
        if (PuzzleFileParser.looksLikePuzzleFile(first)) {
            PuzzleSpec spec = PuzzleInput.spec(text, ctx);
            return PuzzleView.of(spec, spec.toNonet(), ctx);
        }
        return gridLine(first, body.strings("models", 16));
    }

    /** A one-line grid: its first token (up to white space, ':' or ','), as the command line reads one. */
    private Object gridLine(String line, List<String> models) throws HttpError {
        String token = line.split("[\\s:,]", 2)[0];
        List<String> use = models.isEmpty() ? List.of("classic") : models;
        ctx.models().admit(use);
        try {
            PuzzleSpec spec = PuzzleInput.spec("use " + String.join(", ", use) + "\ngivens " + token + "\n", ctx);
            return PuzzleView.of(spec, spec.toNonet(), ctx);
        } catch (HttpError e) {
            throw new HttpError(e.status(), "not a link, a puzzle file or a grid line (" + token.length() + " symbols; a grid has 16, 36, 64, 81, 144, 256 or 625): "
                    + e.getMessage().replaceFirst("^line \\d+, column \\d+: ", ""));
        }
    }
}
