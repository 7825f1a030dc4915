package nonet.engine.choco;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.LongStream;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Domain;
import nonet.model.Mdd;
import nonet.model.MddReduction;
import nonet.model.Model;
import nonet.testing.RandomLineRules;
import nonet.testing.SolutionSets;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Choco with {@code mddc}: on seeded random 4x4 and 6x6 models it finds exactly the solutions brute
 * force finds for the same rules written as tables, and as many as Choco finds with the tables.
 */
class MddTranslationTest {

    private final ChocoEngine choco = new ChocoEngine(EngineOptions.NONE);
    /** Every diagram as a chain of tables, the form that large diagrams take by default. */
    private final ChocoEngine tables = new ChocoEngine(EngineOptions.NONE.with("choco.diagrams", "tables"));

    static LongStream seeds() {
        return LongStream.range(0, 40);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void diagramsAllowExactlyWhatTheirTablesAllow(long seed) {
        RandomLineRules.assertEngineAgreesWithBruteForce(choco, "default options", seed);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void chainsOfTablesAllowExactlyWhatTheDiagramsAllow(long seed) {
        RandomLineRules.assertEngineAgreesWithBruteForce(tables, "choco.diagrams=tables", seed);
    }

    @Test
    void oneCellDiagramsAndDiagramsTheDomainsEmptyAreHandled() {
        for (ChocoEngine engine : List.of(choco, tables)) {
            oneCellDiagramsAndDiagramsTheDomainsEmptyAreHandledBy(engine);
        }
    }

    private static void oneCellDiagramsAndDiagramsTheDomainsEmptyAreHandledBy(ChocoEngine choco) {
        // r1c1 in {2, 3} by a one-cell diagram; r1c2..r1c3 must be 4 4, which rows forbid
        Mdd oneCell = MddReduction.ofTuples(new int[] {0}, new int[][] {{2}, {3}}, "r1c1 is 2 or 3");
        Model m = TestModels.classicWith(".".repeat(16), List.of(oneCell));
        Result r = choco.run(m, Limits.count(300).withKeep(300));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(288 / 2, r.count());
        for (int[] grid : r.solutions()) {
            assertEquals(List.of(), m.violations(grid));
        }
        Mdd fours = MddReduction.ofTuples(new int[] {1, 2}, new int[][] {{4, 4}, {1, 2}}, "44 or 12");
        Model none = TestModels.classicWith(".".repeat(16), List.of(fours, new Domain(1, 0b1000, "given r1c2 = 4")));
        Result empty = choco.run(none, Limits.count(2));
        assertEquals(Status.EXHAUSTED, empty.status());
        assertEquals(0, empty.count());
    }

    @Test
    void theRandomModelsAreNeitherAllUnsolvableNorAllUnique() {
        // guards the generator, so that the cross-check above compares something
        long solvable = 0;
        long several = 0;
        for (long seed : seeds().toArray()) {
            RandomLineRules.Twins twins = RandomLineRules.model(seed, 6);
            int count = SolutionSets.bruteForce(twins.withTables(), 5_000, "seed " + seed).size();
            solvable += count > 0 ? 1 : 0;
            several += count > 1 ? 1 : 0;
        }
        assertTrue(solvable >= 20 && several >= 5 && solvable < 40, solvable + " solvable, " + several + " with several");
    }
}
