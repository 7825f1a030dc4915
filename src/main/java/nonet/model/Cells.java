package nonet.model;

import java.util.Arrays;

/** Checks on cell lists shared by the primitives. */
final class Cells {

    private Cells() {
    }

    static int[] distinctCopy(int[] cells, String what, String origin) {
        int[] copy = cells.clone();
        int[] sorted = cells.clone();
        Arrays.sort(sorted);
        for (int i = 1; i < sorted.length; i++) {
            if (sorted[i] == sorted[i - 1]) {
                throw new IllegalArgumentException(what + " names cell " + sorted[i] + " twice (" + origin + ")");
            }
        }
        return copy;
    }
}
