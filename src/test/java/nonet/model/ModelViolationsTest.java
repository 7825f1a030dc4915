package nonet.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import nonet.testing.LineDiagrams;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/** {@link Model#violations} checks line rules with the rest, naming the clue and its cells' digits. */
class ModelViolationsTest {

    private static final Geometry G = Geometry.standard(4);
    private static final int[] COLUMN_3 = {G.cell(0, 2), G.cell(1, 2), G.cell(2, 2), G.cell(3, 2)};

    @Test
    void aBrokenLineIsNamedWithItsCellsAndOnlyIt() {
        Mdd sandwich = LineDiagrams.sandwich(COLUMN_3, 4, 5, "sandwich 5 r1-4c3");
        Model model = TestModels.classicWith(".".repeat(16), List.of(sandwich));
        int[] grid = TestModels.classic("1234341221434321").givens();
        assertEquals(List.of("sandwich 5 r1-4c3 is broken: r1c3=3 r2c3=1 r3c3=4 r4c3=2"), model.violations(grid));
        // columns 3 and 4 swapped: column 3 reads 4 2 3 1, so 2 + 3 lie between the 4 and the 1
        int[] fitting = TestModels.classic("1243342121344312").givens();
        assertEquals(List.of(), model.violations(fitting));
    }
}
