package nonet.engine.choco;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import nonet.model.AllDifferent;
import nonet.model.Relation;

/**
 * A group joined with the relations inside it (non-consecutive along a row, say) as one table of the
 * group's allowed permutations within the cells' domains, which Choco's compact table keeps arc
 * consistent as a whole: posted apart, allDifferent and each binary relation are arc consistent but
 * blind to each other. Measured on random non-consecutive puzzles (docs/engines.md, choco): a tenth of
 * the nodes.
 *
 * <p>Only a group with at least as many relations inside it as a chain through its cells (cells - 1)
 * is joined, counting only relations the group does not already imply ("not equal" is implied), and
 * only while the table stays small.
 */
final class GroupTables {

    /** The most tuples a joined group may have: an empty non-consecutive row has 47,622. */
    static final int MAX_TUPLES = 100_000;
    /** The enumeration's dead ends are bounded too, so a group whose relations allow almost nothing costs little. */
    private static final int MAX_STEPS = 20 * MAX_TUPLES;

    private final int[] cells;
    private final int[] masks;
    /** inside.get(i): the relations between cell i and an earlier cell of the group, checked when i is placed. */
    private final List<List<Relation>> inside = new ArrayList<>();
    private final int[] grid;
    private final int[] digits;
    private final List<int[]> tuples = new ArrayList<>();
    private int steps;

    private GroupTables(int[] cells, int[] masks) {
        this.cells = cells;
        this.masks = masks;
        this.grid = new int[masks.length];
        this.digits = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            inside.add(new ArrayList<>());
        }
    }

    /**
     * The group's permutations within {@code masks} that every relation between two of its cells
     * allows, each as the digits of the group's cells in order; null when the group has too few
     * relations inside it to be worth joining, or too many permutations.
     */
    static List<int[]> of(AllDifferent group, List<Relation> relations, int[] masks) {
        int[] cells = group.cells();
        Map<Integer, Integer> position = new HashMap<>();
        for (int i = 0; i < cells.length; i++) {
            position.put(cells[i], i);
        }
        GroupTables table = new GroupTables(cells, masks);
        int joined = 0;
        for (Relation r : relations) {
            Integer pa = position.get(r.a());
            Integer pb = position.get(r.b());
            if (pa != null && pb != null && !impliedByAGroup(r)) {
                table.inside.get(Math.max(pa, pb)).add(r);
                joined++;
            }
        }
        return cells.length > 1 && joined >= cells.length - 1 && table.extend(0, 0) ? table.tuples : null;
    }

    /** True when the relation allows every pair of distinct digits: a group forbids no less. */
    private static boolean impliedByAGroup(Relation r) {
        int n = r.allowed().length;
        int all = (int) ((1L << n) - 1);
        for (int d = 1; d <= n; d++) {
            int others = all & ~(1 << (d - 1));
            if ((r.allowedFor(d) & others) != others) {
                return false;
            }
        }
        return true;
    }

    /** Places cells i.. with digits not in {@code used}; false when a bound is passed. */
    private boolean extend(int i, int used) {
        if (i == cells.length) {
            tuples.add(digits.clone());
            return tuples.size() <= MAX_TUPLES;
        }
        for (int rest = masks[cells[i]] & ~used; rest != 0; rest &= rest - 1) {
            if (++steps > MAX_STEPS) {
                return false;
            }
            int d = Integer.numberOfTrailingZeros(rest) + 1;
            grid[cells[i]] = d;
            boolean allowed = true;
            for (Relation r : inside.get(i)) {
                allowed &= r.allows(grid[r.a()], grid[r.b()]);
            }
            if (allowed) {
                digits[i] = d;
                if (!extend(i + 1, used | 1 << (d - 1))) {
                    return false;
                }
            }
        }
        return true;
    }
}
