package nonet.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Puzzle files and collections as users save them: byte order marks, stray lines, no grid size. */
class PuzzleFileInputTest {

    private static final String BOM = "\uFEFF";
    private static final String TOP = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @TempDir
    Path dir;

    private List<PuzzleEntry> file(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return Inputs.read(file.toString(), "");
    }

    private static PuzzleEntry.Ok ok(List<PuzzleEntry> entries) {
        assertEquals(1, entries.size(), entries.toString());
        return assertInstanceOf(PuzzleEntry.Ok.class, entries.get(0), entries.get(0).toString());
    }

    private static PuzzleEntry.Bad bad(List<PuzzleEntry> entries) {
        assertEquals(1, entries.size(), entries.toString());
        return assertInstanceOf(PuzzleEntry.Bad.class, entries.get(0), entries.get(0).toString());
    }

    @Test
    void aByteOrderMarkStartingAFileOrStandardInputIsSkipped() throws IOException {
        assertEquals(4, ok(file("p.nonet", BOM + "use classic\ngrid 4\n")).model().size());
        assertEquals(4, ok(Inputs.read("-", BOM + "use classic\ngrid 4\n")).model().size());
        assertEquals(4, ok(file("grids.txt", BOM + TOP + "\n")).model().givens()[0]);
        assertEquals(4, ok(Inputs.read("-", BOM + TOP + "\n")).model().givens()[0]);
    }

    @Test
    void aByteOrderMarkAnywhereElseIsABadSymbolWithItsPosition() throws IOException {
        List<PuzzleEntry> entries = file("grids.txt", TOP + "\n" + BOM + TOP + "\n");
        assertEquals(2, entries.size());
        assertEquals(file("grids.txt", TOP).get(0).getClass(), entries.get(0).getClass());
        PuzzleEntry.Bad bad = assertInstanceOf(PuzzleEntry.Bad.class, entries.get(1));
        assertEquals(2, bad.line());
        assertEquals(1, bad.col());
    }

    @Test
    void strayLinesInAPuzzleFileAreErrorsWithLineAndColumn() throws IOException {
        PuzzleEntry.Bad bad = bad(file("p.nonet", "use classic\ngrid 9\n  ???\n"));
        assertEquals(List.of(3, 3), List.of(bad.line(), bad.col()), bad.toString());
        PuzzleEntry.Bad word = bad(file("q.nonet", "use classic\ngrid 9\nfoo bar\n"));
        assertEquals(3, word.line());
        assertEquals(1, word.col());
        PuzzleEntry.Bad symbol = bad(file("r.nonet", "use classic\ngrid 9\ngiven r1c1 = 1 ?\n"));
        assertEquals(List.of(3, 16), List.of(symbol.line(), symbol.col()), symbol.toString());
    }

    @Test
    void aPuzzleThatNamesNoSizeIsNineByNineWhenEverythingFits() throws IOException {
        PuzzleEntry.Ok classic = ok(file("p.nonet", "use classic\ngiven r1c1 = 1\n"));
        assertEquals(9, classic.model().size());
        assertEquals(1, classic.model().givens()[0]);
        assertEquals(9, ok(file("k.nonet", "use killer\ncage 17 r9c8 r9c9\n")).model().size());
    }

    @Test
    void twoEqualGivensInARowOfTheDefaultGridAreAConflict() throws IOException {
        PuzzleEntry.Bad bad = bad(file("p.nonet", "use classic\ngiven r1c1 = 1\ngiven r1c2 = 1\n"));
        assertEquals("given 1 appears twice in one group (distinct rows): r1c1 and r1c2", bad.message());
    }
}
