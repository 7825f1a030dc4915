package nonet.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import nonet.model.Constraint;
import nonet.model.Geometry;
import nonet.model.Mdd;
import nonet.model.MddReduction;
import nonet.model.Model;

/**
 * Random line rules for tests: a random table over random distinct cells, as a {@link Mdd} built by
 * {@link MddReduction#ofTuples}. The tuples stay available, so a test can judge the diagram by its
 * table with code that shares nothing with the diagram.
 */
public record RandomLines(int[] cells, int[][] tuples, Mdd mdd) {

    /**
     * {@code length} distinct cells of 0..cellCount-1 in random order; each of the n^length digit
     * tuples is kept with probability 1/keepOneIn, and the planted grid's own tuple always (when
     * {@code planted} is not null), so the line never empties and may keep a known solution.
     */
    public static RandomLines of(Random rnd, int cellCount, int length, int n, int keepOneIn, int[] planted, String origin) {
        List<Integer> all = new ArrayList<>();
        for (int c = 0; c < cellCount; c++) {
            all.add(c);
        }
        Collections.shuffle(all, rnd);
        int[] cells = all.subList(0, length).stream().mapToInt(Integer::intValue).toArray();
        List<int[]> tuples = new ArrayList<>();
        int[] own = planted == null ? null : Arrays.stream(cells).map(c -> planted[c]).toArray();
        int total = (int) Math.pow(n, length);
        for (int code = 0; code < total; code++) {
            int[] t = new int[length];
            int rest = code;
            for (int i = 0; i < length; i++) {
                t[i] = rest % n + 1;
                rest /= n;
            }
            if (rnd.nextInt(keepOneIn) == 0 || Arrays.equals(t, own)) {
                tuples.add(t);
            }
        }
        if (tuples.isEmpty()) {
            tuples.add(new int[length]);
            Arrays.fill(tuples.get(0), 1);
        }
        int[][] table = tuples.toArray(new int[0][]);
        return new RandomLines(cells, table, MddReduction.ofTuples(cells, table, origin));
    }

    /**
     * A classic 4x4 model with {@code count} random lines of 2 to 4 cells and {@code givens} givens
     * taken from a random valid grid. With {@code keepGrid} every line keeps that grid, so the model
     * has a solution; without, the lines are free and the model may have none.
     */
    public static Model fourByFour(Random rnd, int count, int givens, boolean keepGrid) {
        Geometry g = Geometry.standard(4);
        List<int[]> grids = BruteForce.solutions(new Model("classic", g, TestModels.classicGroups(g)), Long.MAX_VALUE);
        int[] grid = grids.get(rnd.nextInt(grids.size()));
        List<Constraint> all = new ArrayList<>(TestModels.classicGroups(g));
        for (int i = 0; i < count; i++) {
            all.add(of(rnd, g.cellCount(), 2 + rnd.nextInt(3), 4, 2 + rnd.nextInt(2), keepGrid ? grid : null, "line " + i).mdd());
        }
        StringBuilder line = new StringBuilder(".".repeat(g.cellCount()));
        for (int i = 0; i < givens; i++) {
            int c = rnd.nextInt(g.cellCount());
            line.setCharAt(c, (char) ('0' + grid[c]));
        }
        all.addAll(TestModels.givens(g, line.toString()));
        return new Model("random lines", g, all);
    }

    /** The fewest cells of {@code grid} that must change for the line to hold: the table's nearest tuple. */
    public int distance(int[] grid) {
        int best = cells.length;
        for (int[] t : tuples) {
            int differ = 0;
            for (int i = 0; i < cells.length; i++) {
                differ += grid[cells[i]] == t[i] ? 0 : 1;
            }
            best = Math.min(best, differ);
        }
        return best;
    }
}
