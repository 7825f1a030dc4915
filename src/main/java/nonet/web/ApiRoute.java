package nonet.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.util.Locale;

/**
 * One API route: a POST with a JSON object (or a GET without a body), answered with a JSON object.
 * Whatever goes wrong becomes a JSON error with a status and a message, never a stack trace: a
 * request the route refuses is the route's {@link HttpError}, anything else a 500 naming the fault.
 */
abstract class ApiRoute implements HttpHandler {

    protected final WebContext ctx;

    ApiRoute(WebContext ctx) {
        this.ctx = ctx;
    }

    /** The answer to a request's body. */
    abstract Object answer(JsonBody body) throws HttpError;

    /** Whether the route is read with GET (no body) rather than POST. */
    boolean get() {
        return false;
    }

    @Override
    public void handle(HttpExchange ex) {
        try {
            LocalOnly.check(ex, ctx.settings());
            String method = ex.getRequestMethod().toUpperCase(Locale.ROOT);
            if (!method.equals(get() ? "GET" : "POST")) {
                ex.getResponseHeaders().set("Allow", get() ? "GET" : "POST");
                throw new HttpError(405, ex.getRequestURI().getPath() + " takes " + (get() ? "GET" : "POST") + ", not " + method);
            }
            JsonBody body = get() ? JsonBody.empty() : JsonBody.read(ex.getRequestBody(), contentLength(ex), ctx.settings().maxBodyBytes());
            Reply.json(ex, 200, answer(body));
        } catch (HttpError e) {
            Reply.json(ex, e.status(), e.body());
        } catch (IOException e) {
            Reply.json(ex, 400, new HttpError(400, "the request could not be read: " + e.getMessage()).body());
        } catch (RuntimeException | StackOverflowError e) {
            // a fault of nonet, not of the request: named in one line, the server goes on
            Reply.json(ex, 500, new HttpError(500, "internal error: " + e).body());
        }
    }

    private static long contentLength(HttpExchange ex) throws HttpError {
        String value = ex.getRequestHeaders().getFirst("Content-Length");
        if (value == null) {
            return -1;
        }
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw HttpError.badRequest("Content-Length '" + value + "' is not a number");
        }
    }
}
