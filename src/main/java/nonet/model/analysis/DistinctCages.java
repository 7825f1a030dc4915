package nonet.model.analysis;

import java.util.ArrayList;
import java.util.List;
import nonet.model.LinearSum;
import nonet.model.Model;

/**
 * Recognises killer cages among a model's sums and lists what they allow. A distinct cage is a sum
 * with unit coefficients over at most N cells that are pairwise {@link Peers}, so its digits form a
 * set: the SAT encoder gives it one selector per digit set, Choco a table of permutations, the
 * native engine its list of digit sets. One definition for every engine; pure Java, no solver library.
 */
public final class DistinctCages {

    private final Peers peers;
    private final int size;

    public DistinctCages(Model model) {
        this.peers = new Peers(model);
        this.size = model.size();
    }

    /** Whether the sum is a distinct cage: every coefficient 1, at most N cells, every two of them peers. */
    public boolean isDistinctCage(LinearSum sum) {
        return sum.unitCoefficients() && sum.cells().length <= size && peers.pairwiseDistinct(sum.cells());
    }

    /**
     * The sets of {@code k} different digits of {@code allowedDigits} (bit d-1 for d) summing to
     * {@code total}, as masks in increasing order of their digits; null when there are more than {@code limit}.
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
