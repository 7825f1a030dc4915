package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Time and count options far beyond any run are accepted and mean "no limit", in every command that takes them. */
class HugeLimitsCommandTest {

    private static final String EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
    private static final String HUGE_LIMIT = Long.toString(Long.MAX_VALUE);

    @ParameterizedTest
    @ValueSource(strings = {"1e300", "9999999999", "Infinity", "9223372036854775.807"})
    void solveAndCountWithAHugeTimeoutAndLimit(String timeout) {
        for (String engine : List.of("native", "choco", "sat", "dlx", "logic", "sls")) {
            Cli solved = Cli.run("solve", "-e", engine, "--timeout", timeout, "--format", "line", EASY);
            assertEquals(0, solved.exit(), engine + ": " + solved.err());
            Model model = TestModels.classic(EASY);
            String line = solved.lines().get(0);
            int[] grid = line.chars().map(c -> Geometry.digitOf((char) c)).toArray();
            assertEquals(List.of(), model.violations(grid), engine + " printed " + line);
        }
        for (String engine : List.of("native", "choco", "sat", "dlx")) {
            Cli counted = Cli.run("count", "-e", engine, "--timeout", timeout, "--limit", HUGE_LIMIT, "--format", "line", EASY);
            assertEquals(0, counted.exit(), engine + ": " + counted.err());
            assertEquals(List.of("1"), counted.lines(), engine);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"1e300", "9999999999"})
    void checkAndBenchWithAHugeTimeoutAndLimit(String timeout) {
        Cli check = Cli.run("check", "--timeout", timeout, "--limit", HUGE_LIMIT, "--jobs", "1", EASY);
        assertEquals(0, check.exit(), check.out() + check.err());
        assertTrue(check.out().contains("Checked 1 puzzle"), check.out());
        Cli bench = Cli.run("bench", "-e", "native,sat", "--timeout", timeout, "--limit", HUGE_LIMIT, "--warmup", "0", "--time", "0", EASY);
        assertEquals(0, bench.exit(), bench.out() + bench.err());
        assertTrue(bench.out().contains("all valid"), bench.out());
    }
}
