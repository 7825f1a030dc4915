package nonet.model.optimize;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.model.AllDifferent;
import nonet.model.Model;

/**
 * The families of houses of a square grid: exact distinct groups of n cells that come from one
 * rule ({@code distinct rows}, {@code distinct regions}...) and together partition the grid, in
 * the order the model lists them. Each house holds every digit once, so sums over 1..n each.
 * {@code numbers} are the houses' numbers in the model's order, counted from 1: the same family
 * can be walked in another order ({@link #downTheColumns}).
 */
record Houses(String name, List<int[]> houses, List<Integer> numbers) {

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
                List<Integer> numbers = new ArrayList<>();
                for (int i = 1; i <= n; i++) {
                    numbers.add(i);
                }
                out.add(new Houses(e.getKey().replaceFirst("^distinct ", ""), e.getValue(), numbers));
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

    /**
     * The family ordered by the leftmost column each house reaches, then by its first cell (boxes
     * down each stack in turn, where the model lists them along each band), or null when that is
     * the order already (rows, columns).
     */
    Houses downTheColumns(int n) {
        List<Integer> order = new ArrayList<>(numbers);
        order.sort(Comparator.<Integer>comparingInt(k -> Arrays.stream(houses.get(k - 1)).map(c -> c % n).min().getAsInt())
                .thenComparingInt(k -> Arrays.stream(houses.get(k - 1)).min().getAsInt()));
        if (order.equals(numbers)) {
            return null;
        }
        return new Houses(name, order.stream().map(k -> houses.get(k - 1)).toList(), order);
    }

    /**
     * "rows 2", "rows 1-3": houses {@code from..to} of the family; "boxes 1, 4, 7" when their
     * numbers do not run on.
     */
    String span(int from, int to) {
        int lo = Math.min(from, to);
        int hi = Math.max(from, to);
        if (lo == hi) {
            return name + " " + numbers.get(lo);
        }
        List<Integer> taken = numbers.subList(lo, hi + 1);
        if (taken.get(taken.size() - 1) - taken.get(0) == hi - lo && taken.stream().sorted().toList().equals(taken)) {
            return name + " " + taken.get(0) + "-" + taken.get(taken.size() - 1);
        }
        StringBuilder out = new StringBuilder(name);
        String sep = " ";
        for (int k : taken.stream().sorted().toList()) {
            out.append(sep).append(k);
            sep = ", ";
        }
        return out.toString();
    }
}
