package nonet.model.optimize;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.model.AllDifferent;
import nonet.model.Model;

/**
 * The families of houses of a square grid: exact distinct groups of n cells that come from one
 * rule ({@code distinct rows}, {@code distinct regions}...) and together partition the grid, in
 * the order the model lists them. Each house holds every digit once, so sums over 1..n each.
 */
record Houses(String name, List<int[]> houses) {

    /** The families of the model whose houses partition the grid; none on a grid that is not square. */
    static List<Houses> of(Model model) {
        int n = model.size();
        if ((long) n * n != model.cellCount()) {
            return List.of();
        }
        Map<String, List<int[]>> byRule = new LinkedHashMap<>();
        for (AllDifferent g : model.all(AllDifferent.class)) {
            if (g.exact() && g.cells().length == n) {
                byRule.computeIfAbsent(g.origin(), k -> new ArrayList<>()).add(g.cells());
            }
        }
        List<Houses> out = new ArrayList<>();
        for (Map.Entry<String, List<int[]>> e : byRule.entrySet()) {
            if (partitions(e.getValue(), n, model.cellCount())) {
                out.add(new Houses(e.getKey().replaceFirst("^distinct ", ""), e.getValue()));
            }
        }
        return out;
    }

    private static boolean partitions(List<int[]> houses, int n, int cellCount) {
        if (houses.size() != n) {
            return false;
        }
        boolean[] seen = new boolean[cellCount];
        for (int[] house : houses) {
            for (int c : house) {
                if (seen[c]) {
                    return false;
                }
                seen[c] = true;
            }
        }
        return true;
    }

    /** "rows 2", "rows 1-3": houses {@code from..to} of the family, counted from 1. */
    String span(int from, int to) {
        return from == to ? name + " " + (from + 1) : name + " " + (Math.min(from, to) + 1) + "-" + (Math.max(from, to) + 1);
    }
}
