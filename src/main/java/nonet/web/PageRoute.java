package nonet.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;

/**
 * The page's files, from the jar ({@code nonet/web/}): only the names listed here, so no request
 * path can reach another resource or a file. Everything else is a JSON 404.
 */
final class PageRoute implements HttpHandler {

    private static final Map<String, String> FILES = Map.of(
            "/", "index.html",
            "/index.html", "index.html",
            "/page.js", "page.js",
            "/board.js", "board.js",
            "/app.js", "app.js",
            "/style.css", "style.css");
    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8");

    private final WebSettings settings;

    PageRoute(WebSettings settings) {
        this.settings = settings;
    }

    @Override
    public void handle(HttpExchange ex) {
        try {
            LocalOnly.check(ex, settings);
            String path = ex.getRequestURI().getPath();
            String file = FILES.get(path);
            if (file == null) {
                throw new HttpError(404, "no such page: " + path);
            }
            if (!ex.getRequestMethod().equals("GET") && !ex.getRequestMethod().equals("HEAD")) {
                throw new HttpError(405, path + " takes GET");
            }
            byte[] bytes;
            try (InputStream in = PageRoute.class.getResourceAsStream(file)) {
                if (in == null) {
                    throw new HttpError(500, "the page's file " + file + " is missing from the jar");
                }
                bytes = in.readAllBytes();
            }
            Reply.send(ex, 200, TYPES.get(file.substring(file.lastIndexOf('.') + 1)), bytes);
        } catch (HttpError e) {
            Reply.json(ex, e.status(), e.body());
        } catch (IOException e) {
            Reply.json(ex, 500, new HttpError(500, "the page's file could not be read: " + e.getMessage()).body());
        }
    }
}
