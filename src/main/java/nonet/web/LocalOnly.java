package nonet.web;

import com.sun.net.httpserver.HttpExchange;
import java.util.Locale;

/**
 * Refuses requests another web site makes a browser send: the Host header must name this machine
 * (a DNS-rebinding page names its own host), and a cross-origin POST from a page not served here
 * is refused. Skipped when the server was told to listen on another address ({@code --host}),
 * where the user chose who may reach it.
 */
final class LocalOnly {

    private LocalOnly() {
    }

    static void check(HttpExchange ex, WebSettings settings) throws HttpError {
        if (!isLoopback(settings.host())) {
            return;
        }
        String host = ex.getRequestHeaders().getFirst("Host");
        if (host != null && !isLoopback(hostName(host))) {
            throw new HttpError(403, "this server answers requests to localhost only, not to '" + host + "'");
        }
        String origin = ex.getRequestHeaders().getFirst("Origin");
        if (origin != null && !origin.equals("null") && !isLoopback(hostName(origin.replaceFirst("^[a-zA-Z]+://", "")))) {
            throw new HttpError(403, "requests from pages of '" + origin + "' are refused");
        }
    }

    private static String hostName(String hostAndPort) {
        String h = hostAndPort.toLowerCase(Locale.ROOT);
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            return end < 0 ? h : h.substring(1, end);
        }
        int colon = h.indexOf(':');
        return colon < 0 ? h : h.substring(0, colon);
    }

    private static boolean isLoopback(String host) {
        return host.equals("localhost") || host.equals("127.0.0.1") || host.equals("::1") || host.startsWith("127.");
    }
}
