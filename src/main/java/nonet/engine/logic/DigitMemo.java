package nonet.engine.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The steps a single-digit rule found for each digit, kept with the cells that held the digit
 * then: when a rule's steps for a digit depend on those cells alone, a round in which the digit
 * kept them (most digits, after a chain removed a candidate or two) need not search again.
 */
final class DigitMemo {

    /** A search for one digit's steps. */
    interface Search {
        void find(int[] masks, int d, List<Step> out);
    }

    private final int cellCount;
    private final long[][] places;
    private final List<List<Step>> found = new ArrayList<>();

    DigitMemo(Structure s) {
        this.cellCount = s.cellCount;
        this.places = new long[s.n + 1][];
        for (int d = 0; d <= s.n; d++) {
            found.add(List.of());
        }
    }

    /** Adds digit d's steps to {@code out}, searching only when the digit's cells changed since the last search. */
    void addSteps(int[] masks, int d, Search search, List<Step> out) {
        long[] now = placesOf(masks, d);
        if (!Arrays.equals(now, places[d])) {
            places[d] = now;
            List<Step> steps = new ArrayList<>();
            search.find(masks, d, steps);
            found.set(d, steps);
        }
        out.addAll(found.get(d));
    }

    private long[] placesOf(int[] masks, int d) {
        long[] bits = new long[(cellCount + 63) / 64];
        int bit = 1 << (d - 1);
        for (int c = 0; c < cellCount; c++) {
            if ((masks[c] & bit) != 0) {
                bits[c >>> 6] |= 1L << c;
            }
        }
        return bits;
    }
}
