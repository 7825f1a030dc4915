package nonet.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import nonet.engine.EngineOptions;
import nonet.io.PuzzleEntry;
import nonet.io.PuzzleReader;
import nonet.lang.Compiler;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A corpus checked in slices, whose reports are merged, gives the report of the corpus checked
 * whole: the same counts, tallies, consensus, disagreements and bad inputs (times aside).
 */
class CheckReportMergeTest {

    private static final List<String> ENGINES = List.of("native", "dlx", "faulty-count");
    private static final CheckSettings SETTINGS = new CheckSettings(ENGINES, EngineOptions.NONE, 2, 0, 1, null, false);

    /** Every puzzle and bad line of two bundled sets and a few broken lines, in input order. */
    private static List<PuzzleEntry> corpus(Compiler compiler) {
        PuzzleReader reader = new PuzzleReader(compiler, new PuzzleFileParser(compiler.library()), null, 0, System.in);
        List<PuzzleEntry> entries = new ArrayList<>();
        reader.read("puzzles/classic/tdoku_test_puzzles.txt", entries::add);
        reader.read("puzzles/classic/hardest.txt", entries::add);
        reader.read("puzzles/no-such-file.txt", entries::add);
        reader.read("1234", entries::add);
        return entries;
    }

    /** 1, 2, ... n: the inputs' positions. */
    private static List<Long> positions(int n) {
        List<Long> out = new ArrayList<>();
        for (long k = 1; k <= n; k++) {
            out.add(k);
        }
        return out;
    }

    private static CheckReport check(Compiler compiler, List<PuzzleEntry> entries, List<Long> numbers) {
        CheckReport report = new CheckReport(ENGINES, 2);
        Checker checker = new Checker(SETTINGS, compiler, report);
        for (int i = 0; i < entries.size(); i++) {
            checker.submit(entries.get(i), numbers.get(i));
        }
        checker.finish();
        return report;
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void slicesMergeIntoTheWhole(long seed) throws Exception {
        Compiler compiler = new Compiler(ModelLibrary.bundled());
        List<PuzzleEntry> all = corpus(compiler);
        List<Long> numbers = positions(all.size());
        CheckReport whole = check(compiler, all, numbers);
        assertTrue(whole.disagreements() > 0 && whole.badInputs() > 0, whole.text(false));

        // three slices dealt at random, as a shuffle deals a corpus to partitions, each in input order
        Random random = new Random(seed);
        List<List<PuzzleEntry>> slices = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        List<List<Long>> sliceNumbers = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        for (int i = 0; i < all.size(); i++) {
            int s = random.nextInt(3);
            slices.get(s).add(all.get(i));
            sliceNumbers.get(s).add(numbers.get(i));
        }
        CheckReport merged = new CheckReport(ENGINES, 2);
        for (int s = 0; s < 3; s++) {
            // through serialization, as a Spark task's result travels to the driver
            merged.merge(roundTrip(check(compiler, slices.get(s), sliceNumbers.get(s))));
        }
        Comparator<Disagreement> inputOrder = Comparator.comparing(Disagreement::source).thenComparingInt(Disagreement::index);
        merged.sortDisagreements(inputOrder);
        whole.sortDisagreements(inputOrder);
        assertEquals(withoutTimes(whole.json(false)), withoutTimes(merged.json(false)));
        assertEquals(whole.exitCode(), merged.exitCode());
    }

    @Test
    void anEmptyReportIsTheIdentity() {
        Compiler compiler = new Compiler(ModelLibrary.bundled());
        List<PuzzleEntry> all = corpus(compiler);
        CheckReport report = check(compiler, all, positions(all.size()));
        String before = withoutTimes(report.json(false));
        report.merge(new CheckReport(ENGINES, 2));
        assertEquals(before, withoutTimes(report.json(false)));
        CheckReport empty = new CheckReport(ENGINES, 2);
        empty.merge(report);
        assertEquals(before, withoutTimes(empty.json(false)));
    }

    @Test
    void reportsOfOtherChecksDoNotMerge() {
        CheckReport report = new CheckReport(ENGINES, 2);
        assertThrows(IllegalArgumentException.class, () -> report.merge(new CheckReport(List.of("native"), 2)));
        assertThrows(IllegalArgumentException.class, () -> report.merge(new CheckReport(ENGINES, 3)));
    }

    @Test
    void casesMoveWithTheirReport() {
        CheckReport report = new CheckReport(ENGINES, 2);
        report.addDisagreement(new Disagreement("a.txt", 1, 1, "x", Path.of("/tmp/c/case-0001").toString()));
        report.addDisagreement(new Disagreement("a.txt", 2, 2, "y", null));
        report.moveCases(dir -> "hdfs://nn/out/" + Path.of(dir).getFileName());
        assertEquals("hdfs://nn/out/case-0001", report.disagreementList().get(0).caseDir());
        assertEquals(null, report.disagreementList().get(1).caseDir());
    }

    private static CheckReport roundTrip(CheckReport report) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(report);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (CheckReport) in.readObject();
        }
    }

    /** The report's JSON without what depends on the clock, bad inputs in one order (merged parts list theirs part by part). */
    private static String withoutTimes(String json) {
        JsonObject o = JsonParser.parseString(json).getAsJsonObject();
        o.remove("seconds");
        List<String> bad = new ArrayList<>();
        o.getAsJsonArray("bad_input_messages").forEach(e -> bad.add(e.getAsString()));
        bad.sort(null);
        o.add("bad_input_messages", new com.google.gson.Gson().toJsonTree(bad));
        for (JsonElement e : o.getAsJsonArray("per_engine")) {
            JsonObject engine = e.getAsJsonObject();
            engine.remove("total_ms");
            engine.remove("median_ms");
            engine.remove("p99_ms");
        }
        return o.toString();
    }
}
