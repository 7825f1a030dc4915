package nonet.engine.nativesearch.learning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The clause store: 16-bit literals to the limit, watches, and which clauses a reduction keeps. */
class ClauseArenaTest {

    @Test
    void literalsUpToTheLimitAreStoredAndWatched() {
        ClauseArena clauses = new ClauseArena(ClauseArena.MAX_LITERALS);
        int top = ClauseArena.MAX_LITERALS - 1;
        int ci = clauses.add(new int[] {top, top - 1, 40_000, 3}, 4, 3);
        assertArrayEquals(new int[] {top, top - 1, 40_000, 3}, literals(clauses, ci));
        assertEquals(List.of(ci, top - 1), watches(clauses, top));
        assertEquals(List.of(ci, top), watches(clauses, top - 1));
    }

    @Test
    void moreLiteralsThanSixteenBitsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new ClauseArena(ClauseArena.MAX_LITERALS + 2));
    }

    @Test
    void aReductionDropsThreeQuartersOfTheUnusedAndKeepsTheRest() {
        ClauseArena clauses = new ClauseArena(100);
        List<Integer> high = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            high.add(clauses.add(new int[] {2 * i, 2 * i + 20, 40 + i}, 3, 10 + i));
        }
        int glueTwo = clauses.add(new int[] {60, 62, 64}, 3, 2);
        int blocking = clauses.add(new int[] {70, 72}, 2, 0);
        int reason = high.get(0);
        // the first reduction sees every clause as used since the (absent) last one
        clauses.reduce(ci -> false);
        assertEquals(10, count(clauses));
        int used = clauses.relocated(high.get(1));
        clauses.used(used);
        clauses.reduce(ci -> ci == clauses.relocated(reason));
        // 6 unused, unlocked candidates of glue above 2: 4 of them go, the highest glue first
        assertEquals(6, count(clauses));
        List<int[]> left = new ArrayList<>();
        for (int ci = 0; ci < clauses.top(); ci += clauses.arena[ci] + ClauseArena.HEADER) {
            left.add(literals(clauses, ci));
        }
        assertArrayEquals(new int[] {0, 20, 40}, left.get(0), "the locked reason stays");
        assertArrayEquals(new int[] {2, 22, 41}, left.get(1), "the used clause stays");
        assertArrayEquals(new int[] {4, 24, 42}, left.get(2), "the lowest-glue candidates stay");
        assertArrayEquals(new int[] {6, 26, 43}, left.get(3));
        assertArrayEquals(new int[] {60, 62, 64}, left.get(4), "glue 2 stays");
        assertArrayEquals(new int[] {70, 72}, left.get(5), "a blocking clause stays");
        assertEquals(List.of(0, 20), watches(clauses, 0).subList(0, 2));
    }

    private static int[] literals(ClauseArena clauses, int ci) {
        int[] lits = new int[clauses.arena[ci]];
        for (int k = 0; k < lits.length; k++) {
            lits[k] = clauses.arena[ci + ClauseArena.HEADER + k];
        }
        return lits;
    }

    private static List<Integer> watches(ClauseArena clauses, int lit) {
        return Arrays.stream(clauses.watches[lit], 0, clauses.watchCount[lit]).boxed().toList();
    }

    private static int count(ClauseArena clauses) {
        int n = 0;
        for (int ci = 0; ci < clauses.top(); ci += clauses.arena[ci] + ClauseArena.HEADER) {
            n++;
        }
        return n;
    }
}
