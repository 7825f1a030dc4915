package nonet.engine.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The steps a rule found in each of its slots (a digit, a group), kept with what they were found
 * from: when a slot's steps depend on that key alone (a digit's cells, a group's candidates), a
 * round that left the key as it was need not search again. From one round to the next most keys
 * stay (a chain removes a candidate or two), and the ladder of difficulty replays the same states.
 */
final class StepMemo {

    /** A slot's search. */
    interface Search {
        void find(int slot, int[] masks, List<Step> out);
    }

    private final int[][] keys;
    private final List<List<Step>> found = new ArrayList<>();

    StepMemo(int slots) {
        keys = new int[slots][];
        for (int i = 0; i < slots; i++) {
            found.add(List.of());
        }
    }

    /** Adds the slot's steps to {@code out}, searching only when its key changed since the last search. */
    void addSteps(int slot, int[] key, int[] masks, Search search, List<Step> out) {
        if (!Arrays.equals(key, keys[slot])) {
            keys[slot] = key;
            List<Step> steps = new ArrayList<>();
            search.find(slot, masks, steps);
            found.set(slot, steps);
        }
        out.addAll(found.get(slot));
    }

    /** The cells holding digit d, bit c of word c / 32. */
    static int[] cellsWith(int d, int[] masks) {
        int[] bits = new int[(masks.length + 31) / 32];
        int bit = 1 << (d - 1);
        for (int c = 0; c < masks.length; c++) {
            if ((masks[c] & bit) != 0) {
                bits[c >>> 5] |= 1 << c;
            }
        }
        return bits;
    }
}
