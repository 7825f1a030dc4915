package nonet.engine.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.registry.EngineRegistry;
import nonet.generate.RandomPuzzles;
import nonet.io.PuzzleEntry;
import nonet.lang.Compiler;
import nonet.lang.ModelLibrary;
import nonet.model.Model;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The relations' propagation: on seeded random puzzles of relation-heavy models (many with no or
 * several solutions, where the pruning decides what is explored) dlx counts what native counts, and
 * every grid it returns satisfies the model.
 */
class DlxRelationsTest {

    private static final Compiler COMPILER = new Compiler(ModelLibrary.bundled());

    @ParameterizedTest(name = "{0} seed {1}")
    @CsvSource({"xv, 7", "kropki, 7", "non-consecutive, 7", "miracle, 3", "anti-knight, 5", "xv-negative, 5", "kropki-negative, 5"})
    void countsAgreeWithNativeOnRandomPuzzles(String modelName, long seed) {
        Engine finder = EngineRegistry.create("native", EngineOptions.NONE);
        RandomPuzzles puzzles = new RandomPuzzles(COMPILER, modelName, 0, seed, finder);
        DlxEngine dlx = new DlxEngine(EngineOptions.NONE);
        for (int i = 1; i <= 25; i++) {
            Model model = ((PuzzleEntry.Ok) puzzles.next(i)).model();
            Result expected = finder.run(model, Limits.count(3));
            Result r = dlx.run(model, Limits.count(3));
            assertEquals(Status.EXHAUSTED == expected.status(), Status.EXHAUSTED == r.status(), modelName + " #" + i);
            assertEquals(expected.count(), r.count(), modelName + " #" + i);
            for (int[] grid : r.solutions()) {
                assertEquals(List.of(), model.violations(grid), modelName + " #" + i);
            }
        }
    }
}
