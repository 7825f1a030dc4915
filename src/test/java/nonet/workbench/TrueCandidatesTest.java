package nonet.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Constraint;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.testing.BruteForce;
import nonet.testing.TestModels;
import nonet.testing.Variants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * True candidates against ground truth: the union (and per-candidate counts) of every solution
 * enumerated by brute force or by counting, and every witness verified against the model.
 */
class TrueCandidatesTest {

    /**
     * A 4x4 with two givens (18 solutions), a 6x6 and a 9x9 (8 each) with their last two rows blank (last, so brute force meets the givens first), and
     * an unsolvable 4x4 (r1c4 has no digit left).
     */
    static final List<String> CLASSIC = List.of(
            "1..............2",
            "123456456123231564564231............",
            "123456789456789123789123456234567891567891234891234567345678912..................",
            "1......2...3...4");

    /** A 6x6 anti-knight puzzle with 384 solutions. */
    static Model variant() {
        Geometry g = Geometry.standard(6);
        List<Constraint> extra = new ArrayList<>(Variants.antiKnight(g));
        return TestModels.classicWith("1.................................2.", extra);
    }

    @ParameterizedTest
    @MethodSource("nonet.testing.Engines#complete")
    void everyEngineFindsTheUnionOfAllSolutions(String engine) {
        for (String line : CLASSIC) {
            assertMatchesEnumeration(engine, TestModels.classic(line), 1, line);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"native", "sat", "choco"})
    void aVariantAndCountsUpToTheCap(String engine) {
        for (int cap : new int[] {1, 2, 5, 1000}) {
            assertMatchesEnumeration(engine, variant(), cap, "6x6 anti-knight, cap " + cap);
            assertMatchesEnumeration(engine, TestModels.classic(CLASSIC.get(0)), cap, "4x4, cap " + cap);
        }
    }

    @Test
    void anEmptyMiracleGridHasTheUnionOfItsSeventyTwoSolutions() {
        Model model = Variants.miracle().withConstraints(Variants.miracle().constraints().stream()
                .filter(c -> !(c instanceof nonet.model.Domain)).toList());
        try (Engine native_ = EngineRegistry.create("native", EngineOptions.NONE)) {
            Result all = native_.run(model, Limits.count(100).withKeep(100));
            assertEquals(Status.EXHAUSTED, all.status());
            assertEquals(72, all.count());
            CandidateCounts c = new TrueCandidates(new VerifiedRuns(native_, 0, 1), 1).of(model);
            assertEquals(union(all.solutions(), model), masks(c), "miracle");
            assertWitnessed(c, model, "miracle");
        }
    }

    @Test
    void anUnsolvablePuzzleHasNoCandidateAnywhere() {
        Model model = TestModels.classic("1......2...3...4");
        try (Engine e = EngineRegistry.create("native", EngineOptions.NONE)) {
            CandidateCounts c = new TrueCandidates(new VerifiedRuns(e, 0, 1), 3).of(model);
            assertTrue(c.unsolvable());
            assertEquals(0, c.mask(5));
            assertNull(c.witness(0, 1));
        }
    }

    @Test
    void aCapBelowOneIsRefused() {
        try (Engine e = EngineRegistry.create("native", EngineOptions.NONE)) {
            IllegalArgumentException x = assertThrows(IllegalArgumentException.class, () -> new TrueCandidates(new VerifiedRuns(e, 0, 1), 0));
            assertEquals("the cap must be at least 1, not 0", x.getMessage());
        }
    }

    private static void assertMatchesEnumeration(String engine, Model model, int cap, String what) {
        List<int[]> all = BruteForce.solutions(model, 100_000);
        try (Engine e = EngineRegistry.create(engine, EngineOptions.NONE)) {
            CandidateCounts c = new TrueCandidates(new VerifiedRuns(e, 0, 1), cap).of(model);
            String where = engine + " on " + what;
            assertEquals(union(all, model), masks(c), where);
            for (int cell = 0; cell < model.cellCount(); cell++) {
                for (int d = 1; d <= model.size(); d++) {
                    int expected = 0;
                    for (int[] s : all) {
                        expected += s[cell] == d ? 1 : 0;
                    }
                    assertEquals(Math.min(cap, expected), c.count(cell, d), where + " " + model.geometry().cellName(cell) + "=" + d);
                }
            }
            assertWitnessed(c, model, where);
        }
    }

    private static void assertWitnessed(CandidateCounts c, Model model, String where) {
        for (int cell = 0; cell < model.cellCount(); cell++) {
            for (int d = 1; d <= model.size(); d++) {
                if (c.count(cell, d) > 0) {
                    int[] w = c.witness(cell, d);
                    assertNotNull(w, where);
                    assertEquals(d, w[cell], where);
                    assertEquals(List.of(), model.violations(w), where);
                }
            }
        }
    }

    static List<Integer> union(List<int[]> solutions, Model model) {
        List<Integer> masks = new ArrayList<>();
        for (int cell = 0; cell < model.cellCount(); cell++) {
            int m = 0;
            for (int[] s : solutions) {
                m |= 1 << (s[cell] - 1);
            }
            masks.add(m);
        }
        return masks;
    }

    private static List<Integer> masks(CandidateCounts c) {
        List<Integer> out = new ArrayList<>();
        for (int cell = 0; cell < c.geometry().cellCount(); cell++) {
            out.add(c.mask(cell));
        }
        return out;
    }
}
