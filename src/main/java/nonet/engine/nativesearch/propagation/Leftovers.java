package nonet.engine.nativesearch.propagation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The law of leftovers between two families of exact groups that each partition the grid (rows
 * against jigsaw regions, say). k groups of one family hold every digit k times; so do k groups of
 * the other. Where two such unions have the same number of cells, what is left of each once their
 * common cells are taken out holds the same digits, as many times each: the cells of the regions
 * sticking out of rows 1-3 repeat the digits of the row cells the regions leave uncovered. The
 * unions grow group by group along the first family, in its order and in reverse (rows top down
 * and bottom up), each time taking every group of the second family that lies more than half
 * inside; this finds the leftovers a solver looks for first, at a cost of a few dozen unions.
 *
 * <p>Families that meet in whole groups (rows and boxes of a classic grid) leave nothing over, so
 * classic models get no leftovers at all.
 */
public final class Leftovers {

    private Leftovers() {
    }

    /** The leftover pairs of the model's exact groups: per pair, the two cell sets, each sorted. */
    static List<int[][]> of(int n, int cellCount, List<int[]> groups) {
        List<int[]> families = Families.of(n, cellCount, groups);
        List<int[][]> found = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int[] first : families) {
            for (int[] second : families) {
                if (first != second) {
                    grow(n, cellCount, membersOf(n, first), membersOf(n, second), false, found, seen);
                    grow(n, cellCount, membersOf(n, first), membersOf(n, second), true, found, seen);
                }
            }
        }
        return found;
    }

    private static void grow(int n, int cellCount, int[][] lines, int[][] pieces, boolean reverse,
            List<int[][]> found, Set<String> seen) {
        boolean[] inLines = new boolean[cellCount];
        boolean[] inPieces = new boolean[cellCount];
        boolean[] taken = new boolean[n];
        int lineCells = 0;
        int pieceCells = 0;
        // all n groups cover the grid and leave nothing over: stop one short
        for (int step = 0; step < n - 1; step++) {
            for (int c : lines[reverse ? n - 1 - step : step]) {
                inLines[c] = true;
                lineCells++;
            }
            for (int p = 0; p < n; p++) {
                if (!taken[p] && 2 * overlap(pieces[p], inLines) > pieces[p].length) {
                    taken[p] = true;
                    for (int c : pieces[p]) {
                        inPieces[c] = true;
                        pieceCells++;
                    }
                }
            }
            if (lineCells == pieceCells) {
                int[] onlyLines = only(inLines, inPieces);
                int[] onlyPieces = only(inPieces, inLines);
                // a leftover as large as a group says too little to pay for its filtering
                if (onlyLines.length > 0 && onlyLines.length < n && seen.add(keyOf(onlyLines, onlyPieces))) {
                    found.add(new int[][] {onlyLines, onlyPieces});
                }
            }
        }
    }

    /** The same for a pair and its mirror image, found from the other family. */
    private static String keyOf(int[] one, int[] other) {
        String a = java.util.Arrays.toString(one);
        String b = java.util.Arrays.toString(other);
        return a.compareTo(b) < 0 ? a + b : b + a;
    }

    private static int overlap(int[] cells, boolean[] in) {
        int k = 0;
        for (int c : cells) {
            if (in[c]) {
                k++;
            }
        }
        return k;
    }

    private static int[] only(boolean[] in, boolean[] out) {
        List<Integer> cells = new ArrayList<>();
        for (int c = 0; c < in.length; c++) {
            if (in[c] && !out[c]) {
                cells.add(c);
            }
        }
        return cells.stream().mapToInt(Integer::intValue).toArray();
    }

    /** A family's groups as cell lists, from the owner index of every cell. */
    private static int[][] membersOf(int n, int[] owner) {
        int[] size = new int[n];
        for (int g : owner) {
            size[g]++;
        }
        int[][] members = new int[n][];
        for (int g = 0; g < n; g++) {
            members[g] = new int[size[g]];
        }
        int[] fill = new int[n];
        for (int c = 0; c < owner.length; c++) {
            members[owner[c]][fill[owner[c]]++] = c;
        }
        return members;
    }
}
