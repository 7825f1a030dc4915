package nonet.engine.nativesearch;

import java.util.ArrayList;
import java.util.List;

/**
 * The Latin-square structure hidden in a model's exact groups: two families of n disjoint exact
 * groups each (rows and columns) in which every group of one meets every group of the other in
 * exactly one cell. For each digit, its places then form a permutation of the first family onto
 * the second, a third all-different view besides the groups themselves (the "fish" patterns of
 * human solving). Found from the groups alone, so it serves any variant that has such families.
 */
final class LatinViews {

    final int viewCount;
    /** Per view, {@code n * n} entries: the cell where group a of the first family meets group b of the second. */
    final int[] cellAt;

    private LatinViews(int viewCount, int[] cellAt) {
        this.viewCount = viewCount;
        this.cellAt = cellAt;
    }

    /** The views of the model, or null if it has none. */
    static LatinViews of(CompiledModel m) {
        int n = m.size;
        List<int[]> families = partitions(m);
        List<int[]> views = new ArrayList<>();
        for (int i = 0; i < families.size(); i++) {
            for (int j = i + 1; j < families.size(); j++) {
                int[] cells = meetings(m, families.get(i), families.get(j));
                if (cells != null) {
                    views.add(cells);
                }
            }
        }
        if (views.isEmpty()) {
            return null;
        }
        int[] cellAt = new int[views.size() * n * n];
        for (int v = 0; v < views.size(); v++) {
            System.arraycopy(views.get(v), 0, cellAt, v * n * n, n * n);
        }
        return new LatinViews(views.size(), cellAt);
    }

    /**
     * Sorts the exact groups greedily into classes of pairwise disjoint groups and keeps the
     * classes that cover the grid (n groups of n cells).
     */
    private static List<int[]> partitions(CompiledModel m) {
        List<List<Integer>> classes = new ArrayList<>();
        List<boolean[]> covered = new ArrayList<>();
        for (int g = 0; g < m.groupCount; g++) {
            int home = -1;
            for (int k = 0; k < classes.size() && home < 0; k++) {
                boolean disjoint = true;
                for (int i = m.groupStart[g]; i < m.groupStart[g + 1] && disjoint; i++) {
                    disjoint = !covered.get(k)[m.groupCells[i]];
                }
                if (disjoint) {
                    home = k;
                }
            }
            if (home < 0) {
                home = classes.size();
                classes.add(new ArrayList<>());
                covered.add(new boolean[m.cellCount]);
            }
            classes.get(home).add(g);
            for (int i = m.groupStart[g]; i < m.groupStart[g + 1]; i++) {
                covered.get(home)[m.groupCells[i]] = true;
            }
        }
        List<int[]> out = new ArrayList<>();
        for (List<Integer> c : classes) {
            if (c.size() == m.size && (long) m.size * m.size == m.cellCount) {
                out.add(c.stream().mapToInt(Integer::intValue).toArray());
            }
        }
        return out;
    }

    /** The meeting cells of two families, or null unless every pair of groups meets in exactly one cell. */
    private static int[] meetings(CompiledModel m, int[] first, int[] second) {
        int n = m.size;
        int[] cellAt = new int[n * n];
        int[] familyOf = new int[m.cellCount];
        for (int b = 0; b < n; b++) {
            for (int i = m.groupStart[second[b]]; i < m.groupStart[second[b] + 1]; i++) {
                familyOf[m.groupCells[i]] = b;
            }
        }
        for (int a = 0; a < n; a++) {
            boolean[] met = new boolean[n];
            for (int i = m.groupStart[first[a]]; i < m.groupStart[first[a] + 1]; i++) {
                int cell = m.groupCells[i];
                int b = familyOf[cell];
                if (met[b]) {
                    return null;
                }
                met[b] = true;
                cellAt[a * n + b] = cell;
            }
        }
        return cellAt;
    }
}
