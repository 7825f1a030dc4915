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

    private static final String FOUR = "use classic\ngrid 4\ngivens 1.........2.....\n";

    @Test
    void aFileOfSeveralPuzzlesReadsEachFromItsPuzzleLine() throws IOException {
        String text = "# puzzle 1\n" + FOUR + "\n# puzzle 2\nuse classic\ngrid 6\n";
        for (List<PuzzleEntry> entries : List.of(file("set.nonet", text), Inputs.read("-", text))) {
            assertEquals(2, entries.size(), entries.toString());
            PuzzleEntry.Ok first = assertInstanceOf(PuzzleEntry.Ok.class, entries.get(0));
            PuzzleEntry.Ok second = assertInstanceOf(PuzzleEntry.Ok.class, entries.get(1));
            assertEquals(List.of(1, 1, 4, 1), List.of(first.index(), first.line(), first.model().size(), first.model().givens()[0]));
            assertEquals(List.of(2, 6, 6), List.of(second.index(), second.line(), second.model().size()));
        }
    }

    @Test
    void anErrorInOnePuzzleOfASetIsPlacedInTheFileAndTheOthersAreRead() throws IOException {
        String text = FOUR + "# puzzle 2\nuse classic\ngrid 4\n  foo\n# puzzle 3\n" + FOUR
                + "# puzzle 4\nuse classic\ngrid 4\ngivens 11..............\n";
        List<PuzzleEntry> entries = file("set.nonet", text);
        assertEquals(4, entries.size(), entries.toString());
        PuzzleEntry.Bad stray = assertInstanceOf(PuzzleEntry.Bad.class, entries.get(1));
        assertEquals(List.of(2, 7, 3), List.of(stray.index(), stray.line(), stray.col()), stray.toString());
        assertEquals(3, assertInstanceOf(PuzzleEntry.Ok.class, entries.get(2)).index());
        PuzzleEntry.Bad conflict = assertInstanceOf(PuzzleEntry.Bad.class, entries.get(3));
        assertEquals(List.of(4, 15, 9), List.of(conflict.index(), conflict.line(), conflict.col()), conflict.toString());
    }

    @Test
    void aPuzzleLineAboveTheFirstStatementOrInProseIsAComment() throws IOException {
        assertEquals(4, ok(file("p.nonet", "# puzzle 12\n\n# puzzle 13\n" + FOUR)).model().size());
        assertEquals(4, ok(file("q.nonet", FOUR + "# puzzle notes: from the book\n#puzzles 2\n")).model().size());
    }

    @Test
    void aPuzzleLineWithNothingAfterItIsAnError() throws IOException {
        List<PuzzleEntry> entries = file("set.nonet", FOUR + "# puzzle 2\n\n# the end\n");
        assertEquals(2, entries.size(), entries.toString());
        PuzzleEntry.Bad bad = assertInstanceOf(PuzzleEntry.Bad.class, entries.get(1));
        assertEquals(List.of(2, 4, "no puzzle follows '# puzzle 2'"), List.of(bad.index(), bad.line(), bad.message()));
    }
}
