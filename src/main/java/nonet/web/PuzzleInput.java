package nonet.web;

import java.util.Map;
import nonet.io.GivenConflicts;
import nonet.lang.LangException;
import nonet.lang.PuzzleSpec;
import nonet.model.Model;

/**
 * The puzzle a request carries, as puzzle-file text in its {@code puzzle} field (the page keeps its
 * state in that form, so saving and loading are the same text): parsed against the offered models
 * only, within the server's grid size, compiled, and with givens that break a rule by themselves
 * refused as the command line refuses them. Every mistake is a 4xx with line and column.
 */
record PuzzleInput(PuzzleSpec spec, Model model) {

    /** The name puzzle-file errors are reported against. */
    static final String SOURCE = "puzzle";

    static PuzzleInput read(JsonBody body, WebContext ctx) throws HttpError {
        PuzzleSpec spec = spec(body.string("puzzle"), ctx);
        Model model = compile(spec, ctx);
        GivenConflicts.Conflict conflict = GivenConflicts.find(model);
        if (conflict != null) {
            throw new HttpError(422, conflict.message(), Map.of("cell", conflict.cell()));
        }
        return new PuzzleInput(spec, model);
    }

    static PuzzleSpec spec(String text, WebContext ctx) throws HttpError {
        PuzzleSpec spec;
        try {
            spec = ctx.parser().parse(text, SOURCE, null, null, ctx.models());
        } catch (LangException e) {
            throw located(e);
        }
        int max = ctx.settings().maxSize();
        if (spec.size() > max) {
            throw HttpError.badRequest("the puzzle is " + spec.size() + "x" + spec.size() + "; this server takes grids up to " + max + "x" + max);
        }
        return spec;
    }

    static Model compile(PuzzleSpec spec, WebContext ctx) throws HttpError {
        try {
            return ctx.compiler().compile(spec);
        } catch (LangException e) {
            throw located(e);
        }
    }

    /** A puzzle-file mistake as a 400: its own line and column, or the model file's place when the model is at fault. */
    static HttpError located(LangException e) {
        if (e.file().equals(SOURCE)) {
            return new HttpError(400, "line " + e.line() + ", column " + e.col() + ": " + e.detail(), Map.of("line", e.line(), "col", e.col()));
        }
        return new HttpError(400, e.getMessage());
    }
}
