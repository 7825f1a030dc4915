package nonet.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/**
 * Who is blamed when counts conflict: verified grids first, then a strict majority, and with
 * neither nobody (every conflicting engine is disputed). Each case is tried in both engine orders,
 * since blaming whoever is listed first was the fault these tests guard against.
 */
class ComparisonTest {

    /** The empty 4x4 grid: many solutions, two of which (real ones, from the native engine) the answers return. */
    private static final Model MODEL = TestModels.classic(".".repeat(16));
    private static final List<int[]> GRIDS = EngineRegistry.create("native", EngineOptions.NONE)
            .run(MODEL, Limits.count(2)).solutions();

    /** An answer claiming {@code count} solutions and returning the first {@code grids} real ones. */
    private static EngineAnswer answer(String engine, Status status, long count, int grids) {
        List<int[]> returned = GRIDS.subList(0, grids);
        for (int[] grid : returned) {
            assertEquals(List.of(), MODEL.violations(grid));
        }
        EngineAnswer a = EngineAnswer.of(MODEL, engine, new Result(status, count, returned, Map.of(), 0, ""));
        assertFalse(a.invalid(), a.violations().toString());
        return a;
    }

    private static EngineAnswer exactly(String engine, long count) {
        return answer(engine, Status.EXHAUSTED, count, 1);
    }

    /** The comparison of the answers in the given order and in reverse. */
    private static List<Comparison> bothOrders(long limit, EngineAnswer... answers) {
        List<EngineAnswer> forward = List.of(answers);
        List<EngineAnswer> backward = new ArrayList<>(forward);
        Collections.reverse(backward);
        return List.of(Comparison.of(forward, limit), Comparison.of(backward, limit));
    }

    /**
     * Asserts, in both engine orders, each engine's role (wherever it stands in the list), a part of
     * the summary line and the consensus.
     */
    private static void assertVerdict(long limit, List<EngineAnswer> answers, Map<String, Role> roles, String summaryPart,
                                      String consensus) {
        for (Comparison c : bothOrders(limit, answers.toArray(EngineAnswer[]::new))) {
            Map<String, Role> actual = new HashMap<>();
            for (int i = 0; i < c.answers().size(); i++) {
                actual.put(c.answers().get(i).engine(), c.roles().get(i));
            }
            assertEquals(roles, actual, c.summary());
            assertTrue(c.summary().contains(summaryPart), c.summary());
            assertEquals(consensus, c.consensus(), c.summary());
            assertEquals(roles.containsValue(Role.WRONG) || roles.containsValue(Role.DISPUTED), !c.agree(), c.summary());
        }
    }

    @Test
    void oneExactCountAgainstAnotherIsDisputedWhicheverIsListedFirst() {
        assertVerdict(3, List.of(exactly("a", 1), exactly("b", 2)), Map.of("a", Role.DISPUTED, "b", Role.DISPUTED),
                ": no majority", "no majority");
        List<Comparison> both = bothOrders(3, exactly("a", 1), exactly("b", 2));
        assertEquals("a claims 1 solution, b claims 2 solutions: no majority", both.get(0).summary());
        assertEquals("b claims 2 solutions, a claims 1 solution: no majority", both.get(1).summary());
        assertTrue(both.get(0).decided());
    }

    @Test
    void anExactCountAgainstACountAtTheLimitIsAlsoOneAgainstOne() {
        assertVerdict(2, List.of(exactly("a", 1), exactly("b", 2)), Map.of("a", Role.DISPUTED, "b", Role.DISPUTED),
                "b claims 2+ solutions", "no majority");
    }

    @Test
    void twoAgainstTwoIsDisputed() {
        assertVerdict(3, List.of(exactly("a", 1), exactly("b", 2), exactly("c", 1), exactly("d", 2)),
                Map.of("a", Role.DISPUTED, "b", Role.DISPUTED, "c", Role.DISPUTED, "d", Role.DISPUTED), ": no majority", "no majority");
    }

    @Test
    void aStrictMajorityMarksTheMinorityWrong() {
        assertVerdict(3, List.of(exactly("odd", 2), exactly("a", 1), exactly("b", 1)),
                Map.of("odd", Role.WRONG, "a", Role.AGREED, "b", Role.AGREED),
                "odd: claims 2 solutions against the majority's 1 solution [WRONG]", "1 solution");
    }

    @Test
    void aClaimCompatibleWithEveryoneDoesNotTipTheVote() {
        assertVerdict(3, List.of(exactly("a", 1), answer("sls", Status.UNKNOWN, 1, 1), exactly("b", 2)),
                Map.of("sls", Role.AGREED, "a", Role.DISPUTED, "b", Role.DISPUTED), "sls: at least 1 solution", "no majority");
    }

    @Test
    void verifiedGridsOutweighAnyMajority() {
        assertVerdict(3, List.of(exactly("a", 1), exactly("b", 1), answer("right", Status.EXHAUSTED, 2, 2)),
                Map.of("a", Role.WRONG, "b", Role.WRONG, "right", Role.AGREED),
                "a: claims 1 solution but the engines returned 2 distinct valid solutions [WRONG]", "2 solutions");
    }

    @Test
    void compatibleClaimsAgree() {
        assertVerdict(2, List.of(answer("a", Status.EXHAUSTED, 2, 2), answer("c", Status.LIMIT, 2, 2)),
                Map.of("a", Role.AGREED, "c", Role.AGREED), "a: 2+ solutions", "2+ solutions");
    }
}
