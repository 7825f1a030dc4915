package nonet.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

class BenchHarnessTest {

    private static final List<Model> PUZZLES = List.of(
            TestModels.classic("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"),
            TestModels.classic("52...6.........7.13...........4..8..6......5...........418.........3..2...87....."),
            TestModels.classic("6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1...."));

    @Test
    void countsEveryRunChecksEverySolutionAndCoversAFullPass() {
        BenchResult r = BenchHarness.run("native", EngineOptions.NONE, PUZZLES, Limits.count(2).withKeep(1), 0, 0, 1);
        assertTrue(r.clean(), r.summary());
        assertEquals(3, r.checked());
        assertTrue(r.runs() >= 3);
        assertTrue(r.nodesPerPuzzle() >= 1);
        assertTrue(r.puzzlesPerSecond() > 0 && r.medianMicros() > 0 && r.p99Micros() >= r.medianMicros());
    }

    @Test
    void severalJobsShareTheListAndEachRunsItsOwnEngine() {
        BenchResult r = BenchHarness.run("native", EngineOptions.NONE, PUZZLES, Limits.solve(), 0, 0.05, 2);
        assertTrue(r.clean(), r.summary());
        assertEquals(2, r.jobs());
        assertEquals(3, r.checked());
        assertTrue(r.runs() >= 3);
    }

    @Test
    void reportsInvalidSolutionsAndUnexpectedCounts() {
        Engine liar = engine("liar", (model, limits) -> {
            int[] grid = new int[81];
            java.util.Arrays.fill(grid, 1);
            return new Result(Status.LIMIT, 2, List.of(grid), Map.of(), 0, "");
        });
        BenchResult r = BenchHarness.run("liar", () -> liar, PUZZLES, Limits.count(2), 0, 0, 1);
        assertFalse(r.clean());
        assertEquals(3, r.invalid());
        assertEquals(3 + r.runs(), r.unexpected());
        assertFalse(r.firstProblem().isEmpty());
    }

    @Test
    void countingPastTwoExpectsACompleteCountThatEveryRunRepeats() {
        List<Model> empty4x4 = List.of(TestModels.classic(".".repeat(16)));
        BenchResult r = BenchHarness.run("native", EngineOptions.NONE, empty4x4, Limits.count(1000), 0, 0.05, 1);
        assertTrue(r.clean(), r.summary());
        int[] calls = {0};
        Engine native9 = new nonet.engine.nativesearch.NativeEngine(EngineOptions.NONE);
        Engine wavering = engine("wavering", (model, limits) -> {
            Result truth = native9.run(model, limits);
            return calls[0]++ == 0 ? truth
                    : new Result(truth.status(), truth.count() - 1, truth.solutions(), Map.of(), 0, "");
        });
        BenchResult w = BenchHarness.run("wavering", () -> wavering, empty4x4, Limits.count(1000), 0, 0, 1);
        assertEquals(0, w.invalid());
        assertEquals(w.runs(), w.unexpected(), "every timed run differed from the first");
    }

    @Test
    void rejectsAnEmptyListAndBadSettings() {
        assertEquals("nothing to benchmark: the puzzle list is empty", assertThrows(IllegalArgumentException.class,
                () -> BenchHarness.run("native", EngineOptions.NONE, List.of(), Limits.solve(), 0, 0, 1)).getMessage());
        assertEquals("jobs must be at least 1 and times cannot be negative, not jobs 0, warmup 0.0 s, time 0.0 s",
                assertThrows(IllegalArgumentException.class,
                        () -> BenchHarness.run("native", EngineOptions.NONE, PUZZLES, Limits.solve(), 0, 0, 0)).getMessage());
        assertEquals("jobs must be at least 1 and times cannot be negative, not jobs 1, warmup -1.0 s, time 2.0 s",
                assertThrows(IllegalArgumentException.class,
                        () -> BenchHarness.run("native", EngineOptions.NONE, PUZZLES, Limits.solve(), -1, 2, 1)).getMessage());
    }

    private static Engine engine(String name, java.util.function.BiFunction<Model, Limits, Result> run) {
        return new Engine() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public Result run(Model model, Limits limits) {
                return run.apply(model, limits);
            }
        };
    }
}
