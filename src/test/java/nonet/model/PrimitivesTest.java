package nonet.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Each IR record checks a grid with its own plain loops, and refuses malformed input naming the values. */
class PrimitivesTest {

    private static int[] grid(int... digits) {
        return digits;
    }

    @Test
    void allDifferentHoldsWhenNoDigitRepeats() {
        AllDifferent g = new AllDifferent(new int[] {0, 1, 2}, false, "distinct r1c1-3");
        assertTrue(g.holds(grid(1, 2, 3)));
        assertFalse(g.holds(grid(1, 2, 1)));
    }

    @Test
    void relationReadsItsMaskFromTheFirstCell() {
        int[] allowed = {0b10, 0b101, 0b10};   // 1-2, 2-1, 2-3, 3-2 on digits 1..3
        Relation r = new Relation(0, 1, allowed, "white r1c1 r1c2");
        assertTrue(r.holds(grid(2, 3)));
        assertFalse(r.holds(grid(1, 3)));
        assertTrue(r.reversed().allows(3, 2));
        assertEquals("a relation needs two different cells, not cell 4 twice (white r1c5 r1c5)",
                assertThrows(IllegalArgumentException.class, () -> new Relation(4, 4, allowed, "white r1c5 r1c5")).getMessage());
    }

    @Test
    void linearSumWeighsEachCell() {
        LinearSum arrow = new LinearSum(new int[] {0, 1, 2}, new int[] {-1, 1, 1}, 0, "arrow r1c1 r1c2 r1c3");
        assertTrue(arrow.holds(grid(5, 2, 3)));
        assertFalse(arrow.holds(grid(5, 2, 4)));
        assertEquals("a sum needs one coefficient per cell, not 1 for 2 cells (cage 3 r1c1 r1c2)",
                assertThrows(IllegalArgumentException.class, () -> new LinearSum(new int[] {0, 1}, new int[] {1}, 3, "cage 3 r1c1 r1c2")).getMessage());
        assertEquals("a sum coefficient cannot be 0, as it is for cell 7 (arrow r1c4 r1c8)",
                assertThrows(IllegalArgumentException.class, () -> new LinearSum(new int[] {3, 7}, new int[] {1, 0}, 3, "arrow r1c4 r1c8")).getMessage());
        assertEquals("a sum names cell 3 twice (cage 3 r1c4 r1c4)",
                assertThrows(IllegalArgumentException.class, () -> new LinearSum(new int[] {3, 3}, new int[] {1, 1}, 3, "cage 3 r1c4 r1c4")).getMessage());
    }

    @Test
    void tableHoldsForItsTuplesOnly() {
        Table t = new Table(new int[] {0, 1}, new int[][] {{1, 2}, {2, 1}}, "product 2 r1c1 r1c2");
        assertTrue(t.holds(grid(2, 1)));
        assertFalse(t.holds(grid(1, 1)));
        assertEquals("a table tuple needs one digit per cell: tuple 1 has 1 for 2 cells (product 2 r1c1 r1c2)",
                assertThrows(IllegalArgumentException.class, () -> new Table(new int[] {0, 1}, new int[][] {{1, 2}, {1}}, "product 2 r1c1 r1c2")).getMessage());
    }

    @Test
    void domainHoldsForItsDigits() {
        Domain odd = new Domain(0, 0b10101, "odd r1c1");
        assertTrue(odd.holds(grid(5)));
        assertFalse(odd.holds(grid(4)));
    }

    @Test
    void violationsNameTheBrokenConstraintAndMalformedCells() {
        Geometry g = new Geometry(4, 2, 2);
        Model m = new Model("m", g, java.util.List.of(new AllDifferent(new int[] {0, 1, 2, 3}, true, "distinct rows")));
        int[] bad = new int[16];
        java.util.Arrays.fill(bad, 1);
        assertEquals(java.util.List.of("distinct rows is broken: r1c1=1 r1c2=1 r1c3=1 r1c4=1"), m.violations(bad));
        bad[5] = 7;
        assertEquals(java.util.List.of("r2c2 holds 7, not a digit 1..4"), m.violations(bad));
        assertEquals(java.util.List.of("the answer has 3 cells, the grid 16"), m.violations(new int[3]));
    }
}
