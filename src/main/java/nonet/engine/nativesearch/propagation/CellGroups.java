package nonet.engine.nativesearch.propagation;

import java.util.Arrays;

/**
 * The exact groups each cell belongs to, CSR-style: cell c's groups are
 * {@code groups[start[c]] .. groups[start[c + 1] - 1]}, in increasing order. Flat arrays, because
 * the propagator walks them on every narrowing.
 */
record CellGroups(int[] start, int[] groups) {

    static CellGroups of(CompiledModel model) {
        int[] start = new int[model.cellCount + 1];
        for (int i = 0; i < model.groupStart[model.groupCount]; i++) {
            start[model.groupCells[i] + 1]++;
        }
        for (int c = 0; c < model.cellCount; c++) {
            start[c + 1] += start[c];
        }
        int[] groups = new int[start[model.cellCount]];
        int[] fill = Arrays.copyOf(start, model.cellCount);
        for (int g = 0; g < model.groupCount; g++) {
            for (int i = model.groupStart[g]; i < model.groupStart[g + 1]; i++) {
                groups[fill[model.groupCells[i]]++] = g;
            }
        }
        return new CellGroups(start, groups);
    }
}
