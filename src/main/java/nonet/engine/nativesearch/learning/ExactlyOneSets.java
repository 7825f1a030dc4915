package nonet.engine.nativesearch.learning;

import java.util.Arrays;
import nonet.engine.nativesearch.propagation.CompiledModel;

/**
 * What is left open of a model made only of exact groups, once its cells are narrowed, seen as
 * Boolean variables ("cell c holds digit d") and sets of which exactly one variable holds: each
 * open cell's candidates, and for each exact group and digit not yet placed in it, the cells of
 * the group that still allow that digit. Cells already fixed and candidates already removed are
 * left out, so the search never walks over them: after the root filtering of a minimal 25x25
 * puzzle about one variable in nine is still open.
 */
public final class ExactlyOneSets {

    final int size;
    final int cellCount;
    final int varCount;
    final int setCount;
    /** The cell and the digit (from 0) of each variable. */
    final int[] varCell;
    final int[] varDigit;
    /** The variables of each set, CSR-style. */
    final int[] setStart;
    final int[] setVars;
    /**
     * The sets each variable belongs to, CSR-style, and beside each its place in that set as a
     * bit: a set has at most 32 variables (a cell's digits, or a group's cells, as many as the
     * digits of an int mask), so a set's variables fit the bits of an int.
     */
    final int[] varSetStart;
    final int[] varSets;
    final int[] varSetBit;
    /**
     * The variables each variable excludes beyond its sets, CSR-style: the same digit in a peer
     * outside every group the cell shares (a "different" relation, anti-king), and the digits a
     * relation arc forbids beside it (non-consecutive, kropki, XV). Each pair is a binary clause
     * of the CNF, so a variable made true clears these as it clears its sets.
     */
    final int[] forbidStart;
    final int[] forbids;

    private ExactlyOneSets(CompiledModel m, int[] masks, int[][] outsidePeers) {
        size = m.size;
        cellCount = m.cellCount;
        int[] firstVar = new int[cellCount + 1];
        for (int c = 0; c < cellCount; c++) {
            firstVar[c + 1] = firstVar[c] + (Integer.bitCount(masks[c]) > 1 ? Integer.bitCount(masks[c]) : 0);
        }
        varCount = firstVar[cellCount];
        varCell = new int[varCount];
        varDigit = new int[varCount];
        int[] starts = new int[cellCount + m.groupCount * size + 1];
        int[] members = new int[varCount + m.groupStart[m.groupCount] * size];
        int sets = 0;
        int k = 0;
        for (int c = 0; c < cellCount; c++) {
            if (firstVar[c + 1] > firstVar[c]) {
                starts[sets++] = k;
                int v = firstVar[c];
                for (int bits = masks[c]; bits != 0; bits &= bits - 1, v++) {
                    varCell[v] = c;
                    varDigit[v] = Integer.numberOfTrailingZeros(bits);
                    members[k++] = v;
                }
            }
        }
        for (int g = 0; g < m.groupCount; g++) {
            for (int d = 0; d < size; d++) {
                int setFrom = k;
                boolean placed = false;
                for (int i = m.groupStart[g]; i < m.groupStart[g + 1]; i++) {
                    int c = m.groupCells[i];
                    if ((masks[c] & 1 << d) == 0) {
                        continue;
                    }
                    if (firstVar[c + 1] == firstVar[c]) {
                        placed = true;
                    } else {
                        members[k++] = firstVar[c] + Integer.bitCount(masks[c] & ((1 << d) - 1));
                    }
                }
                if (placed) {
                    k = setFrom;
                } else {
                    starts[sets++] = setFrom;
                }
            }
        }
        setCount = sets;
        starts[sets] = k;
        setStart = Arrays.copyOf(starts, sets + 1);
        setVars = Arrays.copyOf(members, k);
        varSetStart = new int[varCount + 1];
        for (int v : setVars) {
            varSetStart[v + 1]++;
        }
        for (int v = 0; v < varCount; v++) {
            varSetStart[v + 1] += varSetStart[v];
        }
        varSets = new int[varSetStart[varCount]];
        varSetBit = new int[varSets.length];
        int[] fill = varSetStart.clone();
        for (int s = 0; s < setCount; s++) {
            for (int i = setStart[s]; i < setStart[s + 1]; i++) {
                varSetBit[fill[setVars[i]]] = 1 << (i - setStart[s]);
                varSets[fill[setVars[i]]++] = s;
            }
        }
        forbidStart = new int[varCount + 1];
        forbids = forbidden(m, masks, firstVar, outsidePeers);
    }

    /** Fills {@link #forbidStart} and returns the forbidden partners of each variable. */
    private int[] forbidden(CompiledModel m, int[] masks, int[] firstVar, int[][] outsidePeers) {
        int[] out = new int[16];
        int k = 0;
        for (int v = 0; v < varCount; v++) {
            int c = varCell[v];
            int d = varDigit[v];
            for (int p : outsidePeers[c]) {
                if (firstVar[p + 1] > firstVar[p] && (masks[p] & 1 << d) != 0) {
                    out = grow(out, k);
                    out[k++] = firstVar[p] + Integer.bitCount(masks[p] & ((1 << d) - 1));
                }
            }
            for (int a = m.arcStart[c]; a < m.arcStart[c + 1]; a++) {
                int o = m.arcOther[a];
                if (firstVar[o + 1] == firstVar[o]) {
                    continue;
                }
                for (int bits = masks[o] & ~m.arcSupport[m.arcOffset[a] + d]; bits != 0; bits &= bits - 1) {
                    out = grow(out, k);
                    out[k++] = firstVar[o] + Integer.bitCount(masks[o] & ((1 << Integer.numberOfTrailingZeros(bits)) - 1));
                }
            }
            forbidStart[v + 1] = k;
        }
        return Arrays.copyOf(out, k);
    }

    private static int[] grow(int[] a, int used) {
        return used < a.length ? a : Arrays.copyOf(a, 2 * a.length);
    }

    /**
     * Per cell, its peers outside every exact group it lies in: the "different" pairs the sets do
     * not carry. Read once per model, as every puzzle of it has the same.
     */
    static int[][] outsidePeers(CompiledModel m) {
        int[][] outside = new int[m.cellCount][];
        boolean[] inGroup = new boolean[m.cellCount];
        for (int c = 0; c < m.cellCount; c++) {
            Arrays.fill(inGroup, false);
            for (int g = 0; g < m.groupCount; g++) {
                boolean holds = false;
                for (int i = m.groupStart[g]; i < m.groupStart[g + 1] && !holds; i++) {
                    holds = m.groupCells[i] == c;
                }
                for (int i = m.groupStart[g]; holds && i < m.groupStart[g + 1]; i++) {
                    inGroup[m.groupCells[i]] = true;
                }
            }
            int[] peers = new int[m.peerStart[c + 1] - m.peerStart[c]];
            int k = 0;
            for (int i = m.peerStart[c]; i < m.peerStart[c + 1]; i++) {
                if (!inGroup[m.peers[i]]) {
                    peers[k++] = m.peers[i];
                }
            }
            outside[c] = Arrays.copyOf(peers, k);
        }
        return outside;
    }

    /**
     * The sets left open by {@code masks}, the candidates of each cell (bit d for digit d + 1) of
     * a model that {@link #fits}, with the {@link #outsidePeers} of its cells. The masks must be
     * closed under naked singles (no cell keeps a digit that a fixed peer or relation neighbour
     * excludes), as the root filtering and {@link #narrowByUnits} leave them: a placed digit's group
     * has no set and a fixed cell no variable, so nothing else would strike what they exclude. A
     * group with a digit no cell allows gives an empty set; one with a single place, a one-variable set.
     */
    static ExactlyOneSets of(CompiledModel m, int[] masks, int[][] outsidePeers) {
        return new ExactlyOneSets(m, masks, outsidePeers);
    }

    /**
     * Narrows {@code masks} by naked singles only: a fixed cell's digit leaves its peers, and the
     * digits its relation arcs forbid leave its neighbours. Unit propagation on the CNF derives
     * each step from a pairwise or forbidden-pair clause, so a proof's lemmas can rest on them.
     * False when some cell is left with no candidate.
     */
    static boolean narrowByUnits(CompiledModel m, int[] masks) {
        int[] queue = new int[m.cellCount];
        boolean[] queued = new boolean[m.cellCount];
        int top = 0;
        for (int c = 0; c < m.cellCount; c++) {
            if (Integer.bitCount(masks[c]) == 1) {
                queued[c] = true;
                queue[top++] = c;
            }
        }
        while (top > 0) {
            int c = queue[--top];
            int d = Integer.numberOfTrailingZeros(masks[c]);
            for (int i = m.peerStart[c]; i < m.peerStart[c + 1]; i++) {
                top = strike(masks, m.peers[i], ~(1 << d), queue, queued, top);
                if (top < 0) {
                    return false;
                }
            }
            for (int a = m.arcStart[c]; a < m.arcStart[c + 1]; a++) {
                top = strike(masks, m.arcOther[a], m.arcSupport[m.arcOffset[a] + d], queue, queued, top);
                if (top < 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Keeps only {@code keep} of a cell's candidates and queues it once it is fixed; -1 when none is left. */
    private static int strike(int[] masks, int cell, int keep, int[] queue, boolean[] queued, int top) {
        masks[cell] &= keep;
        if (masks[cell] == 0) {
            return -1;
        }
        if (Integer.bitCount(masks[cell]) == 1 && !queued[cell]) {
            queued[cell] = true;
            queue[top++] = cell;
        }
        return top;
    }

    /**
     * Whether every constraint of a model is an exact group (rows, columns, boxes, diagonals,
     * jigsaw regions), a "different" pair or a binary relation, so that its sets and forbidden
     * pairs carry all of it, and its literals fit the clause store ({@link ClauseArena#MAX_LITERALS}).
     */
    public static boolean fits(CompiledModel m) {
        return m.onlyImpliedConstraints() && 2L * m.cellCount * m.size <= ClauseArena.MAX_LITERALS;
    }
}
