package nonet.web;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import nonet.format.Json;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.model.Model;

/** A test's way to the API of a server it started: JSON in, status and JSON out, and puzzles compiled here to check answers. */
final class ApiClient {

    /** A response: its status and its JSON object. */
    record Answer(int status, JsonObject json) {

        String string(String key) {
            return json.get(key).isJsonNull() ? null : json.get(key).getAsString();
        }
    }

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final URI base;

    ApiClient(URI base) {
        this.base = base;
    }

    Answer post(String route, Map<String, ?> body) throws IOException, InterruptedException {
        return raw(route, Json.write(body));
    }

    Answer raw(String route, String body) throws IOException, InterruptedException {
        HttpRequest r = HttpRequest.newBuilder(base.resolve(route)).timeout(Duration.ofSeconds(60))
                .POST(HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json").build();
        return send(r);
    }

    Answer get(String route) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(base.resolve(route)).timeout(Duration.ofSeconds(60)).GET().build());
    }

    Answer send(HttpRequest r) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(r, HttpResponse.BodyHandlers.ofString());
        return new Answer(response.statusCode(), JsonParser.parseString(response.body()).getAsJsonObject());
    }

    static String puzzle(String file) throws IOException {
        return Files.readString(Path.of("puzzles/variants", file));
    }

    /** The puzzle compiled here, independently of the server, to check what it answers. */
    static Model model(String puzzleText) throws LangException {
        ModelLibrary lib = ModelLibrary.bundled();
        return new Compiler(lib).compile(new PuzzleFileParser(lib).parse(puzzleText, "test", null));
    }

    /** A grid line as digits (0 for '.'). */
    static int[] grid(String line) {
        int[] g = new int[line.length()];
        for (int i = 0; i < g.length; i++) {
            g[i] = line.charAt(i) == '.' ? 0 : nonet.model.Geometry.digitOf(line.charAt(i));
        }
        return g;
    }
}
