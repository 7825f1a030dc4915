package nonet.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class MddTest {

    /** Strictly increasing lines of 3 digits out of 1..4, as a table. */
    private static int[][] increasing() {
        List<int[]> out = new ArrayList<>();
        for (int a = 1; a <= 4; a++) {
            for (int b = a + 1; b <= 4; b++) {
                for (int c = b + 1; c <= 4; c++) {
                    out.add(new int[] {a, b, c});
                }
            }
        }
        return out.toArray(new int[0][]);
    }

    @Test
    void aTableAndItsDiagramAcceptTheSameGrids() {
        int[] cells = {0, 1, 2};
        Table table = new Table(cells, increasing(), "thermo");
        Mdd mdd = MddReduction.ofTuples(cells, increasing(), "thermo");
        int[] grid = new int[3];
        for (int code = 0; code < 64; code++) {
            grid[0] = code % 4 + 1;
            grid[1] = code / 4 % 4 + 1;
            grid[2] = code / 16 + 1;
            assertEquals(table.holds(grid), mdd.holds(grid), java.util.Arrays.toString(grid));
        }
    }

    @Test
    void reductionMergesNodesWithTheSameFuture() {
        // Every pair of digits 1..3 whose sum is even: after the first digit only its parity matters.
        List<int[]> tuples = new ArrayList<>();
        for (int a = 1; a <= 3; a++) {
            for (int b = 1; b <= 3; b++) {
                if ((a + b) % 2 == 0) {
                    tuples.add(new int[] {a, b});
                }
            }
        }
        Mdd mdd = MddReduction.ofTuples(new int[] {4, 7}, tuples.toArray(new int[0][]), "even");
        assertEquals(2, mdd.width(1));
        assertEquals(1 + 2 + 1, mdd.nodeCount());
        assertEquals(3 + 3, mdd.edgeCount());
    }

    @Test
    void deadNodesAreTrimmed() {
        // Root -1-> a, root -2-> b; a -1-> accept, b -2-> a node that does not accept.
        int[][] edges = {{0, 1, 0, 0, 2, 1}, {0, 1, 0, 1, 2, 5}};
        Mdd mdd = MddReduction.reduce(new int[] {0, 1}, edges, new int[] {0}, "t");
        assertEquals(1, mdd.width(1));
        assertTrue(mdd.holds(new int[] {1, 1}));
        assertFalse(mdd.holds(new int[] {2, 2}));
        assertNull(MddReduction.reduce(new int[] {0, 1}, edges, new int[] {7}, "t"));
        assertNull(MddReduction.ofTuples(new int[] {0}, new int[0][], "t"));
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void randomTablesKeepTheirMeaning(long seed) {
        Random rnd = new Random(seed);
        int k = 2 + rnd.nextInt(3);
        int n = 3 + rnd.nextInt(3);
        int[] cells = new int[k];
        for (int i = 0; i < k; i++) {
            cells[i] = 10 + i;
        }
        List<int[]> tuples = new ArrayList<>();
        int total = (int) Math.pow(n, k);
        for (int code = 0; code < total; code++) {
            if (rnd.nextInt(3) == 0) {
                int[] t = new int[k];
                int c = code;
                for (int i = 0; i < k; i++) {
                    t[i] = c % n + 1;
                    c /= n;
                }
                tuples.add(t);
            }
        }
        if (tuples.isEmpty()) {
            return;
        }
        Table table = new Table(cells, tuples.toArray(new int[0][]), "t");
        Mdd mdd = MddReduction.ofTuples(cells, tuples.toArray(new int[0][]), "t");
        int[] grid = new int[10 + k];
        for (int code = 0; code < total; code++) {
            int c = code;
            for (int i = 0; i < k; i++) {
                grid[10 + i] = c % n + 1;
                c /= n;
            }
            assertEquals(table.holds(grid), mdd.holds(grid), "seed " + seed + " code " + code);
        }
    }

    @Test
    void malformedDiagramsAreRefusedWithTheReason() {
        IllegalArgumentException twoEdges = assertThrows(IllegalArgumentException.class,
                () -> new Mdd(new int[] {0}, new int[][] {{0, 1, 0, 0, 1, 0}}, "t"));
        assertEquals("node 0 of layer 0 has two edges for digit 1; a diagram is deterministic", twoEdges.getMessage());
        IllegalArgumentException deadEnd = assertThrows(IllegalArgumentException.class,
                () -> new Mdd(new int[] {0, 1}, new int[][] {{0, 1, 0, 0, 2, 1}, {0, 1, 0}}, "t"));
        assertEquals("node 1 of layer 1 has no edge out", deadEnd.getMessage());
        IllegalArgumentException layers = assertThrows(IllegalArgumentException.class,
                () -> new Mdd(new int[] {0, 1}, new int[][] {{0, 1, 0}}, "t"));
        assertEquals("a diagram needs one edge layer per cell, not 1 for 2 cells", layers.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Mdd(new int[] {3, 3}, new int[][] {{0, 1, 0}, {0, 1, 0}}, "t"));
    }
}
