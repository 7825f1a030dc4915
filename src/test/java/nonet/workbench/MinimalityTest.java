package nonet.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleSpec;
import org.junit.jupiter.api.Test;

/**
 * Minimality found by native, checked by sat: the reduced puzzle is unique and loses that the
 * moment any remaining given or clue goes; the report names exactly the givens and clues that can go.
 */
class MinimalityTest {

    private static final Compiler COMPILER = new Compiler(ModelLibrary.bundled());

    /** Full 4x4 and 6x6 solutions, a 17-given 9x9, the Miracle solution without its 1s, and a 6x6 with six blanks. */
    private static final List<PuzzleSpec> PUZZLES = List.of(
            grid(4, "1234341221434321"),
            grid(6, "123456456123231564564231312645645312"),
            grid(9, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"),
            grid(9, "483726159726159483159483726837261594261594837594837261372615948615948372948372615".replace("1", ".")),
            grid(6, "12.456.56.23.31564.64231.12645.45312"));

    @Test
    void theReducedPuzzleIsUniqueAndEveryRemainingGivenIsNeeded() throws LangException {
        try (Engine nat = EngineRegistry.create("native", EngineOptions.NONE); Engine sat = EngineRegistry.create("sat", EngineOptions.NONE)) {
            Minimality byNative = new Minimality(COMPILER, new VerifiedRuns(nat, 0, 1));
            Minimality bySat = new Minimality(COMPILER, new VerifiedRuns(sat, 0, 1));
            for (PuzzleSpec spec : PUZZLES) {
                PuzzleSpec reduced = byNative.reduce(spec);
                String where = spec.source();
                assertTrue(bySat.unique(reduced), where);
                int[] g = reduced.givens();
                for (int cell = 0; cell < g.length; cell++) {
                    if (g[cell] != 0) {
                        int[] fewer = g.clone();
                        fewer[cell] = 0;
                        assertFalse(bySat.unique(reduced.withGivens(fewer)), where + ": given " + cell + " is not needed");
                    }
                }
                assertTrue(byNative.report(reduced).minimal(), where);
            }
        }
    }

    @Test
    void theReportListsExactlyTheRemovableGivens() {
        try (Engine nat = EngineRegistry.create("native", EngineOptions.NONE); Engine sat = EngineRegistry.create("sat", EngineOptions.NONE)) {
            Minimality bySat = new Minimality(COMPILER, new VerifiedRuns(sat, 0, 1));
            PuzzleSpec spec = PUZZLES.get(1);
            Minimality.Report r = new Minimality(COMPILER, new VerifiedRuns(nat, 0, 1)).report(spec);
            int[] g = spec.givens();
            for (int cell = 0; cell < g.length; cell++) {
                int[] fewer = g.clone();
                fewer[cell] = 0;
                assertEquals(bySat.unique(spec.withGivens(fewer)), r.givens().contains(cell), "cell " + cell);
            }
            assertEquals(List.of(), r.clues());
        }
    }

    @Test
    void cluesAreReducedToo() throws LangException {
        String text = "use killer\ngrid 4x4\ncage 3 r1c1 r1c2\ncage 7 r1c3 r1c4\ncage 7 r2c1 r2c2\ncage 3 r2c3 r2c4\ncage 5 r3c1 r4c1\n"
                + "givens\n1.3.\n....\n....\n...1\n";
        PuzzleSpec spec = new nonet.lang.PuzzleFileParser(COMPILER.library()).parse(text, "killer.nonet", java.nio.file.Path.of("."));
        try (Engine nat = EngineRegistry.create("native", EngineOptions.NONE); Engine sat = EngineRegistry.create("sat", EngineOptions.NONE)) {
            Minimality bySat = new Minimality(COMPILER, new VerifiedRuns(sat, 0, 1));
            PuzzleSpec reduced = new Minimality(COMPILER, new VerifiedRuns(nat, 0, 1)).reduce(spec);
            assertTrue(bySat.unique(reduced));
            for (int i = 0; i < reduced.clues().size(); i++) {
                assertFalse(bySat.unique(reduced.withoutClue(i)), "clue " + reduced.clues().get(i).text(4));
            }
            assertEquals(List.of("cage 5 r3c1 r4c1"), reduced.clues().stream().map(c -> c.text(4)).toList());
        }
    }

    private static PuzzleSpec grid(int n, String line) {
        int[] givens = new int[line.length()];
        for (int i = 0; i < givens.length; i++) {
            givens[i] = line.charAt(i) == '.' ? 0 : nonet.model.Geometry.digitOf(line.charAt(i));
        }
        return PuzzleSpec.ofGrid(List.of("classic"), n, givens, line);
    }
}
