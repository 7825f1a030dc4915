package nonet.model.optimize;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nonet.model.LinearSum;
import nonet.model.Model;

/**
 * What the sum derivations share: the model's cages (sums with unit coefficients, pairwise
 * disjoint, none derived by an earlier pass, so optimizing twice adds nothing more), the cells
 * they cover, and the sums derived so far, each kept once whatever the order of its terms and
 * named by its reasoning and its equation.
 */
final class DerivedSums {

    /** How the origin of every derived sum begins; a sum whose origin begins so is no cage. */
    static final List<String> KINDS = List.of("innies", "outies", "innies and outies", "hidden cage");

    final Model model;
    final int n;
    final long houseTotal;
    final List<Cage> cages = new ArrayList<>();
    /** The cells some cage covers. */
    final boolean[] covered;
    private final Set<Key> known = new HashSet<>();
    private final List<LinearSum> derived = new ArrayList<>();

    DerivedSums(Model model) {
        this.model = model;
        this.n = model.size();
        this.houseTotal = (long) n * (n + 1) / 2;
        covered = new boolean[model.cellCount()];
        for (LinearSum s : model.all(LinearSum.class)) {
            known.add(key(s.cells(), s.coeffs(), s.total()));
            if (s.unitCoefficients() && !ModelOptimizer.derived(s) && disjoint(s.cells(), covered)) {
                cages.add(new Cage(s.cells(), s.total()));
                for (int cell : s.cells()) {
                    covered[cell] = true;
                }
            }
        }
    }

    /** A cage's cells (read once: the derivations go over every cage for every union of houses) and total. */
    record Cage(int[] cells, long total) {
    }

    List<LinearSum> derived() {
        return derived;
    }

    /**
     * Adds {@code sum cells[i] * coeffs[i] = total} unless it is known already, its origin
     * {@code "KIND of WHERE: equation"}; all negative terms are stated positively.
     */
    void add(int[] cells, int[] coeffs, long total, String kind, String where) {
        if (allNegative(coeffs)) {
            coeffs = coeffs.clone();
            for (int i = 0; i < coeffs.length; i++) {
                coeffs[i] = -coeffs[i];
            }
            total = -total;
        }
        if (cells.length == 0 || total < Integer.MIN_VALUE || total > Integer.MAX_VALUE
                || !known.add(key(cells, coeffs, (int) total))) {
            return;
        }
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

    private static boolean allNegative(int[] coeffs) {
        for (int a : coeffs) {
            if (a >= 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean disjoint(int[] cells, boolean[] covered) {
        for (int c : cells) {
            if (covered[c]) {
                return false;
            }
        }
        return true;
    }

    /** A sum's identity regardless of the order of its terms: the terms sorted, each cell times 2^32 plus its coefficient. */
    private record Key(long[] terms, int total) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key other && total == other.total && Arrays.equals(terms, other.terms);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(terms) + total;
        }
    }

    private static Key key(int[] cells, int[] coeffs, int total) {
        long[] terms = new long[cells.length];
        for (int i = 0; i < cells.length; i++) {
            terms[i] = (long) cells[i] << 32 | (coeffs[i] & 0xffffffffL);
        }
        Arrays.sort(terms);
        return new Key(terms, total);
    }
}
