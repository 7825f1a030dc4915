package nonet.model.optimize;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Sums implied by houses and cages together (the innies and outies of killer solving, the law of
 * leftovers over several houses). k houses of one family sum to k * n(n+1)/2; take the cages
 * (sums with unit coefficients, pairwise disjoint) that lie inside those houses, or mostly inside,
 * or touch them: the house cells no cage covers (innies) minus the cage cells outside the houses
 * (outies) sum to the difference. Unions grow house by house along each family, in its order and
 * in reverse (rows top down and bottom up), and each house is taken alone; the cages of the whole grid also give the sum of the
 * cells no cage covers. Only derived sums of at most n cells are kept: larger ones cost more
 * filtering than their loose bounds save.
 */
final class InnieOutieSums {

    /** The longest sum kept whose cells all lie in cages already. */
    private static final int MAX_COVERED_SIZE = 6;

    private final DerivedSums sums;
    private final int n;

    private InnieOutieSums(DerivedSums sums) {
        this.sums = sums;
        this.n = sums.n;
    }

    /** Adds to {@code sums} the innie and outie sums of every family's unions of houses and of the grid. */
    static void derive(DerivedSums sums, List<Houses> families) {
        if (sums.cages.isEmpty()) {
            return;
        }
        InnieOutieSums innies = new InnieOutieSums(sums);
        List<Houses> walks = new ArrayList<>(families);
        for (Houses family : families) {
            // boxes down the stacks as well as along the bands (measured on 55 hard killers in four
            // orientations: 0.93x the nodes, geometric mean)
            Houses down = family.downTheColumns(innies.n);
            if (down != null) {
                walks.add(down);
            }
        }
        for (Houses family : walks) {
            innies.alongFamily(family, false);
            innies.alongFamily(family, true);
            innies.windows(family);
        }
        if (!families.isEmpty()) {
            boolean[] grid = new boolean[sums.model.cellCount()];
            Arrays.fill(grid, true);
            innies.derive(grid, sums.n, "the grid", Overlap.INSIDE);
        }
    }

    /** Which cages count towards a union of houses. */
    private enum Overlap {
        INSIDE, MOSTLY_INSIDE, TOUCHING
    }

    private void alongFamily(Houses family, boolean reverse) {
        boolean[] union = new boolean[sums.model.cellCount()];
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

    /**
     * Every run of consecutive houses touching neither end of the family (those are the unions
     * above), each house alone among them: a band of rows in the middle of the grid has its own
     * innies and outies, which the rows above and below it need not have (measured on 55 hard
     * killers in four orientations, 220 puzzles: 0.89x the nodes, geometric mean).
     */
    private void windows(Houses family) {
        for (int from = 1; from < n - 1; from++) {
            boolean[] union = new boolean[sums.model.cellCount()];
            for (int to = from; to < n - 1; to++) {
                for (int c : family.houses().get(to)) {
                    union[c] = true;
                }
                for (Overlap overlap : Overlap.values()) {
                    derive(union, to - from + 1, family.span(from, to), overlap);
                }
            }
        }
    }

    private void derive(boolean[] union, int houses, String where, Overlap overlap) {
        boolean[] inCages = new boolean[union.length];
        long cageTotal = 0;
        for (DerivedSums.Cage cage : sums.cages) {
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
        boolean[] covered = sums.covered;
        boolean allCovered = innies.stream().allMatch(c -> covered[c]) && outies.stream().allMatch(c -> covered[c]);
        // more than two innies and more than two outies: bounds too loose to pay (as sigh's solver finds)
        boolean loose = innies.size() > 2 && outies.size() > 2;
        if (cageTotal == 0 || size == 0 || loose || size > (allCovered ? MAX_COVERED_SIZE : n)) {
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
        String kind = DerivedSums.KINDS.get(innies.isEmpty() ? 1 : outies.isEmpty() ? 0 : 2);
        sums.add(cells, coeffs, houses * sums.houseTotal - cageTotal, kind, where);
    }
}
