package nonet.engine.nativesearch.propagation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import nonet.engine.EngineOptions;
import nonet.engine.nativesearch.NativeEngine;
import nonet.model.Geometry;
import nonet.model.Mdd;
import nonet.model.MddReduction;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link DistinctDiagram} keeps every line of the diagram whose marked digits differ and no line
 * the diagram lacks, so that {@link MddFilter} on the join keeps each digit some such line uses
 * and never one the diagram alone would drop; checked against every line of small random diagrams.
 */
class DistinctDiagramTest {

    static LongStream seeds() {
        return LongStream.range(0, 40);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void theJoinKeepsTheDistinctLinesAndAddsNone(long seed) {
        Random rnd = new Random(seed);
        Line line = Line.random(rnd);
        Mdd joined = DistinctDiagram.join(line.diagram, line.distinct, line.n, 1_000_000);
        int[] t = new int[line.cells.length];
        for (int code = 0; code < line.all(); code++) {
            line.decode(code, t);
            boolean inDiagram = line.diagram.holds(t);
            boolean kept = joined != null && joined.holds(t);
            String what = "seed " + seed + ", " + line + ", line " + Arrays.toString(t);
            assertTrue(!kept || inDiagram, what + ": the join added a line");
            assertTrue(kept || !inDiagram || !line.differ(t), what + ": the join lost a line with distinct marked digits");
        }
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void filteringTheJoinKeepsEveryDigitOfADistinctLine(long seed) {
        Random rnd = new Random(seed);
        Line line = Line.random(rnd);
        Mdd joined = DistinctDiagram.join(line.diagram, line.distinct, line.n, 1_000_000);
        if (joined == null) {
            assertNull(line.supports(new int[line.cells.length], true), "seed " + seed + ": the join is empty but a distinct line exists");
            return;
        }
        MddFilter filter = new MddFilter(joined);
        for (int round = 0; round < 100; round++) {
            int[] masks = new int[line.cells.length];
            for (int c = 0; c < masks.length; c++) {
                masks[c] = rnd.nextInt(1 << line.n) | rnd.nextInt(1 << line.n);
            }
            int[] distinctSupport = line.supports(masks, true);
            int[] diagramSupport = line.supports(masks, false);
            String what = "seed " + seed + ", round " + round + ", " + line + ", masks " + Arrays.toString(masks);
            boolean live = filter.filter(masks);
            assertTrue(live || distinctSupport == null, what + ": refuted a line with distinct marked digits");
            if (live) {
                assertNotNull(diagramSupport, what + ": kept a line the diagram lacks");
                for (int p = 0; p < masks.length; p++) {
                    int distinct = distinctSupport == null ? 0 : distinctSupport[p];
                    assertEquals(distinct, filter.keep[p] & distinct, what + ": dropped a supported digit at " + p);
                    assertEquals(0, filter.keep[p] & ~diagramSupport[p], what + ": kept a digit the diagram drops at " + p);
                }
            }
        }
    }

    /**
     * Three cells of a row with lines 1 1 2, 2 2 4 and 1 2 3: the diagram alone and the row each leave
     * two digits per cell, the join only 1 2 3.
     */
    @Test
    void aRowOfPeersKeepsOnlyItsDistinctLine() {
        Geometry g = Geometry.standard(4);
        int[] cells = {g.cell(0, 0), g.cell(0, 1), g.cell(0, 2)};
        Mdd rule = MddReduction.ofTuples(cells, new int[][] {{1, 1, 2}, {2, 2, 4}, {1, 2, 3}}, "three lines");
        int[] masks = new NativeEngine(EngineOptions.NONE).candidates(TestModels.classicWith(".".repeat(16), List.of(rule)));
        assertNotNull(masks);
        assertEquals(0b0001, masks[cells[0]]);
        assertEquals(0b0010, masks[cells[1]]);
        assertEquals(0b0100, masks[cells[2]]);
    }

    /** The same lines on cells that are not peers keep what the diagram alone keeps. */
    @Test
    void cellsThatAreNotPeersKeepTheirRepeatedDigits() {
        Geometry g = Geometry.standard(4);
        int[] cells = {g.cell(0, 0), g.cell(1, 2), g.cell(3, 1)};
        Mdd rule = MddReduction.ofTuples(cells, new int[][] {{1, 1, 2}, {2, 2, 4}, {1, 2, 3}}, "three lines");
        Model model = TestModels.classicWith(".".repeat(16), List.of(rule));
        int[] masks = new NativeEngine(EngineOptions.NONE).candidates(model);
        assertNotNull(masks);
        assertEquals(0b0011, masks[cells[0]]);
        assertEquals(0b0011, masks[cells[1]]);
    }

    /** A random diagram of 2 to 5 cells over digits 1..n with random positions marked distinct. */
    private record Line(int[] cells, int n, int[][] tuples, Mdd diagram, boolean[] distinct) {

        static Line random(Random rnd) {
            int n = 3 + rnd.nextInt(3);
            int length = 2 + rnd.nextInt(n == 5 ? 3 : 4);
            int[] cells = new int[length];
            Arrays.setAll(cells, i -> i);
            boolean[] distinct = new boolean[length];
            for (int i = 0; i < length; i++) {
                distinct[i] = rnd.nextInt(4) > 0;
            }
            int all = (int) Math.pow(n, length);
            double keep = 0.05 + 0.6 * rnd.nextDouble();
            // a rule that reads only a prefix, so the join meets nodes that accept every ending
            int prefix = 1 + rnd.nextInt(length);
            List<int[]> kept = new ArrayList<>();
            int stride = (int) Math.pow(n, length - prefix);
            boolean everyEnding = false;
            boolean prefixKept = false;
            for (int code = 0; code < all; code++) {
                if (code % stride == 0) {
                    everyEnding = rnd.nextInt(3) == 0;
                    prefixKept = rnd.nextDouble() < keep;
                }
                int[] t = new int[length];
                decode(code, t, n);
                if (everyEnding ? prefixKept : rnd.nextDouble() < keep) {
                    kept.add(t);
                }
            }
            if (kept.isEmpty()) {
                kept.add(new int[length]);
                Arrays.fill(kept.get(0), 1);
            }
            int[][] tuples = kept.toArray(new int[0][]);
            return new Line(cells, n, tuples, MddReduction.ofTuples(cells, tuples, "random line"), distinct);
        }

        int all() {
            return (int) Math.pow(n, cells.length);
        }

        void decode(int code, int[] t) {
            decode(code, t, n);
        }

        /** The most significant digit first, so that codes sharing a prefix are consecutive. */
        private static void decode(int code, int[] t, int n) {
            for (int i = t.length - 1; i >= 0; i--, code /= n) {
                t[i] = code % n + 1;
            }
        }

        boolean differ(int[] t) {
            int seen = 0;
            for (int i = 0; i < t.length; i++) {
                if (distinct[i]) {
                    if ((seen & 1 << t[i]) != 0) {
                        return false;
                    }
                    seen |= 1 << t[i];
                }
            }
            return true;
        }

        /** Per position, the digits of the tuples within the masks (all digits when a mask is 0 everywhere), distinct ones only if asked; null when none. */
        int[] supports(int[] masks, boolean distinctOnly) {
            boolean open = Arrays.stream(masks).allMatch(m -> m == 0);
            int[] out = new int[cells.length];
            boolean any = false;
            for (int[] t : tuples) {
                boolean live = !distinctOnly || differ(t);
                for (int i = 0; i < t.length && live && !open; i++) {
                    live = (masks[i] & 1 << (t[i] - 1)) != 0;
                }
                if (live) {
                    any = true;
                    for (int i = 0; i < t.length; i++) {
                        out[i] |= 1 << (t[i] - 1);
                    }
                }
            }
            return any ? out : null;
        }

        @Override
        public String toString() {
            return "n " + n + ", " + cells.length + " cells, distinct " + Arrays.toString(distinct) + ", " + tuples.length + " tuples";
        }
    }
}
