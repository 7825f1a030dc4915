package nonet.engine.sls;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/** A bounded pool of the best distinct grids met so far, by cost; restarts draw from it. */
final class EliteStates {

    private record Entry(int cost, int[] grid) {
    }

    private final int capacity;
    private final List<Entry> entries = new ArrayList<>();

    EliteStates(int capacity) {
        this.capacity = capacity;
    }

    /** Keeps a copy of the grid if it is among the best seen (and not already kept). */
    void offer(int cost, int[] grid) {
        if (entries.size() == capacity && cost >= entries.get(entries.size() - 1).cost()) {
            return;
        }
        for (Entry e : entries) {
            if (e.cost() == cost && Arrays.equals(e.grid(), grid)) {
                return;
            }
        }
        int at = 0;
        while (at < entries.size() && entries.get(at).cost() <= cost) {
            at++;
        }
        entries.add(at, new Entry(cost, grid.clone()));
        if (entries.size() > capacity) {
            entries.remove(entries.size() - 1);
        }
    }

    /** A random member, or null when empty. */
    int[] pick(SplittableRandom random) {
        return entries.isEmpty() ? null : entries.get(random.nextInt(entries.size())).grid();
    }
}
