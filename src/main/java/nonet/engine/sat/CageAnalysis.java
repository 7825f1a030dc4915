package nonet.engine.sat;

import java.util.ArrayList;
import java.util.List;
import nonet.model.AllDifferent;
import nonet.model.LinearSum;
import nonet.model.Model;

/**
 * Recognises killer cages among a model's sums and lists what they allow. A "distinct cage" is a
 * sum with unit coefficients whose cells are pairwise in a common {@link AllDifferent} of the
 * model, so its digits form a set; both the SAT encoder (one selector per digit set) and the
 * Choco engine (a table of permutations) use that. Pure Java: loads no solver library.
 */
public final class CageAnalysis {

    private final List<List<Integer>> groupsOfCell;

    public CageAnalysis(Model model) {
        groupsOfCell = new ArrayList<>(model.cellCount());
        for (int i = 0; i < model.cellCount(); i++) {
            groupsOfCell.add(new ArrayList<>());
        }
        List<AllDifferent> groups = model.all(AllDifferent.class);
        for (int g = 0; g < groups.size(); g++) {
            for (int cell : groups.get(g).cells()) {
                groupsOfCell.get(cell).add(g);
            }
        }
    }

    /** Whether every pair of the sum's cells shares a distinct group and every coefficient is 1. */
    public boolean isDistinctCage(LinearSum sum) {
        if (!sum.unitCoefficients()) {
            return false;
        }
        int[] cells = sum.cells();
        for (int i = 0; i < cells.length; i++) {
            for (int j = i + 1; j < cells.length; j++) {
                if (!shareGroup(cells[i], cells[j])) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean shareGroup(int a, int b) {
        for (int g : groupsOfCell.get(a)) {
            if (groupsOfCell.get(b).contains(g)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The sets of {@code k} different digits of {@code allowedDigits} (bit d-1 for d) summing to
     * {@code total}, as masks; null when there are more than {@code limit}.
     */
    public static List<Integer> digitSets(int k, int total, int allowedDigits, int limit) {
        List<Integer> out = new ArrayList<>();
        return collectSets(k, total, allowedDigits, 1, 0, out, limit) ? out : null;
    }

    private static boolean collectSets(int k, int total, int allowed, int from, int chosen, List<Integer> out, int limit) {
        if (k == 0) {
            if (total == 0) {
                out.add(chosen);
            }
            return out.size() <= limit;
        }
        for (int d = from; d <= 31 - k && d <= total; d++) {
            if ((allowed & (1 << (d - 1))) == 0) {
                continue;
            }
            // the k-1 smallest digits above d already exceed what is left: larger d only make it worse
            if (d + (long) (k - 1) * (2L * d + k) / 2 > total) {
                break;
            }
            if (!collectSets(k - 1, total - d, allowed, d + 1, chosen | (1 << (d - 1)), out, limit)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The assignments of pairwise different digits to cells with candidate masks {@code masks}
     * whose sum is {@code total}; null when there are more than {@code limit}.
     */
    public static List<int[]> permutations(int[] masks, int total, int limit) {
        List<int[]> out = new ArrayList<>();
        return collectPermutations(masks, 0, total, 0, new int[masks.length], out, limit) ? out : null;
    }

    private static boolean collectPermutations(int[] masks, int pos, int left, int used, int[] tuple, List<int[]> out, int limit) {
        if (pos == masks.length) {
            if (left == 0) {
                out.add(tuple.clone());
            }
            return out.size() <= limit;
        }
        int free = masks.length - pos - 1;
        for (int d = 1; d <= 31 && d <= left; d++) {
            int bit = 1 << (d - 1);
            if ((masks[pos] & bit) == 0 || (used & bit) != 0) {
                continue;
            }
            // each remaining cell needs at least 1
            if (left - d < free) {
                break;
            }
            tuple[pos] = d;
            if (!collectPermutations(masks, pos + 1, left - d, used | bit, tuple, out, limit)) {
                return false;
            }
        }
        return true;
    }
}
