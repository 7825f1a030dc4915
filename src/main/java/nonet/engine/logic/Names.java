package nonet.engine.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import nonet.model.Geometry;

/** How steps name cells, cell lists, digit sets and groups, in the community's r?c? notation. */
final class Names {

    private Names() {
    }

    /** "row 7", "column 3", "box 4" when the cells are exactly one of those, else "group r1c1,r2c2,... (origin)". */
    static String group(int[] cells, String origin, Geometry g) {
        int n = g.size();
        if (cells.length == n) {
            if (allSame(cells, g::row)) {
                return "row " + (g.row(cells[0]) + 1);
            }
            if (allSame(cells, g::col)) {
                return "column " + (g.col(cells[0]) + 1);
            }
            if (g.hasBoxes() && allSame(cells, g::box)) {
                return "box " + (g.box(cells[0]) + 1);
            }
        }
        String list = cells(cells, g);
        return origin == null || origin.isEmpty() ? "group " + list : "group " + list + " (" + origin + ")";
    }

    static boolean allSame(int[] cells, java.util.function.IntUnaryOperator key) {
        for (int c : cells) {
            if (key.applyAsInt(c) != key.applyAsInt(cells[0])) {
                return false;
            }
        }
        return true;
    }

    /** A compact list: r5c1-9, r1-3c2, or row by row separated by spaces: r1c1-2,5 r2c5. */
    static String cells(int[] cells, Geometry g) {
        int[] sorted = cells.clone();
        Arrays.sort(sorted);
        if (sorted.length > 1 && allSame(sorted, g::col) && !allSame(sorted, g::row)) {
            int[] rows = new int[sorted.length];
            for (int i = 0; i < sorted.length; i++) {
                rows[i] = g.row(sorted[i]);
            }
            return "r" + ranges(rows) + "c" + (g.col(sorted[0]) + 1);
        }
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < sorted.length) {
            int row = g.row(sorted[i]);
            int j = i;
            while (j < sorted.length && g.row(sorted[j]) == row) {
                j++;
            }
            int[] cols = new int[j - i];
            for (int k = i; k < j; k++) {
                cols[k - i] = g.col(sorted[k]);
            }
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append('r').append(row + 1).append('c').append(ranges(cols));
            i = j;
        }
        return sb.toString();
    }

    /** Zero-based sorted indexes as one-based ranges: "1-3,5". */
    private static String ranges(int[] sortedZeroBased) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < sortedZeroBased.length) {
            int j = i;
            while (j + 1 < sortedZeroBased.length && sortedZeroBased[j + 1] == sortedZeroBased[j] + 1) {
                j++;
            }
            if (sb.length() > 0) {
                sb.append(',');
            }
            sb.append(sortedZeroBased[i] + 1);
            if (j > i) {
                sb.append('-').append(sortedZeroBased[j] + 1);
            }
            i = j + 1;
        }
        return sb.toString();
    }

    /** The digits of a mask: "2,5". */
    static String digits(int mask) {
        StringBuilder sb = new StringBuilder();
        for (int d = 1; mask >> (d - 1) != 0; d++) {
            if ((mask & (1 << (d - 1))) != 0) {
                if (sb.length() > 0) {
                    sb.append(',');
                }
                sb.append(Geometry.symbol(d));
            }
        }
        return sb.toString();
    }

    /** Eliminations grouped by the digits each cell loses: "r5c4-9 ≠ 4; r6c1 ≠ 2,7". */
    static String eliminations(List<Candidate> elims, Geometry g) {
        int[] lost = new int[g.cellCount()];
        for (Candidate c : elims) {
            lost[c.cell()] |= 1 << (c.digit() - 1);
        }
        List<Integer> masks = new ArrayList<>();
        for (int m : lost) {
            if (m != 0 && !masks.contains(m)) {
                masks.add(m);
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int m : masks) {
            int[] cells = new int[g.cellCount()];
            int k = 0;
            for (int c = 0; c < lost.length; c++) {
                if (lost[c] == m) {
                    cells[k++] = c;
                }
            }
            if (sb.length() > 0) {
                sb.append("; ");
            }
            sb.append(cells(Arrays.copyOf(cells, k), g)).append(" \u2260 ").append(digits(m));
        }
        return sb.toString();
    }

    /** Placements, then eliminations: "r1c2 = 5; r3c4 ≠ 7". */
    static String forced(List<Candidate> places, List<Candidate> elims, Geometry g) {
        StringBuilder sb = new StringBuilder();
        for (Candidate p : places) {
            if (sb.length() > 0) {
                sb.append("; ");
            }
            sb.append(g.cellName(p.cell())).append(" = ").append(Geometry.symbol(p.digit()));
        }
        if (!elims.isEmpty()) {
            sb.append(sb.length() > 0 ? "; " : "").append(eliminations(elims, g));
        }
        return sb.toString();
    }
}
