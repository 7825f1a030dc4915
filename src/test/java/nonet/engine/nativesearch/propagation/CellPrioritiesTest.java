package nonet.engine.nativesearch.propagation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/** Where the search's first guesses go before any conflict: the cells of the smallest sums. */
class CellPrioritiesTest {

    @Test
    void aCellOfASmallCageOutranksACellOfALargeOneAndAPlainCell() {
        Model model = TestModels.classicWith(".".repeat(81), List.of(
                new LinearSum(new int[] {0, 1}, new int[] {1, 1}, 3, "cage"),
                new LinearSum(new int[] {30, 31, 32, 39, 40}, new int[] {1, 1, 1, 1, 1}, 20, "cage")));
        int[] priority = CellPriorities.of(CompiledModel.of(model));
        // each cell's three houses give 27; a sum gives max(2n - size, n)
        assertEquals(27 + 16, priority[0]);
        assertEquals(27 + 13, priority[30]);
        assertEquals(27, priority[80]);
    }

    @Test
    void withoutSumsEveryCellStartsAtZero() {
        Model model = TestModels.classicWith(".".repeat(81), List.of());
        assertArrayEquals(new int[81], CellPriorities.of(CompiledModel.of(model)));
    }
}
