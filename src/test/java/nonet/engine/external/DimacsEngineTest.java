package nonet.engine.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import nonet.check.EngineAnswer;
import nonet.engine.Engine;
import nonet.engine.EngineFailure;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Model;
import nonet.testing.ExternalPrograms;
import nonet.testing.TestModels;
import nonet.testing.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The dimacs: engine: with minisat and cadical, answers verified and counted like native's (counts
 * by blocking clauses) and the deadline kept; with a solver that misbehaves on purpose, every
 * failure named in words.
 */
class DimacsEngineTest {

    private static final String UNIQUE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final String UNSOLVABLE = "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.";
    private static final String EMPTY_4X4 = ".".repeat(16);

    private static DimacsEngine fake(String mode) {
        return new DimacsEngine(ExternalPrograms.fakeSat(mode), EngineOptions.NONE);
    }

    private static String failure(String mode) {
        return assertThrows(EngineFailure.class, () -> fake(mode).run(TestModels.classic(UNIQUE), Limits.count(2))).getMessage();
    }

    @ParameterizedTest
    @ValueSource(strings = {"minisat", "cadical"})
    void answersAreVerifiedAndCountedLikeNatives(String solver) {
        ExternalPrograms.require(solver);
        Engine dimacs = EngineRegistry.create("dimacs:" + solver, EngineOptions.NONE);
        Engine nativeEngine = EngineRegistry.create("native", EngineOptions.NONE);
        Model miracle = Variants.miracle();
        for (Model model : List.of(TestModels.classic(UNIQUE), TestModels.classic(UNSOLVABLE), TestModels.classic(EMPTY_4X4), miracle)) {
            for (Limits limits : List.of(Limits.solve(), Limits.count(2), Limits.count(4))) {
                EngineAnswer ours = EngineAnswer.run(dimacs, model, limits);
                Result expected = nativeEngine.run(model, limits);
                String what = solver + " " + model.geometry().format(model.givens()) + " " + limits;
                assertEquals(List.of(), ours.violations(), what);
                assertEquals(expected.status(), ours.result().status(), what);
                assertEquals(expected.count(), ours.result().count(), what);
                assertEquals(ours.result().count(), ours.result().solutions().stream().map(List::of).distinct().count(), what);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"minisat", "cadical"})
    void aLongCountStopsAtTheDeadlineWithWhatItFound(String solver) {
        ExternalPrograms.require(solver);
        Model empty = TestModels.classic(".".repeat(81));
        Result r = new DimacsEngine(solver, EngineOptions.NONE).run(empty, Limits.count(1_000_000).withTimeoutMillis(1000));
        assertEquals(Status.TIMEOUT, r.status());
        for (int[] grid : r.solutions()) {
            assertEquals(List.of(), empty.violations(grid));
        }
        assertEquals(List.of(), ExternalPrograms.children(), "no solver left running");
    }

    @Test
    void aMinisatStyleAnswerFileIsReadThroughThePlaceholders() {
        Result r = new DimacsEngine(ExternalPrograms.fakeSat("unsat-to-file {in} {out}"), EngineOptions.NONE)
                .run(TestModels.classic(UNIQUE), Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(0, r.count());
    }

    @Test
    void aHangingSolverAndItsChildAreKilledAtTheDeadline() {
        String marker = "987654";
        Result r = new DimacsEngine(ExternalPrograms.fakeSat("hang {in} " + marker), EngineOptions.NONE)
                .run(TestModels.classic(UNIQUE), Limits.count(2).withTimeoutMillis(500));
        assertEquals(Status.TIMEOUT, r.status());
        assertEquals(List.of(), ProcessHandle.allProcesses()
                .filter(p -> p.info().commandLine().orElse("").contains("sleep " + marker)).toList());
    }

    @Test
    void garbageIsQuoted() {
        assertEquals("the solver printed no answer nonet can read (line 1: expected a literal, found 'hello,'): 'hello, world'",
                failure("garbage"));
    }

    @Test
    void aKilledSolverIsNamedWithItsSignalAndStandardError() {
        assertEquals("the solver was killed by signal 15 (status 143); it printed 'fake_sat: out of memory'", failure("killed"));
    }

    @Test
    void anExitStatusThatContradictsTheAnswerIsAFailure() {
        assertEquals("the solver exited with status 10 (satisfiable) but its answer says unsatisfiable", failure("lie"));
    }

    @Test
    void anAssignmentThatIsNoGridIsAFailure() {
        assertEquals("the solver's assignment is not a solution: r1c1 has no true digit", failure("wrong"));
    }

    @Test
    void anUnknownAnswerIsUnknown() {
        Result r = fake("unknown").run(TestModels.classic(UNIQUE), Limits.count(2));
        assertEquals(Status.UNKNOWN, r.status());
        assertEquals("the solver answered UNKNOWN", r.message());
    }
}
