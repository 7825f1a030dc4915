package nonet.integration;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.lang.PuzzleSpec;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.model.Table;
import nonet.testing.Engines;
import nonet.testing.TestModels;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every bundled variant puzzle is unique and its recorded solution is the one every complete engine
 * finds; every bundled small-size classic puzzle is unique; every puzzle converted from the example
 * collections of sigh's Interactive Sudoku Solver gets that solver's answer (its solution, no solution,
 * or two or more) from every complete engine. An engine may decline a model only by answering
 * UNSUPPORTED, and only for what it documents it cannot express (sums, tables and line rules for dlx).
 */
class BundledPuzzlesTest {

    private static final Compiler COMPILER = new Compiler(ModelLibrary.bundled());

    private static final String ISS_EXAMPLES = "puzzles/bench/iss-examples";

    /** Left to {@code nonet check}: some engine takes over a second on each (docs/engines.md lists them). */
    private static final List<String> SLOW_ISS_EXAMPLES = List.of(
            "16x16-sudoku-x-hard.nonet", "16x16-sudoku-x-very-hard.nonet", "16x16-windoku.nonet",
            "anti-consectutive-hard.nonet", "arrow-slow.nonet", "hailstone-little-killer.nonet",
            "i-bet-someone-did-this-already.nonet", "killer-sudoku-0-cage-hard.nonet", "little-killer-slow.nonet",
            "long-sums-1.nonet", "long-sums-2.nonet", "long-sums-3.nonet", "pencilmark-sudoku-3.nonet",
            "region-sum-lines-hard.nonet", "sandwich-snipe-18.nonet", "skyscaper-2-3.nonet", "triple-digits.nonet",
            "zero-solution-little-killer.nonet", "zero-solution-renban.nonet");

    static Stream<Arguments> variantPuzzlesAndEngines() throws IOException {
        List<String> files = puzzleFiles("puzzles/variants");
        assertTrue(files.size() >= 20, "a puzzle for every bundled variant");
        return withEveryEngine(files);
    }

    private static List<String> puzzleFiles(String dir) throws IOException {
        try (Stream<Path> s = Files.list(Path.of(dir))) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".nonet")).sorted().toList();
        }
    }

    private static Stream<Arguments> withEveryEngine(List<String> items) {
        List<Arguments> out = new ArrayList<>();
        for (String item : items) {
            for (String engine : Engines.complete()) {
                out.add(Arguments.of(item, engine));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("variantPuzzlesAndEngines")
    void variantPuzzleIsUniqueWithItsRecordedSolution(String file, String engine) throws IOException, LangException {
        Path path = Path.of("puzzles/variants", file);
        PuzzleSpec spec = parse(path);
        assertNotNull(spec.solution(), file + " records its solution");
        assertAnswer(path, spec, engine);
    }

    static Stream<Arguments> issExamplesAndEngines() throws IOException {
        List<String> files = puzzleFiles(ISS_EXAMPLES);
        assertTrue(files.size() >= 40, "the converted ISS examples");
        return withEveryEngine(files.stream().filter(f -> !SLOW_ISS_EXAMPLES.contains(f)).toList());
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("issExamplesAndEngines")
    void issExampleGetsIssAnswer(String file, String engine) throws IOException, LangException {
        Path path = Path.of(ISS_EXAMPLES, file);
        assertAnswer(path, parse(path), engine);
    }

    static Stream<String> issExamples() throws IOException {
        return puzzleFiles(ISS_EXAMPLES).stream();
    }

    /** ISS's solution satisfies the converted puzzle, also where no engine of nonet answers in a minute. */
    @ParameterizedTest
    @MethodSource("issExamples")
    void issSolutionSatisfiesTheConvertedPuzzle(String file) throws IOException, LangException {
        Path path = Path.of(ISS_EXAMPLES, file);
        PuzzleSpec spec = parse(path);
        if (spec.solution() != null) {
            assertEquals(List.of(), COMPILER.compile(spec).violations(spec.solution()), file);
        } else {
            assertTrue(Files.readString(path).contains("\n# ISS finds "), file + " states ISS's answer");
        }
    }

    private static PuzzleSpec parse(Path path) throws IOException, LangException {
        return new PuzzleFileParser(ModelLibrary.bundled())
                .parse(Files.readString(path), path.toString(), path.toAbsolutePath().getParent());
    }

    /**
     * The engine's count to 2 is the file's answer: its {@code solution} line (unique, that grid), else the
     * comment {@code # ISS finds no solution} (0) or {@code # ISS finds two or more solutions} (2).
     */
    private static void assertAnswer(Path path, PuzzleSpec spec, String engine) throws IOException, LangException {
        String file = path.getFileName().toString();
        Model model = COMPILER.compile(spec);
        int[] recorded = spec.solution();
        String text = Files.readString(path);
        long expected;
        if (recorded != null) {
            assertEquals(List.of(), model.violations(recorded), "recorded solution of " + file);
            expected = 1;
        } else if (text.contains("\n# ISS finds no solution\n")) {
            expected = 0;
        } else {
            assertTrue(text.contains("\n# ISS finds two or more solutions"), file + " states its answer");
            expected = 2;
        }

        Result r = EngineRegistry.create(engine, EngineOptions.NONE).run(model, Limits.count(2).withTimeoutMillis(60_000));
        if (r.status() == Status.UNSUPPORTED) {
            assertEquals("dlx", engine, r.message());
            assertTrue(!model.all(LinearSum.class).isEmpty() || !model.all(Table.class).isEmpty()
                    || !model.all(nonet.model.Mdd.class).isEmpty(), "dlx declines only sums, tables and line rules: " + r.message());
            return;
        }
        assertEquals(expected < 2 ? Status.EXHAUSTED : Status.LIMIT, r.status(), file + " on " + engine + ": " + r.message());
        assertEquals(expected, r.count(), file + " on " + engine);
        if (expected > 0) {
            assertEquals(List.of(), model.violations(r.solution()));
        }
        if (recorded != null) {
            assertArrayEquals(recorded, r.solution(), file + " on " + engine);
        }
    }

    static Stream<Arguments> sizedPuzzlesAndEngines() throws IOException {
        return withEveryEngine(Files.readAllLines(Path.of("puzzles/classic/sizes.txt")).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#")).toList());
    }

    @ParameterizedTest(name = "{1}: {0}")
    @MethodSource("sizedPuzzlesAndEngines")
    void smallerSizesAreUnique(String line, String engine) {
        Model model = TestModels.classic(line);
        Result r = EngineRegistry.create(engine, EngineOptions.NONE).run(model, Limits.count(2).withTimeoutMillis(60_000));
        assertEquals(Status.EXHAUSTED, r.status(), r.message());
        assertEquals(1, r.count());
        assertEquals(List.of(), model.violations(r.solution()));
    }
}
