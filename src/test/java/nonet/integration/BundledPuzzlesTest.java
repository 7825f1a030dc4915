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
 * finds; every bundled small-size classic puzzle is unique. An engine may decline a model only by
 * answering UNSUPPORTED, and only for what it documents it cannot express (sums, tables and line rules for dlx).
 */
class BundledPuzzlesTest {

    private static final Compiler COMPILER = new Compiler(ModelLibrary.bundled());

    static Stream<Arguments> variantPuzzlesAndEngines() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(Path.of("puzzles/variants"))) {
            files = s.filter(p -> p.toString().endsWith(".nonet")).sorted().toList();
        }
        assertTrue(files.size() >= 20, "a puzzle for every bundled variant");
        List<Arguments> out = new ArrayList<>();
        for (Path f : files) {
            for (String engine : Engines.complete()) {
                out.add(Arguments.of(f.getFileName().toString(), engine));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("variantPuzzlesAndEngines")
    void variantPuzzleIsUniqueWithItsRecordedSolution(String file, String engine) throws IOException, LangException {
        Path path = Path.of("puzzles/variants", file);
        PuzzleSpec spec = new PuzzleFileParser(ModelLibrary.bundled())
                .parse(Files.readString(path), path.toString(), path.toAbsolutePath().getParent());
        Model model = COMPILER.compile(spec);
        int[] recorded = spec.solution();
        assertNotNull(recorded, file + " records its solution");
        assertEquals(List.of(), model.violations(recorded), "recorded solution of " + file);

        Result r = EngineRegistry.create(engine, EngineOptions.NONE).run(model, Limits.count(2).withTimeoutMillis(60_000));
        if (r.status() == Status.UNSUPPORTED) {
            assertEquals("dlx", engine, r.message());
            assertTrue(!model.all(LinearSum.class).isEmpty() || !model.all(Table.class).isEmpty()
                    || !model.all(nonet.model.Mdd.class).isEmpty(), "dlx declines only sums, tables and line rules: " + r.message());
            return;
        }
        assertEquals(Status.EXHAUSTED, r.status(), file + " on " + engine + ": " + r.message());
        assertEquals(1, r.count(), file + " on " + engine);
        assertEquals(List.of(), model.violations(r.solution()));
        assertArrayEquals(recorded, r.solution(), file + " on " + engine);
    }

    static Stream<Arguments> sizedPuzzlesAndEngines() throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("puzzles/classic/sizes.txt"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            for (String engine : Engines.complete()) {
                out.add(Arguments.of(line, engine));
            }
        }
        return out.stream();
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
