package nonet.interchange.fpuzzles;

import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;
import java.util.ArrayList;
import java.util.List;

/**
 * A value of f-puzzles JSON with the path that leads to it, so that every complaint names its place.
 * f-puzzles writes numbers as strings or numbers ({@code "15"} or {@code 15}); both are read.
 */
record JsonNode(JsonElement value, String path) {

    boolean present() {
        return value != null && !value.isJsonNull();
    }

    JsonNode get(String key) {
        String at = path.isEmpty() ? key : path + "." + key;
        return new JsonNode(value != null && value.isJsonObject() ? value.getAsJsonObject().get(key) : null, at);
    }

    /** The elements of an array; a missing value is an error, as is any other kind. */
    List<JsonNode> items() throws ImportError {
        if (!present() || !value.isJsonArray()) {
            throw new ImportError(path, "expected a list, found " + describe());
        }
        List<JsonNode> out = new ArrayList<>();
        for (int i = 0; i < value.getAsJsonArray().size(); i++) {
            out.add(new JsonNode(value.getAsJsonArray().get(i), path + "[" + i + "]"));
        }
        return out;
    }

    /** A string or a number as written, or null when absent. */
    String textOrNull() throws ImportError {
        if (!present()) {
            return null;
        }
        if (value.isJsonPrimitive() && !value.getAsJsonPrimitive().isBoolean()) {
            return value.getAsString();
        }
        throw new ImportError(path, "expected a number or a text, found " + describe());
    }

    int wholeNumber() throws ImportError {
        String text = textOrNull();
        Integer n = text == null ? null : Value.wholeNumber(text);
        if (n == null) {
            throw new ImportError(path, "expected a whole number, found " + describe());
        }
        return n;
    }

    boolean isTrue() {
        return present() && value.isJsonPrimitive() && value.getAsJsonPrimitive().isBoolean() && value.getAsBoolean();
    }

    /** The value for a message: {@code "abc"}, {@code 12}, {@code a list}, {@code nothing}. */
    String describe() {
        if (!present()) {
            return "nothing";
        }
        if (value.isJsonArray()) {
            return "a list";
        }
        if (value.isJsonObject()) {
            return "an object";
        }
        JsonPrimitive p = value.getAsJsonPrimitive();
        String s = p.isString() ? "'" + p.getAsString() + "'" : p.toString();
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }
}
