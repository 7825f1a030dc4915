package nonet.lang;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import nonet.model.AllDifferent;
import nonet.model.Domain;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClueCompilationTest {

    /** The one relation between two cells (0-based indices), checked against a predicate on every digit pair. */
    private static void assertRelation(Model m, int p, int q, java.util.function.BiPredicate<Integer, Integer> pred) {
        List<Relation> rels = m.all(Relation.class).stream().filter(r -> r.a() == Math.min(p, q) && r.b() == Math.max(p, q)).toList();
        assertEquals(1, rels.size(), m.all(Relation.class).toString());
        Relation r = rels.get(0);
        for (int a = 1; a <= 9; a++) {
            for (int b = 1; b <= 9; b++) {
                int x = p < q ? a : b;
                int y = p < q ? b : a;
                assertEquals(pred.test(a, b), r.allows(x, y), r + " a=" + a + " b=" + b);
            }
        }
    }

    private static int extra(Model m) {
        return m.constraints().size() - 27;
    }

    @Test
    void kropkiDots() throws LangException {
        Model m = Lang.compile("use kropki\ngrid 9\nwhite r1c1 r1c2\nblack r3c3 r4c3\n");
        assertEquals(2, extra(m));
        assertRelation(m, 0, 1, (a, b) -> Math.abs(a - b) == 1);
        assertRelation(m, 20, 29, (a, b) -> a == 2 * b || b == 2 * a);
    }

    @Test
    void xvAndWhisperAndThermoOrientRelationsByCell() throws LangException {
        Model m = Lang.compile("use classic, rules/xv, rules/whisper, rules/thermo\ngrid 9\nx r2c1 r1c1\nv r5c5 r5c6\n"
                + "whisper r9c1 r9c2 r9c3\nthermo r7c7 r6c6 r5c4\n");
        assertRelation(m, 9, 0, (a, b) -> a + b == 10);
        assertRelation(m, 40, 41, (a, b) -> a + b == 5);
        assertRelation(m, 72, 73, (a, b) -> Math.abs(a - b) >= 5);
        assertRelation(m, 73, 74, (a, b) -> Math.abs(a - b) >= 5);
        // bulb r7c7 (60) < r6c6 (50) < r5c4 (39): the relation is stored from the lower index
        assertRelation(m, 60, 50, (a, b) -> a < b);
        assertRelation(m, 50, 39, (a, b) -> a < b);
        assertEquals(6, extra(m));
    }

    @Test
    void killerCageIsDistinctAndSums() throws LangException {
        Model m = Lang.compile("use killer\ngrid 9\ncage 15 r1c3-5\ncage 17 r2c1 r3c1\n");
        List<LinearSum> sums = m.all(LinearSum.class);
        assertEquals(2, sums.size());
        assertArrayEquals(new int[] {2, 3, 4}, sums.get(0).cells());
        assertArrayEquals(new int[] {1, 1, 1}, sums.get(0).coeffs());
        assertEquals(15, sums.get(0).total());
        assertEquals("cage 15 r1c3 r1c4 r1c5", sums.get(0).origin());
        // the first cage lies in row 1, already distinct; the second adds a two-cell group
        assertEquals(29, m.all(AllDifferent.class).size());
        assertTrue(m.all(AllDifferent.class).stream().anyMatch(a -> !a.exact() && a.cells().length == 2));
    }

    @Test
    void arrowPutsTheCircleOnTheLeftWithMinusOne() throws LangException {
        Model m = Lang.compile("use arrow\ngrid 9\narrow r1c1 r2c2 r3c3 r4c4\n");
        LinearSum s = m.all(LinearSum.class).get(0);
        assertArrayEquals(new int[] {10, 20, 30, 0}, s.cells());
        assertArrayEquals(new int[] {1, 1, 1, -1}, s.coeffs());
        assertEquals(0, s.total());
    }

    @Test
    void pillArrowReadsItsPillAsANumber() throws LangException {
        Model m = Lang.compile("use pill-arrow\ngrid 9\npill-arrow 2 r1c1 r1c2 r2c2 r3c2 r4c2\n");
        LinearSum s = m.all(LinearSum.class).get(0);
        assertArrayEquals(new int[] {10, 19, 28, 0, 1}, s.cells());
        assertArrayEquals(new int[] {1, 1, 1, -10, -1}, s.coeffs());
        assertEquals(0, s.total());
    }

    @Test
    void aNumberStandsAmongCellsOnEitherSide(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("m.nonet"), "model m\nextends classic\nsum r1c1 number(r2c1 r2c2) = number(r3c1) r3c2\n");
        Model m = Lang.COMPILER.compile(new PuzzleFileParser().parse("use ./m.nonet\ngrid 9\n", "p.nonet", dir));
        LinearSum s = m.all(LinearSum.class).get(0);
        assertArrayEquals(new int[] {0, 9, 10, 18, 19}, s.cells());
        assertArrayEquals(new int[] {1, 10, 1, -1, -1}, s.coeffs());
    }

    @Test
    void littleKillerMergesRepeatedCells() throws LangException {
        Model m = Lang.compile("use little-killer\ngrid 9\nlittle-killer 20 r1c1 r1c2 r1c1\n");
        LinearSum s = m.all(LinearSum.class).get(0);
        assertArrayEquals(new int[] {0, 1}, s.cells());
        assertArrayEquals(new int[] {2, 1}, s.coeffs());
    }

    @Test
    void renbanUsesPairRulesNotATable() throws LangException {
        Model m = Lang.compile("use renban\ngrid 9\nrenban r5c1 r6c2 r7c3\n");
        assertEquals(0, m.all(Table.class).size());
        assertRelation(m, 36, 46, (a, b) -> Math.abs(a - b) < 3);
        assertRelation(m, 36, 56, (a, b) -> Math.abs(a - b) < 3);
        assertTrue(m.all(AllDifferent.class).stream().anyMatch(a -> java.util.Arrays.equals(a.cells(), new int[] {36, 46, 56})));
        // a full-length renban is legal: its pair rule is then always true and dropped
        Model row = Lang.compile("use renban\ngrid 9\nrenban r1c1-9\n");
        assertEquals(0, row.all(Relation.class).size());
    }

    @Test
    void palindromeAndOddEven() throws LangException {
        Model m = Lang.compile("use classic, rules/palindrome, rules/odd-even\ngrid 9\npalindrome r1c1 r2c2 r3c3 r4c4 r5c5\n"
                + "odd r9c9\neven r8c8\n");
        assertRelation(m, 0, 40, (a, b) -> a.equals(b));
        assertRelation(m, 10, 30, (a, b) -> a.equals(b));
        assertEquals(2, m.all(Relation.class).size());
        List<Domain> ds = m.all(Domain.class);
        assertEquals(new Domain(80, 0b101010101, "odd r9c9"), ds.get(0));
        assertEquals(0b101010101, ds.get(0).mask());
        assertEquals(0b010101010, ds.get(1).mask());
    }

    @Test
    void productTableEnumeratesAndPrunesWithTheRow() throws LangException {
        Model m = Lang.compile("use product\ngrid 9\nproduct 6 r1c1 r1c2\nproduct 4 r1c1 r2c1\n");
        List<Table> ts = m.all(Table.class);
        assertEquals(2, ts.size());
        // same row: 1*6, 6*1, 2*3, 3*2
        assertEquals(4, ts.get(0).size());
        // r1c1 and r2c1 share column 1 and box 1: 1*4, 4*1 (2*2 pruned)
        assertEquals(2, ts.get(1).size());
        for (int t = 0; t < ts.get(0).size(); t++) {
            assertEquals(6, ts.get(0).digit(t, 0) * ts.get(0).digit(t, 1));
        }
    }

    @Test
    void relationsOnOnePairMerge() throws LangException {
        Model m = Lang.compile("use classic, rules/kropki, rules/xv\ngrid 9\nwhite r1c1 r1c2\nv r1c2 r1c1\n");
        assertEquals(1, m.all(Relation.class).size());
        assertRelation(m, 0, 1, (a, b) -> a + b == 5 && Math.abs(a - b) == 1);
        Lang.assertContains(m.all(Relation.class).get(0).origin(), "white r1c1 r1c2; v r1c2 r1c1");
    }

    @Test
    void givensBecomeSingletonDomains() throws LangException {
        Model m = Lang.compile("use classic\ngrid 9\ngiven r5c3 = 1\ngiven r9c9 = 9\n");
        assertEquals(2, m.all(Domain.class).size());
        assertEquals(1, m.givens()[38]);
        assertEquals(9, m.givens()[80]);
    }
}
