package nonet.lang;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import nonet.model.Geometry;

/**
 * The grid-wide groups a {@code distinct} statement can name: rows, columns, the two diagonals,
 * boxes, positions (the same place in every box) and the puzzle's regions.
 */
final class NamedGroups {

    private NamedGroups() {
    }

    /** The cells of every group of the named family, each group in reading order. */
    static List<int[]> cells(Geometry g, int[] regions, String group, Pos at) throws LangException {
        int n = g.size();
        List<int[]> out = new ArrayList<>();
        switch (group) {
            case "rows", "columns" -> {
                for (int i = 0; i < n; i++) {
                    int[] cells = new int[n];
                    for (int j = 0; j < n; j++) {
                        cells[j] = group.equals("rows") ? g.cell(i, j) : g.cell(j, i);
                    }
                    out.add(cells);
                }
            }
            case "diagonals" -> {
                int[] main = new int[n];
                int[] anti = new int[n];
                for (int i = 0; i < n; i++) {
                    main[i] = g.cell(i, i);
                    anti[i] = g.cell(i, n - 1 - i);
                }
                out.add(main);
                out.add(anti);
            }
            case "boxes", "positions" -> {
                if (!g.hasBoxes()) {
                    throw new LangException(at, "'distinct " + group + "' needs boxes, and a " + n + "x" + n
                            + " grid has no standard boxes; declare 'boxes RxC'");
                }
                int[][] cells = new int[n][n];
                int[] fill = new int[n];
                for (int cell = 0; cell < g.cellCount(); cell++) {
                    int box = g.box(cell);
                    int inBox = (g.row(cell) % g.boxRows()) * g.boxCols() + g.col(cell) % g.boxCols();
                    int k = group.equals("boxes") ? box : inBox;
                    cells[k][fill[k]++] = cell;
                }
                out.addAll(Arrays.asList(cells));
            }
            case "regions" -> {
                if (regions == null) {
                    throw new LangException(at, "'distinct regions' needs regions, and the puzzle gives none (add a 'regions' block)");
                }
                int[][] cells = new int[n][n];
                int[] fill = new int[n];
                for (int cell = 0; cell < g.cellCount(); cell++) {
                    cells[regions[cell]][fill[regions[cell]]++] = cell;
                }
                out.addAll(Arrays.asList(cells));
            }
            default -> throw new IllegalStateException(group);
        }
        return out;
    }
}
