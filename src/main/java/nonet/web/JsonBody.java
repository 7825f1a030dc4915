package nonet.web;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonPrimitive;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A request's JSON object, read with a size cap (a body past it is refused before it is parsed, so a
 * huge upload costs at most the cap), with typed getters that turn a missing or mistyped field into
 * a 400 naming the field.
 */
final class JsonBody {

    private static final TypeAdapter<JsonElement> ELEMENTS = new Gson().getAdapter(JsonElement.class);

    /** How much of a refused body is read and dropped before answering. */
    private static final long DRAIN = 16L << 20;

    private final JsonObject object;

    private JsonBody(JsonObject object) {
        this.object = object;
    }

    /** An empty body, for routes whose fields are all optional. */
    static JsonBody empty() {
        return new JsonBody(new JsonObject());
    }

    /** Reads at most {@code cap} bytes of UTF-8 JSON; {@code declaredLength} is the Content-Length, or -1. */
    static JsonBody read(InputStream in, long declaredLength, int cap) throws HttpError, IOException {
        if (declaredLength > cap) {
            drain(in);
            throw new HttpError(413, "the request body has " + declaredLength + " bytes; at most " + cap + " are read");
        }
        byte[] bytes = in.readNBytes(cap + 1);
        if (bytes.length > cap) {
            drain(in);
            throw new HttpError(413, "the request body is longer than " + cap + " bytes");
        }
        if (bytes.length == 0) {
            return empty();
        }
        return parse(new String(bytes, StandardCharsets.UTF_8));
    }

    /**
     * Reads and drops what is left of a refused body, up to {@link #DRAIN} bytes: a client still
     * sending when the answer comes may not read it (a broken pipe instead of the 413); past that
     * the connection is simply closed.
     */
    private static void drain(InputStream in) throws IOException {
        byte[] sink = new byte[8192];
        long dropped = 0;
        for (int n; dropped < DRAIN && (n = in.read(sink)) > 0;) {
            dropped += n;
        }
    }

    static JsonBody parse(String text) throws HttpError {
        JsonElement root;
        try {
            JsonReader reader = new JsonReader(new StringReader(text));
            // Gson's lenient default would take "{a:1}" or a trailing garbage word; a page sends strict JSON
            reader.setStrictness(com.google.gson.Strictness.STRICT);
            // the adapter keeps the reader's strictness; JsonParser.parseReader would make it lenient
            root = ELEMENTS.read(reader);
            if (root == null) {
                throw HttpError.badRequest("malformed JSON: an empty document");
            }
            if (reader.peek() != com.google.gson.stream.JsonToken.END_DOCUMENT) {
                throw HttpError.badRequest("malformed JSON: text after the object");
            }
        } catch (JsonParseException | IOException | IllegalStateException e) {
            throw HttpError.badRequest("malformed JSON: " + firstLine(e.getMessage()));
        }
        if (!root.isJsonObject()) {
            throw HttpError.badRequest("the request body must be a JSON object, not " + (root.isJsonNull() ? "null" : root.isJsonArray() ? "an array" : "a value"));
        }
        return new JsonBody(root.getAsJsonObject());
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unreadable";
        }
        int nl = message.indexOf('\n');
        String line = nl < 0 ? message : message.substring(0, nl);
        // Gson appends a link to its troubleshooting page, which means nothing to the page's user
        int see = line.indexOf("\nSee ");
        return see < 0 ? line : line.substring(0, see);
    }

    boolean has(String field) {
        JsonElement e = object.get(field);
        return e != null && !e.isJsonNull();
    }

    String string(String field) throws HttpError {
        if (!has(field)) {
            throw HttpError.badRequest("missing field '" + field + "'");
        }
        return stringValue(field, object.get(field));
    }

    String string(String field, String fallback) throws HttpError {
        return has(field) ? string(field) : fallback;
    }

    /** A whole number within {@code min..max}; {@code fallback} when absent. */
    long number(String field, long fallback, long min, long max) throws HttpError {
        if (!has(field)) {
            return fallback;
        }
        JsonElement e = object.get(field);
        if (!(e instanceof JsonPrimitive p) || !p.isNumber()) {
            throw HttpError.badRequest("field '" + field + "' must be a number");
        }
        double v = p.getAsDouble();
        if (v != Math.rint(v) || v < min || v > max) {
            throw HttpError.badRequest("field '" + field + "' must be a whole number from " + min + " to " + max + ", not " + p.getAsString());
        }
        return (long) v;
    }

    /** An array of strings, at most {@code max} of them; empty when absent. */
    List<String> strings(String field, int max) throws HttpError {
        if (!has(field)) {
            return List.of();
        }
        JsonElement e = object.get(field);
        if (!e.isJsonArray()) {
            throw HttpError.badRequest("field '" + field + "' must be an array of strings");
        }
        JsonArray array = e.getAsJsonArray();
        if (array.size() > max) {
            throw HttpError.badRequest("field '" + field + "' has " + array.size() + " entries; at most " + max + " are allowed");
        }
        List<String> out = new ArrayList<>();
        for (JsonElement item : array) {
            out.add(stringValue(field, item));
        }
        return out;
    }

    private static String stringValue(String field, JsonElement e) throws HttpError {
        if (!(e instanceof JsonPrimitive p) || !p.isString()) {
            throw HttpError.badRequest("field '" + field + "' must be a string");
        }
        return p.getAsString();
    }
}
