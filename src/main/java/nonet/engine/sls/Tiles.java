package nonet.engine.sls;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import nonet.model.AllDifferent;
import nonet.model.Model;
import nonet.model.analysis.ExactGroups;

/**
 * Disjoint exact groups that cover the grid (boxes, or rows), each filled with a permutation of the
 * digits its fixed cells leave, so a swap inside a tile keeps every tile free of repeats. Only the
 * free cells (more than one candidate) of a tile ever move.
 */
final class Tiles {

    /** The free cells of each tile. */
    final int[][] free;
    /** The tile of each cell, -1 outside every tile. */
    final int[] tileOf;

    private Tiles(int[][] free, int[] tileOf) {
        this.free = free;
        this.tileOf = tileOf;
    }

    /**
     * The tiling of the model over these candidates, with {@code grid} filled by a random permutation
     * per tile (a bipartite matching of free cells to the digits left, within each cell's candidates);
     * null, and {@code grid} untouched, when no tiling exists or some tile has no such permutation.
     */
    static Tiles fill(Model model, int[] candidates, int[] grid, SplittableRandom random) {
        int[][] tiling = tiling(model);
        if (tiling == null) {
            return null;
        }
        int[] filled = grid.clone();
        int[] tileOf = new int[model.cellCount()];
        Arrays.fill(tileOf, -1);
        int[][] free = new int[tiling.length][];
        for (int t = 0; t < tiling.length; t++) {
            int fixedDigits = 0;
            List<Integer> open = new ArrayList<>();
            for (int c : tiling[t]) {
                tileOf[c] = t;
                if (Integer.bitCount(candidates[c]) == 1) {
                    filled[c] = Integer.numberOfTrailingZeros(candidates[c]) + 1;
                    fixedDigits |= candidates[c];
                } else {
                    open.add(c);
                }
            }
            free[t] = open.stream().mapToInt(Integer::intValue).toArray();
            if (!match(free[t], candidates, ~fixedDigits, model.size(), filled, random)) {
                return null;
            }
        }
        System.arraycopy(filled, 0, grid, 0, grid.length);
        return new Tiles(free, tileOf);
    }

    /**
     * Disjoint exact groups of N cells that cover every cell, chosen greedily from the last group
     * back (models list rows and columns before boxes, and box tiles measured better), or null.
     */
    private static int[][] tiling(Model model) {
        boolean[] covered = new boolean[model.cellCount()];
        List<int[]> chosen = new ArrayList<>();
        int coveredCount = 0;
        List<AllDifferent> groups = new ArrayList<>(model.all(AllDifferent.class));
        Collections.reverse(groups);
        for (AllDifferent g : groups) {
            int[] cells = g.cells();
            if (!ExactGroups.isExact(g, model.size())) {
                continue;
            }
            boolean disjoint = true;
            for (int c : cells) {
                disjoint &= !covered[c];
            }
            if (disjoint) {
                for (int c : cells) {
                    covered[c] = true;
                }
                coveredCount += cells.length;
                chosen.add(cells);
            }
        }
        return coveredCount == model.cellCount() ? chosen.toArray(new int[0][]) : null;
    }

    private static boolean match(int[] cells, int[] candidates, int allowed, int n, int[] grid, SplittableRandom random) {
        int[] digitOwner = new int[n + 1];
        Arrays.fill(digitOwner, -1);
        for (int i = 0; i < cells.length; i++) {
            if (!augment(i, cells, candidates, allowed, digitOwner, new boolean[n + 1], random)) {
                return false;
            }
        }
        for (int d = 1; d <= n; d++) {
            if (digitOwner[d] >= 0) {
                grid[cells[digitOwner[d]]] = d;
            }
        }
        return true;
    }

    private static boolean augment(int i, int[] cells, int[] candidates, int allowed, int[] digitOwner, boolean[] visited,
            SplittableRandom random) {
        int n = digitOwner.length - 1;
        int offset = random.nextInt(n);
        for (int k = 0; k < n; k++) {
            int d = (offset + k) % n + 1;
            if ((candidates[cells[i]] & allowed & 1 << (d - 1)) == 0 || visited[d]) {
                continue;
            }
            visited[d] = true;
            if (digitOwner[d] < 0 || augment(digitOwner[d], cells, candidates, allowed, digitOwner, visited, random)) {
                digitOwner[d] = i;
                return true;
            }
        }
        return false;
    }
}
