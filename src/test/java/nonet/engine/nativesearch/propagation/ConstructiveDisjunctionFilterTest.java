package nonet.engine.nativesearch.propagation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import nonet.lang.Compiler;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link ConstructiveDisjunction} seen through the {@link Propagator}, against common conflicts alone. */
class ConstructiveDisjunctionFilterTest {

    private static final int FIVE = 1 << 4;

    /**
     * r2c1 holds 1 or 2; a relation makes r1c2 a 5 when r2c1 is 1, another makes r1c3 a 5 when it
     * is 2. Either way row 1 and box 1 have their 5 in r1c2 or r1c3, so the rest of them lose it:
     * a chain of two steps, which neither the relations' supports nor common conflicts see.
     */
    @Test
    void strikesWhatBothOptionsOfABivalueCellStrike() {
        Model model = TestModels.classicWith(".".repeat(81), fiveInR1c2OrR1c3());
        CompiledModel compiled = CompiledModel.of(model);
        int[] with = CompiledModel.initialMasks(model);
        with[9] = 0b11;
        int[] without = with.clone();
        assertTrue(propagate(compiled, with, true));
        assertTrue(propagate(compiled, without, false));
        for (int cell : new int[] {0, 3, 4, 5, 6, 7, 8, 10, 11, 18, 19, 20}) {
            assertEquals(0, with[cell] & FIVE, "r" + (cell / 9 + 1) + "c" + (cell % 9 + 1) + " loses 5");
            assertEquals(FIVE, without[cell] & FIVE, "without, r" + (cell / 9 + 1) + "c" + (cell % 9 + 1) + " keeps 5");
        }
        assertEquals(FIVE, with[1] & FIVE);
        assertEquals(FIVE, with[2] & FIVE);
        assertEquals(FIVE, with[27] & FIVE, "column 1 below box 1 keeps 5");
    }

    /**
     * As above, and a 5 in r1c2 forces one in r1c5, a 5 in r1c3 one in r1c7: each option of r2c1
     * ends in two 5s in row 1, so the grid fails, where no relation's supports nor common conflicts
     * see a contradiction.
     */
    @Test
    void failsWhenBothOptionsFail() {
        List<Relation> rules = new ArrayList<>(fiveInR1c2OrR1c3());
        rules.add(new Relation(1, 4, forcesFive(5), "r1c2 is 5: r1c5 is 5"));
        rules.add(new Relation(2, 6, forcesFive(5), "r1c3 is 5: r1c7 is 5"));
        Model model = TestModels.classicWith(".".repeat(81), rules);
        CompiledModel compiled = CompiledModel.of(model);
        int[] with = CompiledModel.initialMasks(model);
        with[9] = 0b11;
        int[] without = with.clone();
        assertTrue(propagate(compiled, without, false));
        assertFalse(propagate(compiled, with, true));
    }

    /**
     * From random subsets of the non-consecutive puzzle's solution (a fixpoint at every node of a
     * search looks like these), propagation with the disjunctions keeps every digit of the
     * solution and strikes at least what common conflicts strike alone.
     */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void keepsTheSolutionAndStrikesAtLeastAsMuch(long seed) throws Exception {
        Path p = Path.of("puzzles/variants/non-consecutive-constructed.nonet");
        var spec = new PuzzleFileParser(ModelLibrary.bundled()).parse(Files.readString(p), p.toString(), p.toAbsolutePath().getParent());
        Model model = new Compiler(ModelLibrary.bundled()).compile(spec);
        String line = Files.readAllLines(p).stream().filter(l -> l.startsWith("solution ")).findFirst().orElseThrow().substring(9);
        int[] solution = line.chars().map(ch -> ch - '0').toArray();
        assertEquals(List.of(), model.violations(solution));
        CompiledModel compiled = CompiledModel.of(model);
        Random rnd = new Random(seed);
        int[] with = CompiledModel.initialMasks(model);
        for (int k = rnd.nextInt(12); k > 0; k--) {
            int cell = rnd.nextInt(81);
            with[cell] = 1 << (solution[cell] - 1);
        }
        int[] without = with.clone();
        assertTrue(propagate(compiled, with, true));
        assertTrue(propagate(compiled, without, false));
        for (int cell = 0; cell < 81; cell++) {
            int digit = 1 << (solution[cell] - 1);
            assertEquals(digit, with[cell] & digit, "r" + (cell / 9 + 1) + "c" + (cell % 9 + 1) + " keeps its digit");
            assertEquals(0, with[cell] & ~without[cell], "r" + (cell / 9 + 1) + "c" + (cell % 9 + 1) + " holds no digit struck without");
        }
    }

    private static boolean propagate(CompiledModel compiled, int[] masks, boolean disjunctions) {
        Propagator propagator = new Propagator(compiled, false, false, true, disjunctions);
        propagator.wakeAll();
        return propagator.propagate(masks);
    }

    /** r2c1 = 1 makes r1c2 a 5, r2c1 = 2 makes r1c3 one. */
    private static List<Relation> fiveInR1c2OrR1c3() {
        return List.of(new Relation(9, 1, forcesFive(1), "r2c1 is 1: r1c2 is 5"), new Relation(9, 2, forcesFive(2), "r2c1 is 2: r1c3 is 5"));
    }

    /** A relation's supports: any digit, but only 5 when the first cell holds {@code digit}. */
    private static int[] forcesFive(int digit) {
        int[] allowed = new int[9];
        Arrays.fill(allowed, 0x1FF);
        allowed[digit - 1] = FIVE;
        return allowed;
    }
}
