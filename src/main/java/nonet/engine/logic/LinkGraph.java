package nonet.engine.logic;

import java.util.Arrays;

/**
 * The strong and weak links between the candidates of one state, taken from the IR rather than from
 * Sudoku. Candidate i is cell {@code i / n}, digit {@code i % n + 1}.
 *
 * <ul>
 * <li>Weak link (at most one is true): whatever placing a candidate rules out, by {@link Consequences}:
 * peers of any distinct group, partner digits a {@code Relation} forbids, digits of a sum's, table's
 * or line rule's other cells that the placement leaves without support; and the other digits of its
 * cell.
 * <li>Strong link (at least one is true): the two candidates of a cell with two left, and the two
 * places of a digit with two left in an exact group.
 * </ul>
 */
final class LinkGraph {

    final int n;
    final int count;
    private final int words;
    /** Per candidate, the candidates it is weakly linked to, as a bit set. */
    private final long[][] weak;
    /** Per candidate, its strong partners. */
    final int[][] strong;
    /** Per candidate, the candidates weakly linked to it that have a strong link (a chain can go on from them). */
    final int[][] onward;
    private final long[] present;

    LinkGraph(Structure s, int[] masks, Consequences consequences) {
        n = s.n;
        count = s.cellCount * n;
        words = (count + 63) / 64;
        present = new long[words];
        for (int c = 0; c < s.cellCount; c++) {
            if (Integer.bitCount(masks[c]) > 1) {
                for (int m = masks[c]; m != 0; m &= m - 1) {
                    set(present, c * n + Integer.numberOfTrailingZeros(m));
                }
            }
        }
        strong = strongLinks(s, masks);
        weak = new long[count][];
        int[] lost = new int[s.cellCount];
        for (int i = 0; i < count; i++) {
            if (!get(present, i)) {
                continue;
            }
            int cell = i / n;
            long[] bits = new long[words];
            for (int x : s.neighbours[cell]) {
                lost[x] = 0;
            }
            consequences.of(cell, i % n + 1, masks, lost);
            for (int x : s.neighbours[cell]) {
                for (int m = lost[x] & masks[x]; m != 0; m &= m - 1) {
                    set(bits, x * n + Integer.numberOfTrailingZeros(m));
                }
            }
            for (int m = masks[cell] & ~(1 << (i % n)); m != 0; m &= m - 1) {
                set(bits, cell * n + Integer.numberOfTrailingZeros(m));
            }
            for (int w = 0; w < words; w++) {
                bits[w] &= present[w];
            }
            weak[i] = bits;
        }
        onward = new int[count][];
        for (int i = 0; i < count; i++) {
            if (weak[i] == null) {
                continue;
            }
            int[] next = new int[8];
            int k = 0;
            for (int w = 0; w < words; w++) {
                for (long b = weak[i][w]; b != 0; b &= b - 1) {
                    int j = w * 64 + Long.numberOfTrailingZeros(b);
                    if (strong[j].length > 0) {
                        next = grow(next, k);
                        next[k++] = j;
                    }
                }
            }
            onward[i] = Arrays.copyOf(next, k);
        }
    }

    private int[][] strongLinks(Structure s, int[] masks) {
        int[][] links = new int[count][0];
        for (int c = 0; c < s.cellCount; c++) {
            if (Integer.bitCount(masks[c]) == 2) {
                int a = c * n + Integer.numberOfTrailingZeros(masks[c]);
                int b = c * n + 31 - Integer.numberOfLeadingZeros(masks[c]);
                link(links, a, b);
            }
        }
        for (int gi = 0; gi < s.groups.length; gi++) {
            if (!s.exact[gi]) {
                continue;
            }
            for (int d = 0; d < n; d++) {
                int first = -1;
                int second = -1;
                int places = 0;
                for (int c : s.groups[gi]) {
                    if ((masks[c] & (1 << d)) != 0) {
                        places++;
                        if (first < 0) {
                            first = c;
                        } else {
                            second = c;
                        }
                    }
                }
                if (places == 2) {
                    link(links, first * n + d, second * n + d);
                }
            }
        }
        return links;
    }

    private static void link(int[][] links, int a, int b) {
        for (int x : links[a]) {
            if (x == b) {
                return;
            }
        }
        links[a] = Arrays.copyOf(links[a], links[a].length + 1);
        links[a][links[a].length - 1] = b;
        links[b] = Arrays.copyOf(links[b], links[b].length + 1);
        links[b][links[b].length - 1] = a;
    }

    boolean present(int i) {
        return weak[i] != null;
    }

    /** The candidates weakly linked to both a and b (a and b themselves excluded). */
    long[] seeingBoth(int a, int b) {
        long[] both = new long[words];
        boolean any = false;
        for (int w = 0; w < words; w++) {
            both[w] = weak[a][w] & weak[b][w];
            any |= both[w] != 0;
        }
        if (!any) {
            return null;
        }
        clear(both, a);
        clear(both, b);
        return both;
    }

    private static int[] grow(int[] a, int k) {
        return k < a.length ? a : Arrays.copyOf(a, Math.max(4, a.length * 2));
    }

    private static boolean get(long[] bits, int i) {
        return (bits[i >>> 6] & 1L << i) != 0;
    }

    private static void set(long[] bits, int i) {
        bits[i >>> 6] |= 1L << i;
    }

    private static void clear(long[] bits, int i) {
        bits[i >>> 6] &= ~(1L << i);
    }
}
