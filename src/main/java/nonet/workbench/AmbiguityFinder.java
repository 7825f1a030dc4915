package nonet.workbench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import nonet.model.Model;

/**
 * Finds where a puzzle's uniqueness breaks and a small set of cells to give that repairs it. The
 * set is greedy, as for set cover: keep the first solution as the target, and repeatedly give the
 * cell in which most of the other solutions seen so far differ from it, sampling new ones when
 * those run out; then drop every given cell the puzzle stays unique without. Not always the
 * smallest set, but none of its cells is redundant.
 */
public final class AmbiguityFinder {

    /** Solutions asked for per run: more alternatives make each greedy choice better informed. */
    static final int SAMPLE = 16;

    private final VerifiedRuns runs;

    public AmbiguityFinder(VerifiedRuns runs) {
        this.runs = runs;
    }

    /** The ambiguity of a puzzle with two or more solutions; null when it has fewer. */
    public Ambiguity of(Model model) {
        List<int[]> found = runs.solutions(model, SAMPLE).solutions();
        if (found.size() < 2) {
            return null;
        }
        int[] first = found.get(0);
        int[] second = found.get(1);
        List<Integer> fix = new ArrayList<>();
        List<int[]> others = new ArrayList<>(found.subList(1, found.size()));
        while (!others.isEmpty()) {
            int cell = mostDividing(first, others);
            fix.add(cell);
            others.removeIf(s -> s[cell] != first[cell]);
            if (others.isEmpty()) {
                others.addAll(alternatives(runs.solutions(ExtraGivens.of(model, fix, c -> first[c]), SAMPLE).solutions(), first));
            }
        }
        for (int i = fix.size() - 1; i >= 0; i--) {
            List<Integer> fewer = new ArrayList<>(fix);
            fewer.remove(i);
            if (runs.unique(ExtraGivens.of(model, fewer, c -> first[c]))) {
                fix = fewer;
            }
        }
        return new Ambiguity(first, second, differing(first, second), fix.stream().mapToInt(Integer::intValue).sorted().toArray());
    }

    /**
     * The cell where most of the other solutions differ from the target (the lowest on a tie); never
     * a given one, since every solution seen agrees with the target there.
     */
    private static int mostDividing(int[] target, List<int[]> others) {
        int best = -1;
        int bestCount = 0;
        for (int cell = 0; cell < target.length; cell++) {
            int count = 0;
            for (int[] s : others) {
                count += s[cell] != target[cell] ? 1 : 0;
            }
            if (count > bestCount) {
                best = cell;
                bestCount = count;
            }
        }
        return best;
    }

    private static List<int[]> alternatives(List<int[]> solutions, int[] target) {
        return solutions.stream().filter(s -> !Arrays.equals(s, target)).toList();
    }

    private static int[] differing(int[] a, int[] b) {
        List<Integer> out = new ArrayList<>();
        for (int cell = 0; cell < a.length; cell++) {
            if (a[cell] != b[cell]) {
                out.add(cell);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
