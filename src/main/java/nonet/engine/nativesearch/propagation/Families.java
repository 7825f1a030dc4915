package nonet.engine.nativesearch.propagation;

import java.util.ArrayList;
import java.util.List;

/**
 * Families of exact groups that each partition the grid: n pairwise disjoint groups of n cells
 * (rows, columns, boxes, jigsaw regions...). Each family holds every digit n times, once per
 * group, which both {@link LatinViews} and {@link Leftovers} build on.
 */
final class Families {

    private Families() {
    }

    /**
     * Sorts the exact groups greedily into classes of pairwise disjoint groups and keeps the
     * classes that cover the grid, each as the index, within its class, of the group that holds
     * every cell (groups are numbered in the order they come).
     */
    static List<int[]> of(int n, int cellCount, List<int[]> groups) {
        List<int[]> owner = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        for (int[] group : groups) {
            int home = -1;
            for (int k = 0; k < owner.size() && home < 0; k++) {
                boolean disjoint = true;
                for (int i = 0; i < group.length && disjoint; i++) {
                    disjoint = owner.get(k)[group[i]] < 0;
                }
                if (disjoint) {
                    home = k;
                }
            }
            if (home < 0) {
                home = owner.size();
                int[] fresh = new int[cellCount];
                java.util.Arrays.fill(fresh, -1);
                owner.add(fresh);
                sizes.add(0);
            }
            int index = sizes.get(home);
            sizes.set(home, index + 1);
            for (int c : group) {
                owner.get(home)[c] = index;
            }
        }
        List<int[]> out = new ArrayList<>();
        for (int k = 0; k < owner.size(); k++) {
            if (sizes.get(k) == n && (long) n * n == cellCount) {
                out.add(owner.get(k));
            }
        }
        return out;
    }
}
