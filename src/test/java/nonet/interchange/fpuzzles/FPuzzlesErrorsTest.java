package nonet.interchange.fpuzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import nonet.interchange.LzString;
import nonet.lang.LangException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every way f-puzzles input can be malformed gives one message, word for word, at its place. */
class FPuzzlesErrorsTest {

    private static final FPuzzlesFormat FORMAT = new FPuzzlesFormat();

    static Stream<Arguments> badDocuments() {
        return Stream.of(
                Arguments.of("{\"size\":9}", "grid: expected a list, found nothing"),
                Arguments.of("[1,2]", "expected an f-puzzles JSON object, found a list"),
                Arguments.of("{\"grid\":[]}", "size: expected a whole number, found nothing"),
                Arguments.of("{\"size\":\"nine\",\"grid\":[]}", "size: expected a whole number, found 'nine'"),
                Arguments.of("{\"size\":40,\"grid\":[]}", "size: grid size 40 is outside 1..30"),
                Arguments.of("{\"size\":9,\"grid\":[[]]}", "grid: expected 9 rows for a 9x9 grid, found 1"),
                Arguments.of(FPuzzlesData.empty9("").replaceFirst("\\[\\{\\},", "["), "grid[0]: expected 9 cells in row 1, found 8"),
                Arguments.of(FPuzzlesData.empty9("").replaceFirst("\\{\\}", "{\"value\":12,\"given\":true}"), "grid[0][0].value: given 12 is outside 1..9"),
                Arguments.of(FPuzzlesData.empty9("").replaceFirst("\\{\\}", "{\"region\":null}"),
                        "grid[0][0].region: cell R1C1 belongs to no region; f-puzzles' regionless cells have no nonet model"),
                Arguments.of(FPuzzlesData.empty9("").replaceFirst("\\{\\}", "{\"region\":3}"),
                        "grid: regions must be 9 regions of 9 cells, but region 0 has 8"),
                Arguments.of(FPuzzlesData.empty9("\"chaosconstruction\":true"), "chaosconstruction: f-puzzles constraint 'chaosconstruction' has no nonet model"),
                Arguments.of(FPuzzlesData.empty9("\"antiknight\":\"yes\""), "antiknight: expected true or false, found 'yes'"),
                Arguments.of(FPuzzlesData.empty9("\"killercage\":[{\"cells\":[\"R1C1\",\"R10C1\"],\"value\":\"10\"}]"),
                        "killercage[0].cells[1]: cell R10C1 is outside the 9x9 grid"),
                Arguments.of(FPuzzlesData.empty9("\"killercage\":[{\"cells\":[\"R1C1\",\"R0C1\"],\"value\":\"10\"}]"),
                        "killercage[0].cells[1]: cell R0C1 is outside the 9x9 grid"),
                Arguments.of(FPuzzlesData.empty9("\"killercage\":[{\"cells\":[\"A1\"],\"value\":\"10\"}]"),
                        "killercage[0].cells[0]: expected a cell such as R1C1, found 'A1'"),
                Arguments.of(FPuzzlesData.empty9("\"killercage\":[{\"cells\":[],\"value\":\"10\"}]"),
                        "killercage[0].cells: expected at least one cell, found an empty list"),
                Arguments.of(FPuzzlesData.empty9("\"killercage\":[{\"cells\":[\"R1C1\"],\"value\":\"ten\"}]"),
                        "killercage[0].value: value 'ten' has no nonet meaning for 'killercage'"),
                Arguments.of(FPuzzlesData.empty9("\"xv\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"Y\"}]"),
                        "xv[0].value: value 'Y' has no nonet meaning for 'xv'"),
                Arguments.of(FPuzzlesData.empty9("\"thermometer\":{\"lines\":[]}"), "thermometer: expected a list, found an object"),
                Arguments.of(FPuzzlesData.empty9("\"sandwichsum\":[{\"cell\":\"R0C0\",\"value\":\"5\"}]"),
                        "sandwichsum[0].cell: cell R0C0 is not outside the grid facing a row or column"),
                Arguments.of(FPuzzlesData.empty9("\"littlekillersum\":[{\"cell\":\"R0C1\",\"direction\":\"UP\",\"value\":\"5\"}]"),
                        "littlekillersum[0].direction: expected a direction UR, UL, DR or DL, found 'UP'"),
                Arguments.of(FPuzzlesData.empty9("\"littlekillersum\":[{\"cell\":\"R0C1\",\"direction\":\"UR\",\"value\":\"5\"}]"),
                        "littlekillersum[0].cell: a little killer total must stand outside the grid and point into it, not at R0C1 pointing UR"),
                Arguments.of(FPuzzlesData.empty9("\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":[[\"R1C1\"]]}]"),
                        "arrow[0].lines[0]: the arrow has no cells outside its circle"),
                Arguments.of(FPuzzlesData.empty9("\"quadruple\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R2C1\",\"R3C2\"],\"values\":[1]}]"),
                        "quadruple[0].cells: a quadruple needs the four cells of a 2x2 block"),
                Arguments.of(FPuzzlesData.empty9("\"quadruple\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R2C1\",\"R2C2\"],\"values\":[10]}]"),
                        "quadruple[0].values[0]: digit 10 is outside 1..9"),
                Arguments.of(FPuzzlesData.empty9("\"clone\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"cloneCells\":[\"R9C9\"]}]"),
                        "clone[0].cloneCells: a clone needs as many cells as its original (2), not 1"),
                Arguments.of(FPuzzlesData.empty9("\"negative\":[\"ratio\"]"),
                        "negative: f-puzzles negative constraint 'ratio' has no nonet model on its own (nonet's takes ratio and difference together)"),
                Arguments.of(FPuzzlesData.empty9("\"negative\":[\"sum\"]"), "negative: f-puzzles negative constraint 'sum' has no nonet model"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("badDocuments")
    void badDocumentIsOneLocatedError(String json, String expected) {
        String link = FPuzzlesData.link(json);
        LangException e = assertThrows(LangException.class, () -> FORMAT.readPuzzle(link).spec());
        assertEquals(FORMAT.sourceName(link), e.file());
        assertEquals(expected, e.detail());
    }

    @Test
    void brokenLinksSayWhatIsWrong() {
        String good = FPuzzlesData.link(FPuzzlesData.empty9(""));
        assertEquals(List.of(
                "the link's data does not decompress: the compressed text is cut off after 40 characters",
                "the link's data does not decompress: character '!' at position 4 is not in the lz-string alphabet",
                "malformed JSON: end of input (line 1, column 22 of the link's JSON)",
                "f-puzzles short links (?id=...) are kept on the f-puzzles server; open it and copy the long ?load= link",
                "an f-puzzles link carries its puzzle after ?load=, and this one has none",
                "SudokuPad's own format (scl) draws lines and shapes without saying their rules; nonet reads its f-puzzles links (sudokupad.app/fpuzzles...)",
                "SudokuPad short links are kept on the SudokuPad server; open it and share it as an f-puzzles link"),
                Stream.of(good.substring(0, good.indexOf("load=") + 5 + 40), good.replaceFirst("load=N4I", "load=N4I!"),
                        FPuzzlesData.link("{\"size\":9,\"grid\":[[{}"), "https://f-puzzles.com/?id=y82pttpx", "https://www.f-puzzles.com/",
                        "https://sudokupad.app/sclN4IgzglgXgpiBcBOANCA", "https://sudokupad.app/1i71uad30f")
                        .map(FPuzzlesErrorsTest::detail).toList());
    }

    @Test
    void jsonFilesAreLocatedAtLineAndColumn(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("broken.json");
        Files.writeString(file, "{\n  \"size\": 9,\n  \"grid\": [}\n}\n");
        LangException e = assertThrows(LangException.class, () -> FORMAT.readPuzzle(file.toString()).spec());
        assertEquals(file + ":3:12: malformed JSON: expected value", e.getMessage());
        Files.writeString(file, FPuzzlesData.empty9("") + " {}");
        assertEquals("malformed JSON: text after the end of the JSON value",
                assertThrows(LangException.class, () -> FORMAT.readPuzzle(file.toString()).spec()).detail());
        assertEquals("no such file", assertThrows(LangException.class, () -> FORMAT.readPuzzle(dir.resolve("none.json").toString()).spec()).detail());
    }

    @Test
    void longLinksAreShortenedInMessages() {
        String link = FPuzzlesData.link(FPuzzlesData.empty9(""));
        assertEquals(link.substring(0, 48) + "...(" + link.length() + " characters)", FORMAT.sourceName(link));
        assertEquals("N4IgzglgXgpiBcBOAvkA", FORMAT.sourceName(LzString.compressToBase64("{\"size\":9}")));
    }

    private static String detail(String arg) {
        return assertThrows(LangException.class, () -> FORMAT.readPuzzle(arg).spec()).detail();
    }
}
