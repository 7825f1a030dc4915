package nonet.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nonet.engine.Engine;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Model;

/** Solution sets as sets of grid strings: brute force ground truth, and an engine checked against it. */
public final class SolutionSets {

    private SolutionSets() {
    }

    /** Every solution of the model by {@link BruteForce}; fails when there are {@code limit} or more. */
    public static Set<String> bruteForce(Model model, int limit, String what) {
        List<int[]> grids = BruteForce.solutions(model, limit);
        assertTrue(grids.size() < limit, what + ": brute force found " + limit + " solutions or more");
        Set<String> out = new TreeSet<>();
        for (int[] grid : grids) {
            out.add(model.geometry().format(grid));
        }
        return out;
    }

    /** The engine, counting to exhaustion, finds exactly {@code expected}, each solution verified against the model. */
    public static void assertFindsExactly(Engine engine, Model model, Set<String> expected, String what) {
        int limit = expected.size() + 1;
        Result r = engine.run(model, Limits.count(limit).withKeep(limit));
        String where = engine.name() + " on " + what;
        assertEquals(Status.EXHAUSTED, r.status(), where + ": " + r.message());
        assertEquals(expected.size(), r.count(), where);
        Set<String> found = new TreeSet<>();
        for (int[] grid : r.solutions()) {
            assertEquals(List.of(), model.violations(grid), where);
            found.add(model.geometry().format(grid));
        }
        assertEquals(expected, found, where);
    }
}
