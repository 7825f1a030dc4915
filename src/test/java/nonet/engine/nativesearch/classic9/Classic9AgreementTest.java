package nonet.engine.nativesearch.classic9;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.nativesearch.NativeEngine;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The dedicated classic path against the general native path: same counts, same statuses, same
 * solution sets when the search was exhaustive, every solution valid.
 */
class Classic9AgreementTest {

    private final Classic9Solver dedicated = new Classic9Solver();
    private final NativeEngine general = new NativeEngine(EngineOptions.NONE.with("native.general", "true"));

    static List<String> lines(String file) throws IOException {
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("puzzles/classic", file))) {
            if (!line.isBlank() && !line.startsWith("#")) {
                out.add(line.strip());
            }
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"top95.txt", "forum_hardest_1106.txt", "hardest.txt", "easy50.txt"})
    void uniqueSolutionsAgreeOnHardSets(String file) throws IOException {
        for (String line : lines(file)) {
            Result r = compare(TestModels.classic(line), new Limits(2, 0, 0, 2, 0));
            assertEquals(1, r.count(), line);
            assertEquals(Status.EXHAUSTED, r.status(), line);
        }
    }

    @Test
    void countsOfTdokuCountingSetMatchTheFileAndTheGeneralPath() throws IOException {
        for (String line : lines("tdoku_test_puzzles.txt")) {
            String[] parts = line.split(":");
            Result r = compare(TestModels.classic(parts[0]), new Limits(1000, 0, 0, 1000, 0));
            assertEquals(Long.parseLong(parts[1]), r.count(), line);
            assertEquals(Status.EXHAUSTED, r.status(), line);
            if (parts.length > 2) {
                assertEquals(parts[2], TestModels.classic(parts[0]).geometry().format(r.solution()), line);
            }
        }
    }

    static Stream<Arguments> perturbations() {
        return Stream.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L).map(Arguments::of);
    }

    /** Puzzles with givens removed (many solutions) or changed (often none), counted to 50. */
    @ParameterizedTest
    @MethodSource("perturbations")
    void countsAgreeOnPerturbedPuzzles(long seed) throws IOException {
        Random random = new Random(seed);
        List<String> pool = lines("top95.txt");
        pool.addAll(lines("forum_hardest_1106.txt"));
        for (int i = 0; i < 25; i++) {
            char[] grid = pool.get(random.nextInt(pool.size())).toCharArray();
            int edits = 1 + random.nextInt(4);
            for (int e = 0; e < edits; e++) {
                int cell = random.nextInt(81);
                grid[cell] = random.nextInt(3) == 0 ? (char) ('1' + random.nextInt(9)) : '.';
            }
            compare(TestModels.classic(new String(grid)), new Limits(50, 0, 0, 50, 0));
        }
    }

    /** Bundled samples of tdoku's benchmark sets, the count to 2 each puzzle must give, and a seed. */
    static Stream<Arguments> sampledSets() {
        return Stream.of(
                Arguments.of("17_clue_every49th.txt", 1, 17L),
                Arguments.of("magictour_top1465.txt", 1, 1465L),
                Arguments.of("forum_hardest_1905_11_every100th.txt", 1, 1905L),
                Arguments.of("forum_hardest_1106.txt", 1, 1106L),
                Arguments.of("serg_benchmark_every20th.txt", 2, 7L));
    }

    /**
     * Each puzzle counted to 2 on both paths, then two seeded variants counted in full (up to
     * {@code FULL}): one with a few givens removed (several to many solutions) and one with a given
     * changed (mostly none). The tally makes sure each set reached both ends: variants with no
     * solution and variants with several, all of them seen and compared as sets.
     */
    @ParameterizedTest
    @MethodSource("sampledSets")
    void countsAgreeOnSampledSetsAndTheirVariants(String file, int toTwo, long seed) throws IOException {
        Random random = new Random(seed);
        int[] tally = new int[4];
        for (String line : lines(file)) {
            Result r = compare(TestModels.classic(line), new Limits(2, 0, 0, 2, 0));
            assertEquals(toTwo, r.count(), line);
            count(tally, compare(TestModels.classic(withoutGivens(line, 1 + random.nextInt(3), random)), FULL));
            count(tally, compare(TestModels.classic(withChangedGiven(line, random)), FULL));
        }
        assertTrue(tally[0] > 0 && tally[2] > 0,
                "none, one, several below the limit, at the limit: " + java.util.Arrays.toString(tally));
    }

    private static final Limits FULL = new Limits(200, 0, 0, 200, 0);

    /** Tallies a full count: no solution, one, several (all seen), or stopped at the limit. */
    private static void count(int[] tally, Result r) {
        if (r.status() == Status.LIMIT) {
            tally[3]++;
        } else {
            assertEquals(Status.EXHAUSTED, r.status());
            tally[(int) Math.min(r.count(), 2)]++;
        }
    }

    private static String withoutGivens(String line, int how, Random random) {
        char[] grid = line.substring(0, 81).toCharArray();
        for (int removed = 0; removed < how; ) {
            int cell = random.nextInt(81);
            if (grid[cell] != '.') {
                grid[cell] = '.';
                removed++;
            }
        }
        return new String(grid);
    }

    private static String withChangedGiven(String line, Random random) {
        char[] grid = line.substring(0, 81).toCharArray();
        while (true) {
            int cell = random.nextInt(81);
            if (grid[cell] != '.') {
                grid[cell] = (char) ('1' + (grid[cell] - '1' + 1 + random.nextInt(8)) % 9);
                return new String(grid);
            }
        }
    }

    @Test
    void candidateDomainsAndContradictoryDomainsAgree() throws IOException {
        Random random = new Random(11);
        for (String line : lines("top95.txt").subList(0, 20)) {
            List<nonet.model.Constraint> extra = new ArrayList<>();
            for (int k = 0; k < 6; k++) {
                extra.add(new nonet.model.Domain(random.nextInt(81), random.nextInt(512), "candidates"));
            }
            compare(TestModels.classicWith(line, extra), new Limits(20, 0, 0, 20, 0));
        }
    }

    @Test
    void emptyGridCountsToTheLimitAndKeepsOnlyKeep() {
        Result r = dedicated.run(TestModels.classic(".".repeat(81)), new Limits(500, 0, 0, 3, 0));
        assertEquals(500, r.count());
        assertEquals(Status.LIMIT, r.status());
        assertEquals(3, r.solutions().size());
        Set<String> distinct = new TreeSet<>();
        for (int[] s : r.solutions()) {
            assertEquals(List.of(), TestModels.classic(".".repeat(81)).violations(s));
            distinct.add(TestModels.classic(".".repeat(81)).geometry().format(s));
        }
        assertEquals(3, distinct.size());
    }

    @Test
    void nodeLimitStopsTheSearchWithALowerBound() {
        Result r = dedicated.run(TestModels.classic(".".repeat(81)), new Limits(1_000_000, 0, 50, 0, 0));
        assertEquals(Status.TIMEOUT, r.status());
        assertTrue(r.count() < 1_000_000);
        assertTrue(r.stat("nodes") <= 50, "nodes " + r.stat("nodes"));
    }

    @Test
    void nativeEngineDispatchesClassicModelsToTheDedicatedSolver() throws IOException {
        NativeEngine engine = new NativeEngine(EngineOptions.NONE);
        for (String line : lines("top95.txt").subList(0, 10)) {
            Model m = TestModels.classic(line);
            Result viaEngine = engine.run(m, Limits.count(2));
            Result direct = dedicated.run(m, Limits.count(2));
            assertEquals(direct.stats(), viaEngine.stats(), line);
        }
    }

    /** Runs both paths, checks that they agree and that every solution is valid; returns the dedicated result. */
    private Result compare(Model model, Limits limits) {
        Result fast = dedicated.run(model, limits);
        Result slow = general.run(model, limits);
        String line = model.geometry().format(model.givens());
        assertEquals(slow.count(), fast.count(), line);
        assertEquals(slow.status(), fast.status(), line);
        Set<String> fastSolutions = formatted(model, fast);
        Set<String> slowSolutions = formatted(model, slow);
        if (fast.status() == Status.EXHAUSTED && fast.count() <= limits.keep()) {
            // below the limit both searches saw every solution; at the limit each saw its own first ones
            assertEquals(slowSolutions, fastSolutions, line);
        }
        return fast;
    }

    private static Set<String> formatted(Model model, Result r) {
        Set<String> out = new TreeSet<>();
        for (int[] s : r.solutions()) {
            assertEquals(List.of(), model.violations(s));
            out.add(model.geometry().format(s));
        }
        return out;
    }
}
