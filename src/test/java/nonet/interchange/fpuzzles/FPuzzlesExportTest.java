package nonet.interchange.fpuzzles;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.lang.PuzzleSpec;
import nonet.model.Model;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Export writes what import reads: import, export, import again gives the same puzzle, clue for
 * clue; a bundled variant puzzle exported and read back has the same unique solution; what
 * f-puzzles cannot say is refused by name.
 */
class FPuzzlesExportTest {

    private static final Compiler COMPILER = new Compiler(ModelLibrary.bundled());
    private static final FPuzzlesFormat FORMAT = new FPuzzlesFormat();

    static List<String> importable() {
        List<String> out = new ArrayList<>();
        FPuzzlesData.published().forEach(p -> out.add(p.link()));
        FPuzzlesData.solvableJson().forEach(p -> out.add(p.toString()));
        out.add(FPuzzlesData.DIR.resolve("every-key.json").toString());
        return out;
    }

    static List<String> bundledVariants() throws IOException {
        try (Stream<Path> s = Files.list(Path.of("puzzles/variants"))) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".nonet")).sorted().toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("importable")
    void importExportImportKeepsThePuzzle(String arg) throws Exception {
        PuzzleSpec first = FORMAT.readPuzzle(arg).spec();
        String link = FPuzzlesLink.fpuzzles(FPuzzlesWriter.json(first, COMPILER));
        PuzzleSpec again = FORMAT.readPuzzle(link).spec();
        assertEquals(first.toNonet(), again.toNonet());
        assertEquals(first.toNonet(), FORMAT.readPuzzle(FPuzzlesLink.sudokupad(FPuzzlesWriter.json(first, COMPILER))).spec().toNonet());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bundledVariants")
    void bundledVariantExportsToTheSamePuzzleOrIsRefusedByName(String file) throws Exception {
        PuzzleSpec spec = bundled(file);
        String expectedRefusal = switch (file) {
            case "little-killer-constructed.nonet" -> "'little-killer 9 r7c2 r7c3 r6c3 r5c3' cannot be written for f-puzzles: "
                    + "f-puzzles places it only on a whole diagonal, read from outside the grid";
            case "product-constructed.nonet" -> "clue 'product' has no f-puzzles counterpart (in 'product 10 r7c2 r7c3 r6c3 r5c3')";
            case "windoku-constructed.nonet" -> "model 'rules/windoku' has no f-puzzles counterpart";
            default -> null;
        };
        if (expectedRefusal != null) {
            assertEquals(expectedRefusal, assertThrows(FPuzzlesWriter.Unsayable.class, () -> FPuzzlesWriter.json(spec, COMPILER)).getMessage());
            return;
        }
        String json;
        try {
            json = FPuzzlesWriter.json(spec, COMPILER);
        } catch (FPuzzlesWriter.Unsayable refused) {
            // the constructed puzzles of newer models place clues at random: a refusal must name what f-puzzles cannot say
            assertTrue(refused.getMessage().matches("(clue|model) '[^']+' has no f-puzzles counterpart.*|'.+' cannot be written for f-puzzles: .+"),
                    file + ": " + refused.getMessage());
            return;
        }
        Model back = COMPILER.compile(FORMAT.readPuzzle(FPuzzlesLink.fpuzzles(json)).spec());
        assertEquals(List.of(), back.violations(spec.solution()), file);
        Result r = EngineRegistry.create("native", EngineOptions.NONE).run(back, Limits.count(2).withTimeoutMillis(60_000));
        assertEquals(1, r.count(), file);
        assertArrayEquals(spec.solution(), r.solution(), file);
    }

    @Test
    void unsayableCluesAndPlacementsAreNamed() throws Exception {
        assertEquals("clue 'zipper' has no f-puzzles counterpart (in 'zipper r1c1 r1c2 r1c3')", refusal("use classic, rules/zipper\nzipper r1c1-3\n"));
        assertEquals("'sandwich 5 r1c1 r1c2 r1c3' cannot be written for f-puzzles: f-puzzles places it only outside a whole row or column, "
                + "read from that side", refusal("use classic, rules/sandwich\nsandwich 5 r1c1-3\n"));
        assertEquals("'pill-arrow 2 r1c2 r1c1 r2c3 r3c3 r4c3' cannot be written for f-puzzles: f-puzzles reads a pill in reading order",
                refusal("use classic, rules/pill-arrow\npill-arrow 2 r1c2 r1c1 r2c3 r3c3 r4c3\n"));
        assertEquals("f-puzzles puzzles are sudokus (rows, columns and regions), and models rules/killer are not: they extend neither classic nor jigsaw",
                refusal("use rules/killer\ngrid 9x9\ncage 3 r1c1 r1c2\n"));
    }

    @Test
    void readingSidesAndDiagonalsAreKept() throws Exception {
        String json = FPuzzlesWriter.json(parse("use classic, rules/xsum, rules/little-killer, rules/extra-region\n"
                + "xsum 15 r9-1c9\nlittle-killer 12 r9c8 r8c9\nextra-region r1c1 r2c2 r3c3 r4c4 r5c5 r6c6 r7c7 r8c8 r9c9\n"), COMPILER);
        assertEquals(true, json.contains("\"xsum\":[{\"cell\":\"R10C9\",\"value\":\"15\"}]"), json);
        assertEquals(true, json.contains("{\"cell\":\"R10C7\",\"direction\":\"UR\",\"cells\":[\"R9C8\",\"R8C9\"],\"value\":\"12\"}"), json);
        assertEquals(true, json.contains("\"diagonal-\":true"), json);
    }

    private static String refusal(String text) throws LangException {
        PuzzleSpec spec = parse(text);
        return assertThrows(FPuzzlesWriter.Unsayable.class, () -> FPuzzlesWriter.json(spec, COMPILER)).getMessage();
    }

    private static PuzzleSpec parse(String text) throws LangException {
        return new PuzzleFileParser(ModelLibrary.bundled()).parse(text, "p.nonet", Path.of("").toAbsolutePath());
    }

    private static PuzzleSpec bundled(String file) throws IOException, LangException {
        Path p = Path.of("puzzles/variants", file);
        return new PuzzleFileParser(ModelLibrary.bundled()).parse(Files.readString(p), p.toString(), p.toAbsolutePath().getParent());
    }
}
