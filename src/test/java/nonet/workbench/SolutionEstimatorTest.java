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
import nonet.engine.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
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
 * (4x4 288, 6x6 28,200,960, 9x9 6,670,903,752,021,072,936,960, the last two from the enumerations
 * of Felgenhauer and Jarvis and of Pettersen), and small variant grids counted here by native and
 * sat, which must agree. Puzzles with few solutions are counted exactly; none are proved by
 * propagation.
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
        return new SolutionEstimator(nat, new SolutionEstimator.Budget(probes, 0, 0), 0.95, seed).estimate(model, e -> { });
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
        return List.of(TestModels.classicWith("123" + ".".repeat(33), new ArrayList<>(Variants.antiKnight(six))),
                TestModels.classicWith("1" + ".".repeat(35), new ArrayList<>(Variants.nonConsecutive(six))),
                TestModels.classicWith("12345678." + ".".repeat(72), kingAndKnight));
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
            SolutionEstimate e = new SolutionEstimator(nat, new SolutionEstimator.Budget(100, 0, 100_000), 0.95, 1).estimate(model, s -> { });
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
        SolutionEstimate e = new SolutionEstimator(nat, new SolutionEstimator.Budget(0, 300, 0), 0.95, 1)
                .estimate(TestModels.classic(".".repeat(81)), s -> { });
        assertEquals(SolutionEstimate.Kind.ESTIMATE, e.kind());
        assertTrue(e.probes() > 0);
    }

    /** A higher confidence never gives a narrower interval. */
    @Test
    void moreConfidenceWidensTheInterval() {
        Model model = TestModels.classic(".".repeat(36));
        SolutionEstimate low = new SolutionEstimator(nat, new SolutionEstimator.Budget(400, 0, 0), 0.8, 3).estimate(model, s -> { });
        SolutionEstimate high = new SolutionEstimator(nat, new SolutionEstimator.Budget(400, 0, 0), 0.999, 3).estimate(model, s -> { });
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
