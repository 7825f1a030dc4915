package nonet.model.optimize;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import nonet.model.LinearSum;
import nonet.model.Model;

/**
 * Sums implied by houses and cages together (the innies and outies of killer solving, the law of
 * leftovers over several houses). k houses of one family sum to k * n(n+1)/2; take the cages
 * (sums with unit coefficients, pairwise disjoint) that lie inside those houses, or mostly inside,
 * or touch them: the house cells no cage covers (innies) minus the cage cells outside the houses
 * (outies) sum to the difference. Unions grow house by house along each family, in its order and
 * in reverse (rows top down and bottom up); the cages of the whole grid also give the sum of the
 * cells no cage covers. Only derived sums of at most n cells are kept: larger ones cost more
 * filtering than their loose bounds save.
 */
final class InnieOutieSums {

    /** How a derived sum's origin begins: innies only, outies only, or both. */
    private static final String[] KINDS = {"innies", "outies", "innies and outies"};

    /** The longest sum kept whose cells all lie in cages already. */
    private static final int MAX_COVERED_SIZE = 6;

    private final Model model;
    private final int n;
    private final long houseTotal;
    private final List<LinearSum> cages = new ArrayList<>();
    /** The cells some cage covers. */
    private final boolean[] covered;
    private final Set<String> known = new LinkedHashSet<>();
    private final List<LinearSum> derived = new ArrayList<>();

    private InnieOutieSums(Model model) {
        this.model = model;
        this.n = model.size();
        this.houseTotal = (long) n * (n + 1) / 2;
        covered = new boolean[model.cellCount()];
        for (LinearSum s : model.all(LinearSum.class)) {
            known.add(key(s.cells(), s.coeffs(), s.total()));
            // a sum derived by an earlier pass is no cage: optimizing twice adds nothing more
            if (s.unitCoefficients() && !isDerived(s) && disjoint(s.cells(), covered)) {
                cages.add(s);
                for (int cell : s.cells()) {
                    covered[cell] = true;
                }
            }
        }
    }

    /** The sums the model implies beyond those it states, each with its reasoning as origin. */
    static List<LinearSum> of(Model model) {
        InnieOutieSums sums = new InnieOutieSums(model);
        if (sums.cages.isEmpty()) {
            return List.of();
        }
        List<Houses> families = Houses.of(model);
        for (Houses family : families) {
            sums.alongFamily(family, false);
            sums.alongFamily(family, true);
        }
        if (!families.isEmpty()) {
            boolean[] grid = new boolean[model.cellCount()];
            Arrays.fill(grid, true);
            sums.derive(grid, sums.n, "the grid", Overlap.INSIDE);
        }
        return sums.derived;
    }

    /** Which cages count towards a union of houses. */
    private enum Overlap {
        INSIDE, MOSTLY_INSIDE, TOUCHING
    }

    private void alongFamily(Houses family, boolean reverse) {
        boolean[] union = new boolean[model.cellCount()];
        int first = reverse ? n - 1 : 0;
        for (int k = 1; k < n; k++) {
            int last = reverse ? n - k : k - 1;
            for (int c : family.houses().get(last)) {
                union[c] = true;
            }
            String where = family.span(first, last);
            for (Overlap overlap : Overlap.values()) {
                derive(union, k, where, overlap);
            }
        }
    }

    private void derive(boolean[] union, int houses, String where, Overlap overlap) {
        boolean[] inCages = new boolean[union.length];
        long cageTotal = 0;
        for (LinearSum cage : cages) {
            int inside = 0;
            for (int c : cage.cells()) {
                inside += union[c] ? 1 : 0;
            }
            int size = cage.cells().length;
            boolean take = switch (overlap) {
                case INSIDE -> inside == size;
                case MOSTLY_INSIDE -> 2 * inside > size;
                case TOUCHING -> inside > 0;
            };
            if (take) {
                cageTotal += cage.total();
                for (int c : cage.cells()) {
                    inCages[c] = true;
                }
            }
        }
        List<Integer> innies = new ArrayList<>();
        List<Integer> outies = new ArrayList<>();
        for (int c = 0; c < union.length; c++) {
            if (union[c] && !inCages[c]) {
                innies.add(c);
            } else if (!union[c] && inCages[c]) {
                outies.add(c);
            }
        }
        int size = innies.size() + outies.size();
        // without a cage the union only restates its houses; a long sum over cells that cages
        // already constrain costs more filtering than it prunes (measured on hard killers)
        boolean allCovered = innies.stream().allMatch(c -> covered[c]) && outies.stream().allMatch(c -> covered[c]);
        if (cageTotal == 0 || size == 0 || size > (allCovered ? MAX_COVERED_SIZE : n)) {
            return;
        }
        int[] cells = new int[size];
        int[] coeffs = new int[size];
        for (int i = 0; i < innies.size(); i++) {
            cells[i] = innies.get(i);
            coeffs[i] = 1;
        }
        for (int i = 0; i < outies.size(); i++) {
            cells[innies.size() + i] = outies.get(i);
            coeffs[innies.size() + i] = -1;
        }
        long total = houses * houseTotal - cageTotal;
        if (innies.isEmpty()) {
            // outies alone: state them positively
            Arrays.fill(coeffs, 1);
            total = -total;
        }
        if (total < Integer.MIN_VALUE || total > Integer.MAX_VALUE || !known.add(key(cells, coeffs, (int) total))) {
            return;
        }
        String kind = KINDS[innies.isEmpty() ? 1 : outies.isEmpty() ? 0 : 2];
        derived.add(new LinearSum(cells, coeffs, (int) total, kind + " of " + where + ": " + equation(cells, coeffs, total)));
    }

    private String equation(int[] cells, int[] coeffs, long total) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) {
                out.append(coeffs[i] > 0 ? " + " : " - ");
            } else if (coeffs[i] < 0) {
                out.append("-");
            }
            out.append('r').append(cells[i] / n + 1).append('c').append(cells[i] % n + 1);
        }
        return out.append(" = ").append(total).toString();
    }

    private static boolean isDerived(LinearSum s) {
        for (String kind : KINDS) {
            if (s.origin().startsWith(kind + " of ")) {
                return true;
            }
        }
        return false;
    }

    private static boolean disjoint(int[] cells, boolean[] covered) {
        for (int c : cells) {
            if (covered[c]) {
                return false;
            }
        }
        return true;
    }

    /** A sum's identity regardless of the order of its terms. */
    private static String key(int[] cells, int[] coeffs, int total) {
        long[] terms = new long[cells.length];
        for (int i = 0; i < cells.length; i++) {
            terms[i] = (long) cells[i] << 32 | (coeffs[i] & 0xffffffffL);
        }
        Arrays.sort(terms);
        return Arrays.toString(terms) + "=" + total;
    }
}
