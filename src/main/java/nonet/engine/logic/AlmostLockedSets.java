package nonet.engine.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The almost locked sets of one state: N unsolved cells of one distinct group (so pairwise
 * different) holding N + 1 candidates between them, at most {@code maxCells} cells. Whatever
 * digit such a set lacks, it holds all the others. For each set and digit it keeps the cells holding
 * the digit and the cells that every one of them "sees" for that digit: where placing the digit in
 * any of them rules it out, by {@link Consequences}, so relations, sums and tables count as well as
 * groups.
 */
final class AlmostLockedSets {

    /**
     * The largest set enumerated by default ({@code logic.als-cells}). The count of sets grows with
     * the power of this bound: 5 cells cost top95 1.55x its time and the hardest 375 1.2x, 6 cells
     * 1.5x the 375 (docs/engines.md).
     */
    static final int DEFAULT_CELLS = 4;

    /** One almost locked set: its cells and digits, and per digit its places and what all of them see. */
    record Als(int[] cells, int mask, long[] cellBits, long[][] places, long[][] seenBy) {
    }

    private final Structure s;
    private final Consequences consequences;
    private final int words;
    private final int[] lost;
    private final int maxCells;

    AlmostLockedSets(Structure s, int maxCells) {
        this.s = s;
        this.maxCells = maxCells;
        this.consequences = new Consequences(s);
        this.words = (s.cellCount + 63) / 64;
        this.lost = new int[s.cellCount];
    }

    /** Every almost locked set of the state, smallest first; a set lying in two groups counts once. */
    List<Als> of(int[] masks) {
        long[][] sees = new long[s.cellCount * s.n][];
        List<int[]> found = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int[] group : s.groups) {
            int[] open = Arrays.stream(group).filter(c -> Integer.bitCount(masks[c]) > 1).toArray();
            collect(open, 0, new int[maxCells], 0, 0, masks, found, seen);
        }
        found.sort(Comparator.comparingInt(cells -> cells.length));
        List<Als> out = new ArrayList<>();
        for (int[] cells : found) {
            out.add(build(cells, masks, sees));
        }
        return out;
    }

    private void collect(int[] open, int from, int[] chosen, int size, int union, int[] masks, List<int[]> found,
            Set<String> seen) {
        if (size > 0 && Integer.bitCount(union) == size + 1) {
            int[] cells = Arrays.copyOf(chosen, size);
            Arrays.sort(cells);
            if (seen.add(Arrays.toString(cells))) {
                found.add(cells);
            }
        }
        if (size == maxCells) {
            return;
        }
        for (int i = from; i < open.length; i++) {
            int next = union | masks[open[i]];
            // a set of at most maxCells cells never holds more than maxCells + 1 digits
            if (Integer.bitCount(next) <= maxCells + 1) {
                chosen[size] = open[i];
                collect(open, i + 1, chosen, size + 1, next, masks, found, seen);
            }
        }
    }

    private Als build(int[] cells, int[] masks, long[][] sees) {
        int mask = 0;
        long[] cellBits = new long[words];
        for (int c : cells) {
            mask |= masks[c];
            cellBits[c >>> 6] |= 1L << c;
        }
        long[][] places = new long[s.n][];
        long[][] seenBy = new long[s.n][];
        for (int m = mask; m != 0; m &= m - 1) {
            int d = Integer.numberOfTrailingZeros(m);
            places[d] = new long[words];
            seenBy[d] = new long[words];
            Arrays.fill(seenBy[d], -1L);
            for (int c : cells) {
                if ((masks[c] & 1 << d) != 0) {
                    places[d][c >>> 6] |= 1L << c;
                    long[] by = sees(c, d, masks, sees);
                    for (int w = 0; w < words; w++) {
                        seenBy[d][w] &= by[w];
                    }
                }
            }
        }
        return new Als(cells, mask, cellBits, places, seenBy);
    }

    /** The cells where placing digit d + 1 in the cell rules out d + 1 (computed once per state). */
    private long[] sees(int cell, int d, int[] masks, long[][] sees) {
        int i = cell * s.n + d;
        if (sees[i] == null) {
            for (int x : s.neighbours[cell]) {
                lost[x] = 0;
            }
            consequences.of(cell, d + 1, masks, lost);
            long[] bits = new long[words];
            for (int x : s.neighbours[cell]) {
                if ((lost[x] & masks[x] & 1 << d) != 0) {
                    bits[x >>> 6] |= 1L << x;
                }
            }
            sees[i] = bits;
        }
        return sees[i];
    }

    /** Whether every place of digit d in {@code a} is ruled out by each place of d in {@code b}: d is in at most one of them. */
    static boolean restricted(Als a, Als b, int d) {
        if (a.places()[d] == null || b.places()[d] == null) {
            return false;
        }
        for (int w = 0; w < a.places()[d].length; w++) {
            if ((a.places()[d][w] & ~b.seenBy()[d][w]) != 0) {
                return false;
            }
        }
        return true;
    }

    static boolean disjoint(Als a, Als b) {
        for (int w = 0; w < a.cellBits().length; w++) {
            if ((a.cellBits()[w] & b.cellBits()[w]) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The candidates of digit d + 1 outside the given sets whose cells every place of d + 1 in each
     * of {@code sets} rules out: they go once d + 1 is known to be in one of the sets.
     */
    static List<Candidate> seeingAll(int d, int[] masks, Als... sets) {
        int words = sets[0].cellBits().length;
        long[] target = new long[words];
        Arrays.fill(target, -1L);
        for (Als a : sets) {
            for (int w = 0; w < words; w++) {
                target[w] &= a.places()[d] == null ? 0 : a.seenBy()[d][w];
            }
        }
        for (Als a : sets) {
            for (int w = 0; w < words; w++) {
                target[w] &= ~a.cellBits()[w];
            }
        }
        List<Candidate> out = new ArrayList<>();
        for (int w = 0; w < words; w++) {
            for (long b = target[w]; b != 0; b &= b - 1) {
                int c = w * 64 + Long.numberOfTrailingZeros(b);
                if ((masks[c] & 1 << d) != 0) {
                    out.add(new Candidate(c, d + 1));
                }
            }
        }
        return out;
    }
}
