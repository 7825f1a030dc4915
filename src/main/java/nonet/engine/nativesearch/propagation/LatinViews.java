package nonet.engine.nativesearch.propagation;

import java.util.ArrayList;
import java.util.List;

/**
 * The Latin-square structure hidden in a model's exact groups: families of n disjoint exact groups
 * that each cover the grid (rows, columns, boxes, jigsaw regions...). For two such families and
 * one digit, each group of the first holds the digit once and each group of the second holds it
 * once, so the digit's places map the first family one-to-one onto the second: a permutation,
 * filtered like an exact group. Group a may map to group b only while some cell where they meet
 * still has the digit. Rows against columns meet in one cell each and give the fish patterns of
 * human solving; rows against boxes meet in a segment or not at all and give pointing, claiming
 * and their Hall-set generalisations. Found from the groups alone, so it serves any variant that
 * has such families.
 */
final class LatinViews {

    final int viewCount;
    /** CSR over {@code viewCount * n * n} pairs (view, a, b): where group a meets group b in {@link #meetCells}. */
    final int[] meetStart;
    final int[] meetCells;
    /** Per view and cell ({@code v * cellCount + cell}): the group of the first family that holds the cell. */
    final int[] firstOf;
    /** Per view and cell: the group of the second family that holds the cell. */
    final int[] secondOf;

    private LatinViews(int viewCount, int[] meetStart, int[] meetCells, int[] firstOf, int[] secondOf) {
        this.viewCount = viewCount;
        this.meetStart = meetStart;
        this.meetCells = meetCells;
        this.firstOf = firstOf;
        this.secondOf = secondOf;
    }

    /** The views of the model, one per pair of covering families, or null if it has none. */
    static LatinViews of(CompiledModel m) {
        int n = m.size;
        int cells = m.cellCount;
        List<int[]> groups = new ArrayList<>();
        for (int g = 0; g < m.groupCount; g++) {
            groups.add(java.util.Arrays.copyOfRange(m.groupCells, m.groupStart[g], m.groupStart[g + 1]));
        }
        List<int[]> families = Families.of(n, cells, groups);
        int viewCount = families.size() * (families.size() - 1) / 2;
        if (viewCount == 0) {
            return null;
        }
        int[] firstOf = new int[viewCount * cells];
        int[] secondOf = new int[viewCount * cells];
        int v = 0;
        for (int i = 0; i < families.size(); i++) {
            for (int j = i + 1; j < families.size(); j++, v++) {
                System.arraycopy(families.get(i), 0, firstOf, v * cells, cells);
                System.arraycopy(families.get(j), 0, secondOf, v * cells, cells);
            }
        }
        int pairs = viewCount * n * n;
        int[] meetStart = new int[pairs + 1];
        for (int w = 0; w < viewCount; w++) {
            for (int c = 0; c < cells; c++) {
                meetStart[pairOf(w, c, n, cells, firstOf, secondOf) + 1]++;
            }
        }
        for (int p = 0; p < pairs; p++) {
            meetStart[p + 1] += meetStart[p];
        }
        int[] meetCells = new int[meetStart[pairs]];
        int[] fill = java.util.Arrays.copyOf(meetStart, pairs);
        for (int w = 0; w < viewCount; w++) {
            for (int c = 0; c < cells; c++) {
                meetCells[fill[pairOf(w, c, n, cells, firstOf, secondOf)]++] = c;
            }
        }
        return new LatinViews(viewCount, meetStart, meetCells, firstOf, secondOf);
    }

    private static int pairOf(int view, int cell, int n, int cells, int[] firstOf, int[] secondOf) {
        int at = view * cells + cell;
        return (view * n + firstOf[at]) * n + secondOf[at];
    }
}
