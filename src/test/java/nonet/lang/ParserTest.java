package nonet.lang;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import nonet.model.Model;
import nonet.model.Relation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ParserTest {

    @Test
    void lexerReadsCellRangesNamesAndPredicateMinus() throws LangException {
        List<Token> t = Lexer.lex("cage r2-4c2-4, little-killer a-b", 0, false, "f", 1);
        assertEquals(Token.Kind.CELL, t.get(1).kind());
        assertEquals(List.of(2, 4, 2, 4), List.of(t.get(1).row1(), t.get(1).row2(), t.get(1).col1(), t.get(1).col2()));
        assertEquals("little-killer", t.get(3).text());
        assertEquals("a-b", t.get(4).text());
        List<Token> p = Lexer.lex("|a-b| >= 5", 0, true, "f", 1);
        assertEquals(List.of("|", "a", "-", "b", "|", ">=", "5", ""), p.stream().map(Token::text).toList());
        assertEquals(10, p.get(6).pos().col());
    }

    @Test
    void rectangleRangesExpandRowMajor() throws LangException {
        Token t = Lexer.lex("r2-3c8-9", 0, false, "f", 1).get(0);
        assertArrayEquals(new int[] {16, 17, 25, 26}, PuzzleFileParser.cells(t, 9));
    }

    @Test
    void puzzleFileReadsEveryForm() throws LangException {
        String text = "# a comment\nmodel demo\nuse killer   # trailing comment\ncage 15 r1c3-5\ngiven r5c3 = 1\ngivens\n"
                + "5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n------+-------+------\n"
                + "8........\n4........\n7........\n.........\n.........\n.........\n";
        PuzzleSpec s = Lang.parse(text);
        assertEquals(List.of("killer"), s.models());
        assertEquals(9, s.size());
        assertEquals(5, s.givens()[0]);
        assertEquals(1, s.givens()[38]);
        assertEquals(8, s.givens()[27]);
        assertEquals(7, s.givens()[45]);
        assertEquals(1, s.clues().size());
        assertEquals("cage 15 r1c3 r1c4 r1c5", s.clues().get(0).text(9));
        assertNull(s.regions());
    }

    /** Seeded random puzzles survive toNonet and parse back unchanged. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void toNonetReadsBack(long seed) throws LangException {
        Random rnd = new Random(seed);
        int[] givens = new int[81];
        int[] solution = new int[81];
        for (int i = 0; i < 81; i++) {
            givens[i] = rnd.nextInt(4) == 0 ? 1 + rnd.nextInt(9) : 0;
            solution[i] = 1 + rnd.nextInt(9);
        }
        int a = rnd.nextInt(80);
        List<ClueUse> clues = List.of(
                new ClueUse("cage", List.of(Arg.number(10 + rnd.nextInt(5), Pos.NONE), Arg.cells(new int[] {a, a + 1}, Pos.NONE)), Pos.NONE),
                new ClueUse("white", List.of(Arg.cells(new int[] {a}, Pos.NONE), Arg.cells(new int[] {a + 1}, Pos.NONE)), Pos.NONE));
        PuzzleSpec s = new PuzzleSpec(List.of("killer", "rules/kropki"), 9, givens, null, clues, solution, "gen");
        PuzzleSpec back = new PuzzleFileParser().parse(s.toNonet(), "back", Path.of("."));
        assertEquals(s.models(), back.models());
        assertArrayEquals(s.givens(), back.givens());
        assertArrayEquals(s.solution(), back.solution());
        assertEquals(s.clues().stream().map(c -> c.text(9)).toList(), back.clues().stream().map(c -> c.text(9)).toList());
        assertEquals(s.toNonet(), back.toNonet());
    }

    @Test
    void jigsawRegionsRoundTrip() throws LangException {
        PuzzleSpec s = Lang.parse("use jigsaw\nregions AABBAABBCCDDCCDD\n");
        assertEquals(4, s.size());
        assertArrayEquals(new int[] {0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3}, s.regions());
        assertArrayEquals(s.regions(), new PuzzleFileParser().parse(s.toNonet(), "b", Path.of(".")).regions());
    }

    @Test
    void expressionsCoverTheOperators(@TempDir Path dir) throws Exception {
        java.nio.file.Files.writeString(dir.resolve("e.nonet"), "pairs (0,1): (a + b) % 3 = 0 or a * 2 - b / 2 in {5, 7} and not max(a, b) >= abs(-8)\n");
        Model m = Lang.COMPILER.compile(new PuzzleFileParser().parse("use classic, ./e.nonet\ngrid 9\n", "p", dir));
        Relation r = m.all(Relation.class).get(0);
        for (int a = 1; a <= 9; a++) {
            for (int b = 1; b <= 9; b++) {
                boolean expected = (a + b) % 3 == 0 || ((a * 2 - b / 2 == 5 || a * 2 - b / 2 == 7) && !(Math.max(a, b) >= 8));
                assertEquals(expected, r.allows(a, b), a + "," + b);
            }
        }
        // (0,1) is taken as written: one relation per horizontal neighbour pair
        assertEquals(72, m.all(Relation.class).size());
    }
}
