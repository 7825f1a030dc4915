package nonet.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import nonet.lang.BoundedLineReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The grid-text reader on its own: what it accepts, where it points when it does not. */
class CollectionReaderTest {

    /** A grid read by the reader, before any model sees it. */
    record Grid(int index, int line, int size, int[] givens) {
    }

    private final List<Grid> grids = new ArrayList<>();
    private final List<PuzzleEntry.Bad> errors = new ArrayList<>();

    private void read(String text, int fixedSize) throws IOException {
        CollectionReader reader = new CollectionReader("f.txt", fixedSize, (source, index, line, size, givens, columns) -> {
            grids.add(new Grid(index, line, size, givens.clone()));
            return new PuzzleEntry.Bad(source, index, line, 0, "placeholder");
        });
        reader.read(new BoundedLineReader(new StringReader(text)), e -> {
            if (e instanceof PuzzleEntry.Bad bad && !bad.message().equals("placeholder")) {
                errors.add(bad);
            }
        });
    }

    private static final String TOP = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @Test
    void readsOneLineGridsSkippingCommentsBlanksAndTrailingText() throws IOException {
        read("# a comment\n\n" + TOP + "\n" + TOP.replace('.', '0') + " rated 9.1\n" + TOP + ":1:whatever\n", 0);
        assertEquals(3, grids.size());
        assertTrue(errors.isEmpty(), errors.toString());
        for (Grid g : grids) {
            assertEquals(9, g.size());
            assertEquals(4, g.givens()[0]);
            assertEquals(0, g.givens()[1]);
            assertEquals(5, g.givens()[8]);
        }
        assertEquals(List.of(3, 4, 5), grids.stream().map(Grid::line).toList());
        assertEquals(List.of(1, 2, 3), grids.stream().map(Grid::index).toList());
    }

    @Test
    void infersEverySupportedSizeFromTheLength() throws IOException {
        int[] sizes = {4, 6, 8, 9, 12, 16, 25};
        StringBuilder text = new StringBuilder();
        for (int n : sizes) {
            text.append(".".repeat(n * n)).append('\n');
        }
        read(text.toString(), 0);
        assertEquals(sizes.length, grids.size());
        for (int i = 0; i < sizes.length; i++) {
            assertEquals(sizes[i], grids.get(i).size());
        }
    }

    @Test
    void readsLettersAsDigitsAboveNine() throws IOException {
        String line = "G" + ".".repeat(254) + "a";
        read(line, 0);
        assertEquals(16, grids.get(0).givens()[0]);
        assertEquals(10, grids.get(0).givens()[255]);
    }

    @Test
    void readsMultiLineGridsWithSeparators() throws IOException {
        String text = """
                4 . . | . . . | 8 . 5
                . 3 . | . . . | . . .
                . . . | 7 . . | . . .
                ------+-------+------
                . 2 . | . . . | . 6 .
                . . . | . 8 . | 4 . .
                . . . | . 1 . | . . .
                ------+-------+------
                . . . | 6 . 3 | . 7 .
                5 . . | 2 . . | . . .
                1 . 4 | . . . | . . .
                """;
        read(text, 0);
        assertTrue(errors.isEmpty(), errors.toString());
        assertEquals(1, grids.size());
        assertEquals(1, grids.get(0).line());
        int[] expected = new int[81];
        for (int i = 0; i < 81; i++) {
            expected[i] = TOP.charAt(i) == '.' ? 0 : TOP.charAt(i) - '0';
        }
        assertArrayEquals(expected, grids.get(0).givens());
    }

    @Test
    void compactRowsOfAFixedSizeAreRowsNotSmallGrids() throws IOException {
        StringBuilder text = new StringBuilder();
        for (int r = 0; r < 16; r++) {
            text.append(".".repeat(16)).append('\n');
        }
        read(text.toString(), 16);
        assertEquals(1, grids.size());
        assertEquals(16, grids.get(0).size());
    }

    @Test
    void badSymbolIsReportedAtItsColumnAndReadingGoesOn() throws IOException {
        read(TOP + "\n" + TOP.substring(0, 10) + "x" + TOP.substring(11) + "\n" + TOP + "\n", 0);
        assertEquals(2, grids.size());
        assertEquals(1, errors.size());
        PuzzleEntry.Bad bad = errors.get(0);
        assertEquals(2, bad.line());
        assertEquals(11, bad.col());
        assertEquals(2, bad.index());
        assertTrue(bad.toString().startsWith("f.txt:2:11: bad symbol 'x'"), bad.toString());
    }

    @Test
    void digitTooLargeForTheGridIsABadSymbol() throws IOException {
        read("5" + ".".repeat(15), 0);
        assertEquals(1, errors.size());
        assertTrue(errors.get(0).message().contains("4x4"), errors.get(0).message());
        assertEquals(1, errors.get(0).col());
    }

    @Test
    void wrongLengthIsReported() throws IOException {
        read(TOP.substring(1) + "\n" + TOP + "\n", 0);
        assertEquals(1, grids.size());
        assertEquals(1, errors.size());
        assertEquals(1, errors.get(0).line());
        assertTrue(errors.get(0).message().contains("80 symbols"), errors.get(0).message());
    }

    @Test
    void truncatedMultiLineGridIsReported() throws IOException {
        read("123456789\n.........\n", 0);
        assertEquals(0, grids.size());
        assertEquals(1, errors.size());
        assertTrue(errors.get(0).message().contains("2 of its 9 rows"), errors.get(0).message());
    }

    @Test
    void rowOfTheWrongLengthInsideAGridIsReported() throws IOException {
        read("123456789\n........\n", 0);
        assertEquals(1, errors.size());
        assertEquals(2, errors.get(0).line());
        assertInstanceOf(PuzzleEntry.Bad.class, errors.get(0));
    }

    private static final String SECOND = "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....";

    /** What the reader gave, in order: the line of each grid read, or "error@line: message". */
    private List<String> order(String text) throws IOException {
        List<String> seen = new ArrayList<>();
        CollectionReader reader = new CollectionReader("f.txt", 0, (source, index, line, size, givens, columns) -> {
            seen.add("grid #" + index + "@" + line);
            return new PuzzleEntry.Bad(source, index, line, 0, "placeholder");
        });
        reader.read(new BoundedLineReader(new StringReader(text)), e -> {
            if (e instanceof PuzzleEntry.Bad bad && !bad.message().equals("placeholder")) {
                seen.add("error #" + bad.index() + "@" + bad.line() + ":" + bad.col() + ": " + bad.message());
            }
        });
        return seen;
    }

    private static String rows(String grid, int count) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < count; r++) {
            sb.append(grid, (r % 9) * 9, (r % 9) * 9 + 9).append('\n');
        }
        return sb.toString();
    }

    @Test
    void aFragmentBetweenTwoGridsCostsOnlyItsOwnLine() throws IOException {
        for (int length : new int[] {9, 17}) {
            assertEquals(List.of("grid #1@1", "error #2@2:1: a grid line has " + length + " symbols; expected a whole grid (16, 36,"
                    + " 64, 81, 144, 256 or 625 symbols) or the first of " + length + " rows of a multi-line grid", "grid #3@3"),
                    order(TOP + "\n" + SECOND.substring(0, length) + "\n" + TOP + "\n"), "fragment of " + length);
        }
    }

    @Test
    void aMultiLineGridMissingARowEndsAtTheNextWholeGrid() throws IOException {
        assertEquals(List.of("error #1@1:1: the grid starting here has 8 of its 9 rows", "grid #2@9"), order(rows(TOP, 8) + SECOND + "\n"));
    }

    @Test
    void aMultiLineGridWithARowTooManyReportsTheExtraRowAlone() throws IOException {
        assertEquals(List.of("grid #1@1", "error #2@10:1: a grid line has 9 symbols; expected a whole grid (16, 36, 64, 81, 144,"
                + " 256 or 625 symbols) or the first of 9 rows of a multi-line grid", "grid #3@11"), order(rows(TOP, 10) + SECOND + "\n"));
    }

    @Test
    void aBlankLineEndsAMultiLineGridSoTheNextOneIsReadAsWritten() throws IOException {
        assertEquals(List.of("error #1@1:1: the grid starting here has 8 of its 9 rows", "grid #2@10"),
                order(rows(TOP, 8) + "\n" + rows(SECOND, 9)));
    }

    @Test
    void aShortRowBreaksItsGridButTheNextGridIsRead() throws IOException {
        String broken = rows(TOP, 3) + "1234\n" + rows(TOP, 5);
        assertEquals(List.of("error #1@4:1: row 4 of the grid starting on line 1 has 4 symbols, expected 9", "grid #2@10", "grid #3@19"),
                order(broken + rows(SECOND, 9) + SECOND + "\n"));
    }

    @Test
    void aBadSymbolBreaksItsGridButTheNextGridIsRead() throws IOException {
        String broken = rows(TOP, 3) + "12345678x\n" + rows(TOP, 5);
        assertEquals(List.of("error #1@4:9: bad symbol 'x' for a 9x9 grid; expected '.' or '0' for a blank, or 1-9", "grid #2@10"),
                order(broken + SECOND + "\n"));
    }

    @Test
    void aCutGridFollowedByAnAnnotationIsAnErrorNotAnotherPuzzle() throws IOException {
        assertEquals(List.of("error #1@1:1: a one-line grid has 80 symbols, where a whole grid has 16, 36, 64, 81, 144, 256 or 625"
                + " (anything after a space, ':' or ',' is an annotation, not part of the grid)", "grid #2@2"),
                order(TOP.substring(0, 80) + " 5\n" + TOP + "\n"));
    }

    @Test
    void evenlySpacedGridsAreRead() throws IOException {
        String byBoxRow = TOP.replaceAll("(...)", "$1 ");
        String bySymbol = TOP.replaceAll("(.)", "$1 ");
        String byRowWithBars = TOP.replaceAll("(.........)", "$1 | ");
        assertEquals(List.of("grid #1@1", "grid #2@2", "grid #3@3"), order(byBoxRow + "\n" + bySymbol + "\n" + byRowWithBars + "\n"));
    }

    @Test
    void aHundredSymbolsAreNoGridSizesAreTheListedOnes() throws IOException {
        assertEquals(List.of("error #1@1:1: a one-line grid has 100 symbols, where a whole grid has 16, 36, 64, 81, 144, 256 or 625"
                + " (anything after a space, ':' or ',' is an annotation, not part of the grid)"), order(".".repeat(100) + "\n"));
    }

    @Test
    void anOverlongLineIsReportedAndTheNextLineRead() throws IOException {
        assertEquals(List.of("error #1@1:65537: line 1 is longer than 65536 characters, where a grid has at most 625 symbols", "grid #2@2"),
                order(".".repeat(BoundedLineReader.MAX_LINE + 5) + "\n" + TOP + "\n"));
    }

    @Test
    void controlCharactersAreNamedByTheirCodePoint() throws IOException {
        assertEquals(List.of("error #1@1:2: bad symbol U+0000 for a 9x9 grid; expected '.' or '0' for a blank, or 1-9"),
                order("4\0" + TOP.substring(2) + "\n"));
    }

    @Test
    void separatorLinesAroundAGridAreSkipped() throws IOException {
        String grid = "+-------+-------+-------+\n" + rows(TOP, 9).replaceAll("(?m)^(...)(...)(...)$", "| $1 | $2 | $3 |")
                + "+-------+-------+-------+\n";
        assertEquals(List.of("grid #1@2"), order(grid));
    }

    @Test
    void aPuzzleFileStatementInACollectionSaysSo() throws IOException {
        assertEquals(List.of("grid #1@1", "error #2@2:3: 'cage 3 r1c1 r1c2' is a puzzle-file statement, and this file is a collection"
                + " of grids; clues, 'use' and 'given' need a puzzle file, whose name ends in .nonet", "error #3@3:1: 'use killer' is a"
                + " puzzle-file statement, and this file is a collection of grids; clues, 'use' and 'given' need a puzzle file, whose"
                + " name ends in .nonet", "grid #4@4"), order(TOP + "\n  cage 3 r1c1 r1c2\nuse killer\n" + TOP + "\n"));
    }

    @Test
    void aGridsNumberOfSymbolsUnevenlySpacedSaysSo() throws IOException {
        assertEquals(List.of("error #1@1:1: the line's 81 symbols would make a whole grid but are unevenly spaced; a one-line grid"
                + " has no spaces, or the same number of symbols between each two spaces or bars", "error #2@2:1: a grid line has 1"
                + " symbol; expected a whole grid (16, 36, 64, 81, 144, 256 or 625 symbols) or one row of a multi-line grid"),
                order("4.... " + TOP.substring(5) + "\n5\n"));
    }
}
