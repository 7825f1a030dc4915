package nonet.engine;

import java.util.ArrayList;
import java.util.List;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Model;
import nonet.model.Relation;

/**
 * Interchangeable digits. When every rule of a model treats all digits alike (distinct groups,
 * relations that only ask two digits to differ or to match) and no cell is narrowed, relabelling
 * the digits of a solution gives another solution. A full exact group holds every digit once, so
 * exactly one of the n! relabellings of a solution writes 1..n along it: the solutions are n!
 * times those with that group fixed to 1..n. The search then runs with the group fixed, and its
 * count and solutions are multiplied back. An empty jigsaw layout with no solution is refuted
 * once, not once per order in which its first digits could be tried (value symmetry breaking,
 * Puget 2005, "Breaking all value symmetries in surjection problems").
 *
 * <p>The native engine fixes the group in its candidates; the split search ({@code engine.split})
 * fixes it in the model before cutting it into cubes, whose cells fixed by the cut would otherwise
 * leave no symmetry to use, so any engine it shares out gets the same gain.
 */
public final class DigitSymmetry {

    private final int n;
    private final int[] group;
    /** n!, or {@link Long#MAX_VALUE} when it does not fit. */
    private final long relabellings;

    private DigitSymmetry(int n, int[] group) {
        this.n = n;
        this.group = group;
        long f = 1;
        for (int k = 2; k <= n; k++) {
            f = f > Long.MAX_VALUE / k ? Long.MAX_VALUE : f * k;
        }
        relabellings = f;
    }

    /**
     * The symmetry of a model's rules, or null when some rule tells digits apart or no exact group
     * spans the grid's n digits. The domains are left to {@link #holdsFor}: they change from
     * puzzle to puzzle. Constraints the optimizer derived are implied by the others, so they keep
     * the solutions' symmetry whatever their form.
     */
    public static DigitSymmetry of(Model model) {
        int n = model.size();
        if (!DigitRules.keep(model, r -> treatsDigitsAlike(r, n))) {
            return null;
        }
        return model.all(AllDifferent.class).stream()
                .filter(group -> group.exact() && group.cells().length == n)
                .findFirst().map(group -> new DigitSymmetry(n, group.cells())).orElse(null);
    }

    /** Whether a relation allows the same for every digit: different, equal, anything or nothing. */
    private static boolean treatsDigitsAlike(Relation r, int n) {
        int full = (1 << n) - 1;
        int kind = -1;
        for (int d = 1; d <= n; d++) {
            int allowed = r.allowedFor(d) & full;
            int bit = 1 << (d - 1);
            int k = allowed == full ? 0 : allowed == (full & ~bit) ? 1 : allowed == bit ? 2 : allowed == 0 ? 3 : 4;
            if (k == 4 || (kind >= 0 && k != kind)) {
                return false;
            }
            kind = k;
        }
        return true;
    }

    /** Whether this puzzle leaves every cell open to every digit, so the symmetry is whole. */
    public boolean holdsFor(int[] masks) {
        int full = (1 << n) - 1;
        for (int mk : masks) {
            if (mk != full) {
                return false;
            }
        }
        return true;
    }

    /** Whether no domain of this puzzle narrows a cell, so the symmetry is whole. */
    public boolean holdsFor(Model model) {
        return holdsFor(model.initialMasks());
    }

    /** The puzzle with the group's cells fixed to 1..n, in its order. */
    public Model fix(Model model) {
        List<Constraint> constraints = new ArrayList<>(model.constraints());
        for (int i = 0; i < group.length; i++) {
            constraints.add(new Domain(group[i], 1 << i, "digit symmetry: one group written 1.." + n));
        }
        return model.withConstraints(constraints);
    }

    /** The puzzle's answer from the answer on the fixed puzzle ({@link #fix(Model)}, {@link #fixedLimits}). */
    public Result resultOf(Result fixed, Limits limits) {
        long count = countOf(fixed.count(), limits);
        return new Result(statusOf(fixed.status(), count, limits), count,
                solutionsOf(fixed.solutions(), Math.min(count, limits.keep())), fixed.stats(), fixed.nanos(), fixed.message());
    }

    /** The candidates with the group's cells fixed to 1..n, in its order. */
    public int[] fix(int[] masks) {
        int[] fixed = masks.clone();
        for (int i = 0; i < group.length; i++) {
            fixed[group[i]] = 1 << i;
        }
        return fixed;
    }

    /** The limits of the fixed search: each of its solutions stands for n! of the puzzle's. */
    public Limits fixedLimits(Limits limits) {
        long solutions = (limits.solutions() - 1) / relabellings + 1;
        return new Limits(solutions, limits.timeoutMillis(), limits.nodeLimit(),
                (int) Math.min(limits.keep(), solutions), limits.seed());
    }

    /** How many solutions the fixed search's count stands for, capped at the limit asked for. */
    private long countOf(long fixedCount, Limits limits) {
        long total = fixedCount > Long.MAX_VALUE / relabellings ? Long.MAX_VALUE : fixedCount * relabellings;
        return Math.min(total, limits.solutions());
    }

    /** Reaching the limit is all a count of n! per solution can end with, once it has one. */
    private Status statusOf(Status fixedStatus, long count, Limits limits) {
        return count >= limits.solutions() ? Status.LIMIT : fixedStatus;
    }

    /** The puzzle's solutions from the fixed search's: every relabelling of each, in order, up to {@code wanted}. */
    private List<int[]> solutionsOf(List<int[]> fixed, long wanted) {
        List<int[]> out = new ArrayList<>();
        for (int[] grid : fixed) {
            int[] label = new int[n + 1];
            for (int d = 1; d <= n; d++) {
                label[d] = d;
            }
            do {
                if (out.size() >= wanted) {
                    return out;
                }
                int[] relabelled = new int[grid.length];
                for (int c = 0; c < grid.length; c++) {
                    relabelled[c] = label[grid[c]];
                }
                out.add(relabelled);
            } while (nextPermutation(label));
        }
        return out;
    }

    /** Steps {@code label[1..n]} to the next permutation in lexicographic order; false after the last. */
    private static boolean nextPermutation(int[] label) {
        int i = label.length - 2;
        while (i >= 1 && label[i] > label[i + 1]) {
            i--;
        }
        if (i < 1) {
            return false;
        }
        int j = label.length - 1;
        while (label[j] < label[i]) {
            j--;
        }
        swap(label, i, j);
        for (int a = i + 1, b = label.length - 1; a < b; a++, b--) {
            swap(label, a, b);
        }
        return true;
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
