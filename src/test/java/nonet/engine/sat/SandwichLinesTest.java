package nonet.engine.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Constraint;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.testing.LineDiagrams;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import nonet.engine.cnf.Cnf;
import nonet.engine.cnf.CnfEncoder;

/**
 * The yardstick for line rules: a 9x9 sandwich puzzle with a clue on every row and column
 * (18 diagrams) and four givens. Its CNF must stay under 200,000 clauses, and Sat4j and Choco must
 * both prove its one solution unique. (Both take well under a second; timings go in docs/engines.md.)
 */
class SandwichLinesTest {

    private static final Geometry G = Geometry.standard(9);
    private static final int[] ROWS = {16, 13, 29, 6, 0, 0, 25, 0, 32};
    private static final int[] COLUMNS = {25, 10, 6, 16, 4, 30, 3, 29, 10};
    private static final String GIVENS =
            ".1.3......3..........7.............................7.............................";
    private static final String SOLUTION =
            "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

    private static int[] line(int index, boolean row) {
        int[] cells = new int[9];
        for (int j = 0; j < 9; j++) {
            cells[j] = row ? G.cell(index, j) : G.cell(j, index);
        }
        return cells;
    }

    static Model puzzle() {
        List<Constraint> sandwiches = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            sandwiches.add(LineDiagrams.sandwich(line(i, true), 9, ROWS[i], "sandwich " + ROWS[i] + " r" + (i + 1)));
            sandwiches.add(LineDiagrams.sandwich(line(i, false), 9, COLUMNS[i], "sandwich " + COLUMNS[i] + " c" + (i + 1)));
        }
        return TestModels.classicWith(GIVENS, sandwiches);
    }

    @Test
    void theCluesAreTheSolutionsSandwichTotals() {
        // guards the data: the clues are read off the solution
        int[] grid = TestModels.classic(SOLUTION).givens();
        for (int i = 0; i < 9; i++) {
            assertEquals(ROWS[i], LineDiagrams.sandwichTotal(grid, line(i, true), 9), "row " + (i + 1));
            assertEquals(COLUMNS[i], LineDiagrams.sandwichTotal(grid, line(i, false), 9), "column " + (i + 1));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"extended", "minimal"})
    void theCnfStaysUnderTwoHundredThousandClauses(String encoding) throws Exception {
        Cnf cnf = CnfEncoder.fromOptions(EngineOptions.NONE.with("sat.encoding", encoding)).encode(puzzle());
        assertTrue(cnf.clauses() < 200_000, cnf.clauses() + " clauses, " + cnf.variables() + " variables");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sat", "choco"})
    void bothLibraryEnginesProveTheSolutionUnique(String engine) {
        Model model = puzzle();
        Result r = EngineRegistry.create(engine, EngineOptions.NONE).run(model, Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status(), r.message());
        assertEquals(1, r.count());
        assertEquals(List.of(), model.violations(r.solution()));
        assertEquals(SOLUTION, G.format(r.solution()));
    }
}
