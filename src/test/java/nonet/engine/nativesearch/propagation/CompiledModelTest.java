package nonet.engine.nativesearch.propagation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.nativesearch.NativeEngine;
import nonet.model.AllDifferent;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/** What the compilation makes of relations and sums, and that the engine still answers right on it. */
class CompiledModelTest {

    /** The general IR path; classic 9x9 would otherwise take the dedicated one. */
    private static final EngineOptions GENERAL = EngineOptions.NONE.with("native.general", "true");

    /** A relation that is exactly "different" becomes a peer link; any other stays a support table. */
    @Test
    void notEqualRelationsBecomePeers() {
        int[] different = new int[9];
        int[] below = new int[9];
        for (int d = 1; d <= 9; d++) {
            different[d - 1] = 0x1FF & ~(1 << (d - 1));
            below[d - 1] = (1 << (d - 1)) - 1;
        }
        Model model = TestModels.classicWith(".".repeat(81), List.of(
                new Relation(0, 80, different, "far apart, different"),
                new Relation(1, 79, below, "r9c8 below r1c2")));
        CompiledModel compiled = CompiledModel.of(model);
        int[] peersOf0 = java.util.Arrays.copyOfRange(compiled.peers, compiled.peerStart[0], compiled.peerStart[1]);
        assertTrue(java.util.Arrays.stream(peersOf0).anyMatch(p -> p == 80));
        assertEquals(1, compiled.arcStart[2] - compiled.arcStart[1]);
        assertEquals(0, compiled.arcStart[1] - compiled.arcStart[0]);
        Result r = new NativeEngine(GENERAL).run(model, Limits.count(3));
        for (int[] s : r.solutions()) {
            assertEquals(List.of(), model.violations(s));
            assertTrue(s[0] != s[80] && s[79] < s[1]);
        }
        assertEquals(3, r.count());
    }

    /** A cage gets its digit combinations; a sum over cells not pairwise distinct does not. */
    @Test
    void cagesAreRecognisedOnlyOverDistinctCells() {
        Model model = TestModels.classicWith(".".repeat(81), List.of(
                new LinearSum(new int[] {0, 1, 2}, new int[] {1, 1, 1}, 6, "cage 6 in a row"),
                new LinearSum(new int[] {0, 40}, new int[] {1, 1}, 10, "sum across the grid")));
        CompiledModel compiled = CompiledModel.of(model);
        int cage = 0;
        int loose = 1;
        assertEquals(1, compiled.comboStart[cage + 1] - compiled.comboStart[cage]);
        assertEquals(0b111, compiled.combos[compiled.comboStart[cage]]);
        assertEquals(0, compiled.comboStart[loose + 1] - compiled.comboStart[loose]);
        Result r = new NativeEngine(GENERAL).run(model, Limits.count(2));
        assertEquals(Status.LIMIT, r.status());
        r.solutions().forEach(s -> assertEquals(List.of(), model.violations(s)));
    }

    /**
     * A sum restated up to sign over the same cliques, and a cage's distinct group, are kept but
     * never woken; a sum over the same cells with another total, or the cage itself, is. The
     * engine's counts with and without the restated sum agree, every solution checked.
     */
    @Test
    void restatedSumsAndCageGroupsAreRedundant() {
        LinearSum sum = new LinearSum(new int[] {0, 1, 40, 41}, new int[] {1, 1, 1, 1}, 20, "two pairs");
        LinearSum negated = new LinearSum(new int[] {41, 40, 1, 0}, new int[] {-1, -1, -1, -1}, -20, "the same, negated");
        LinearSum other = new LinearSum(new int[] {0, 1, 40, 41}, new int[] {1, 1, 1, 1}, 21, "another total");
        LinearSum cage = new LinearSum(new int[] {2, 3, 4}, new int[] {1, 1, 1}, 7, "cage 7");
        AllDifferent cageGroup = new AllDifferent(new int[] {4, 2, 3}, false, "the cage's distinct group");
        CompiledModel compiled = CompiledModel.of(TestModels.classicWith(".".repeat(81),
                List.of(cageGroup, sum, negated, other, cage)), false);
        // the group comes first, then the sums in model order
        assertEquals(CompiledModel.KIND_GROUP, compiled.kind[0]);
        assertArrayEquals(new boolean[] {true, false, true, false, false}, compiled.redundant);
        for (int w = 0; w < compiled.watchers.length; w++) {
            assertTrue(!compiled.redundant[compiled.watchers[w]], "a redundant constraint is woken");
        }
        // a solved grid with its first band and the pair in row 5 open: few enough solutions to count
        String solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        String givens = ".".repeat(27) + solution.substring(27, 40) + ".." + solution.substring(42);
        LinearSum fits = new LinearSum(new int[] {0, 1, 40, 41}, new int[] {1, 1, 1, 1}, 16, "two pairs");
        LinearSum fitsNegated = new LinearSum(new int[] {41, 40, 1, 0}, new int[] {-1, -1, -1, -1}, -16, "negated");
        LinearSum fitsCage = new LinearSum(new int[] {2, 3, 4}, new int[] {1, 1, 1}, 17, "cage 17");
        Model twice = TestModels.classicWith(givens, List.of(fits, fitsNegated, fitsCage, cageGroup));
        Result repeated = new NativeEngine(GENERAL).run(twice, Limits.count(1000));
        Result sat = new nonet.engine.sat.SatEngine(EngineOptions.NONE).run(twice, Limits.count(1000));
        assertEquals(Status.EXHAUSTED, repeated.status());
        assertEquals(sat.count(), repeated.count());
        assertTrue(repeated.count() > 1);
        repeated.solutions().forEach(s -> assertEquals(List.of(), twice.violations(s)));
    }
}
