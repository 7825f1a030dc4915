package nonet.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Requests a careless or hostile client sends: each gets a 4xx (or a 503 when busy) with a JSON
 * message and no stack trace, and the server keeps answering.
 */
class WebHostileRequestsTest {

    private static final String CLASSIC = "use classic\ngivens 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    private static WebServer server;
    private static ApiClient api;
    @TempDir
    static Path dir;
    private static Path localModel;

    @BeforeAll
    static void start() throws Exception {
        localModel = dir.resolve("mine.nonet");
        Files.writeString(localModel, "model mine\nextends classic\n");
        Files.writeString(dir.resolve("secret.nonet"), "model secret\nextends classic\n");
        WebSettings d = WebSettings.local(0);
        server = WebServer.start(new WebSettings(d.host(), 0, List.of(localModel), 5_000, 2, 4096, 16));
        api = new ApiClient(server.address());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static void assertClean(ApiClient.Answer a, int status, String words) throws Exception {
        assertEquals(status, a.status(), a.json().toString());
        String message = a.string("error");
        assertTrue(message.contains(words), message);
        assertFalse(message.contains("\tat ") || message.contains("Exception"), message);
        // and the server still answers
        assertEquals(200, api.post("/api/solve", Map.of("puzzle", CLASSIC)).status());
    }

    @Test
    void aHugeBodyIsRefusedBeforeItIsRead() throws Exception {
        assertClean(api.raw("/api/solve", "{\"puzzle\":\"" + "x".repeat(1_000_000) + "\"}"), 413, "at most 4096");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"puzzle\": |malformed JSON",
        "{puzzle: 1}|malformed JSON",
        "{\"puzzle\":\"x\"} trailing|malformed JSON",
        "[1,2]|must be a JSON object",
        "null|must be a JSON object",
        "{}|missing field 'puzzle'",
        "{\"puzzle\":5}|field 'puzzle' must be a string",
        "{\"puzzle\":\"grid 100x100\"}|outside 1..30",
        "{\"puzzle\":\"grid 25x25\"}|up to 16x16",
        "{\"puzzle\":\"use killer\\ncage 99 r1c1 r1c2\\ngivens .\"}|line 2, column 14",
        "{\"puzzle\":\"use /etc/passwd\"}|not offered here",
        "{\"puzzle\":\"use ../../../etc/passwd.nonet\"}|not offered here",
        "{\"puzzle\":\"use nosuchmodel\"}|not offered here",
        "{\"puzzle\":\"givens 1.\", \"engine\":\"cmd:rm -rf /\"}|line 1",
        "{\"puzzle\":\"use classic\\ngivens 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\", \"engine\":\"cmd:rm\"}|unknown engine 'cmd:rm'",
        "{\"puzzle\":\"use classic\\ngivens 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\", \"engine\":\"dimacs:sh\"}|unknown engine",
        "{\"puzzle\":\"use classic\\ngivens 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\", \"timeout_ms\":-1}|timeout_ms",
        "{\"puzzle\":\"use classic\\ngivens 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\", \"limit\":1.5}|whole number",
    })
    void malformedRequestsGetA400WithAMessage(String body, String words) throws Exception {
        assertClean(api.raw("/api/count", body), 400, words);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "/api/generate|{\"model\":\"killer\",\"symmetry\":\"spiral\"}|must be one of none, rotational, rotational90, diagonal",
        "/api/generate|{\"model\":\"killer\",\"size\":40}|from 1 to 16",
        "/api/generate|{\"model\":\"classic-9x9\",\"size\":4}|",
        "/api/export|{\"puzzle\":\"givens 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\",\"to\":\"svg\"}|fpuzzles or sudokupad",
        "/api/cancel|{\"lane\":\"count\"}|missing field 'tab'",
        "/api/cancel|{\"tab\":\"x\"}|missing field 'lane'",
        "/api/import|{\"text\":\"   \"}|nothing to import",
        "/api/import|{\"text\":\"12345\"}|not a link, a puzzle file or a grid line",
        "/api/clues|{\"models\":[]}|at least one model",
        "/api/clues|{\"models\":\"killer\"}|must be an array of strings",
        "/api/clues|{\"models\":[1]}|must be a string",
        "/api/check|{\"puzzle\":\"givens 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\",\"engines\":[\"native\",\"cmd:sh\"]}|unknown engine 'cmd:sh'",
        "/api/candidates|{\"puzzle\":\"givens 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\",\"engine\":\"logic\"}|cannot prove counts",
        "/api/candidates|{\"puzzle\":\"givens 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\",\"tab\":\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"}|longer than 64",
    })
    void everyRoutesMistakesAre400sWithAMessage(String route, String body, String words) throws Exception {
        assertClean(api.raw(route, body), 400, words == null ? "" : words);
    }

    @Test
    void aRequestForAnotherHostNameIsRefused() throws Exception {
        // a page rebound to this address by DNS sends its own host name (java.net.http will not set Host, so a raw socket does)
        try (java.net.Socket s = new java.net.Socket(server.address().getHost(), server.address().getPort())) {
            s.getOutputStream().write("GET /api/models HTTP/1.1\r\nHost: evil.example:80\r\nConnection: close\r\n\r\n"
                    .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            String response = new String(s.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertTrue(response.startsWith("HTTP/1.1 403") && response.contains("localhost only"), response);
        }
    }

    @Test
    void modelFilesComeOnlyFromTheCommandLine() throws Exception {
        String secret = dir.resolve("secret.nonet").toString();
        assertClean(api.post("/api/solve", Map.of("puzzle", "use " + secret + "\ngivens " + ".".repeat(81))), 400, "not offered here");
        assertClean(api.post("/api/clues", Map.of("models", List.of(secret))), 400, "not offered here");
        assertClean(api.post("/api/generate", Map.of("model", "/etc/passwd")), 400, "not offered here");
        ApiClient.Answer mine = api.post("/api/solve", Map.of("puzzle", "use " + localModel + "\n" + CLASSIC.substring(CLASSIC.indexOf("givens"))));
        assertEquals(200, mine.status(), mine.json().toString());
        assertEquals("solved", mine.string("status"));
    }

    @Test
    void importNeverReadsAFile() throws Exception {
        assertClean(api.post("/api/import", Map.of("text", "/etc/hostname.json")), 400, "not a link");
        assertClean(api.post("/api/import", Map.of("text", "https://www.f-puzzles.com/?load=notlzstring!!")), 400, "the link");
    }

    @Test
    void unknownRoutesWrongMethodsAndForeignHostsAreRefused() throws Exception {
        assertClean(api.get("/api/nothing"), 404, "no such API route");
        assertClean(api.get("/../../etc/passwd"), 404, "no such page");
        assertClean(api.get("/api/solve"), 405, "takes POST");
        HttpRequest rebound = HttpRequest.newBuilder(server.address().resolve("/api/count"))
                .POST(HttpRequest.BodyPublishers.ofString("{}")).header("Origin", "http://evil.example").build();
        assertClean(api.send(rebound), 403, "refused");
    }

    @Test
    void fiftyParallelRequestsAllGetJsonAnswersAndTheServerGoesOn() throws Exception {
        ExecutorService clients = Executors.newFixedThreadPool(50);
        try {
            List<Future<ApiClient.Answer>> answers = new ArrayList<>();
            for (int i = 0; i < 50; i++) {
                String route = List.of("/api/solve", "/api/count", "/api/candidates", "/api/explain", "/api/parse").get(i % 5);
                answers.add(clients.submit(() -> api.post(route, Map.of("puzzle", CLASSIC, "tab", "many"))));
            }
            for (Future<ApiClient.Answer> f : answers) {
                ApiClient.Answer a = f.get();
                // answered, replaced by a newer request of the same tab and kind, or refused while busy: never a dropped connection
                assertTrue(a.status() == 200 || a.status() == 409 || a.status() == 503, a.json().toString());
                assertTrue(a.status() == 200 || a.json().has("error"));
            }
        } finally {
            clients.shutdownNow();
        }
        assertClean(api.raw("/api/solve", "{"), 400, "malformed");
    }
}
