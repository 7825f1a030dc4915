package nonet.engine.logic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import nonet.engine.Deadline;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.lang.PuzzleSpec;
import nonet.model.Model;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Logic alone solves every bundled variant puzzle, with no variant-specific code: each step agrees
 * with the puzzle's recorded solution (which {@code BundledPuzzlesTest} proves unique with every
 * complete engine), and the grid it ends with satisfies the model and is that solution.
 */
class VariantPuzzlesLogicTest {

    static Stream<String> variantPuzzles() throws IOException {
        try (Stream<Path> s = Files.list(Path.of("puzzles/variants"))) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".nonet")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variantPuzzles")
    void logicSolvesItSoundly(String file) throws IOException, LangException {
        Path path = Path.of("puzzles/variants", file);
        PuzzleSpec spec = new PuzzleFileParser(ModelLibrary.bundled())
                .parse(Files.readString(path), path.toString(), path.toAbsolutePath().getParent());
        Model model = new Compiler(ModelLibrary.bundled()).compile(spec);
        int[] solution = spec.solution();
        assertNotNull(solution, file + " records its solution");
        // each variant is unique, so the uniqueness techniques may run too, and must stay sound
        for (boolean assumeUnique : new boolean[] {false, true}) {
            assertSolvedSoundly(file, model, solution, LogicSolver.explain(model, Deadline.start(0), assumeUnique));
        }
    }

    private static void assertSolvedSoundly(String file, Model model, int[] solution, Explanation e) {
        for (Round round : e.rounds()) {
            for (Step step : round.steps()) {
                for (Candidate c : step.eliminations()) {
                    assertNotEquals(solution[c.cell()], c.digit(), () -> file + ": unsound: " + step.text());
                }
                for (Candidate c : step.placements()) {
                    assertEquals(solution[c.cell()], c.digit(), () -> file + ": unsound: " + step.text());
                }
            }
        }
        assertEquals(Outcome.SOLVED, e.outcome(), file + ": " + e.reason());
        assertEquals(List.of(), model.violations(e.solution()), file);
        assertArrayEquals(solution, e.solution(), file);
        assertTrue(e.difficulty().rating() > 0, e.difficulty().summary());
    }
}
