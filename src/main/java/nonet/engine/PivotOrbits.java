package nonet.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The places of 1 and n along a full exact group that every map of a symmetry group sends onto
 * itself. Each solution puts 1 on one cell p of the group and n on another, q; a map sends the
 * solutions with (p, q) one to one onto those with the image pair (p's and q's images, swapped when
 * the map reverses the digits, which trades 1 and n). So the solutions with pairs of one orbit are
 * as many for each pair, and the count is the sum over orbits of the orbit's size times the count
 * at its smallest pair. Orbits whose smallest pairs share p and size are searched as one
 * {@link Part}: 1 on p, n on any of their q.
 */
final class PivotOrbits {

    /** One search: 1 on the group's {@code first}-th cell, n on one of {@code lasts}; each solution stands for {@code weight}. */
    record Part(int first, boolean[] lasts, int weight) {
    }

    private final int n;
    private final int[] group;
    private final List<Part> parts = new ArrayList<>();
    /** For the smallest pair of each orbit (index p * n + q), the maps that send it to each pair of its orbit, the identity first. */
    private final List<List<GridMap>> transversals = new ArrayList<>();

    /** @param maps the symmetry group, identity first; each sends the group's cells onto themselves */
    PivotOrbits(int n, int[] group, List<GridMap> maps) {
        this.n = n;
        this.group = group;
        int[][] moved = new int[maps.size()][];
        for (int m = 0; m < moved.length; m++) {
            moved[m] = positions(maps.get(m));
        }
        boolean[] reached = new boolean[n * n];
        Map<Long, Part> byFirstAndWeight = new LinkedHashMap<>();
        for (int p = 0; p < n; p++) {
            for (int q = 0; q < n; q++) {
                transversals.add(null);
                if (p == q || reached[p * n + q]) {
                    continue;
                }
                List<GridMap> reach = new ArrayList<>();
                for (int m = 0; m < moved.length; m++) {
                    boolean swap = maps.get(m).reversed();
                    int image = moved[m][swap ? q : p] * n + moved[m][swap ? p : q];
                    if (!reached[image]) {
                        reached[image] = true;
                        reach.add(maps.get(m));
                    }
                }
                transversals.set(p * n + q, reach);
                long key = ((long) p << 32) | reach.size();
                Part part = byFirstAndWeight.get(key);
                if (part == null) {
                    part = new Part(p, new boolean[n], reach.size());
                    byFirstAndWeight.put(key, part);
                }
                part.lasts()[q] = true;
            }
        }
        parts.addAll(byFirstAndWeight.values());
    }

    /** Where each position of the group goes under a map. */
    private int[] positions(GridMap map) {
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            int image = map.cell(group[i]);
            for (int j = 0; j < n; j++) {
                if (group[j] == image) {
                    out[i] = j;
                }
            }
        }
        return out;
    }

    List<Part> parts() {
        return parts;
    }

    /** The candidates of a part's search, or null when they leave a cell none. */
    int[] narrow(int[] masks, Part part) {
        int[] out = masks.clone();
        int one = 1;
        int last = 1 << (n - 1);
        for (int i = 0; i < n; i++) {
            out[group[i]] &= i == part.first() ? one : part.lasts()[i] ? ~0 : ~last;
            if (out[group[i]] == 0) {
                return null;
            }
        }
        return out;
    }

    /** A part's solution and its images over its orbit, the solution first. */
    List<int[]> images(int[] grid, Part part) {
        int q = 0;
        while (grid[group[q]] != n) {
            q++;
        }
        List<int[]> out = new ArrayList<>();
        for (GridMap map : transversals.get(part.first() * n + q)) {
            out.add(map.apply(grid));
        }
        return out;
    }
}
