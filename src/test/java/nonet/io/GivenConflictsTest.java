package nonet.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Geometry;
import nonet.model.Mdd;
import nonet.model.Model;
import nonet.testing.LineDiagrams;
import nonet.testing.RandomLineRules;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Givens that break a constraint by themselves are input errors naming the givens, for every IR primitive. */
class GivenConflictsTest {

    private static PuzzleEntry.Bad onlyError(String puzzleFile) {
        List<PuzzleEntry> entries = Inputs.read("-", puzzleFile);
        assertEquals(1, entries.size());
        return assertInstanceOf(PuzzleEntry.Bad.class, entries.get(0), entries.get(0).toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "AllDifferent | grid 9\\ngiven r1c1 = 4\\ngiven r1c9 = 4 | given 4 appears twice in one group (distinct rows): r1c1 and r1c9",
        "Relation     | use kropki\\ngrid 9\\nwhite r1c1 r1c2\\ngiven r1c1 = 1\\ngiven r1c2 = 5 | givens r1c1 = 1, r1c2 = 5 break white r1c1 r1c2",
        "LinearSum    | use killer\\ngrid 9\\ncage 3 r1c1 r1c2\\ngiven r1c1 = 5 | given r1c1 = 5 breaks cage 3 r1c1 r1c2: with them the sum is 6..14, not 3",
        "LinearSum    | use arrow\\ngrid 9\\narrow r1c1 r1c2 r1c3\\ngiven r1c1 = 2\\ngiven r1c2 = 4 | givens r1c1 = 2, r1c2 = 4 break arrow r1c1 r1c2 r1c3: with them the sum is 3..11, not 0",
        "Table        | use product\\ngrid 9\\nproduct 6 r1c1 r1c2\\ngiven r1c1 = 5 | given r1c1 = 5 breaks product 6 r1c1 r1c2: no allowed combination has these digits",
        "Mdd          | use sandwich\\ngrid 9\\nsandwich 15 r1c1-9\\ngiven r1c1 = 1\\ngiven r1c3 = 9 | givens r1c1 = 1, r1c3 = 9 break sandwich 15 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9: no allowed combination has these digits",
        "Domain       | use odd-even\\ngrid 9\\nodd r1c1\\ngiven r1c1 = 2 | given r1c1 = 2 breaks odd r1c1",
    })
    void everyPrimitiveNamesTheGivensItBreaks(String primitive, String file, String message) {
        PuzzleEntry.Bad bad = onlyError(file.replace("\\n", "\n") + "\n");
        assertEquals(message, bad.message(), primitive);
    }

    @Test
    void givensThatFitAreNoConflict() {
        List<PuzzleEntry> entries = Inputs.read("-", "use killer\ngrid 9\ncage 3 r1c1 r1c2\ngiven r1c1 = 2\n");
        assertInstanceOf(PuzzleEntry.Ok.class, entries.get(0), entries.get(0).toString());
    }

    @Test
    void anInlineGridPointsAtTheColumnOfTheSecondGiven() {
        String grid = "4...4" + ".".repeat(76);
        PuzzleEntry.Bad bad = assertInstanceOf(PuzzleEntry.Bad.class, Inputs.read(grid, "").get(0));
        assertEquals("<arg>:1:5: given 4 appears twice in one group (distinct rows): r1c1 and r1c5", bad.toString());
    }

    @Test
    void aPuzzleFilePointsAtTheLineOrSymbolThatGivesTheLaterCell() {
        PuzzleEntry.Bad line = onlyError("grid 9\ngiven r1c9 = 4\n# between\ngiven r1c1 = 4\n");
        assertEquals("<stdin>:2:1: given 4 appears twice in one group (distinct rows): r1c1 and r1c9", line.toString());
        PuzzleEntry.Bad symbol = onlyError("use classic\ngivens 4...4" + ".".repeat(76) + "\n");
        assertEquals(List.of(2, 12), List.of(symbol.line(), symbol.col()), symbol.toString());
    }

    @Test
    void aBrokenLinePointsAtItsLaterGiven() {
        PuzzleEntry.Bad bad = onlyError("use sandwich\ngrid 9\nsandwich 15 r1c1-9\ngiven r1c3 = 9\n# between\ngiven r1c1 = 1\n");
        assertEquals("<stdin>:4:1: givens r1c1 = 1, r1c3 = 9 break sandwich 15 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9:"
                + " no allowed combination has these digits", bad.toString());
    }

    /** A line breaks only when no completion of its open cells fits its givens; the later given's cell is named. */
    @Test
    void aLineIsBrokenOnlyWhenNoCompletionFitsItsGivens() {
        Geometry g = Geometry.standard(9);
        int[] row = new int[9];
        for (int c = 0; c < 9; c++) {
            row[c] = g.cell(0, c);
        }
        Mdd sandwich = LineDiagrams.sandwich(row, 9, 15, "sandwich 15 r1c1-9");
        Model open = TestModels.classicWith("1...9" + ".".repeat(76), List.of(sandwich));
        assertNull(GivenConflicts.find(open), "three cells between can make 15 (2+5+8)");
        Model closed = TestModels.classicWith("1.9" + ".".repeat(78), List.of(sandwich));
        assertEquals(new GivenConflicts.Conflict(2, "givens r1c1 = 1, r1c3 = 9 break sandwich 15 r1c1-9: no allowed combination"
                + " has these digits"), GivenConflicts.find(closed));
    }

    /**
     * Seeded random line rules ({@link RandomLineRules}) with a few more random givens: the rules as
     * diagrams and as tables (the same tuples) report the same conflict, or none, at the same cell.
     */
    @Test
    void aDiagramAndItsTableReportTheSameConflict() {
        int lineConflicts = 0;
        for (long seed = 1; seed <= 100; seed++) {
            for (int size : new int[] {4, 6}) {
                RandomLineRules.Twins twins = RandomLineRules.model(seed, size);
                List<Domain> extra = randomGivens(twins.withDiagrams(), new Random(seed));
                GivenConflicts.Conflict tables = GivenConflicts.find(with(twins.withTables(), extra));
                GivenConflicts.Conflict diagrams = GivenConflicts.find(with(twins.withDiagrams(), extra));
                assertEquals(tables, diagrams, "seed " + seed + " size " + size);
                lineConflicts += diagrams != null && diagrams.message().endsWith("no allowed combination has these digits") ? 1 : 0;
            }
        }
        // measured: 16 of the 200 models break a line rule with their givens (others a group, or nothing)
        assertTrue(lineConflicts >= 8, lineConflicts + " conflicts with a line rule");
    }

    /** Up to three givens on cells of the model's line rules, random digits. */
    private static List<Domain> randomGivens(Model model, Random rnd) {
        List<Mdd> lines = model.all(Mdd.class);
        List<Domain> out = new ArrayList<>();
        for (int k = rnd.nextInt(4); k > 0; k--) {
            Mdd line = lines.get(rnd.nextInt(lines.size()));
            int cell = line.cell(rnd.nextInt(line.length()));
            int digit = 1 + rnd.nextInt(model.size());
            out.add(new Domain(cell, 1 << (digit - 1), "given " + model.geometry().cellName(cell) + " = " + digit));
        }
        return out;
    }

    private static Model with(Model model, List<? extends Constraint> extra) {
        List<Constraint> all = new ArrayList<>(model.constraints());
        all.addAll(extra);
        return model.withConstraints(all);
    }
}
