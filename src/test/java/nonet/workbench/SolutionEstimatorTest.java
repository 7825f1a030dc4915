package nonet.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.registry.EngineRegistry;
import nonet.model.Constraint;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.testing.TestModels;
import nonet.testing.Variants;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeded estimates put the true count inside their interval: empty grids whose counts are known
 * (4x4 288; 6x6 28,200,960, Pettersen's enumeration; 9x9 6,670,903,752,021,072,936,960, Felgenhauer
 * and Jarvis), and variant grids (anti-knight, non-consecutive, king and knight, sandwich, a
 * half-built killer) counted here by native and sat, which must agree. Puzzles with few solutions
 * are counted exactly, and one that propagation refutes has none.
 */
class SolutionEstimatorTest {

    private static Engine nat;
    private static Engine sat;

    @BeforeAll
    static void engines() {
        nat = EngineRegistry.create("native", EngineOptions.NONE);
        sat = EngineRegistry.create("sat", EngineOptions.NONE);
    }

    @AfterAll
    static void close() {
        nat.close();
        sat.close();
    }

    private static SolutionEstimate probes(Model model, long probes, long seed) {
        return new SolutionEstimator(nat, EngineRegistry.narrowing(), new SolutionEstimator.Budget(probes, 0, 0), 0.95, seed).estimate(model, e -> { });
    }

    static Stream<Arguments> emptyGrids() {
        return Stream.of(Arguments.of(4, "288", 1500), Arguments.of(6, "28200960", 1500),
                Arguments.of(9, "6670903752021072936960", 600));
    }

    @ParameterizedTest
    @MethodSource("emptyGrids")
    void emptyGridCountsLieInTheInterval(int size, String count, int probes) {
        for (long seed = 1; seed <= (size < 9 ? 2 : 1); seed++) {
            SolutionEstimate e = probes(TestModels.classic(".".repeat(size * size)), probes, seed);
            assertEquals(SolutionEstimate.Kind.ESTIMATE, e.kind());
            assertEquals(probes, e.probes());
            assertInside(Math.log(new BigDecimal(count).doubleValue()), e, size + "x" + size + " seed " + seed);
            assertTrue(e.relativeStandardError() < 0.1, "rse " + e.relativeStandardError());
        }
    }

    /** Variant grids with hundreds to thousands of solutions, counted by two engines. */
    static Stream<Model> variants() {
        return VARIANTS.stream();
    }

    private static final List<Model> VARIANTS = variantModels();

    private static List<Model> variantModels() {
        Geometry six = Geometry.standard(6);
        Geometry nine = Geometry.standard(9);
        List<Constraint> kingAndKnight = new ArrayList<>(Variants.antiKing(nine));
        kingAndKnight.addAll(Variants.antiKnight(nine));
        return List.of(sandwich(), halfBuiltKiller(), TestModels.classicWith("123" + ".".repeat(33), new ArrayList<>(Variants.antiKnight(six))),
                TestModels.classicWith("1" + ".".repeat(35), new ArrayList<>(Variants.nonConsecutive(six))),
                TestModels.classicWith("12345678." + ".".repeat(72), kingAndKnight));
    }

    /** Sandwich clues (line diagrams, so the probes' propagation runs the MDD filter) with a third of the grid blank. */
    private static Model sandwich() {
        return parse("use sandwich\ngrid 9x9\nsandwich 20 r1c1 r2c1 r3c1 r4c1 r5c1 r6c1 r7c1 r8c1 r9c1\n"
                + "sandwich 4 r1c8 r2c8 r3c8 r4c8 r5c8 r6c8 r7c8 r8c8 r9c8\nsandwich 0 r1c6 r2c6 r2c5 r1c5\n"
                + "sandwich 5 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r6c7 r6c8 r6c9\nsandwich 35 r9c1 r9c2 r9c3 r9c4 r9c5 r9c6 r9c7 r9c8 r9c9\n"
                + "sandwich 0 r1c7 r2c7 r3c7 r4c7 r5c7 r6c7 r7c7 r8c7 r9c7\nsandwich 25 r9c5 r8c5 r7c5 r6c5 r5c5 r4c5 r3c5 r2c5 r1c5\n"
                + "givens\n.........\n.........\n.........\n...3.8...\n..69.7.35\n.........\n.....1...\n26.......\n......27.\n");
    }

    /** The first 22 of the 29 cages of Wikipedia's killer example, no givens. */
    private static Model halfBuiltKiller() {
        try {
            List<String> cages = java.nio.file.Files.readAllLines(java.nio.file.Path.of("puzzles/variants/killer-wikipedia.nonet")).stream()
                    .filter(l -> l.startsWith("cage")).limit(22).toList();
            return parse("use killer\n" + String.join("\n", cages) + "\n");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Model parse(String text) {
        try {
            nonet.lang.Compiler compiler = new nonet.lang.Compiler(nonet.lang.ModelLibrary.bundled());
            return compiler.compile(new nonet.lang.PuzzleFileParser().parse(text, "test", java.nio.file.Path.of(".")));
        } catch (nonet.lang.LangException e) {
            throw new IllegalStateException(e);
        }
    }

    @ParameterizedTest
    @MethodSource("variants")
    void variantCountsByTwoEnginesLieInTheInterval(Model model) {
        long count = agreedCount(model);
        assertTrue(count > 1, "a grid worth estimating has several solutions, not " + count);
        SolutionEstimate e = probes(model, 3000, 7);
        assertInside(Math.log(count), e, model.geometry().format(model.givens()));
        assertTrue(e.solutionsSeen() <= count);
    }

    @Test
    void fewSolutionsAreCountedExactly() {
        for (Model model : variants().toList()) {
            SolutionEstimate e = new SolutionEstimator(nat, EngineRegistry.narrowing(), new SolutionEstimator.Budget(100, 0, 100_000), 0.95, 1).estimate(model, s -> { });
            assertEquals(SolutionEstimate.Kind.EXACT, e.kind());
            assertEquals(agreedCount(model), e.exactCount());
            assertEquals(e.logLow(), e.logHigh());
        }
    }

    @Test
    void aPuzzleThatPropagationRefutesHasNone() {
        SolutionEstimate e = probes(TestModels.classic("123....4" + ".".repeat(8)), 100, 1);
        assertEquals(SolutionEstimate.Kind.EXACT, e.kind());
        assertEquals(0, e.exactCount());
    }

    @Test
    void theSeedDecidesTheEstimate() {
        Model model = TestModels.classic(".".repeat(36));
        assertEquals(probes(model, 300, 5), probes(model, 300, 5));
        assertNotEquals(probes(model, 300, 5).logEstimate(), probes(model, 300, 6).logEstimate());
    }

    @Test
    void aTimeBudgetAloneStopsTheProbes() {
        SolutionEstimate e = new SolutionEstimator(nat, EngineRegistry.narrowing(), new SolutionEstimator.Budget(0, 300, 0), 0.95, 1)
                .estimate(TestModels.classic(".".repeat(81)), s -> { });
        assertEquals(SolutionEstimate.Kind.ESTIMATE, e.kind());
        assertTrue(e.probes() > 0);
    }

    /** A higher confidence never gives a narrower interval. */
    @Test
    void moreConfidenceWidensTheInterval() {
        Model model = TestModels.classic(".".repeat(36));
        SolutionEstimate low = new SolutionEstimator(nat, EngineRegistry.narrowing(), new SolutionEstimator.Budget(400, 0, 0), 0.8, 3).estimate(model, s -> { });
        SolutionEstimate high = new SolutionEstimator(nat, EngineRegistry.narrowing(), new SolutionEstimator.Budget(400, 0, 0), 0.999, 3).estimate(model, s -> { });
        assertEquals(low.logEstimate(), high.logEstimate());
        assertTrue(high.logLow() < low.logLow() && high.logHigh() > low.logHigh());
    }

    private static final java.util.Map<Model, Long> COUNTS = new java.util.IdentityHashMap<>();

    /** Native and sat count every solution (each verified by the model) and must agree. */
    private static long agreedCount(Model model) {
        return COUNTS.computeIfAbsent(model, SolutionEstimatorTest::countByBoth);
    }

    private static long countByBoth(Model model) {
        long count = -1;
        for (Engine e : List.of(nat, sat)) {
            Result r = e.run(model, Limits.count(100_000).withKeep(100_000));
            assertEquals(Status.EXHAUSTED, r.status(), e.name());
            for (int[] s : r.solutions()) {
                assertEquals(List.of(), model.violations(s), e.name());
            }
            assertEquals(r.count(), r.solutions().size());
            assertTrue(count < 0 || count == r.count(), "native and sat disagree: " + count + " vs " + r.count());
            count = r.count();
        }
        return count;
    }

    private static void assertInside(double logTruth, SolutionEstimate e, String where) {
        assertTrue(e.logLow() <= logTruth && logTruth <= e.logHigh(), where + ": e^" + logTruth + " outside [e^" + e.logLow() + ", e^" + e.logHigh() + "]");
    }
}
