package nonet.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.model.Model;
import nonet.testing.BruteForce;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Where uniqueness breaks: two verified, different solutions, the exact cells where they differ,
 * and cells that make the puzzle unique when given, each of them needed (both facts checked by brute force).
 */
class AmbiguityFinderTest {

    @ParameterizedTest
    @ValueSource(strings = {"native", "sat", "choco"})
    void theGivenCellsMakeItUniqueAndEachIsNeeded(String engine) {
        List<Model> models = new ArrayList<>();
        for (String line : TrueCandidatesTest.CLASSIC.subList(0, 3)) {
            models.add(TestModels.classic(line));
        }
        models.add(TrueCandidatesTest.variant());
        models.add(TestModels.classic(".".repeat(16)));
        try (Engine e = EngineRegistry.create(engine, EngineOptions.NONE)) {
            for (Model model : models) {
                String where = engine + " on " + model.geometry().format(model.givens());
                Ambiguity a = new AmbiguityFinder(new VerifiedRuns(e, 0, 1)).of(model);
                assertEquals(List.of(), model.violations(a.first()), where);
                assertEquals(List.of(), model.violations(a.second()), where);
                assertFalse(Arrays.equals(a.first(), a.second()), where);
                for (int cell = 0; cell < a.first().length; cell++) {
                    int here = cell;
                    boolean listed = Arrays.stream(a.differing()).anyMatch(c -> c == here);
                    assertEquals(a.first()[cell] != a.second()[cell], listed, where + " cell " + cell);
                }
                List<Integer> fix = Arrays.stream(a.fixCells()).boxed().toList();
                assertEquals(1, BruteForce.solutions(ExtraGivens.of(model, fix, c -> a.first()[c]), 2).size(), where);
                for (int i = 0; i < fix.size(); i++) {
                    List<Integer> fewer = new ArrayList<>(fix);
                    fewer.remove(i);
                    assertEquals(2, BruteForce.solutions(ExtraGivens.of(model, fewer, c -> a.first()[c]), 2).size(), where + " without " + fix.get(i));
                }
            }
        }
    }

    @Test
    void aUniqueOrUnsolvablePuzzleHasNoAmbiguity() {
        try (Engine e = EngineRegistry.create("native", EngineOptions.NONE)) {
            AmbiguityFinder finder = new AmbiguityFinder(new VerifiedRuns(e, 0, 1));
            assertNull(finder.of(TestModels.classic("1234341221434...")));
            assertNull(finder.of(TestModels.classic("1......2...3...4")));
            assertTrue(new VerifiedRuns(e, 0, 1).unique(TestModels.classic("1234341221434...")));
        }
    }
}
