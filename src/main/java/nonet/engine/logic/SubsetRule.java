package nonet.engine.logic;

import java.util.ArrayList;
import java.util.List;
import nonet.model.Geometry;

/**
 * Naked and hidden subsets of 2 to 4 cells or digits in any distinct group (hidden ones in exact
 * groups only, where every digit must appear).
 *
 * <p>A group's subsets depend on its cells' candidates alone, and most groups keep theirs from one
 * round to the next, so each group's steps are kept with those candidates and searched again only
 * when they change ({@link StepMemo}; the search of every combination was a fifth of the engine's
 * time on top95).
 */
final class SubsetRule {

    private static final int MAX_SUBSET = 4;

    private final Structure s;
    private final Geometry g;
    private final StepMemo memo;

    SubsetRule(Structure s) {
        this.s = s;
        this.g = s.geometry;
        this.memo = new StepMemo(s.groups.length);
    }

    void apply(int[] masks, List<Step> out) {
        for (int gi = 0; gi < s.groups.length; gi++) {
            memo.addSteps(gi, Rules.masksOf(s.groups[gi], masks), masks, this::search, out);
        }
    }

    private void search(int gi, int[] masks, List<Step> out) {
        int[] group = s.groups[gi];
        int[] open = new int[group.length];
        int openCount = 0;
        int fixedDigits = 0;
        for (int c : group) {
            if (Integer.bitCount(masks[c]) >= 2) {
                open[openCount++] = c;
            } else {
                fixedDigits |= masks[c];
            }
        }
        open = java.util.Arrays.copyOf(open, openCount);
        for (int k = 2; k <= Math.min(MAX_SUBSET, openCount - 1); k++) {
            nakedSubsets(gi, open, k, masks, out);
        }
        if (s.exact[gi]) {
            hiddenSubsets(gi, open, s.full & ~fixedDigits, masks, out);
        }
    }

    void nakedSubsets(int gi, int[] open, int k, int[] masks, List<Step> out) {
        int[] pick = new int[k];
        forEachCombination(open.length, k, pick, () -> {
            int union = 0;
            for (int i : pick) {
                union |= masks[open[i]];
            }
            if (Integer.bitCount(union) != k) {
                return;
            }
            List<Candidate> elims = new ArrayList<>();
            int inSubset = 0;
            for (int i : pick) {
                inSubset |= 1 << i;
            }
            for (int i = 0; i < open.length; i++) {
                if ((inSubset & (1 << i)) == 0) {
                    Rules.add(elims, open[i], masks[open[i]] & union);
                }
            }
            if (!elims.isEmpty()) {
                int[] cells = new int[k];
                for (int i = 0; i < k; i++) {
                    cells[i] = open[pick[i]];
                }
                Technique t = Technique.nakedSubset(k);
                String text = Names.eliminations(elims, g) + ": " + t.label() + " " + Names.digits(union) + " in "
                        + Names.cells(cells, g) + " (" + s.groupNames[gi] + ")";
                out.add(new Step(t, text, List.of(), elims, cells));
            }
        });
    }

    void hiddenSubsets(int gi, int[] open, int openDigits, int[] masks, List<Step> out) {
        int[] digits = new int[Integer.bitCount(openDigits)];
        int[] places = new int[digits.length];
        int i = 0;
        for (int m = openDigits; m != 0; m &= m - 1) {
            int d = Supports.lowest(m);
            digits[i] = d;
            for (int p = 0; p < open.length; p++) {
                if ((masks[open[p]] & (1 << (d - 1))) != 0) {
                    places[i] |= 1 << p;
                }
            }
            i++;
        }
        for (int k = 2; k <= Math.min(MAX_SUBSET, digits.length - 1); k++) {
            int[] pick = new int[k];
            int size = k;
            forEachCombination(digits.length, k, pick, () -> {
                int where = 0;
                int digitMask = 0;
                for (int j : pick) {
                    where |= places[j];
                    digitMask |= 1 << (digits[j] - 1);
                }
                if (Integer.bitCount(where) != size) {
                    return;
                }
                List<Candidate> elims = new ArrayList<>();
                int[] cells = new int[size];
                int n = 0;
                for (int p = 0; p < open.length; p++) {
                    if ((where & (1 << p)) != 0) {
                        cells[n++] = open[p];
                        Rules.add(elims, open[p], masks[open[p]] & ~digitMask);
                    }
                }
                if (!elims.isEmpty()) {
                    Technique t = Technique.hiddenSubset(size);
                    String text = Names.eliminations(elims, g) + ": " + t.label() + " " + Names.digits(digitMask) + " in "
                            + Names.cells(cells, g) + " (" + s.groupNames[gi] + ")";
                    out.add(new Step(t, text, List.of(), elims, cells));
                }
            });
        }
    }

    /** Calls {@code body} for each k-combination of 0..n-1, written in increasing order into {@code pick}. */
    private static void forEachCombination(int n, int k, int[] pick, Runnable body) {
        combine(n, k, 0, 0, pick, body);
    }

    private static void combine(int n, int k, int depth, int from, int[] pick, Runnable body) {
        if (depth == k) {
            body.run();
            return;
        }
        for (int i = from; i <= n - (k - depth); i++) {
            pick[depth] = i;
            combine(n, k, depth + 1, i + 1, pick, body);
        }
    }
}
