package nonet.interchange.fpuzzles;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.nio.file.Path;
import java.util.List;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.interchange.LzString;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleSpec;
import nonet.model.Geometry;
import nonet.model.Mdd;
import nonet.model.Model;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * f-puzzles data becomes the nonet puzzle it describes: published links and hand-made JSON of
 * killer, arrow, thermo, kropki, XV, Miracle, jigsaw, diagonal, odd and disjoint groups puzzles
 * carry their known solutions, and are unique with them; every mapped key becomes its clue.
 */
class FPuzzlesImportTest {

    private static final Compiler COMPILER = new Compiler(ModelLibrary.bundled());
    private static final FPuzzlesFormat FORMAT = new FPuzzlesFormat();
    /** A valid classic grid that no puzzle here has as its solution. */
    private static final String SHIFTED = "123456789456789123789123456234567891567891234891234567345678912678912345912345678";

    static List<FPuzzlesData.Published> published() {
        return FPuzzlesData.published();
    }

    static List<Path> solvableJson() {
        return FPuzzlesData.solvableJson();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("published")
    void publishedLinkCarriesItsKnownSolution(FPuzzlesData.Published p) throws LangException {
        Model model = COMPILER.compile(FORMAT.readPuzzle(p.link()).spec());
        int[] solution = digits(p.solution());
        assertEquals(List.of(), model.violations(solution), p.name());
        assertFalse(model.violations(digits(SHIFTED)).isEmpty(), "the clues of " + p.name() + " constrain the grid");
        if (model.all(Mdd.class).isEmpty()) {
            // no engine on this branch enforces line rules (Mdd) yet, so only the others are solved here
            assertUniqueWith(model, solution, p.name());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("solvableJson")
    void handMadeJsonSolvesToItsSolution(Path file) throws LangException {
        String json = FPuzzlesData.read(file);
        PuzzleSpec fromFile = FORMAT.readPuzzle(file.toString()).spec();
        int[] solution = fromFile.solution();
        assertArrayEquals(digits(JsonParser.parseString(json).getAsJsonObject().get("solution").getAsJsonArray().toString()
                .replaceAll("\\D", "")), solution, "the JSON's solution is read");
        Model model = COMPILER.compile(fromFile);
        assertEquals(List.of(), model.violations(solution));
        assertUniqueWith(model, solution, file.toString());
        String data = LzString.compressToBase64(json);
        for (String link : List.of(FPuzzlesData.link(json), "https://sudokupad.app/fpuzzles" + data, "https://sudokupad.app/fpuz" + data,
                "https://sudokupad.app/?puzzleid=fpuzzles" + data, data, data.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D"))) {
            assertEquals(fromFile.toNonet(), FORMAT.readPuzzle(link).spec().toNonet(), link);
        }
    }

    @Test
    void everyMappedKeyBecomesItsClue() throws LangException {
        FPuzzlesPuzzle imported = FORMAT.readPuzzle(FPuzzlesData.DIR.resolve("every-key.json").toString());
        assertEquals(String.join("\n", FPuzzlesData.lines("every-key.nonet")) + "\n", imported.toNonet());
        COMPILER.compile(imported.spec());
    }

    @Test
    void jigsawRegionsAndStandardBoxesAreTold() throws LangException {
        PuzzleSpec jigsaw = FORMAT.readPuzzle(FPuzzlesData.DIR.resolve("jigsaw.json").toString()).spec();
        assertEquals(List.of("jigsaw"), jigsaw.models());
        // regions numbered as the standard boxes are boxes, whatever their numbers; two cells swapped make a jigsaw
        int[] regions = new int[81];
        for (int cell = 0; cell < 81; cell++) {
            regions[cell] = 8 - Geometry.standard(9).box(cell);
        }
        assertEquals(List.of("classic"), FORMAT.readPuzzle(FPuzzlesData.link(FPuzzlesData.withRegions(regions))).spec().models());
        regions[0] = 4;
        regions[30] = 8;
        PuzzleSpec swapped = FORMAT.readPuzzle(FPuzzlesData.link(FPuzzlesData.withRegions(regions))).spec();
        assertEquals(List.of("jigsaw"), swapped.models());
        assertEquals(4, swapped.regions()[0]);
    }

    @Test
    void aPrimeSizeIsAJigsawOfRows() throws LangException {
        String five = "{\"size\":5,\"grid\":[" + String.join(",", java.util.Collections.nCopies(5, "[{},{},{},{},{}]")) + "]}";
        PuzzleSpec spec = FORMAT.readPuzzle(FPuzzlesData.link(five)).spec();
        assertEquals(List.of("jigsaw"), spec.models());
        assertArrayEquals(new int[] {0, 0, 0, 0, 0, 1, 1, 1, 1, 1}, java.util.Arrays.copyOf(spec.regions(), 10));
    }

    @Test
    void valuesWithoutGivenAreNotGivens() throws LangException {
        PuzzleSpec spec = FORMAT.readPuzzle(FPuzzlesData.DIR.resolve("every-key.json").toString()).spec();
        assertEquals(5, spec.givens()[4 * 9 + 4]);
        assertEquals(0, spec.givens()[7 * 9 + 8], "r8c9 holds a solver's 4, not a given");
        assertTrue(new FPuzzlesFormat().recognizes(LzString.compressToBase64("{\"size\":9}")));
        assertFalse(new FPuzzlesFormat().recognizes("puzzles/classic/top95.txt"));
        assertFalse(new FPuzzlesFormat().recognizes(SHIFTED));
    }

    private static void assertUniqueWith(Model model, int[] solution, String name) {
        Result r = EngineRegistry.create("native", EngineOptions.NONE).run(model, Limits.count(2).withTimeoutMillis(60_000));
        assertEquals(Status.EXHAUSTED, r.status(), name + ": " + r.message());
        assertEquals(1, r.count(), name);
        assertEquals(List.of(), model.violations(r.solution()));
        assertArrayEquals(solution, r.solution(), name);
    }

    private static int[] digits(String line) {
        int[] out = new int[line.length()];
        for (int i = 0; i < out.length; i++) {
            out[i] = Geometry.digitOf(line.charAt(i));
        }
        return out;
    }
}
