package nonet.engine.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import nonet.engine.Deduction;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.nativesearch.NativeEngine;
import nonet.model.Model;
import nonet.testing.PuzzleLines;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/** What logic alone decided travels as a typed field of the answer, whatever its message says. */
class LogicDeductionTest {

    /** A puzzle with two solutions or more: no sound rule can finish it, however strong the rules become. */
    private static final String OPEN = "......8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    private static Result logic(Model model, EngineOptions options) {
        return new LogicEngine(options, (name, o) -> new NativeEngine(o)).run(model, Limits.count(2));
    }

    @Test
    void solvedByLogicIsDeducedSolved() {
        Model model = TestModels.classic(PuzzleLines.read("classic/easy50.txt").get(0));
        Result r = logic(model, EngineOptions.NONE);
        assertEquals(Deduction.SOLVED, r.deduction(), r.message());
        assertEquals(List.of(), model.violations(r.solution()));
    }

    @Test
    void aContradictionIsDeducedAsOne() {
        Result r = logic(TestModels.classic("11" + ".".repeat(79)), EngineOptions.NONE);
        assertEquals(Deduction.CONTRADICTION, r.deduction(), r.message());
        assertEquals(0, r.count());
    }

    @Test
    void aStallIsStuckEvenWhenSearchThenCounts() {
        Model model = TestModels.classic(OPEN);
        assertEquals(Deduction.STUCK, logic(model, EngineOptions.NONE).deduction());
        Result searched = logic(model, EngineOptions.NONE.with("logic.then-search", "true"));
        assertEquals(Status.LIMIT, searched.status(), searched.message());
        assertEquals(2, searched.count());
        searched.solutions().forEach(grid -> assertEquals(List.of(), model.violations(grid)));
        assertEquals(Deduction.STUCK, searched.deduction(), searched.message());
    }

    @Test
    void logicGivenNoEnginesToSearchWithSaysSoWhenItStalls() {
        Result r = new LogicEngine(EngineOptions.NONE.with("logic.then-search", "true")).run(TestModels.classic(OPEN), Limits.solve());
        assertEquals(Status.UNSUPPORTED, r.status());
        assertEquals("logic.search-engine 'native' is not available: this logic engine was given no engines to search with", r.message());
        assertEquals(Deduction.STUCK, r.deduction());
    }

    @Test
    void anEngineThatSearchesDeducesNothing() {
        Result r = new NativeEngine(EngineOptions.NONE).run(TestModels.classic(OPEN), Limits.count(2));
        assertEquals(2, r.count());
        assertNull(r.deduction());
    }
}
