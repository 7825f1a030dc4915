package nonet.workbench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nonet.model.Model;

/**
 * Finds the true candidates of a puzzle incrementally, on any complete engine: every solution found
 * witnesses all of its (cell, digit) pairs at once, and only a candidate no solution has witnessed
 * yet costs a run of its own, with the cell fixed to the digit. A run that finds nothing proves the
 * candidate impossible. With a cap K, a candidate's count is settled by the distinct solutions seen
 * so far once they reach K, and otherwise by counting its own solutions to K.
 */
public final class TrueCandidates {

    private final VerifiedRuns runs;
    private final int cap;

    /** {@code cap} 1 asks only which candidates are possible; more asks how many solutions use each, up to cap. */
    public TrueCandidates(VerifiedRuns runs, int cap) {
        if (cap < 1) {
            throw new IllegalArgumentException("the cap must be at least 1, not " + cap);
        }
        this.runs = runs;
        this.cap = cap;
    }

    public CandidateCounts of(Model model) {
        int cells = model.cellCount();
        int n = model.size();
        List<int[]> solutions = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        int[][] counts = new int[cells][n];
        int[][] witnesses = new int[cells][n];
        for (int[] w : witnesses) {
            Arrays.fill(w, CandidateCounts.NONE);
        }
        // at least two, so that a unique puzzle (the common case) is settled by this one run
        VerifiedRuns.Found all = runs.solutions(model, Math.max(cap, 2));
        add(all.solutions(), solutions, seen, counts, witnesses);
        boolean settled = all.exact() || all.solutions().isEmpty();
        int[] masks = model.initialMasks();
        for (int cell = 0; cell < cells && !settled; cell++) {
            for (int d = 1; d <= n; d++) {
                int digit = d;
                if ((masks[cell] & (1 << (d - 1))) != 0 && counts[cell][d - 1] < cap) {
                    VerifiedRuns.Found fixed = runs.solutions(ExtraGivens.of(model, List.of(cell), c -> digit), cap);
                    // every solution with this digit here, or cap of them: the count is settled either way
                    add(fixed.solutions(), solutions, seen, counts, witnesses);
                }
            }
        }
        return new CandidateCounts(model.geometry(), cap, counts, witnesses, solutions);
    }

    /** Records each new solution as a witness of its pairs and counts it once per pair. */
    private void add(List<int[]> found, List<int[]> solutions, Set<String> seen, int[][] counts, int[][] witnesses) {
        for (int[] grid : found) {
            if (!seen.add(Arrays.toString(grid))) {
                continue;
            }
            int index = solutions.size();
            solutions.add(grid);
            for (int cell = 0; cell < grid.length; cell++) {
                int d = grid[cell] - 1;
                if (counts[cell][d] < cap) {
                    counts[cell][d]++;
                }
                if (witnesses[cell][d] == CandidateCounts.NONE) {
                    witnesses[cell][d] = index;
                }
            }
        }
    }
}
