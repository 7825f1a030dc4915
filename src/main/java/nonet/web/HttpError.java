package nonet.web;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A request the server will not or cannot answer, with the status to send and a message for the
 * person at the page; never carries a stack trace (it is not filled in: the message is the answer).
 */
final class HttpError extends Exception {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final transient Map<String, Object> extra;

    HttpError(int status, String message) {
        this(status, message, Map.of());
    }

    /** {@code extra} adds keys to the error object, such as the line and column of a puzzle-file mistake. */
    HttpError(int status, String message, Map<String, Object> extra) {
        super(message, null, false, false);
        this.status = status;
        this.extra = Map.copyOf(extra);
    }

    static HttpError badRequest(String message) {
        return new HttpError(400, message);
    }

    int status() {
        return status;
    }

    /** The JSON object sent: {@code error} (the message), {@code status}, then any extra keys. */
    Map<String, Object> body() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("error", getMessage());
        out.put("status", status);
        out.putAll(extra);
        return out;
    }
}
