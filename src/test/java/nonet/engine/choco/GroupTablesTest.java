package nonet.engine.choco;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import nonet.model.AllDifferent;
import nonet.model.Geometry;
import nonet.model.Relation;
import nonet.testing.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A joined group's table holds exactly the permutations its relations and domains allow. */
class GroupTablesTest {

    /** Every assignment of the group's cells, filtered by distinctness, the masks and each relation's holds. */
    private static Set<String> bruteForce(int[] cells, int n, int[] masks, List<Relation> relations) {
        Set<String> out = new TreeSet<>();
        int[] grid = new int[masks.length];
        int total = (int) Math.pow(n, cells.length);
        for (int code = 0; code < total; code++) {
            int rest = code;
            int[] digits = new int[cells.length];
            boolean ok = true;
            for (int i = 0; i < cells.length; i++) {
                digits[i] = rest % n + 1;
                rest /= n;
                grid[cells[i]] = digits[i];
                ok &= (masks[cells[i]] & 1 << (digits[i] - 1)) != 0;
            }
            ok &= Arrays.stream(digits).distinct().count() == cells.length;
            for (Relation r : relations) {
                if (ok && Arrays.stream(cells).anyMatch(c -> c == r.a()) && Arrays.stream(cells).anyMatch(c -> c == r.b())) {
                    ok = r.holds(grid);
                }
            }
            if (ok) {
                out.add(Arrays.toString(digits));
            }
        }
        return out;
    }

    private static boolean forbidsDistinctDigits(Relation r, int n) {
        for (int x = 1; x <= n; x++) {
            for (int y = 1; y <= n; y++) {
                if (x != y && !r.allows(x, y)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static Set<String> asSet(List<int[]> tuples) {
        Set<String> out = new TreeSet<>();
        tuples.forEach(t -> out.add(Arrays.toString(t)));
        assertEquals(tuples.size(), out.size(), "no tuple twice");
        return out;
    }

    /** A 6-cell row of a 6x6 grid with random relations along it and across it, and random domains. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void theTableIsTheGroupsPermutationsThatTheRelationsAllow(long seed) {
        Random rnd = new Random(seed);
        int n = 6;
        int[] row = {6, 7, 8, 9, 10, 11};
        int[] masks = new int[36];
        for (int c = 0; c < masks.length; c++) {
            masks[c] = rnd.nextInt(4) == 0 ? 1 + rnd.nextInt((1 << n) - 1) : (1 << n) - 1;
        }
        List<Relation> relations = new ArrayList<>();
        for (int k = 0; k < 5 + rnd.nextInt(4); k++) {
            int a = row[rnd.nextInt(n)];
            int b = rnd.nextInt(4) == 0 ? rnd.nextInt(36) : row[rnd.nextInt(n)];
            if (a == b) {
                continue;
            }
            int[] allowed = new int[n];
            for (int d = 0; d < n; d++) {
                allowed[d] = rnd.nextInt(1 << n) | rnd.nextInt(1 << n);
            }
            relations.add(new Relation(a, b, allowed, "random " + k));
        }
        AllDifferent group = new AllDifferent(row, true, "row 2");
        List<int[]> tuples = GroupTables.of(group, relations, masks);
        long inside = relations.stream().filter(r -> r.a() / 6 == 1 && r.b() / 6 == 1 && forbidsDistinctDigits(r, n)).count();
        if (inside < n - 1) {
            assertNull(tuples, "seed " + seed);
        } else {
            assertNotNull(tuples, "seed " + seed);
            assertEquals(bruteForce(row, n, masks, relations), asSet(tuples), "seed " + seed);
        }
    }

    @Test
    void anEmptyNonConsecutiveRowHasItsKnownPermutations() {
        Geometry g = new Geometry(9, 3, 3);
        int[] row = {0, 1, 2, 3, 4, 5, 6, 7, 8};
        int[] masks = new int[81];
        Arrays.fill(masks, 511);
        List<int[]> tuples = GroupTables.of(new AllDifferent(row, true, "row 1"), new ArrayList<>(Variants.nonConsecutive(g)), masks);
        // OEIS A002464: permutations of 1..9 with no two consecutive digits side by side
        assertEquals(47_622, tuples.size());
    }

    /** Anti-king relations are "not equal", which a box implies already: nothing to join, no 9! tuples enumerated. */
    @Test
    void notEqualRelationsDoNotJoinAGroup() {
        Geometry g = new Geometry(9, 3, 3);
        int[] box = {0, 1, 2, 9, 10, 11, 18, 19, 20};
        int[] masks = new int[81];
        Arrays.fill(masks, 511);
        assertNull(GroupTables.of(new AllDifferent(box, true, "box 1"), new ArrayList<>(Variants.antiKing(g)), masks));
    }
}
