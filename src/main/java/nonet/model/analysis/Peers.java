package nonet.model.analysis;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nonet.model.Model;
import nonet.model.Relation;

/**
 * Which cells must hold different digits by the model's own word: two cells are peers when they
 * share a distinct group ({@code AllDifferent}) or a relation that is exactly "not equal" (an
 * anti-king or anti-knight pair). The one definition every engine uses to tell, for instance, a
 * distinct cage ({@link DistinctCages}).
 */
public final class Peers {

    private final List<List<Integer>> groupsOfCell;
    private final Set<Long> notEqual = new HashSet<>();
    private final int cellCount;

    public Peers(Model model) {
        cellCount = model.cellCount();
        groupsOfCell = new ArrayList<>(cellCount);
        for (int i = 0; i < cellCount; i++) {
            groupsOfCell.add(new ArrayList<>());
        }
        int[] group = {0};
        int size = model.size();
        model.forEachKind(g -> {
            for (int cell : g.cells()) {
                groupsOfCell.get(cell).add(group[0]);
            }
            group[0]++;
        }, r -> {
            if (isNotEqual(r, size)) {
                notEqual.add(key(r.a(), r.b()));
            }
        }, sum -> { }, table -> { }, line -> { }, domain -> { });
    }

    /** Whether a relation allows exactly the pairs of different digits 1..n. */
    public static boolean isNotEqual(Relation r, int n) {
        int[] allowed = r.allowed();
        if (allowed.length != n) {
            return false;
        }
        int full = (1 << n) - 1;
        for (int d = 0; d < n; d++) {
            if ((allowed[d] & full) != (full & ~(1 << d))) {
                return false;
            }
        }
        return true;
    }

    /** Whether the two cells must differ. */
    public boolean areDistinct(int a, int b) {
        if (notEqual.contains(key(a, b))) {
            return true;
        }
        for (int g : groupsOfCell.get(a)) {
            if (groupsOfCell.get(b).contains(g)) {
                return true;
            }
        }
        return false;
    }

    /** Whether every two of the cells must differ. */
    public boolean pairwiseDistinct(int[] cells) {
        for (int i = 0; i < cells.length; i++) {
            for (int j = i + 1; j < cells.length; j++) {
                if (!areDistinct(cells[i], cells[j])) {
                    return false;
                }
            }
        }
        return true;
    }

    private long key(int a, int b) {
        return (long) Math.min(a, b) * cellCount + Math.max(a, b);
    }
}
