package nonet.engine.nativesearch.propagation;

/**
 * How much each cell is worth branching on before any conflict is seen: every constraint adds to
 * its cells, a sum more than other constraints and a small sum the most (its cells decide its
 * total quickest), as the cell priorities of sigh's Interactive Sudoku Solver seed its conflict
 * scores. On killers the first guesses then go where the cages are tightest, not merely where a
 * cell has the fewest candidates.
 */
public final class CellPriorities {

    private CellPriorities() {
    }

    /**
     * Per cell: the sum over its constraints and exact groups of each one's priority; all zero
     * in a model without sums, whose search keeps to the fewest candidates until conflicts arise.
     */
    public static int[] of(CompiledModel m) {
        int[] priority = new int[m.cellCount];
        if (!hasSums(m)) {
            return priority;
        }
        for (int g = 0; g < m.groupCount; g++) {
            int size = m.groupStart[g + 1] - m.groupStart[g];
            for (int i = m.groupStart[g]; i < m.groupStart[g + 1]; i++) {
                priority[m.groupCells[i]] += size;
            }
        }
        for (int k = 0; k < m.constraintCount; k++) {
            int arity = m.conStart[k + 1] - m.conStart[k];
            int p = m.kind[k] == CompiledModel.KIND_SUM ? Math.max(2 * m.size - arity, m.size) : arity;
            for (int i = m.conStart[k]; i < m.conStart[k + 1]; i++) {
                priority[m.conCells[i]] += p;
            }
        }
        return priority;
    }

    private static boolean hasSums(CompiledModel m) {
        for (int k = 0; k < m.constraintCount; k++) {
            if (m.kind[k] == CompiledModel.KIND_SUM) {
                return true;
            }
        }
        return false;
    }
}
