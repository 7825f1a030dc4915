package nonet.engine.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import nonet.check.EngineAnswer;
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

/**
 * The cmd: engine with the tiny Python solver of the test tree: answers verified and counted like
 * native's, one program kept over a batch, and each kind of misbehaviour caught with the right
 * status, the program replaced, and the next puzzle answered.
 */
class LineProtocolEngineTest {

    private static final String UNIQUE = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    private static final String EASY = "3..2.24..3......";
    private static final String UNSOLVABLE = "......34...23...";
    private static final String EMPTY_4X4 = ".".repeat(16);

    private static LineProtocolEngine engine(String arguments) {
        return new LineProtocolEngine(ExternalPrograms.lineSolver(arguments), EngineOptions.NONE);
    }

    private static long onlyChild() {
        List<ProcessHandle> children = ExternalPrograms.children();
        assertEquals(1, children.size(), "one program runs: " + children);
        return children.get(0).pid();
    }

    @Test
    void answersAreVerifiedAndCountedLikeNatives() {
        try (LineProtocolEngine cmd = engine(""); var nativeEngine = EngineRegistry.create("native", EngineOptions.NONE)) {
            for (String line : List.of(UNIQUE, EASY, UNSOLVABLE, EMPTY_4X4)) {
                Model model = TestModels.classic(line);
                for (Limits limits : List.of(Limits.solve(), Limits.count(2), Limits.count(5))) {
                    EngineAnswer ours = EngineAnswer.run(cmd, model, limits);
                    Result expected = nativeEngine.run(model, limits);
                    String what = line + " " + limits;
                    assertEquals(List.of(), ours.violations(), what);
                    assertEquals(expected.count(), ours.result().count(), what);
                    assertEquals(expected.status(), ours.result().status(), what);
                    assertEquals(Math.min(expected.count(), limits.keep()), ours.result().solutions().size(), what);
                }
            }
        }
    }

    @Test
    void oneProgramServesABatchAndANewModelOrLimitStartsAnother() {
        try (LineProtocolEngine cmd = engine("")) {
            cmd.run(TestModels.classic(UNIQUE), Limits.count(2));
            long first = onlyChild();
            cmd.run(TestModels.classic(EASY), Limits.count(2));
            assertEquals(first, onlyChild());
            cmd.run(TestModels.classic(EASY), Limits.count(3));
            long second = onlyChild();
            assertNotEquals(first, second);
            Model miracle = new Model("miracle", Variants.miracle().geometry(), Variants.miracle().constraints());
            Result unsupported = cmd.run(miracle, Limits.count(3));
            assertEquals(Status.UNSUPPORTED, unsupported.status());
            assertEquals("this solver knows classic only, not miracle", unsupported.message());
            assertNotEquals(second, onlyChild());
        }
        assertEquals(List.of(), ExternalPrograms.children(), "close() ends the program");
    }

    @Test
    void aPlainSolverClaimsOneSolutionAndNothingMore() {
        try (LineProtocolEngine cmd = engine("--plain")) {
            Result r = cmd.run(TestModels.classic(EMPTY_4X4), Limits.count(2));
            assertEquals(Status.UNKNOWN, r.status());
            assertEquals(1, r.count());
            assertEquals(List.of(), TestModels.classic(EMPTY_4X4).violations(r.solution()));
        }
    }

    @Test
    void aWrongDigitIsAGridTheModelRejects() {
        try (LineProtocolEngine cmd = engine("--fault wrong-digit --on 1")) {
            EngineAnswer a = EngineAnswer.run(cmd, TestModels.classic(UNIQUE), Limits.count(2));
            assertTrue(a.invalid());
            assertTrue(a.violations().get(0).startsWith("the grid breaks the model: distinct rows is broken: r1c1=5 r1c2=8 r1c3=3"),
                    a.violations().get(0));
            assertTrue(EngineAnswer.run(cmd, TestModels.classic(UNIQUE), Limits.count(2)).violations().isEmpty());
        }
    }

    @Test
    void aHangingProgramTimesOutIsKilledAndReplaced() {
        try (LineProtocolEngine cmd = engine("--fault hang --on 2")) {
            Limits limits = Limits.count(2).withTimeoutMillis(1000);
            assertEquals(Status.EXHAUSTED, cmd.run(TestModels.classic(EASY), limits).status());
            assertEquals(Status.TIMEOUT, cmd.run(TestModels.classic(EASY), limits).status());
            assertEquals(List.of(), ExternalPrograms.children(), "the hung program is killed at the deadline");
            assertEquals(Status.EXHAUSTED, cmd.run(TestModels.classic(EASY), limits).status(), "a new program answers");
        }
    }

    @Test
    void aCrashIsAFailureWithItsStatusAndStandardErrorAndTheNextPuzzleRestartsIt() {
        try (LineProtocolEngine cmd = engine("--fault crash --on 2")) {
            cmd.run(TestModels.classic(EASY), Limits.count(2));
            long first = onlyChild();
            EngineFailure e = assertThrows(EngineFailure.class, () -> cmd.run(TestModels.classic(EASY), Limits.count(2)));
            assertEquals("the program exited with status 3 before answering '" + EASY + "'; its standard error ended with"
                    + " 'line_solver: simulated crash'", e.getMessage());
            assertEquals(1, cmd.run(TestModels.classic(EASY), Limits.count(2)).count());
            assertNotEquals(first, onlyChild());
        }
    }

    @Test
    void garbageIsAFailureAndTheProgramIsReplaced() {
        try (LineProtocolEngine cmd = engine("--fault garbage --on 1")) {
            EngineAnswer a = EngineAnswer.run(cmd, TestModels.classic(EASY), Limits.count(2));
            assertEquals(List.of("the engine failed: the program answered 'banana split': expected a solution grid, a count"
                    + " (N or N+) and its solutions, none, unknown or unsupported"), a.violations());
            assertEquals(List.of(), ExternalPrograms.children(), "a program out of step is ended");
            // the new program's first request misbehaves again: its count restarted with it
            assertTrue(EngineAnswer.run(cmd, TestModels.classic(EASY), Limits.count(2)).invalid());
        }
    }
}
