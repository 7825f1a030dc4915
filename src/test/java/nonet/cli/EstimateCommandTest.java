package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code nonet estimate}: the line and json forms carry an interval around the true count, few
 * solutions are counted exactly (and agree with {@code count}), and every bad option is refused word for word.
 */
class EstimateCommandTest {

    private static final String EMPTY_6 = ".".repeat(36);
    private static final String EMPTY_4 = ".".repeat(16);

    @Test
    void lineFormIsEstimateLowHigh() {
        Cli run = Cli.run("estimate", "--probes", "1500", "--time", "0", "--exact-limit", "0", "--format", "line", EMPTY_6);
        assertEquals(0, run.exit(), run.err());
        String[] parts = run.out().strip().split(" ");
        assertEquals(3, parts.length, run.out());
        double estimate = Double.parseDouble(parts[0]);
        double low = Double.parseDouble(parts[1]);
        double high = Double.parseDouble(parts[2]);
        assertTrue(low <= estimate && estimate <= high, run.out());
        assertTrue(low <= 28_200_960 && 28_200_960 <= high, run.out());
        assertEquals(run.out(), Cli.run("estimate", "--probes", "1500", "--time", "0", "--exact-limit", "0", "--format", "line", EMPTY_6).out());
    }

    @Test
    void fewSolutionsAreCountedExactlyAsCountDoes() {
        String count = Cli.run("count", "--limit", "1000", "--format", "line", EMPTY_4).lines().get(0);
        assertEquals(List.of(count + " " + count + " " + count), Cli.run("estimate", "--format", "line", EMPTY_4).lines());
        Cli text = Cli.run("estimate", EMPTY_4);
        assertTrue(text.out().startsWith("<arg> #1 (line 1): exactly " + count + " solutions (counted, each verified; "), text.out());
    }

    @Test
    void textSaysWhenTheCountIsSmallEnoughToCount() {
        Cli run = Cli.run("estimate", "--probes", "500", "--time", "0", "--exact-limit", "0", "--confidence", "99", EMPTY_4);
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains(" solutions, 99% interval "), run.out());
        assertTrue(run.out().contains("500 probes (0 dead ends), relative standard error "), run.out());
        assertTrue(run.out().contains("few enough to count exactly: nonet count --limit "), run.out());
    }

    @Test
    void jsonCarriesTheIntervalAndItsLogs() {
        Cli run = Cli.run("estimate", "--probes", "300", "--time", "0", "--exact-limit", "0", "--format", "json", "--confidence", "0.9", EMPTY_6);
        assertEquals(0, run.exit(), run.err());
        String json = run.out().strip();
        assertTrue(json.startsWith("{\"source\":\"<arg>\",\"index\":1,\"line\":1,\"model\":\"classic\",\"status\":\"estimate\",\"estimate\":"), json);
        for (String field : List.of("\"low\":", "\"high\":", "\"log10_estimate\":7.", "\"confidence\":0.9,", "\"probes\":300,", "\"dead_ends\":",
                "\"relative_standard_error\":", "\"solutions_seen\":", "\"message\":null}")) {
            assertTrue(json.contains(field), field + " in " + json);
        }
    }

    /** A 25x25 probe takes far longer than a millisecond: none finishes, and the batch goes on. */
    @Test
    void noProbeInTimeIsATimeout() {
        Cli run = Cli.run("estimate", "--time", "0.001", "--format", "line", ".".repeat(625), "123....4" + ".".repeat(8));
        assertEquals(0, run.exit(), run.err());
        assertEquals(List.of("timeout", "0 0 0"), run.lines());
        Cli text = Cli.run("estimate", "--time", "0.001", ".".repeat(625));
        assertTrue(text.out().startsWith("<arg> #1 (line 1): no probe finished in time ("), text.out());
    }

    /** The progress line goes to the process's stderr, redrawn in place, and is cleared before the answer. */
    @Test
    void progressIsDrawnOnStderrWhenAsked() {
        java.io.PrintStream saved = System.err;
        java.io.ByteArrayOutputStream buffer = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(buffer, true, java.nio.charset.StandardCharsets.UTF_8));
        Cli run;
        try {
            run = Cli.run("estimate", "--progress", "--probes", "0", "--time", "0.6", "--format", "line", ".".repeat(256));
        } finally {
            System.setErr(saved);
        }
        assertEquals(0, run.exit(), run.err());
        String drawn = buffer.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(drawn.startsWith("\restimate: "), drawn);
        assertTrue(drawn.endsWith("\r\u001b[K"), drawn);
        assertEquals(1, run.lines().size(), run.out());
    }

    @Test
    void anUnsolvablePuzzleHasExactlyNone() {
        assertEquals(List.of("0 0 0"), Cli.run("estimate", "--format", "line", "123....4" + ".".repeat(8)).lines());
    }

    @Test
    void badInputIsReportedAndTheBatchGoesOn() {
        Cli run = Cli.run("estimate", "--format", "line", "123", EMPTY_4);
        assertEquals(2, run.exit());
        assertEquals(List.of("288 288 288"), run.lines());
        assertTrue(run.err().contains("123"), run.err());
    }

    @Test
    void badOptionsAreRefusedWordForWord() {
        String[][] cases = {
            {"--probes -1", "nonet: --probes must be 0 (as many as --time allows) or a number of probes, not -1"},
            {"--probes 0 --time 0", "nonet: --probes 0 and --time 0 would never stop; give a number of probes or a time"},
            {"--time -2", "nonet: --time must be 0 (none) or a positive number of seconds, not -2.0"},
            {"--confidence 100", "nonet: --confidence must be a percentage between 0 and 100 (95) or a fraction between 0 and 1 (0.95), not '100'"},
            {"--confidence 0", "nonet: --confidence must be a percentage between 0 and 100 (95) or a fraction between 0 and 1 (0.95), not '0'"},
            {"--confidence high", "nonet: --confidence must be a percentage between 0 and 100 (95) or a fraction between 0 and 1 (0.95), not 'high'"},
            {"--exact-limit -5", "nonet: --exact-limit must be 0 (always estimate) or a number of solutions, not -5"},
        };
        for (String[] c : cases) {
            String[] args = ("estimate " + c[0] + " " + EMPTY_4).split(" ");
            Cli run = Cli.run(args);
            assertEquals(2, run.exit(), c[0]);
            assertEquals(List.of(c[1]), run.errLines(), c[0]);
            assertEquals("", run.out(), c[0]);
        }
        Cli format = Cli.run("estimate", "--format", "xml", EMPTY_4);
        assertEquals(2, format.exit());
        assertTrue(format.err().startsWith("nonet: Invalid value for option '--format': expected one of [text, line, json]"), format.err());
        Cli probes = Cli.run("estimate", "--probes", "many", EMPTY_4);
        assertEquals(2, probes.exit());
        assertTrue(probes.err().startsWith("nonet: Invalid value for option '--probes': 'many' is not a long"), probes.err());
    }
}
