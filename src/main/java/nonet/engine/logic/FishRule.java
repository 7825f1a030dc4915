package nonet.engine.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import nonet.model.Geometry;

/**
 * Fish, generic over groups: when the places of a digit in k disjoint exact groups (the base) all
 * lie within k distinct groups (the cover), each cover group receives the digit from a base group,
 * so the digit leaves the cover's other cells. Rows against columns give the X-Wing (k = 2) and the
 * Swordfish (k = 3) and the Jellyfish (k = 4); boxes and variant groups take part the same way.
 *
 * <p>The search was most of the logic engine's time on top95 while it built lists and sets for
 * every partial base, so it works on bits: a base's places are numbered in the order the bases
 * were picked (at most 16), and each group keeps the bits of the places it contains, updated as a
 * base is added or dropped. Bases and covers are tried in the same order as before, so the same
 * fish are found in the same order.
 *
 * <p>A digit's fish depend on nothing but the cells that still hold it, and from one round to the
 * next most digits keep theirs, so each digit's search is repeated only when they change
 * ({@link StepMemo}).
 */
final class FishRule {

    private static final int MAX_SIZE = 4;

    private final Structure s;
    private final Geometry g;
    /** Whether two groups share a cell (bases must not). */
    private final boolean[][] overlap;

    /** The places of the picked bases, in the order they were picked; {@code depthEnd[j]}: how many the first j bases have. */
    private final int[] places = new int[MAX_SIZE * MAX_SIZE];
    private final int[] depthEnd = new int[MAX_SIZE + 1];
    /** Per group, bit p when it contains places[p]. */
    private final int[] coverage;
    private final boolean[] inBase;
    private final int[] base = new int[MAX_SIZE];
    private final int[] cover = new int[MAX_SIZE];
    /** The cover sets already reported for the current base, as sorted group numbers packed in a long. */
    private final long[] reported = new long[64];
    private int reportedCount;
    /** Per cell, the stamp of the base it last belonged to, and of the step that last took it. */
    private final int[] baseStamp;
    private final int[] takenStamp;
    private int stamp;
    private final StepMemo memo;

    FishRule(Structure s) {
        this.s = s;
        this.g = s.geometry;
        int groups = s.groups.length;
        overlap = new boolean[groups][groups];
        for (int c = 0; c < s.cellCount; c++) {
            for (int a : s.groupsOfCell[c]) {
                for (int b : s.groupsOfCell[c]) {
                    overlap[a][b] = true;
                }
            }
        }
        coverage = new int[groups];
        inBase = new boolean[groups];
        baseStamp = new int[s.cellCount];
        takenStamp = new int[s.cellCount];
        memo = new StepMemo(s.n + 1);
    }

    void apply(int[] masks, List<Step> out) {
        for (int d = 1; d <= s.n; d++) {
            memo.addSteps(d, StepMemo.cellsWith(d, masks), masks, this::search, out);
        }
    }

    private void search(int d, int[] masks, List<Step> out) {
        int[] bases = new int[s.groups.length];
        int bit = 1 << (d - 1);
        int count = 0;
        for (int gi = 0; gi < s.groups.length; gi++) {
            if (s.exact[gi]) {
                int places = 0;
                for (int c : s.groups[gi]) {
                    if ((masks[c] & bit) != 0) {
                        places++;
                    }
                }
                if (places >= 2 && places <= MAX_SIZE) {
                    bases[count++] = gi;
                }
            }
        }
        for (int k = 2; k <= MAX_SIZE; k++) {
            searchBases(masks, d, bases, count, k, 0, 0, out);
        }
    }

    private void searchBases(int[] masks, int d, int[] bases, int count, int k, int depth, int from, List<Step> out) {
        if (depth == k) {
            reportedCount = 0;
            chooseCovers(masks, d, k, 0, 0, out);
            return;
        }
        for (int i = from; i < count; i++) {
            int gi = bases[i];
            if (overlapsBase(gi, depth)) {
                continue;
            }
            base[depth] = gi;
            push(masks, d, gi, depth);
            // a partial base whose places no k groups cover cannot grow into a fish
            if (depth == 0 || depth + 1 == k || coverable(depth + 1, 0, k)) {
                searchBases(masks, d, bases, count, k, depth + 1, i + 1, out);
            }
            pop(gi, depth);
        }
    }

    private boolean overlapsBase(int gi, int depth) {
        for (int j = 0; j < depth; j++) {
            if (overlap[gi][base[j]]) {
                return true;
            }
        }
        return false;
    }

    /** Adds base gi's places after those of the first {@code depth} bases. */
    private void push(int[] masks, int d, int gi, int depth) {
        int bit = 1 << (d - 1);
        int p = depthEnd[depth];
        for (int c : s.groups[gi]) {
            if ((masks[c] & bit) != 0) {
                places[p] = c;
                for (int other : s.groupsOfCell[c]) {
                    coverage[other] |= 1 << p;
                }
                p++;
            }
        }
        depthEnd[depth + 1] = p;
        inBase[gi] = true;
    }

    private void pop(int gi, int depth) {
        for (int p = depthEnd[depth]; p < depthEnd[depth + 1]; p++) {
            for (int other : s.groupsOfCell[places[p]]) {
                coverage[other] &= ~(1 << p);
            }
        }
        inBase[gi] = false;
    }

    /**
     * Whether at most {@code left} more groups outside the base cover the places of the first
     * {@code depth} bases not yet in {@code covered} (bit p: places[p] is covered).
     */
    private boolean coverable(int depth, int covered, int left) {
        int open = ~covered & ((1 << depthEnd[depth]) - 1);
        if (open == 0) {
            return true;
        }
        if (left == 0) {
            return false;
        }
        for (int gi : s.groupsOfCell[places[Integer.numberOfTrailingZeros(open)]]) {
            if (!inBase[gi] && coverable(depth, covered | coverage[gi], left - 1)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Picks cover groups, each containing the first place no earlier pick covers ({@code covered}:
     * bit p for places[p]): every cover set of k groups that covers all places is reached this way,
     * and no hopeless one is tried.
     */
    private void chooseCovers(int[] masks, int d, int k, int depth, int covered, List<Step> out) {
        int open = ~covered & ((1 << depthEnd[k]) - 1);
        if (open == 0) {
            if (depth == k) {
                int[] sorted = Arrays.copyOf(cover, k);
                Arrays.sort(sorted);
                if (firstReport(sorted)) {
                    report(masks, d, k, sorted, out);
                }
            }
            return;
        }
        if (depth == k) {
            return;
        }
        for (int gi : s.groupsOfCell[places[Integer.numberOfTrailingZeros(open)]]) {
            if (!inBase[gi] && !picked(gi, depth)) {
                cover[depth] = gi;
                chooseCovers(masks, d, k, depth + 1, covered | coverage[gi], out);
            }
        }
    }

    private boolean picked(int gi, int depth) {
        for (int j = 0; j < depth; j++) {
            if (cover[j] == gi) {
                return true;
            }
        }
        return false;
    }

    /** Whether this cover set is new for the current base (recording it); group numbers fit 16 bits each. */
    private boolean firstReport(int[] sorted) {
        long key = 0;
        for (int gi : sorted) {
            key = key << 16 | gi;
        }
        for (int i = 0; i < reportedCount; i++) {
            if (reported[i] == key) {
                return false;
            }
        }
        if (reportedCount < reported.length) {
            reported[reportedCount++] = key;
        }
        return true;
    }

    private void report(int[] masks, int d, int k, int[] covers, List<Step> out) {
        int bit = 1 << (d - 1);
        stamp++;
        for (int j = 0; j < k; j++) {
            for (int c : s.groups[base[j]]) {
                baseStamp[c] = stamp;
            }
        }
        List<Candidate> elims = new ArrayList<>();
        for (int gi : covers) {
            for (int c : s.groups[gi]) {
                if (baseStamp[c] != stamp && takenStamp[c] != stamp && (masks[c] & bit) != 0) {
                    takenStamp[c] = stamp;
                    elims.add(new Candidate(c, d));
                }
            }
        }
        if (elims.isEmpty()) {
            return;
        }
        Technique t = k == 2 ? Technique.X_WING : k == 3 ? Technique.SWORDFISH : Technique.JELLYFISH;
        String text = Names.eliminations(elims, g) + ": " + t.label() + ": " + d + " in " + names(Arrays.copyOf(base, k))
                + " lies within " + names(covers);
        out.add(new Step(t, text, List.of(), elims, Arrays.copyOf(places, depthEnd[k])));
    }

    private String names(int[] groups) {
        String[] parts = new String[groups.length];
        for (int i = 0; i < groups.length; i++) {
            parts[i] = s.groupNames[groups[i]];
        }
        Arrays.sort(parts);
        return String.join(", ", parts);
    }
}
