package nonet.engine.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * The strong and weak links between the candidates of one state, taken from the IR rather than from
 * Sudoku. Candidate i is cell {@code i / n}, digit {@code i % n + 1}. With group nodes, nodes from
 * {@link #count} on are groups: one digit's candidates in the intersection of two groups (a box and a
 * line), at least two of them; a group is true when the digit is in one of its cells.
 *
 * <ul>
 * <li>Weak link (at most one is true): whatever placing a candidate rules out, by {@link Consequences}:
 * peers of any distinct group, partner digits a {@code Relation} forbids, digits of a sum's, table's
 * or line rule's other cells that the placement leaves without support; and the other digits of its
 * cell.
 * <li>Strong link (at least one is true): the two candidates of a cell with two left, and the two
 * places of a digit with two left in an exact group.
 * <li>A group node is weakly linked to what every one of its candidates is weakly linked to, and
 * from a candidate weakly linked to all of them; it is strongly linked to the rest of a digit's
 * places in an exact group holding it, when that rest is one candidate or another group node.
 * </ul>
 */
final class LinkGraph {

    final int n;
    /** The candidates, nodes 0 to count - 1. */
    final int count;
    /** Every node: the candidates, then the group nodes. */
    final int nodes;
    private final int words;
    /** Per node, the candidates it is weakly linked to, as a bit set. */
    private final long[][] weak;
    /** Per node, its strong partners. */
    final int[][] strong;
    /** Per node, the nodes weakly linked to it that have a strong link (a chain can go on from them). */
    final int[][] onward;
    private final long[] present;
    /** Per group node (less count), its cells and digit (0-based). */
    private final int[][] groupCells;
    private final int[] groupDigit;
    /** Per digit (0-based), its group nodes less count: a group's strong links join places of its digit. */
    private final int[][] groupsOfDigit;
    private final Map<String, Integer> groupIndex = new HashMap<>();

    /** The links between the candidates of the state. */
    LinkGraph(Structure s, int[] masks, Consequences consequences) {
        this(s, masks, consequences, null, null);
    }

    /**
     * This graph (of the same state) with group nodes on {@code intersections} (cell sets where two
     * groups meet, see {@link #intersections}); the candidates' weak links are this graph's.
     */
    LinkGraph withGroups(Structure s, int[] masks, List<int[]> intersections) {
        return new LinkGraph(s, masks, null, intersections, weak);
    }

    private LinkGraph(Structure s, int[] masks, Consequences consequences, List<int[]> intersections, long[][] candidateWeak) {
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
        List<int[]> cellsOf = new ArrayList<>();
        List<Integer> digitOf = new ArrayList<>();
        if (intersections != null) {
            groupNodes(masks, intersections, cellsOf, digitOf);
        }
        groupCells = cellsOf.toArray(new int[0][]);
        groupDigit = digitOf.stream().mapToInt(Integer::intValue).toArray();
        groupsOfDigit = new int[n][];
        for (int d = 0; d < n; d++) {
            int digit = d;
            groupsOfDigit[d] = IntStream.range(0, groupDigit.length).filter(gn -> groupDigit[gn] == digit).toArray();
        }
        nodes = count + groupCells.length;
        strong = strongLinks(s, masks);
        weak = new long[nodes][];
        int[] lost = new int[s.cellCount];
        for (int i = 0; i < count; i++) {
            if (candidateWeak != null) {
                weak[i] = candidateWeak[i];
                continue;
            }
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
        for (int gn = 0; gn < groupCells.length; gn++) {
            long[] bits = new long[words];
            Arrays.fill(bits, -1L);
            for (int c : groupCells[gn]) {
                for (int w = 0; w < words; w++) {
                    bits[w] &= weak[c * n + groupDigit[gn]][w];
                }
            }
            weak[count + gn] = bits;
        }
        onward = new int[nodes][];
        for (int i = 0; i < nodes; i++) {
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
            // every digit's groups: a relation can link a candidate to another digit's places
            for (int gn = 0; gn < groupCells.length; gn++) {
                if (strong[count + gn].length > 0 && weakToAll(weak[i], gn)) {
                    next = grow(next, k);
                    next[k++] = count + gn;
                }
            }
            onward[i] = Arrays.copyOf(next, k);
        }
    }

    /**
     * The cells where two groups meet, at least two and fewer than either group (in a classic grid, the
     * three cells of a box on a row or column): group nodes lie there.
     */
    static List<int[]> intersections(Structure s) {
        List<int[]> out = new ArrayList<>();
        for (int a = 0; a < s.groups.length; a++) {
            for (int b = a + 1; b < s.groups.length; b++) {
                int[] other = s.groups[b];
                int[] both = Arrays.stream(s.groups[a]).filter(c -> UniqueRectangleRule.contains(other, c)).sorted().toArray();
                if (both.length >= 2 && both.length < Math.min(s.groups[a].length, s.groups[b].length)) {
                    out.add(both);
                }
            }
        }
        return out;
    }

    /** A digit's candidates in each intersection, when at least two: each set once. */
    private void groupNodes(int[] masks, List<int[]> intersections, List<int[]> cellsOf, List<Integer> digitOf) {
        for (int[] cells : intersections) {
            for (int d = 0; d < n; d++) {
                int bit = 1 << d;
                int[] with = Arrays.stream(cells).filter(c -> (masks[c] & bit) != 0 && Integer.bitCount(masks[c]) > 1).toArray();
                if (with.length >= 2 && groupIndex.putIfAbsent(key(d, with), count + cellsOf.size()) == null) {
                    cellsOf.add(with);
                    digitOf.add(d);
                }
            }
        }
    }

    private static String key(int d, int[] sortedCells) {
        return d + ":" + Arrays.toString(sortedCells);
    }

    /** Whether the candidate set holds every candidate of group node gn. */
    private boolean weakToAll(long[] bits, int gn) {
        for (int c : groupCells[gn]) {
            if (!get(bits, c * n + groupDigit[gn])) {
                return false;
            }
        }
        return true;
    }

    /** The node of digit d (0-based) in these cells (sorted), or -1 when the state has none. */
    int node(int d, int... cells) {
        if (cells.length == 1) {
            return cells[0] * n + d;
        }
        return groupIndex.getOrDefault(key(d, cells), -1);
    }

    /** Whether the chain may go from {@code from} (true) to {@code to} (false), a weak link onward. */
    boolean onwardTo(int from, int to) {
        return Arrays.stream(onward[from]).anyMatch(x -> x == to);
    }

    /** Whether the two nodes are strongly linked. */
    boolean strongly(int a, int b) {
        return Arrays.stream(strong[a]).anyMatch(x -> x == b);
    }

    /** A node's cell, or -1 for a group node. */
    int cell(int node) {
        return node < count ? node / n : -1;
    }

    /** A node's digit, 0-based. */
    int digit(int node) {
        return node < count ? node % n : groupDigit[node - count];
    }

    /** A node's cells: one for a candidate. */
    int[] cells(int node) {
        return node < count ? new int[] {node / n} : groupCells[node - count].clone();
    }

    private int[][] strongLinks(Structure s, int[] masks) {
        int[][] links = new int[nodes][0];
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
                if (places > 2 && !groupIndex.isEmpty()) {
                    groupLinks(links, s.groups[gi], d, masks);
                }
            }
        }
        return links;
    }

    /** In a group with more than two places for digit d, each group node there strongly linked to the rest, when that is one node. */
    private void groupLinks(int[][] links, int[] group, int d, int[] masks) {
        int[] places = Arrays.stream(group).filter(c -> (masks[c] & 1 << d) != 0).sorted().toArray();
        for (int gn : groupsOfDigit[d]) {
            if (!within(groupCells[gn], places)) {
                continue;
            }
            int[] cells = groupCells[gn];
            int[] rest = Arrays.stream(places).filter(c -> !UniqueRectangleRule.contains(cells, c)).toArray();
            Integer other = rest.length == 1 ? Integer.valueOf(rest[0] * n + d) : groupIndex.get(key(d, rest));
            if (other != null && Integer.bitCount(masks[rest[0]]) > 1) {
                link(links, count + gn, other);
            }
        }
    }

    private static boolean within(int[] cells, int[] sorted) {
        for (int c : cells) {
            if (Arrays.binarySearch(sorted, c) < 0) {
                return false;
            }
        }
        return true;
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
        if (a < count) {
            clear(both, a);
        }
        if (b < count) {
            clear(both, b);
        }
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
