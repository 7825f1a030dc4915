package nonet.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import nonet.engine.Engine;
import nonet.model.Constraint;
import nonet.model.Geometry;
import nonet.model.MddReduction;
import nonet.model.Model;
import nonet.model.Table;

/**
 * Seeded random small classic models (4x4 or 6x6) with random givens and one to three random rules
 * over lines of 3 to 6 cells, each model built twice: once with the rules as {@link Table}s and once
 * as the {@link nonet.model.Mdd}s of the same tuples. Most rules keep a hidden solution grid's digits, so that
 * most models have solutions; the givens come from that grid too.
 */
public final class RandomLineRules {

    /** The same puzzle with its rules as tables and as diagrams. */
    public record Twins(Model withTables, Model withDiagrams) {
    }

    private RandomLineRules() {
    }

    /**
     * On the seed's 4x4 and 6x6 models the engine (built with {@code options}, named in messages)
     * finds exactly the solutions brute force finds for the rules written as tables, with the rules
     * as diagrams and as tables, each solution verified.
     */
    public static void assertEngineAgreesWithBruteForce(Engine engine, String options, long seed) {
        for (int size : new int[] {4, 6}) {
            Twins twins = model(seed, size);
            String what = "seed " + seed + " size " + size + " " + options + " " + twins.withDiagrams().constraints();
            Set<String> expected = SolutionSets.bruteForce(twins.withTables(), 5_000, what);
            SolutionSets.assertFindsExactly(engine, twins.withDiagrams(), expected, what);
            SolutionSets.assertFindsExactly(engine, twins.withTables(), expected, what + " as tables");
        }
    }

    public static Twins model(long seed, int size) {
        Random rnd = new Random(seed);
        Geometry g = Geometry.standard(size);
        int[] witness = solutionGrid(g, rnd);
        StringBuilder line = new StringBuilder(".".repeat(g.cellCount()));
        int givens = g.cellCount() / 5 + rnd.nextInt(g.cellCount() / 4);
        for (int i = 0; i < givens; i++) {
            int cell = rnd.nextInt(g.cellCount());
            line.setCharAt(cell, Geometry.symbol(witness[cell]));
        }
        List<Constraint> tables = new ArrayList<>();
        List<Constraint> diagrams = new ArrayList<>();
        for (int r = 1 + rnd.nextInt(3); r > 0; r--) {
            int[] cells = randomLine(g, 3 + rnd.nextInt(4), rnd);
            int[][] tuples = randomTuples(size, cells, witness, rnd);
            String origin = "rule " + r + " on " + g.cellName(cells[0]) + "..";
            tables.add(new Table(cells, tuples, origin));
            diagrams.add(MddReduction.ofTuples(cells, tuples, origin));
        }
        return new Twins(TestModels.classicWith(line.toString(), tables), TestModels.classicWith(line.toString(), diagrams));
    }

    /** A classic solution of the geometry: the first brute-force grid, its digits, bands and stacks shuffled. */
    static int[] solutionGrid(Geometry g, Random rnd) {
        int n = g.size();
        int[] base = BruteForce.solutions(TestModels.classic(".".repeat(g.cellCount())), 1).get(0);
        int[] digits = permutation(n, rnd);
        int[] rows = shuffledLines(n, g.boxRows(), rnd);
        int[] cols = shuffledLines(n, g.boxCols(), rnd);
        int[] grid = new int[g.cellCount()];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                grid[g.cell(r, c)] = digits[base[g.cell(rows[r], cols[c])] - 1] + 1;
            }
        }
        return grid;
    }

    /** The lines 0..n-1 reordered within their bands of {@code band} and the bands among themselves. */
    private static int[] shuffledLines(int n, int band, Random rnd) {
        int[] bands = permutation(n / band, rnd);
        int[] out = new int[n];
        for (int b = 0; b < n / band; b++) {
            int[] within = permutation(band, rnd);
            for (int j = 0; j < band; j++) {
                out[b * band + j] = bands[b] * band + within[j];
            }
        }
        return out;
    }

    private static int[] permutation(int n, Random rnd) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    /** Distinct cells, each a king's move from the one before when the walk allows. */
    private static int[] randomLine(Geometry g, int length, Random rnd) {
        Set<Integer> cells = new LinkedHashSet<>();
        int cell = rnd.nextInt(g.cellCount());
        cells.add(cell);
        while (cells.size() < length) {
            int r = g.row(cell) + rnd.nextInt(3) - 1;
            int c = g.col(cell) + rnd.nextInt(3) - 1;
            boolean step = r >= 0 && c >= 0 && r < g.size() && c < g.size() && rnd.nextInt(8) > 0;
            cell = step ? g.cell(r, c) : rnd.nextInt(g.cellCount());
            cells.add(cell);
        }
        return cells.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * A random set of tuples, about 2,000 at most: either each tuple kept with one chance in a few,
     * or those whose digit sum lies in a random range (a rule whose diagram shares nodes). The
     * witness's tuple is added four times in five.
     */
    private static int[][] randomTuples(int n, int[] cells, int[] witness, Random rnd) {
        int k = cells.length;
        int all = (int) Math.pow(n, k);
        double keep = Math.min(0.5, 2_000.0 / all) * rnd.nextDouble();
        int lo = k + rnd.nextInt(k * (n - 1));
        int hi = lo + rnd.nextInt(n);
        // a sum range over many cells would keep tens of thousands of tuples, too slow for brute force
        boolean bySum = all <= 4_096 && rnd.nextBoolean();
        List<int[]> out = new ArrayList<>();
        int[] t = new int[k];
        for (int code = 0; code < all; code++) {
            int c = code;
            int sum = 0;
            for (int i = 0; i < k; i++) {
                t[i] = c % n + 1;
                sum += t[i];
                c /= n;
            }
            if (bySum ? sum >= lo && sum <= hi : rnd.nextDouble() < keep) {
                out.add(t.clone());
            }
        }
        int[] own = new int[k];
        for (int i = 0; i < k; i++) {
            own[i] = witness[cells[i]];
        }
        if (rnd.nextInt(5) > 0 && out.stream().noneMatch(x -> Arrays.equals(x, own))) {
            out.add(own);
        }
        if (out.isEmpty()) {
            out.add(own);
        }
        return out.toArray(new int[0][]);
    }
}
