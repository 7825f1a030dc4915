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
 */
final class FishRule {

    private static final int MAX_SIZE = 4;

    private final Structure s;
    private final Geometry g;
    private final boolean[][] member;

    FishRule(Structure s) {
        this.s = s;
        this.g = s.geometry;
        member = new boolean[s.groups.length][s.cellCount];
        for (int gi = 0; gi < s.groups.length; gi++) {
            for (int c : s.groups[gi]) {
                member[gi][c] = true;
            }
        }
    }

    void apply(int[] masks, List<Step> out) {
        for (int d = 1; d <= s.n; d++) {
            int bit = 1 << (d - 1);
            List<Integer> bases = new ArrayList<>();
            for (int gi = 0; gi < s.groups.length; gi++) {
                if (s.exact[gi]) {
                    int count = 0;
                    for (int c : s.groups[gi]) {
                        if ((masks[c] & bit) != 0) {
                            count++;
                        }
                    }
                    if (count >= 2 && count <= MAX_SIZE) {
                        bases.add(gi);
                    }
                }
            }
            for (int k = 2; k <= MAX_SIZE; k++) {
                searchBases(masks, d, bases, k, new int[k], 0, 0, out);
            }
        }
    }

    private void searchBases(int[] masks, int d, List<Integer> bases, int k, int[] pick, int depth, int from, List<Step> out) {
        if (depth == k) {
            tryCovers(masks, d, pick, out);
            return;
        }
        for (int i = from; i < bases.size(); i++) {
            int gi = bases.get(i);
            boolean disjoint = true;
            for (int j = 0; j < depth && disjoint; j++) {
                disjoint = !overlap(gi, pick[j]);
            }
            if (disjoint) {
                pick[depth] = gi;
                int[] chosen = Arrays.copyOf(pick, depth + 1);
                // a partial base whose places no k groups cover cannot grow into a fish
                if (depth == 0 || depth + 1 == k || coverable(places(masks, d, chosen), chosen, 0, k)) {
                    searchBases(masks, d, bases, k, pick, depth + 1, i + 1, out);
                }
            }
        }
    }

    private int[] places(int[] masks, int d, int[] base) {
        int bit = 1 << (d - 1);
        List<Integer> places = new ArrayList<>();
        for (int gi : base) {
            for (int c : s.groups[gi]) {
                if ((masks[c] & bit) != 0) {
                    places.add(c);
                }
            }
        }
        return places.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Whether at most {@code left} more groups outside the base cover the places not yet in
     * {@code covered} (bit p: places[p] is covered; a base of k groups has at most k * k places).
     */
    private boolean coverable(int[] places, int[] base, int covered, int left) {
        int open = ~covered & ((1 << places.length) - 1);
        if (open == 0) {
            return true;
        }
        if (left == 0) {
            return false;
        }
        int first = places[Integer.numberOfTrailingZeros(open)];
        for (int gi : s.groupsOfCell[first]) {
            if (!contains(base, gi)) {
                if (coverable(places, base, covered | coverage(gi, places), left - 1)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean overlap(int a, int b) {
        for (int c : s.groups[a]) {
            if (member[b][c]) {
                return true;
            }
        }
        return false;
    }

    private void tryCovers(int[] masks, int d, int[] base, List<Step> out) {
        chooseCovers(masks, d, base, places(masks, d, base), new int[base.length], 0, 0, new java.util.HashSet<>(), out);
    }

    /**
     * Picks cover groups, each containing the first place no earlier pick covers ({@code covered}:
     * bit p for places[p]): every cover set of k groups that covers all places is reached this way,
     * and no hopeless one is tried.
     */
    private void chooseCovers(int[] masks, int d, int[] base, int[] places, int[] pick, int depth, int covered,
                              java.util.Set<List<Integer>> seen, List<Step> out) {
        int open = ~covered & ((1 << places.length) - 1);
        if (open == 0) {
            int[] cover = Arrays.copyOf(pick, depth);
            Arrays.sort(cover);
            if (depth == pick.length && seen.add(Arrays.stream(cover).boxed().toList())) {
                report(masks, d, base, cover, places, out);
            }
            return;
        }
        if (depth == pick.length) {
            return;
        }
        for (int gi : s.groupsOfCell[places[Integer.numberOfTrailingZeros(open)]]) {
            if (!contains(base, gi) && !contains(pick, depth, gi)) {
                pick[depth] = gi;
                chooseCovers(masks, d, base, places, pick, depth + 1, covered | coverage(gi, places), seen, out);
            }
        }
    }

    /** Bit p set when group gi contains places[p]. */
    private int coverage(int gi, int[] places) {
        int bits = 0;
        for (int p = 0; p < places.length; p++) {
            if (member[gi][places[p]]) {
                bits |= 1 << p;
            }
        }
        return bits;
    }

    private void report(int[] masks, int d, int[] base, int[] cover, int[] places, List<Step> out) {
        int bit = 1 << (d - 1);
        List<Candidate> elims = new ArrayList<>();
        boolean[] seen = new boolean[s.cellCount];
        for (int gi : cover) {
            for (int c : s.groups[gi]) {
                boolean inBase = false;
                for (int b : base) {
                    inBase |= member[b][c];
                }
                if (!inBase && !seen[c] && (masks[c] & bit) != 0) {
                    seen[c] = true;
                    elims.add(new Candidate(c, d));
                }
            }
        }
        if (elims.isEmpty()) {
            return;
        }
        Technique t = base.length == 2 ? Technique.X_WING : base.length == 3 ? Technique.SWORDFISH : Technique.JELLYFISH;
        String text = Names.eliminations(elims, g) + ": " + t.label() + ": " + d + " in " + names(base)
                + " lies within " + names(cover);
        out.add(new Step(t, text, List.of(), elims, places));
    }

    private String names(int[] groups) {
        String[] parts = new String[groups.length];
        for (int i = 0; i < groups.length; i++) {
            parts[i] = s.groupNames[groups[i]];
        }
        Arrays.sort(parts);
        return String.join(", ", parts);
    }

    private static boolean contains(int[] xs, int length, int x) {
        for (int i = 0; i < length; i++) {
            if (xs[i] == x) {
                return true;
            }
        }
        return false;
    }

    private static boolean contains(int[] xs, int x) {
        return contains(xs, xs.length, x);
    }
}
