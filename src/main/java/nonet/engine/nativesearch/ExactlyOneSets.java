package nonet.engine.nativesearch;

/**
 * A model made only of exact groups, seen as Boolean variables {@code x(c,d) = c * n + d} ("cell c
 * holds digit d", d from 0) and sets of which exactly one variable holds: each cell's n
 * variables, and for each exact group and digit, that digit's variables in the group's cells.
 */
final class ExactlyOneSets {

    final int size;
    final int cellCount;
    final int varCount;
    final int setCount;
    /** The variables of each set, CSR-style. */
    final int[] setStart;
    final int[] setVars;
    /** The sets each variable belongs to, CSR-style. */
    final int[] varSetStart;
    final int[] varSets;

    private ExactlyOneSets(CompiledModel m) {
        size = m.size;
        cellCount = m.cellCount;
        varCount = cellCount * size;
        setCount = cellCount + m.groupCount * size;
        setStart = new int[setCount + 1];
        setVars = new int[cellCount * size + m.groupStart[m.groupCount] * size];
        int k = 0;
        for (int c = 0; c < cellCount; c++) {
            setStart[c] = k;
            for (int d = 0; d < size; d++) {
                setVars[k++] = c * size + d;
            }
        }
        for (int g = 0; g < m.groupCount; g++) {
            for (int d = 0; d < size; d++) {
                setStart[cellCount + g * size + d] = k;
                for (int i = m.groupStart[g]; i < m.groupStart[g + 1]; i++) {
                    setVars[k++] = m.groupCells[i] * size + d;
                }
            }
        }
        setStart[setCount] = k;
        varSetStart = new int[varCount + 1];
        for (int s = 0; s < setCount; s++) {
            for (int i = setStart[s]; i < setStart[s + 1]; i++) {
                varSetStart[setVars[i] + 1]++;
            }
        }
        for (int v = 0; v < varCount; v++) {
            varSetStart[v + 1] += varSetStart[v];
        }
        varSets = new int[varSetStart[varCount]];
        int[] fill = varSetStart.clone();
        for (int s = 0; s < setCount; s++) {
            for (int i = setStart[s]; i < setStart[s + 1]; i++) {
                varSets[fill[setVars[i]]++] = s;
            }
        }
    }

    /**
     * The sets of a model whose every constraint is an exact group (rows, columns, boxes,
     * diagonals, jigsaw regions), or null when anything else constrains the cells.
     */
    static ExactlyOneSets of(CompiledModel m) {
        if (m.constraintCount != 0 || m.arcStart[m.cellCount] != 0) {
            return null;
        }
        boolean[] inGroup = new boolean[m.cellCount];
        for (int c = 0; c < m.cellCount; c++) {
            // a peer outside every shared exact group is a constraint the sets would not carry
            int peersInGroups = 0;
            java.util.Arrays.fill(inGroup, false);
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
                return null;
            }
        }
        return new ExactlyOneSets(m);
    }
}
