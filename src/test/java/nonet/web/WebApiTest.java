package nonet.web;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import nonet.engine.EngineOptions;
import nonet.engine.EngineProvider;
import nonet.engine.registry.EngineRegistry;
import nonet.model.Model;
import nonet.workbench.CandidateCounts;
import nonet.workbench.TrueCandidates;
import nonet.workbench.VerifiedRuns;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The JSON API on a real server: every answer checked against the model compiled here, counts compared across engines. */
class WebApiTest {

    private static WebServer server;
    private static ApiClient api;

    @BeforeAll
    static void start() throws Exception {
        server = WebServer.start(WebSettings.local(0));
        api = new ApiClient(server.address());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** The killer puzzle with its givens from {@code keep} on blanked: fewer givens, more solutions. */
    private static String fewerGivens(String text, int keep) {
        String[] parts = text.split("givens\n", 2);
        StringBuilder rest = new StringBuilder();
        int seen = 0;
        for (char ch : parts[1].split("solution")[0].toCharArray()) {
            if (ch != '.' && ch != '\n' && seen++ >= keep) {
                ch = '.';
            }
            rest.append(ch);
        }
        return parts[0] + "givens\n" + rest;
    }

    /** Waits until the server runs a job (the request has reached it), or the request is already answered. */
    private static void awaitBusy(java.util.concurrent.Future<?> request) throws Exception {
        while (!request.isDone() && api.get("/api/status").json().get("jobs").getAsInt() == 0) {
            Thread.sleep(20);
        }
    }

    @Test
    void modelsListsTheBundledModelsTheirCluesAndOnlyRegisteredEngines() throws Exception {
        ApiClient.Answer a = api.get("/api/models");
        assertEquals(200, a.status());
        Set<String> names = new HashSet<>();
        a.json().getAsJsonArray("models").forEach(m -> names.add(m.getAsJsonObject().get("name").getAsString()));
        assertTrue(names.containsAll(List.of("classic", "killer", "thermo", "sandwich")), names.toString());
        Set<String> engines = new HashSet<>();
        a.json().getAsJsonArray("engines").forEach(e -> engines.add(e.getAsJsonObject().get("name").getAsString()));
        assertEquals(Set.copyOf(EngineRegistry.entries().stream().map(EngineProvider.Entry::name).toList()), engines);
    }

    @Test
    void cluesGiveEachTypeItsParametersAndDrawingStyle() throws Exception {
        ApiClient.Answer a = api.post("/api/clues", Map.of("models", List.of("killer", "thermo")));
        assertEquals(200, a.status());
        Map<String, String> styles = new java.util.HashMap<>();
        for (JsonElement e : a.json().getAsJsonArray("clues")) {
            JsonObject c = e.getAsJsonObject();
            styles.put(c.get("name").getAsString(), c.get("style").getAsString());
        }
        assertEquals("cage", styles.get("cage"));
        assertEquals("thermo", styles.get("thermo"));
    }

    @Test
    void parseRewritesThePuzzleInNonetsLayoutAndDrawsItsClues() throws Exception {
        String text = ApiClient.puzzle("killer-constructed.nonet");
        ApiClient.Answer a = api.post("/api/parse", Map.of("puzzle", text));
        assertEquals(200, a.status());
        assertEquals(9, a.json().get("size").getAsInt());
        assertEquals(8, a.json().getAsJsonArray("clues").size());
        assertTrue(a.string("svg").startsWith("<svg"));
        // the rewritten text reads back to the same puzzle
        ApiClient.Answer again = api.post("/api/parse", Map.of("puzzle", a.string("puzzle")));
        assertEquals(a.string("puzzle"), again.string("puzzle"));
        assertEquals(a.string("givens"), again.string("givens"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"killer-constructed.nonet", "thermo-constructed.nonet", "sandwich-constructed.nonet", "arrow-constructed.nonet"})
    void solveAnswersAVerifiedSolutionWithItsEngine(String file) throws Exception {
        String text = ApiClient.puzzle(file);
        for (String engine : List.of("native", "sat")) {
            ApiClient.Answer a = api.post("/api/solve", Map.of("puzzle", text, "engine", engine));
            assertEquals(200, a.status(), a.json().toString());
            assertEquals("solved", a.string("status"));
            assertEquals(engine, a.string("engine"));
            assertTrue(a.json().get("verified").getAsBoolean());
            assertEquals(List.of(), ApiClient.model(text).violations(ApiClient.grid(a.string("solution"))));
            assertEquals(ANSWER_KEYS, List.copyOf(a.json().keySet()), "the one answer schema, then verified");
        }
    }

    /** The keys of {@code solve --format json} ({@link nonet.format.AnswerRecord}) in its order, and the web's {@code verified}. */
    private static final List<String> ANSWER_KEYS = List.of("source", "index", "line", "model", "engine", "status", "solution",
            "count", "exact", "time_ms", "nodes", "stats", "message", "verified");

    @Test
    void countsAgreeAcrossEnginesOnAPuzzleWithManySolutions() throws Exception {
        String text = fewerGivens(ApiClient.puzzle("killer-constructed.nonet"), 9);
        List<String> counts = new ArrayList<>();
        for (String engine : List.of("native", "sat", "choco")) {
            ApiClient.Answer a = api.post("/api/count", Map.of("puzzle", text, "engine", engine, "limit", 50));
            assertEquals(200, a.status(), a.json().toString());
            counts.add(a.json().get("count").getAsLong() + " " + a.string("status"));
            assertEquals(List.of(), ApiClient.model(text).violations(ApiClient.grid(a.string("solution"))));
        }
        assertEquals(1, new HashSet<>(counts).size(), counts.toString());
        assertNotEquals("1 exact", counts.get(0));
    }

    @Test
    void trueCandidatesMatchTheWorkbenchOnAnotherEngineAndWidenWhenAGivenGoes() throws Exception {
        String text = fewerGivens(ApiClient.puzzle("thermo-constructed.nonet"), 12);
        ApiClient.Answer a = api.post("/api/candidates", Map.of("puzzle", text, "tab", "t1"));
        assertEquals(200, a.status(), a.json().toString());
        assertEquals("ok", a.string("status"));
        assertEquals("2+", a.string("count"));
        Model model = ApiClient.model(text);
        try (var sat = EngineRegistry.create("sat", EngineOptions.NONE)) {
            CandidateCounts expected = new TrueCandidates(new VerifiedRuns(sat, 0, 0), 1).of(model);
            for (int cell = 0; cell < model.cellCount(); cell++) {
                StringBuilder digits = new StringBuilder();
                for (int d = 1; d <= 9; d++) {
                    digits.append(expected.count(cell, d) > 0 ? String.valueOf(d) : "");
                }
                assertEquals(digits.toString(), a.json().getAsJsonArray("cells").get(cell).getAsString(), "cell " + cell);
            }
        }
        String fewer = fewerGivens(text, 6);
        ApiClient.Answer wider = api.post("/api/candidates", Map.of("puzzle", fewer, "tab", "t1"));
        int before = 0;
        int after = 0;
        for (int cell = 0; cell < 81; cell++) {
            String was = a.json().getAsJsonArray("cells").get(cell).getAsString();
            String now = wider.json().getAsJsonArray("cells").get(cell).getAsString();
            assertTrue(was.chars().allMatch(ch -> now.indexOf(ch) >= 0), "cell " + cell + " lost candidates");
            before += was.length();
            after += now.length();
        }
        assertTrue(after > before);
    }

    @Test
    void candidatesOfAUniquePuzzleAreItsSolution() throws Exception {
        String text = ApiClient.puzzle("killer-constructed.nonet");
        ApiClient.Answer a = api.post("/api/candidates", Map.of("puzzle", text));
        assertEquals("1", a.string("count"));
        assertEquals(List.of(), ApiClient.model(text).violations(ApiClient.grid(a.string("solution"))));
    }

    @Test
    void diffShowsTwoVerifiedSolutionsAndCellsThatMakeItUnique() throws Exception {
        String text = fewerGivens(ApiClient.puzzle("killer-constructed.nonet"), 12);
        ApiClient.Answer a = api.post("/api/diff", Map.of("puzzle", text));
        assertEquals(200, a.status(), a.json().toString());
        assertEquals("2+", a.string("count"));
        JsonObject diff = a.json().getAsJsonObject("diff");
        Model model = ApiClient.model(text);
        int[] first = ApiClient.grid(diff.getAsJsonArray("solutions").get(0).getAsString());
        int[] second = ApiClient.grid(diff.getAsJsonArray("solutions").get(1).getAsString());
        assertEquals(List.of(), model.violations(first));
        assertEquals(List.of(), model.violations(second));
        List<Integer> differ = new ArrayList<>();
        diff.getAsJsonArray("differ").forEach(e -> differ.add(e.getAsInt()));
        for (int cell = 0; cell < 81; cell++) {
            assertEquals(first[cell] != second[cell], differ.contains(cell), "cell " + cell);
        }
        // the cells to give, given the first solution's digits, leave exactly one solution
        int[] givens = model.givens();
        for (JsonElement g : diff.getAsJsonArray("give")) {
            givens[g.getAsJsonObject().get("cell").getAsInt()] = g.getAsJsonObject().get("digit").getAsInt();
        }
        String fixed = text.split("givens\n")[0] + "givens " + nonet.model.Geometry.standard(9).format(givens) + "\n";
        ApiClient.Answer count = api.post("/api/count", Map.of("puzzle", fixed, "engine", "sat"));
        assertEquals("exact", count.string("status"));
        assertEquals(1, count.json().get("count").getAsLong());
    }

    @Test
    void explainGivesStepsWithCellsAndAVerifiedEnd() throws Exception {
        String text = ApiClient.puzzle("thermo-constructed.nonet");
        ApiClient.Answer a = api.post("/api/explain", Map.of("puzzle", text));
        assertEquals(200, a.status(), a.json().toString());
        assertEquals("logic", a.string("engine"));
        int steps = 0;
        for (JsonElement round : a.json().getAsJsonArray("rounds")) {
            for (JsonElement step : round.getAsJsonObject().getAsJsonArray("steps")) {
                steps++;
                assertFalse(step.getAsJsonObject().get("text").getAsString().isEmpty());
            }
        }
        assertTrue(steps > 1);
        if (a.string("solution") != null) {
            assertTrue(a.json().get("verified").getAsBoolean());
            assertEquals(List.of(), ApiClient.model(text).violations(ApiClient.grid(a.string("solution"))));
        }
    }

    @Test
    void crossCheckTableHasEveryEngineAgreeing() throws Exception {
        ApiClient.Answer a = api.post("/api/check", Map.of("puzzle", ApiClient.puzzle("killer-constructed.nonet"), "engines", List.of("native", "sat", "choco", "dlx")));
        assertEquals(200, a.status(), a.json().toString());
        assertTrue(a.json().get("agree").getAsBoolean());
        List<String> answers = new ArrayList<>();
        a.json().getAsJsonArray("engines").forEach(e -> answers.add(e.getAsJsonObject().get("answer").getAsString()));
        assertEquals(List.of("1", "1", "1", "unsupported"), answers);
    }

    @Test
    void generateMakesAPuzzleAnotherEngineFindsUnique() throws Exception {
        ApiClient.Answer a = api.post("/api/generate", Map.of("model", "killer", "seed", 5));
        assertEquals(200, a.status(), a.json().toString());
        String text = a.string("puzzle");
        ApiClient.Answer count = api.post("/api/count", Map.of("puzzle", text, "engine", "choco"));
        assertEquals(1, count.json().get("count").getAsLong());
        assertEquals("exact", count.string("status"));
        assertEquals(a.string("solution"), count.string("solution"));
    }

    @Test
    void exportedLinkImportsBackToTheSamePuzzle() throws Exception {
        String text = ApiClient.puzzle("killer-constructed.nonet");
        ApiClient.Answer link = api.post("/api/export", Map.of("puzzle", text, "to", "sudokupad"));
        assertEquals(200, link.status(), link.json().toString());
        ApiClient.Answer back = api.post("/api/import", Map.of("text", link.string("link")));
        assertEquals(200, back.status(), back.json().toString());
        ApiClient.Answer original = api.post("/api/parse", Map.of("puzzle", text));
        assertEquals(original.string("givens"), back.string("givens"));
        assertEquals(original.json().getAsJsonArray("clues").size(), back.json().getAsJsonArray("clues").size());
    }

    @Test
    void importReadsAGridLineUnderTheChosenModelAndAPuzzleFile() throws Exception {
        String line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... rated 9.9";
        ApiClient.Answer a = api.post("/api/import", Map.of("text", line, "models", List.of("anti-knight")));
        assertEquals(200, a.status(), a.json().toString());
        assertEquals("[\"anti-knight\"]", a.json().get("models").toString());
        assertEquals(line.substring(0, 81), a.string("givens"));
        ApiClient.Answer file = api.post("/api/import", Map.of("text", ApiClient.puzzle("thermo-constructed.nonet")));
        assertEquals(8, file.json().getAsJsonArray("clues").size());
    }

    @Test
    void givensThatBreakARuleAreRefusedWithTheirCell() throws Exception {
        String text = "use classic\ngivens 11" + ".".repeat(79);
        ApiClient.Answer a = api.post("/api/candidates", Map.of("puzzle", text));
        assertEquals(422, a.status());
        assertEquals(1, a.json().get("cell").getAsInt());
        ApiClient.Answer parsed = api.post("/api/parse", Map.of("puzzle", text));
        assertEquals(200, parsed.status());
        assertNotNull(parsed.json().get("conflict").getAsJsonObject().get("message"));
    }

    @Test
    void aNewRequestInALaneCancelsTheOneBefore() throws Exception {
        String empty = "use classic\ngivens " + ".".repeat(81);
        Map<String, Object> slow = Map.of("puzzle", empty, "limit", CountRoute.MAX_LIMIT, "tab", "lane-test", "lane", "count", "timeout_ms", 20_000);
        var first = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return api.post("/api/count", slow);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        // the second request of the lane waits until the first is running, then replaces it
        awaitBusy(first);
        ApiClient.Answer second = api.post("/api/count", Map.of("puzzle", empty, "limit", 5, "tab", "lane-test", "lane", "count"));
        assertEquals(200, second.status());
        assertEquals(5, second.json().get("count").getAsLong());
        assertEquals(409, first.get().status(), first.get().json().toString());
    }

    @Test
    void tabsNeverCancelEachOther() throws Exception {
        String empty = "use classic\ngivens " + ".".repeat(81);
        var first = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return api.post("/api/count", Map.of("puzzle", empty, "limit", CountRoute.MAX_LIMIT, "tab", "tab-a", "timeout_ms", 1_500));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        awaitBusy(first);
        ApiClient.Answer other = api.post("/api/count", Map.of("puzzle", empty, "limit", 5, "tab", "tab-b"));
        assertEquals(200, other.status());
        // the first tab's count runs to its own limit: a timeout, or the count limit, never a cancellation
        assertEquals(200, first.get().status(), first.get().json().toString());
        assertTrue(List.of("timeout", "limit").contains(first.get().string("status")));
    }

    @Test
    void theStopButtonCancelsALane() throws Exception {
        String empty = "use classic\ngivens " + ".".repeat(81);
        var running = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return api.post("/api/count", Map.of("puzzle", empty, "limit", CountRoute.MAX_LIMIT, "tab", "stop-test", "timeout_ms", 20_000));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        awaitBusy(running);
        boolean cancelled = false;
        while (!cancelled && !running.isDone()) {
            Thread.sleep(50);
            cancelled = api.post("/api/cancel", Map.of("tab", "stop-test", "lane", "count")).json().get("cancelled").getAsBoolean();
        }
        assertTrue(cancelled);
        assertEquals(409, running.get().status());
    }

    @Test
    void thePageAndItsFilesAreServedFromTheJar() throws Exception {
        var http = java.net.http.HttpClient.newHttpClient();
        for (String path : List.of("/", "/page.js", "/board.js", "/app.js", "/style.css")) {
            var r = http.send(java.net.http.HttpRequest.newBuilder(server.address().resolve(path)).build(), java.net.http.HttpResponse.BodyHandlers.ofString());
            assertEquals(200, r.statusCode(), path);
            assertFalse(r.body().isBlank());
        }
    }

    @Test
    void solutionsOfAHardPuzzleStayConsistentBetweenSolveAndCount() throws Exception {
        String text = ApiClient.puzzle("sandwich-constructed.nonet");
        ApiClient.Answer solve = api.post("/api/solve", Map.of("puzzle", text));
        ApiClient.Answer count = api.post("/api/count", Map.of("puzzle", text, "engine", "sat"));
        assertEquals(1, count.json().get("count").getAsLong());
        assertArrayEquals(ApiClient.grid(solve.string("solution")), ApiClient.grid(count.string("solution")));
    }
}
