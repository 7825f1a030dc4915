package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import nonet.testing.hostile.HostileCase;
import nonet.testing.hostile.HostileSuite;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hostile-input suite: generated bad grids, grid files, puzzle files, model files, model paths
 * and options (see {@link HostileSuite}), each run through the command line. For every case: no
 * exception escapes and nothing internal is printed, the exit status is one the contract allows,
 * every message is located (file:line:col, or the option it is about), and the good puzzles around
 * the hostile input are answered, in order. Seeded: {@code -Dnonet.hostile.seed=N} draws other cases.
 */
class HostileInputTest {

    private static final long SEED = Long.getLong("nonet.hostile.seed", 23);
    /** A message located in a file: {@code file:line:col: message}, behind "nonet: " when it ends the run. */
    private static final Pattern LOCATED = Pattern.compile("(nonet: )?[^\\s:][^:]*:\\d+:\\d+: \\S.*");

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> everyCaseKeepsTheContract() {
        List<HostileCase> cases = HostileSuite.generate(SEED);
        return IntStream.range(0, cases.size()).mapToObj(i -> DynamicTest.dynamicTest(
                i + " " + cases.get(i).kind() + ": " + cases.get(i).name(), () -> run(i, cases.get(i))));
    }

    @Test
    void theSuiteCoversEveryKindWithAtLeastFiveHundredCases() {
        Map<HostileCase.Kind, Integer> counts = new EnumMap<>(HostileCase.Kind.class);
        HostileSuite.generate(SEED).forEach(c -> counts.merge(c.kind(), 1, Integer::sum));
        assertEquals(HostileCase.Kind.values().length, counts.size(), counts.toString());
        assertTrue(counts.values().stream().mapToInt(Integer::intValue).sum() >= 500, counts.toString());
        counts.forEach((kind, n) -> assertTrue(n >= 20, kind + ": " + n));
    }

    private void run(int index, HostileCase c) throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("case-" + index));
        String where = "seed " + SEED + ", case " + index + " (" + c.kind() + ": " + c.name() + ")";
        for (Map.Entry<String, String> f : c.files().entrySet()) {
            Path file = dir.resolve(f.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, f.getValue().replace("{dir}", dir.toString()));
        }
        String[] args = c.args().stream().map(a -> a.replace("{dir}", dir.toString())).toArray(String[]::new);
        Cli r;
        try {
            r = Cli.run(args);
        } catch (Throwable t) {
            fail("an exception escaped: " + t + "; " + where, t);
            return;
        }
        String all = r.out() + r.err();
        assertFalse(all.contains("\tat ") || all.contains("internal error") || all.contains("Exception"),
                "a stack trace or an internal error; " + where + "\n" + all);
        assertTrue(c.exits().contains(r.exit()), "exit " + r.exit() + ", expected one of " + c.exits() + "; " + where + "\n" + all);
        if (c.option() != null && r.exit() != 0) {
            assertTrue(r.errLines().get(0).contains(c.option()), "the usage error names " + c.option() + "; " + where + "\n" + r.err());
            return;
        }
        for (String line : r.errLines()) {
            assertTrue(LOCATED.matcher(line).matches(), "not located: '" + line + "'; " + where + "\n" + r.err());
        }
        List<String> out = r.lines();
        assertTrue(out.size() >= c.first().size() + c.last().size(), "answers missing; " + where + "\n" + all);
        assertEquals(c.first(), out.subList(0, c.first().size()), "the good puzzles before; " + where + "\n" + all);
        assertEquals(c.last(), out.subList(out.size() - c.last().size(), out.size()), "the good puzzles after; " + where + "\n" + all);
        if (r.exit() == 0 || c.option() != null) {
            return;
        }
        // each input error has its answer line; an error in a model every input shares is printed once
        long errors = out.stream().filter(l -> l.equals("error")).count();
        assertTrue(errors >= r.errLines().size(), "an answer line per input error; " + where + "\n" + all);
        assertEquals(r.errLines().size(), r.errLines().stream().distinct().count(), "each message once; " + where + "\n" + all);
    }
}
