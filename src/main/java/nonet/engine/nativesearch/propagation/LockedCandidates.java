package nonet.engine.nativesearch.propagation;

import java.util.ArrayList;
import java.util.List;

/**
 * Locked candidates over every intersection of two exact groups sharing two or more cells (box
 * and row, box and column): a digit that the first group can hold only in the shared cells leaves
 * the rest of the second group, and the other way round (pointing and claiming, for any pair of
 * groups). Owns the intersections, each as the shared cells, the rest of the first group and the
 * rest of the second, CSR-style.
 */
final class LockedCandidates {

    private final Propagator out;
    private final int segmentCount;
    private final int[] segStart;
    private final int[] segCells;
    private final int[] restAStart;
    private final int[] restACells;
    private final int[] restBStart;
    private final int[] restBCells;

    private LockedCandidates(Propagator out, List<int[][]> segments) {
        this.out = out;
        segmentCount = segments.size();
        List<int[]> shared = new ArrayList<>();
        List<int[]> restA = new ArrayList<>();
        List<int[]> restB = new ArrayList<>();
        for (int[][] s : segments) {
            shared.add(s[0]);
            restA.add(s[1]);
            restB.add(s[2]);
        }
        segStart = CompiledModel.startsOf(shared);
        segCells = CompiledModel.flatten(shared);
        restAStart = CompiledModel.startsOf(restA);
        restACells = CompiledModel.flatten(restA);
        restBStart = CompiledModel.startsOf(restB);
        restBCells = CompiledModel.flatten(restB);
    }

    /** The intersections of the model's exact groups, or null when no two groups share two cells. */
    static LockedCandidates of(CompiledModel m, Propagator out) {
        List<int[]> groups = new ArrayList<>();
        for (int g = 0; g < m.groupCount; g++) {
            groups.add(java.util.Arrays.copyOfRange(m.groupCells, m.groupStart[g], m.groupStart[g + 1]));
        }
        List<int[][]> segments = segmentsOf(groups, m.cellCount);
        return segments.isEmpty() ? null : new LockedCandidates(out, segments);
    }

    private static List<int[][]> segmentsOf(List<int[]> groups, int cellCount) {
        List<int[][]> found = new ArrayList<>();
        for (int i = 0; i < groups.size(); i++) {
            boolean[] inA = new boolean[cellCount];
            for (int c : groups.get(i)) {
                inA[c] = true;
            }
            for (int j = i + 1; j < groups.size(); j++) {
                boolean[] inB = new boolean[cellCount];
                for (int c : groups.get(j)) {
                    inB[c] = true;
                }
                int[] shared = java.util.Arrays.stream(groups.get(i)).filter(c -> inB[c]).toArray();
                if (shared.length >= 2) {
                    int[] onlyA = java.util.Arrays.stream(groups.get(i)).filter(c -> !inB[c]).toArray();
                    int[] onlyB = java.util.Arrays.stream(groups.get(j)).filter(c -> !inA[c]).toArray();
                    found.add(new int[][] {shared, onlyA, onlyB});
                }
            }
        }
        return found;
    }

    /**
     * One pass over every intersection; returns whether any mask narrowed. An emptied cell is
     * queued so the next pass reports the contradiction.
     */
    boolean run(int[] masks) {
        boolean changed = false;
        for (int s = 0; s < segmentCount; s++) {
            int shared = unionOf(masks, segCells, segStart[s], segStart[s + 1]);
            int restA = unionOf(masks, restACells, restAStart[s], restAStart[s + 1]);
            int restB = unionOf(masks, restBCells, restBStart[s], restBStart[s + 1]);
            int lockedByA = shared & ~restA & restB;
            if (lockedByA != 0) {
                changed |= removeFrom(masks, restBCells, restBStart[s], restBStart[s + 1], lockedByA);
            }
            int lockedByB = shared & ~restB & restA;
            if (lockedByB != 0) {
                changed |= removeFrom(masks, restACells, restAStart[s], restAStart[s + 1], lockedByB);
            }
        }
        return changed;
    }

    private static int unionOf(int[] masks, int[] cells, int from, int to) {
        int union = 0;
        for (int i = from; i < to; i++) {
            union |= masks[cells[i]];
        }
        return union;
    }

    private boolean removeFrom(int[] masks, int[] cells, int from, int to, int digits) {
        boolean changed = false;
        for (int i = from; i < to; i++) {
            int cell = cells[i];
            int mk = masks[cell];
            if ((mk & digits) != 0) {
                out.narrowLater(masks, cell, mk & ~digits);
                changed = true;
            }
        }
        return changed;
    }
}
