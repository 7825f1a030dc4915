package nonet.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import nonet.cli.Main;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Spark jobs in local mode give what nonet's own commands give on the same corpus: the same
 * check report (counts, tallies, consensus, disagreements, bad inputs; times aside), the same cases,
 * the same counts in the same order. Both sides are run; nothing is compared with numbers written here.
 */
class SparkJobsTest {

    /** Norvig's 10,000 puzzles (see puzzles/README.md). */
    private static final String CORPUS_10K = "../puzzles/classic/norvig_sudoku10k.txt";

    private static JavaSparkContext spark;

    @TempDir
    Path tmp;

    record Run(int code, String out, String err) {
    }

    @BeforeAll
    static void startSpark() {
        SparkConf conf = new SparkConf().setMaster("local[2]").setAppName("nonet-spark-test")
                .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1").set("spark.driver.bindAddress", "127.0.0.1");
        spark = new JavaSparkContext(conf);
        spark.setLogLevel("WARN");
    }

    @AfterAll
    static void stopSpark() {
        spark.stop();
    }

    private static Run onSpark(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = SparkMain.run(args, new PrintWriter(out), new PrintWriter(err), () -> spark);
        return new Run(code, out.toString(), err.toString());
    }

    private static Run nonet(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    private static List<String> args(List<String> options, List<String> inputs) {
        List<String> all = new ArrayList<>(options);
        all.addAll(inputs);
        return all;
    }

    @Test
    void tenThousandPuzzlesGiveTheReportOfNonetCheck() {
        List<String> options = List.of("check", "--engines", "native,dlx", "--format", "json");
        Run local = nonet(args(options, List.of("--jobs", "2", CORPUS_10K)).toArray(String[]::new));
        Run distributed = onSpark(args(options, List.of("--partitions", "8", CORPUS_10K)).toArray(String[]::new));
        assertEquals(local.code(), distributed.code(), distributed.err());
        assertEquals(comparable(local.out()), comparable(distributed.out()));
        assertEquals(10_000, JsonParser.parseString(distributed.out()).getAsJsonObject().get("puzzles").getAsLong());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 3, 7})
    void aWrongEngineGivesTheSameDisagreementsAndCasesInAnyPartitioning(int partitions) throws Exception {
        List<String> inputs = List.of("../puzzles/classic/top95.txt", "../puzzles/classic/tdoku_test_puzzles.txt",
                "../puzzles/variants/killer-wikipedia.nonet");
        Path localCases = tmp.resolve("local");
        Path sparkCases = tmp.resolve("spark");
        Run local = nonet(args(List.of("check", "--engines", "native," + WrongDigitEngine.NAME, "--format", "json", "--jobs", "2",
                "--report", localCases.toString()), inputs).toArray(String[]::new));
        Run distributed = onSpark(args(List.of("check", "--engines", "native," + WrongDigitEngine.NAME, "--format", "json",
                "--partitions", Integer.toString(partitions), "--report", sparkCases.toUri().toString()), inputs).toArray(String[]::new));
        assertEquals(1, local.code(), local.out());
        assertEquals(1, distributed.code(), distributed.err());
        assertEquals(comparable(local.out()), comparable(distributed.out()));
        JsonObject report = JsonParser.parseString(distributed.out()).getAsJsonObject();
        assertTrue(report.get("disagreements").getAsLong() > 0, distributed.out());

        List<String> localNames = caseNames(localCases);
        assertEquals(localNames, caseNames(sparkCases));
        assertEquals(report.get("disagreements").getAsLong(), localNames.size());
        for (String name : localNames) {
            for (String file : List.of("puzzle.nonet", "answers.txt")) {
                assertEquals(Files.readString(localCases.resolve(name).resolve(file)), Files.readString(sparkCases.resolve(name).resolve(file)),
                        name + "/" + file);
            }
            assertTrue(Files.isExecutable(sparkCases.resolve(name).resolve("reproduce.sh")), name);
        }
        for (JsonElement c : report.getAsJsonArray("cases")) {
            String where = c.getAsJsonObject().get("case").getAsString();
            assertTrue(where.startsWith(sparkCases.toUri().toString().replaceFirst("/$", "").replace("file:///", "file:/")), where);
        }
    }

    @Test
    void aCaseWrittenBySparkReproducesTheDisagreement() throws Exception {
        Path cases = tmp.resolve("cases");
        Run distributed = onSpark("check", "--engines", "native," + WrongDigitEngine.NAME, "--partitions", "2", "--report", cases.toString(),
                "../puzzles/classic/top95.txt");
        assertEquals(1, distributed.code(), distributed.err());
        Path first = cases.resolve(caseNames(cases).get(0));
        // the case runs 'nonet' from the PATH or $NONET: here, nonet on this test's class path, which has the wrong engine
        String java = ProcessHandle.current().info().command().orElse("java");
        Path nonet = Files.writeString(tmp.resolve("nonet"), "#!/bin/sh\nexec '" + java + "' -cp '" + System.getProperty("java.class.path")
                + "' nonet.cli.Main \"$@\"\n");
        assertTrue(nonet.toFile().setExecutable(true));
        ProcessBuilder pb = new ProcessBuilder("sh", first.resolve("reproduce.sh").toString()).redirectErrorStream(true);
        pb.environment().put("NONET", nonet.toString());
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), out);
        assertEquals(1, p.exitValue(), out);
        assertTrue(out.contains("1 disagreement") && out.contains(WrongDigitEngine.NAME + ": invalid answer"), out);
    }

    @Test
    void badInputIsReportedPerPuzzleAndTheRestIsChecked() throws Exception {
        Path mixed = Files.writeString(tmp.resolve("mixed.txt"), String.join("\n",
                "# a comment, a good grid, a short line, a bad symbol, a multi-line grid, a 4x4 grid",
                "..7........1....3..5..4.6...4....7...6...3........1..2.....7.......6..8...2.....1",
                "1234",
                "..7........1....3..5..4.6...4....7...6...3........1..2.....7.......6..8...2....X1",
                "",
                "1.3.", "..2.", "2...", "...1",
                "",
                "1...........4...", ""));
        List<String> inputs = List.of(mixed.toString(), tmp.resolve("missing.txt").toString(), "../puzzles/classic/sizes.txt",
                "../puzzles/variants/thermo-constructed.nonet");
        List<String> options = List.of("check", "--engines", "native,sat", "--format", "json");
        Run local = nonet(args(options, inputs).toArray(String[]::new));
        Run distributed = onSpark(args(options, inputs).toArray(String[]::new));
        assertEquals(2, local.code(), local.out());
        assertEquals(local.code(), distributed.code(), distributed.err());
        assertEquals(comparable(local.out()), comparable(distributed.out()));
        JsonObject report = JsonParser.parseString(distributed.out()).getAsJsonObject();
        assertTrue(report.get("bad_inputs").getAsLong() >= 3 && report.get("agreed").getAsLong() > 10, distributed.out());
        assertTrue(distributed.out().contains("missing.txt:1:1: no such file"), distributed.out());
    }

    @Test
    void aPathNoFileSystemReadsIsOneBadInput() {
        Run distributed = onSpark("check", "--engines", "native", "--format", "json", "nosuch://host/corpus.txt", "../puzzles/classic/hardest.txt");
        assertEquals(2, distributed.code(), distributed.err());
        JsonObject report = JsonParser.parseString(distributed.out()).getAsJsonObject();
        assertEquals(1, report.get("bad_inputs").getAsLong(), distributed.out());
        assertEquals(11, report.get("agreed").getAsLong(), distributed.out());
        String message = report.getAsJsonArray("bad_input_messages").get(0).getAsString();
        assertTrue(message.startsWith("nosuch://host/corpus.txt:1:1: cannot read: ") && message.contains("nosuch"), message);
    }

    @Test
    void aDirectoryIsReadFileByFileAndTheReportWrittenWhereAsked() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("corpus"));
        Files.copy(Path.of("../puzzles/classic/hardest.txt"), dir.resolve("a.txt"));
        Files.copy(Path.of("../puzzles/classic/gecode_9x9.txt"), dir.resolve("b.txt"));
        Files.writeString(dir.resolve("_SUCCESS"), "");
        Path written = tmp.resolve("out/report.json");
        Run distributed = onSpark("check", "--engines", "native,dlx", "--format", "json", "-o", written.toString(), dir.toString());
        Run local = nonet("check", "--engines", "native,dlx", "--format", "json", dir.resolve("a.txt").toString(), dir.resolve("b.txt").toString());
        assertEquals(0, distributed.code(), distributed.err() + distributed.out());
        JsonObject a = JsonParser.parseString(comparable(local.out())).getAsJsonObject();
        JsonObject b = JsonParser.parseString(comparable(distributed.out())).getAsJsonObject();
        assertEquals(a, b);
        assertEquals(distributed.out(), Files.readString(written));
    }

    @ParameterizedTest
    @ValueSource(strings = {"line", "json"})
    void countWritesNonetCountsAnswersInInputOrder(String format) throws Exception {
        List<String> inputs = List.of("../puzzles/classic/tdoku_test_puzzles.txt", "../puzzles/classic/sizes.txt", "../puzzles/classic/top95.txt");
        Path output = tmp.resolve("counts");
        Run distributed = onSpark(args(List.of("count", "-e", "sat", "--limit", "3", "--format", format, "--partitions", "3",
                "-o", output.toString()), inputs).toArray(String[]::new));
        Run local = nonet(args(List.of("count", "-e", "native", "--limit", "3", "--format", format), inputs).toArray(String[]::new));
        assertEquals(local.code(), distributed.code(), distributed.err());
        List<String> written = partLines(output);
        List<String> expected = local.out().lines().toList();
        assertEquals(expected.size(), written.size());
        for (int i = 0; i < expected.size(); i++) {
            // two engines, compared on what they claim: the count, and in JSON where the puzzle is
            assertEquals(countOf(expected.get(i), format), countOf(written.get(i), format), "puzzle " + (i + 1));
        }
        assertTrue(distributed.out().startsWith("Counted " + expected.size() + " puzzles with sat"), distributed.out());
    }

    @Test
    void countReportsBadInputAndGoesOn() throws Exception {
        Path mixed = Files.writeString(tmp.resolve("mixed.txt"), "1234\n..7........1....3..5..4.6...4....7...6...3........1..2.....7.......6..8...2.....1\n");
        Run distributed = onSpark("count", "-o", tmp.resolve("out").toString(), mixed.toString(), tmp.resolve("missing.txt").toString());
        assertEquals(2, distributed.code(), distributed.out());
        assertEquals(List.of("error", "1", "error"), partLines(tmp.resolve("out")));
        assertTrue(distributed.err().contains("mixed.txt:1:1: ") && distributed.err().contains("missing.txt:1:1: no such file"), distributed.err());
    }

    @Test
    void usageErrorsAreOneLineAndExit2() throws Exception {
        Files.createDirectories(tmp.resolve("exists"));
        Path file = Files.writeString(tmp.resolve("a-file"), "");
        String[][] cases = {
            {"check", "--report", file.resolve("cases").toString(), CORPUS_10K},
            {"check", "--engines", "nosuch", CORPUS_10K},
            {"check", "-m", "no-such-model", CORPUS_10K},
            {"check", "--limit", "0", CORPUS_10K},
            {"check", "--format", "line", CORPUS_10K},
            {"check", "-o", tmp.resolve("exists").toString(), CORPUS_10K},
            {"count", "-o", tmp.resolve("exists").toString(), CORPUS_10K},
            {"count", CORPUS_10K},
            {"check"},
            {"count", "-e", "native", "-O", "native.nosuch=1", "--partitions", "-1", "-o", tmp.resolve("new").toString(), CORPUS_10K},
        };
        for (String[] args : cases) {
            Run r = onSpark(args);
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.err().startsWith("nonet: ") && !r.err().contains("\tat "), r.err());
        }
    }

    /**
     * A report without what depends on the clock or on where cases were written; cases sorted by
     * place and bad inputs by text (nonet check --jobs 2 lists cases as its workers finish them).
     */
    private static String comparable(String json) {
        JsonObject o = JsonParser.parseString(json).getAsJsonObject();
        o.remove("seconds");
        for (JsonElement e : o.getAsJsonArray("per_engine")) {
            e.getAsJsonObject().remove("total_ms");
            e.getAsJsonObject().remove("median_ms");
            e.getAsJsonObject().remove("p99_ms");
        }
        List<JsonObject> cases = new ArrayList<>();
        for (JsonElement e : o.getAsJsonArray("cases")) {
            JsonObject c = e.getAsJsonObject();
            if (!c.get("case").isJsonNull()) {
                String dir = c.get("case").getAsString();
                c.addProperty("case", dir.substring(dir.lastIndexOf('/') + 1));
            }
            cases.add(c);
        }
        cases.sort(java.util.Comparator.comparing((JsonObject c) -> c.get("source").getAsString()).thenComparingInt(c -> c.get("index").getAsInt()));
        JsonArray sortedCases = new JsonArray();
        cases.forEach(sortedCases::add);
        o.add("cases", sortedCases);
        List<String> bad = new ArrayList<>();
        o.getAsJsonArray("bad_input_messages").forEach(m -> bad.add(m.getAsString()));
        bad.sort(null);
        JsonArray sorted = new JsonArray();
        bad.forEach(sorted::add);
        o.add("bad_input_messages", sorted);
        return o.toString();
    }

    private static List<String> caseNames(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("case-")).sorted().toList();
        }
    }

    /** The lines of a Spark output directory's part files, in order. */
    private static List<String> partLines(Path dir) throws Exception {
        List<String> lines = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            for (Path part : s.filter(p -> p.getFileName().toString().startsWith("part-")).sorted().toList()) {
                lines.addAll(Files.readAllLines(part));
            }
        }
        return lines;
    }

    private static String countOf(String line, String format) {
        if (format.equals("line")) {
            return line;
        }
        JsonObject o = JsonParser.parseString(line).getAsJsonObject();
        return o.get("source").getAsString() + "#" + o.get("index").getAsString() + ":" + o.get("status").getAsString() + ":" + o.get("count");
    }
}
