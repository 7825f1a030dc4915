package nonet.web;

import nonet.lang.Compiler;
import nonet.lang.PuzzleFileParser;

/** What every route shares: the settings, the compiler (with its cache of compiled rules), the offered models and the job pool. */
record WebContext(WebSettings settings, Compiler compiler, PuzzleFileParser parser, ServedModels models, Jobs jobs) {

    /** The request's time limit: {@code timeout_ms} if given (at most the server's), else the route's default capped the same way. */
    long timeout(JsonBody body, long routeDefault) throws HttpError {
        return body.number("timeout_ms", Math.min(routeDefault, settings.maxMillis()), 1, settings.maxMillis());
    }

    /** The lane a request runs in: its tab and what it asks, so the tab's next request of that kind cancels it. */
    static String lane(JsonBody body, String kind) throws HttpError {
        String tab = body.string("tab", null);
        if (tab == null) {
            return null;
        }
        if (tab.length() > 64) {
            throw HttpError.badRequest("field 'tab' is longer than 64 characters");
        }
        return tab + "/" + body.string("lane", kind);
    }
}
