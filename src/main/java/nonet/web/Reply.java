package nonet.web;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import nonet.format.Json;

/** Writes a response: JSON for the API, bytes for the page's files; a client that went away is no error. */
final class Reply {

    private Reply() {
    }

    static void json(HttpExchange ex, int status, Object value) {
        send(ex, status, "application/json; charset=utf-8", Json.write(value).getBytes(StandardCharsets.UTF_8));
    }

    static void send(HttpExchange ex, int status, String type, byte[] bytes) {
        try {
            ex.getResponseHeaders().set("Content-Type", type);
            ex.getResponseHeaders().set("Cache-Control", "no-store");
            ex.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
            ex.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
            try (OutputStream out = ex.getResponseBody()) {
                out.write(bytes);
            }
        } catch (IOException e) {
            // the page aborted the request (a newer edit): nobody is left to answer
        } finally {
            ex.close();
        }
    }
}
