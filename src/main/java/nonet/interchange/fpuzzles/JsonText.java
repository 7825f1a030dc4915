package nonet.interchange.fpuzzles;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses JSON text strictly with Gson, turning its complaints into a line, a column and a sentence. */
final class JsonText {

    /** A syntax error at a place in the text. */
    static final class SyntaxError extends Exception {

        private static final long serialVersionUID = 1L;

        final int line;
        final int col;

        SyntaxError(int line, int col, String message) {
            super(message, null, false, false);
            this.line = line;
            this.col = col;
        }
    }

    /** Gson ends its messages with the place and a link to its troubleshooting page. */
    private static final Pattern PLACE = Pattern.compile("(.*?) at line (\\d+) column (\\d+)(?: path (\\S+))?.*", Pattern.DOTALL);

    private JsonText() {
    }

    static JsonElement parse(String text) throws SyntaxError {
        JsonReader reader = new JsonReader(new StringReader(text));
        reader.setStrictness(Strictness.STRICT);
        try {
            JsonElement root = JsonParser.parseReader(reader);
            if (!atEnd(reader)) {
                String place = reader.toString();
                throw located("text after the end of the JSON value" + place.substring(place.indexOf(" at line")));
            }
            return root;
        } catch (JsonParseException e) {
            throw located(e.getCause() != null && e.getCause().getMessage() != null ? e.getCause().getMessage() : String.valueOf(e.getMessage()));
        } catch (IllegalStateException e) {
            throw located(String.valueOf(e.getMessage()));
        }
    }

    /** Whether only white space follows; strict Gson throws on a second value instead of naming it. */
    private static boolean atEnd(JsonReader reader) {
        try {
            return reader.peek() == JsonToken.END_DOCUMENT;
        } catch (IOException e) {
            return false;
        }
    }

    private static SyntaxError located(String gsonMessage) {
        Matcher m = PLACE.matcher(gsonMessage);
        if (!m.matches()) {
            return new SyntaxError(1, 1, "malformed JSON: " + gsonMessage.lines().findFirst().orElse(""));
        }
        String what = m.group(1).strip();
        return new SyntaxError(Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)), "malformed JSON: "
                + Character.toLowerCase(what.charAt(0)) + what.substring(1));
    }
}
