package nonet.engine.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Narrowing;
import nonet.engine.Result;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/** The registry wires the engines that hand work on: logic gets complete engines, local search a narrowing. */
class EngineRegistryTest {

    private static final String TOP = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @Test
    void builtInEnginesComeInTheirFixedOrder() {
        assertEquals(List.of("native", "choco", "sat", "dlx"), EngineRegistry.completeNames().subList(0, 4));
        assertEquals(List.of("native", "choco", "sat", "dlx", "logic", "sls"),
                EngineRegistry.entries().stream().map(e -> e.name()).toList().subList(0, 6));
    }

    @Test
    void theNarrowingIsSoundAndNarrows() {
        Narrowing narrowing = EngineRegistry.narrowing();
        assertNotNull(narrowing);
        Model model = TestModels.classic(TOP);
        int[] candidates = narrowing.candidates(model);
        int[] solution;
        try (Engine e = EngineRegistry.create("native", EngineOptions.NONE)) {
            solution = e.run(model, Limits.solve()).solution();
        }
        assertEquals(List.of(), model.violations(solution));
        int[] initial = model.initialMasks();
        int narrowed = 0;
        for (int c = 0; c < candidates.length; c++) {
            assertTrue((candidates[c] & ~initial[c]) == 0, "cell " + c);
            assertTrue((candidates[c] & 1 << (solution[c] - 1)) != 0, "the solution's digit stays at cell " + c);
            narrowed += Integer.bitCount(initial[c]) - Integer.bitCount(candidates[c]);
        }
        assertTrue(narrowed > 0);
    }

    @Test
    void logicSearchesOnlyWithACompleteEngine() {
        assertEquals("not a complete engine (native, choco, sat, dlx)",
                assertThrows(IllegalArgumentException.class, () -> EngineRegistry.createComplete("sls", EngineOptions.NONE)).getMessage());
        // two solutions: no rule finishes it, so logic always hands it on
        Model model = TestModels.classic("." + TOP.substring(1));
        EngineOptions viaDlx = EngineOptions.NONE.with("logic.then-search", "true").with("logic.search-engine", "dlx");
        try (Engine logic = EngineRegistry.create("logic", viaDlx)) {
            Result r = logic.run(model, Limits.count(2));
            assertEquals(2, r.count(), r.message());
            r.solutions().forEach(grid -> assertEquals(List.of(), model.violations(grid)));
            assertTrue(r.message().contains("dlx searched on"), r.message());
        }
    }
}
