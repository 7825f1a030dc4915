package nonet.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import nonet.engine.registry.EngineRegistry;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Geometry;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;
import nonet.testing.TestModels;
import nonet.testing.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Rotations, reflections and digits read backwards: on small open grids whose rules they keep
 * (boxes, diagonals, kings, knights, non-consecutive, mirrored cages), counting by orbits gives
 * sat's count and status under every limit (where all digits are alike, the native engine's count
 * by relabelling, {@link DigitSymmetry}, which its own test compares with sat, stands in for sat's
 * slow one), and every solution it hands back, found or an image of a found one, is a distinct
 * solution of the model; rules that read one way (a thermo, an arrow, a relation in one
 * orientation, one cage) are kept by no map; givens narrow the maps to those that keep them.
 */
class GridSymmetryTest {

    private static final Geometry FOUR = Geometry.standard(4);
    private static final Geometry SIX = Geometry.standard(6);

    static Stream<Model> symmetricGrids() {
        return Stream.of(
                model("4x4 diagonal", FOUR, Variants.diagonals(FOUR)),
                model("4x4 anti-king", FOUR, Variants.antiKing(FOUR)),
                model("4x4 with r1c1 < r1c2 and r1c3 < r1c4", FOUR,
                        List.of(new Relation(0, 1, lessThan(4), "r1c1 < r1c2"), new Relation(2, 3, lessThan(4), "r1c3 < r1c4"))),
                model("4x4 with cages r1c1 + r1c2 = 3 and r1c3 + r1c4 = 7 as sum and table", FOUR, cages()),
                model("6x6 anti-knight", SIX, Variants.antiKnight(SIX)),
                model("6x6 non-consecutive", SIX, Variants.nonConsecutive(SIX)),
                model("6x6 diagonal", SIX, Variants.diagonals(SIX)),
                model("5x5 latin non-consecutive anti-king", Geometry.withoutBoxes(5),
                        concat(Variants.nonConsecutive(Geometry.withoutBoxes(5)), Variants.antiKing(Geometry.withoutBoxes(5)))));
    }

    static Stream<Arguments> gridsAndLimits() {
        Random seeded = new Random(22);
        List<Arguments> out = new ArrayList<>();
        for (Model m : symmetricGrids().toList()) {
            for (long limit : new long[] {1, 2, 7, 1 + seeded.nextInt(100), 1 + seeded.nextInt(10_000), 10_000}) {
                out.add(Arguments.of(m, limit));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}, limit {1}")
    @MethodSource("gridsAndLimits")
    void countingByOrbitsGivesTheReferenceCountStatusAndRealSolutions(Model open, long limit) {
        GridSymmetry symmetry = GridSymmetry.of(open);
        assertNotNull(symmetry, open.name());
        Limits limits = new Limits(limit, 0, 0, 40, 0);
        Result reference = run(DigitSymmetry.of(open) != null ? "native" : "sat", open, limits);
        Result orbits = symmetry.split(open, limits, (part, partLimits) -> run("native", part, partLimits));
        assertNotNull(orbits, "the open grid is split");
        assertEquals(reference.status(), orbits.status(), open.name());
        assertEquals(reference.count(), orbits.count(), open.name());
        assertValidAndDistinct(open, orbits.solutions(), (int) Math.min(40, orbits.count()));
    }

    @Test
    void theLargestLimitsCountEverySolutionOnce() {
        Model open = model("6x6 non-consecutive", SIX, Variants.nonConsecutive(SIX));
        Limits limits = new Limits(Long.MAX_VALUE, 0, 0, Integer.MAX_VALUE, 0);
        Result sat = run("sat", open, limits);
        Result orbits = GridSymmetry.of(open).split(open, limits, (part, partLimits) -> run("native", part, partLimits));
        assertEquals(Status.EXHAUSTED, orbits.status());
        assertEquals(sat.count(), orbits.count());
        assertValidAndDistinct(open, orbits.solutions(), (int) sat.count());
    }

    /** A part that stops short ends the run as it ended: the parts after it are not searched. */
    @Test
    void aPartThatTimesOutOrCannotBeAnsweredEndsTheRun() {
        Model open = model("6x6 non-consecutive", SIX, Variants.nonConsecutive(SIX));
        GridSymmetry symmetry = GridSymmetry.of(open);
        int[] parts = {0};
        Result unsupported = symmetry.split(open, Limits.count(100), (part, l) -> {
            parts[0]++;
            return Result.unsupported("no relations here");
        });
        assertEquals(Status.UNSUPPORTED, unsupported.status());
        assertEquals("no relations here", unsupported.message());
        assertEquals(1, parts[0]);
        parts[0] = 0;
        Result late = symmetry.split(open, Limits.count(100), (part, l) -> {
            parts[0]++;
            return new Result(parts[0] == 1 ? Status.EXHAUSTED : Status.TIMEOUT, 0, List.of(), Map.of("nodes", 1L), 0, "");
        });
        assertEquals(Status.TIMEOUT, late.status());
        assertEquals(0, late.count());
        assertEquals(2, parts[0], "the first part, then the one that timed out");
        assertEquals(2, late.stat("nodes"), "both parts' effort");
    }

    @Test
    void mapsAreFoundAsTheRulesAllow() {
        assertEquals(16, GridSymmetry.of(model("4x4 non-consecutive", FOUR, Variants.nonConsecutive(FOUR))).order(),
                "square boxes: 8 maps, each with digits as they are or backwards");
        assertEquals(8, GridSymmetry.of(model("6x6 non-consecutive", SIX, Variants.nonConsecutive(SIX))).order(),
                "2x3 boxes turn into 3x2 boxes under a quarter turn");
        assertEquals(16, GridSymmetry.of(model("4x4 diagonal", FOUR, Variants.diagonals(FOUR))).order(),
                "a quarter turn sends one diagonal onto the other");
        assertEquals(8, GridSymmetry.of(model("4x4 main diagonal", FOUR, Variants.diagonals(FOUR).subList(0, 1))).order(),
                "the maps that keep the main diagonal: the identity, the half turn and the two diagonal mirrors");
        assertEquals(2, GridSymmetry.of(model("4x4 with r1c1 < r1c2 and r1c3 < r1c4", FOUR,
                List.of(new Relation(0, 1, lessThan(4), "a"), new Relation(2, 3, lessThan(4), "b")))).order(),
                "only the mirror with the digits read backwards keeps both relations");
        assertEquals(2, GridSymmetry.of(model("4x4 with r1c1 < r1c2 and r1c4 < r1c3", FOUR,
                List.of(new Relation(0, 1, lessThan(4), "a"), new Relation(3, 2, lessThan(4), "b")))).order(),
                "only the mirror keeps both relations, with the digits as they are");
        assertEquals(2, GridSymmetry.of(model("4x4 with two cages", FOUR, cages())).order(),
                "the mirror with the digits read backwards sends 1 + 2 = 3 onto 4 + 3 = 7");
        assertEquals(1, GridSymmetry.of(model("4x4 with one cage", FOUR, cages().subList(0, 2))).order());
    }

    @Test
    void rulesThatReadOneWayAreNotTakenForSymmetric() {
        List<Model> oneWay = List.of(
                model("one relation", FOUR, List.of(new Relation(0, 1, lessThan(4), "r1c1 < r1c2"))),
                model("the same relation seen from r1c2", FOUR, List.of(new Relation(0, 1, lessThan(4), "r1c1 < r1c2").reversed())),
                model("thermo r1c1 r1c2 r2c2", FOUR,
                        List.of(new Relation(0, 1, lessThan(4), "thermo"), new Relation(1, 5, lessThan(4), "thermo"))),
                model("arrow r1c1 = r1c2 + r2c2", FOUR, List.of(new LinearSum(new int[] {1, 5, 0}, new int[] {1, 1, -1}, 0, "arrow"))));
        for (Model m : oneWay) {
            GridSymmetry symmetry = GridSymmetry.of(m);
            assertEquals(1, symmetry.order(), m.name());
            assertNull(symmetry.split(m, Limits.count(10), (part, l) -> run("native", part, l)), m.name());
        }
        assertNull(GridSymmetry.of(new Model("latin without a full group", FOUR,
                List.of(new AllDifferent(new int[] {0, 1, 2}, false, "three cells")))));
    }

    @Test
    void givensTheMapsKeepKeepTheSplitAndOthersNarrowIt() {
        Geometry five = Geometry.withoutBoxes(5);
        Model open = model("5x5 latin non-consecutive", five, Variants.nonConsecutive(five));
        Model centre = open.withConstraints(concat(open.constraints(), List.of(new Domain(12, 1 << 2, "r3c3 = 3"))));
        Model corner = open.withConstraints(concat(open.constraints(), List.of(new Domain(0, 1, "r1c1 = 1"))));
        Model nothingKept = open.withConstraints(concat(open.constraints(),
                List.of(new Domain(0, 1, "r1c1 = 1"), new Domain(1, 1 << 2, "r1c2 = 3"))));
        GridSymmetry symmetry = GridSymmetry.of(open);
        for (Model m : List.of(centre, corner, nothingKept)) {
            Limits limits = new Limits(10_000, 0, 0, 40, 0);
            Result sat = run("sat", m, limits);
            Result nativeCount = run("native", m, limits);
            assertEquals(sat.status(), nativeCount.status(), m.name());
            assertEquals(sat.count(), nativeCount.count(), m.name());
            assertValidAndDistinct(m, nativeCount.solutions(), (int) Math.min(40, nativeCount.count()));
        }
        assertNotNull(symmetry.split(centre, Limits.count(10), (part, l) -> run("native", part, l)));
        assertNull(symmetry.split(nothingKept, Limits.count(10), (part, l) -> run("native", part, l)),
                "r1c1 = 1 next to r1c2 = 3: only the identity keeps them");
    }

    private static void assertValidAndDistinct(Model m, List<int[]> solutions, int expected) {
        assertEquals(expected, solutions.size(), m.name());
        Set<String> seen = new HashSet<>();
        for (int[] grid : solutions) {
            assertEquals(List.of(), m.violations(grid), m.name());
            assertTrue(seen.add(Arrays.toString(grid)), m.name() + ": each solution once");
        }
    }

    private static Model model(String name, Geometry g, List<? extends Constraint> extra) {
        return new Model(name, g, concat(TestModels.classicGroups(g), extra));
    }

    private static List<Constraint> concat(List<? extends Constraint> a, List<? extends Constraint> b) {
        List<Constraint> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    /** r1c1 + r1c2 = 3 and r1c3 + r1c4 = 7, each as a sum and as a table of its digits. */
    private static List<Constraint> cages() {
        return List.of(new LinearSum(new int[] {0, 1}, new int[] {1, 1}, 3, "cage 3"),
                new Table(new int[] {1, 0}, new int[][] {{1, 2}, {2, 1}}, "cage 3 digits"),
                new LinearSum(new int[] {2, 3}, new int[] {1, 1}, 7, "cage 7"),
                new Table(new int[] {2, 3}, new int[][] {{4, 3}, {3, 4}}, "cage 7 digits"));
    }

    private static int[] lessThan(int n) {
        int[] allowed = new int[n];
        for (int d = 1; d <= n; d++) {
            allowed[d - 1] = ((1 << n) - 1) & ~((1 << d) - 1);
        }
        return allowed;
    }

    private static Result run(String engine, Model m, Limits limits) {
        try (Engine e = EngineRegistry.create(engine, EngineOptions.NONE)) {
            return e.run(m, limits);
        }
    }
}
