package nonet.engine.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Constraint;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import nonet.engine.cnf.Cnf;
import nonet.engine.cnf.CnfEncoder;
import nonet.engine.cnf.UnitPropagation;

class SatEngineTest {

    private static final String TOP95_FIRST = PuzzleFiles.lines("top95.txt").get(0);

    private static SatEngine engine(String... kv) {
        EngineOptions o = EngineOptions.NONE;
        for (int i = 0; i < kv.length; i += 2) {
            o = o.with(kv[i], kv[i + 1]);
        }
        return new SatEngine(o);
    }

    @Test
    void aUniquePuzzlePlusTheBlockingClauseOfItsSolutionIsUnsatisfiable() throws Exception {
        Model model = TestModels.classic(TOP95_FIRST);
        Result r = engine().run(model, Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(1, r.count());
        int[] grid = r.solution();
        assertEquals(List.of(), model.violations(grid));

        Cnf cnf = new CnfEncoder(CnfEncoder.Encoding.EXTENDED, CnfEncoder.Sums.CLAUSES).encode(model);
        ISolver solver = SolverFactory.newDefault();
        assertTrue(SatEngine.load(solver, cnf));
        assertTrue(solver.isSatisfiable(), "the CNF alone has the solution");
        int[] blocking = new int[grid.length];
        for (int cell = 0; cell < grid.length; cell++) {
            blocking[cell] = -Cnf.cellVar(9, cell, grid[cell]);
        }
        boolean unsat;
        try {
            solver.addClause(new VecInt(blocking));
            unsat = !solver.isSatisfiable();
        } catch (ContradictionException e) {
            unsat = true;
        }
        assertTrue(unsat);
    }

    @Test
    void conflictingGivensAreProvedUnsolvableWhileLoading() {
        // two 1s in the first row
        Model model = TestModels.classic("11" + ".".repeat(79));
        Result r = engine().run(model, Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(0, r.count());
        assertTrue(r.solutions().isEmpty());
    }

    @Test
    void statisticsNameTheSizeAndTheSearch() {
        Result r = engine().run(TestModels.classic(TOP95_FIRST), Limits.solve());
        assertEquals(Status.LIMIT, r.status());
        assertEquals(729, r.stat("variables"));
        // the givens satisfy or shorten many of the empty grid's 11,988 clauses
        assertTrue(r.stat("clauses") < 11_988, "clauses: " + r.stat("clauses"));
        assertTrue(r.stats().keySet().containsAll(List.of("conflicts", "decisions", "propagations")), r.stats().toString());
        assertTrue(r.stat("propagations") > 0);
    }

    @Test
    void theConflictLimitStopsCountingCleanly() {
        Model empty = TestModels.classic(".".repeat(81));
        Result r = engine().run(empty, Limits.count(1_000_000).withNodeLimit(20).withKeep(5));
        assertEquals(Status.TIMEOUT, r.status());
        assertTrue(r.count() < 1_000_000);
        for (int[] grid : r.solutions()) {
            assertEquals(List.of(), empty.violations(grid));
        }
    }

    @Test
    void theTimeLimitStopsCountingCleanly() {
        Model empty = TestModels.classic(".".repeat(81));
        Result r = engine().run(empty, Limits.count(Long.MAX_VALUE).withTimeoutMillis(300));
        assertEquals(Status.TIMEOUT, r.status());
        for (int[] grid : r.solutions()) {
            assertEquals(List.of(), empty.violations(grid));
        }
    }

    @Test
    void unknownOptionValuesAreRejectedWithTheirChoices() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> engine("sat.encoding", "weber"));
        assertTrue(e.getMessage().contains("extended, minimal"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> engine("sat.sums", "bdd"));
    }

    @Test
    void aSumPastTheSizeBoundIsUnsupportedNeverWrong() {
        Model model = TestModels.classic(TOP95_FIRST);
        int[] grid = engine().run(model, Limits.solve()).solution();
        int[] cells = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
        int[] coeffs = new int[cells.length];
        int total = 0;
        for (int i = 0; i < cells.length; i++) {
            coeffs[i] = 100_000 + i;
            total += coeffs[i] * grid[cells[i]];
        }
        List<Constraint> extra = List.of(new LinearSum(cells, coeffs, total, "huge weights"));
        Model weighted = TestModels.classicWith(TOP95_FIRST, extra);
        Result r = engine().run(weighted, Limits.count(2));
        assertEquals(Status.UNSUPPORTED, r.status());
        assertEquals(0, r.count());
        assertTrue(r.solutions().isEmpty());
        assertTrue(r.message().contains("huge weights"), r.message());
        // the pseudo-Boolean encoding has no such bound, and agrees with the plain puzzle
        Result pb = engine("sat.sums", "pb").run(weighted, Limits.count(2));
        assertEquals(Status.EXHAUSTED, pb.status());
        assertEquals(1, pb.count());
        assertEquals(List.of(), weighted.violations(pb.solution()));
    }

    @Test
    void killerCagesAgreeAcrossClauseAndPseudoBooleanSumsAndChoco() {
        Model killer = SolverBench.killer(TestModels.classic(TOP95_FIRST));
        List<Result> results = new ArrayList<>();
        results.add(engine().run(killer, Limits.count(3)));
        results.add(engine("sat.sums", "pb").run(killer, Limits.count(3)));
        results.add(engine("sat.encoding", "minimal").run(killer, Limits.count(3)));
        results.add(new nonet.engine.choco.ChocoEngine(EngineOptions.NONE).run(killer, Limits.count(3)));
        results.add(new nonet.engine.choco.ChocoEngine(EngineOptions.NONE.with("choco.cages", "sum")).run(killer, Limits.count(3)));
        for (Result r : results) {
            assertEquals(results.get(0).status(), r.status());
            assertEquals(results.get(0).count(), r.count());
            assertTrue(r.count() >= 1);
            for (int[] grid : r.solutions()) {
                assertEquals(List.of(), killer.violations(grid));
            }
        }
    }

    @Test
    void theMinimalEncodingIsSmallerAndGivesTheSameAnswers() throws Exception {
        for (String line : PuzzleFiles.lines("hardest.txt")) {
            Model model = TestModels.classic(line);
            Result extended = engine().run(model, Limits.count(2));
            Result minimal = engine("sat.encoding", "minimal").run(model, Limits.count(2));
            assertEquals(extended.status(), minimal.status());
            assertEquals(extended.count(), minimal.count());
            assertTrue(Arrays.equals(extended.solution(), minimal.solution()) || extended.count() > 1);
            assertTrue(minimal.stat("clauses") < extended.stat("clauses"));
        }
    }

    @Test
    void unitPropagationSettlesMorePuzzlesUnderTheExtendedEncoding() throws Exception {
        int extendedOnly = 0;
        for (String line : PuzzleFiles.lines("easy50.txt")) {
            Model model = TestModels.classic(line);
            Cnf extended = new CnfEncoder(CnfEncoder.Encoding.EXTENDED, CnfEncoder.Sums.CLAUSES).encode(model);
            Cnf minimal = new CnfEncoder(CnfEncoder.Encoding.MINIMAL, CnfEncoder.Sums.CLAUSES).encode(model);
            UnitPropagation.Outcome up = UnitPropagation.run(extended);
            boolean byExtended = up.settlesGrid(extended);
            boolean byMinimal = UnitPropagation.run(minimal).settlesGrid(minimal);
            // the extended clauses include the minimal ones, so propagation can only do more
            assertTrue(byExtended || !byMinimal, line);
            if (byExtended) {
                int[] grid = new int[81];
                for (int cell = 0; cell < 81; cell++) {
                    for (int d = 1; d <= 9; d++) {
                        if (up.values()[Cnf.cellVar(9, cell, d)] > 0) {
                            grid[cell] = d;
                        }
                    }
                }
                assertEquals(List.of(), model.violations(grid), line);
            }
            if (byExtended && !byMinimal) {
                extendedOnly++;
            }
        }
        // hidden singles need the at-least-one-per-group clauses
        assertTrue(extendedOnly > 0);
    }
}
