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

    private ExactlyOneSets(CompiledModel m, int[] masks) {
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
    }

    /**
     * The sets left open by {@code masks}, the candidates of each cell (bit d for digit d + 1) of
     * a model that {@link #fits}. The masks must be closed under naked singles (no cell keeps a
     * digit fixed in a cell it shares a group with), as the root filtering leaves them: a placed
     * digit's group has no set, so nothing else would strike that digit from the group. A group
     * with a digit no cell allows gives an empty set; one with a single place, a one-variable set.
     */
    static ExactlyOneSets of(CompiledModel m, int[] masks) {
        return new ExactlyOneSets(m, masks);
    }

    /**
     * Whether every constraint of a model is an exact group (rows, columns, boxes, diagonals,
     * jigsaw regions), so that its sets carry all of it, and its literals fit the clause store
     * ({@link ClauseArena#MAX_LITERALS}).
     */
    public static boolean fits(CompiledModel m) {
        if (!m.onlyImpliedConstraints() || m.arcStart[m.cellCount] != 0
                || 2L * m.cellCount * m.size > ClauseArena.MAX_LITERALS) {
            return false;
        }
        boolean[] inGroup = new boolean[m.cellCount];
        for (int c = 0; c < m.cellCount; c++) {
            // a peer outside every shared exact group is a constraint the sets would not carry
            int peersInGroups = 0;
            Arrays.fill(inGroup, false);
            for (int g = 0; g < m.groupCount; g++) {
                boolean holds = false;
                for (int i = m.groupStart[g]; i < m.groupStart[g + 1]; i++) {
                    holds |= m.groupCells[i] == c;
                }
                if (holds) {
                    for (int i = m.groupStart[g]; i < m.groupStart[g + 1]; i++) {
                        int o = m.groupCells[i];
                        if (o != c && !inGroup[o]) {
                            inGroup[o] = true;
                            peersInGroups++;
                        }
                    }
                }
            }
            if (peersInGroups != m.peerStart[c + 1] - m.peerStart[c]) {
                return false;
            }
        }
        return true;
    }
}
