package nonet.engine.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import nonet.engine.Deadline;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.model.Model;
import nonet.testing.PuzzleLines;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Unique rectangles on HoDoKu's published examples (u101, u202, u402; candidate grids written here
 * from the pages) and on the first three cases of each type in HoDoKu's regression library
 * ({@link HodokuCase}, codes 0600-1 to 0603-1: the rectangles with all four corners holding both
 * digits), every elimination checked against the solution from dlx; and the rule never used unless
 * the caller states that the puzzle has one solution.
 */
class UniqueRectangleRuleTest {

    /** The rectangle steps of the case's type on the case's two digits remove exactly the case's candidates. */
    @ParameterizedTest
    @ValueSource(strings = {
            ":0600-1:23:+4+7.3..1.8+85.4...9.39.+86.+4.7+1342+8.+5.+9+2+8+5+1...+3+496+7+53+4..1+6+2871+3+9+45+5+1+3+9+42..+6+74+96+58.+1.::227 327::",
            ":0600-1:23:+1+97+84+6+532..+8.+5.7+1+9+3+5+291+76+4+883+17694+2+55+2+4+1+38+9+7+6..+9+524+1+8+3.8+6+4....1..3+6....+79.+5....64::296 396::",
            ":0600-1:68:+6.+5+3....7+2.8+5.+6..+43.+9+1....5+7+3+1+4+59.2.+4+5681+2..98+927+635+4+19+8+7+6+3145+212+3+94+5...5+6+428+7+91+3::687 887::",
            ":0601-1:34:.9..+52+6+4.6..4+8..+53..5..628....8....4.1..+4......+4.27........341+8+1+865+743+92..9+21+8+576::711 713 722 723 734 739::",
            ":0601-1:25:3.9+4.5..+8..+136+9..+4+645+2+8...+9+71+2...8+934+6+3+19+8..+7+5+987+2+3+416.568....1.+3+7.....21.493...5::717 718 722 737 738::",
            ":0601-1:49:5.+7......+3+824+691+7+51.+67.+5...+2......9.+4.9.52..886.9...2.+92+4+5+1+6+83+77+58+2+9+36..+6318+742+59::319 339 347 357 367::",
            ":0602-1:89:3.......7...98.+5.3.5.....2+6+2+31+4..+6+85+7968+512+3+4...+6237+9+1..4...+1+79..+371.+45.......36.::212 222 293 722 793::",
            ":0602-1:15:.8+2+73+51...+7+5.+623.+8.+364..+2753.9+82....+62+45.1.8+3+8.7.4...27+9.6...+2.+2+6....8..54.+2....7::488 698 988 998::",
            ":0602-1:49:+58+1...+29+6+6+9+4+5283+7+1+2+739+1654+84+5+2.9..+8...+8.+5..2...+98.+2.+5.+9+46+23+78+153+27+1+8+5.+6.+8+154+697+3+2::156 356::",
            ":0603-1:14:..+9+4.+6+3+8....3.9+5+6..+6.+8.7149...+2+9+4+631.2.+5+689+74+496+17+3+2+58+9+58+7+3+2+4+1+6+7326+4+1+8+9+5+6..9+8+572+3::122 123::",
            ":0603-1:18:.68.+9+7+21...2.+86..795+731+2+6+4+8+8+9+4+1+7+53+625+2+684+3...+73+1+62+9+8+54+6.973..+2...+5+2+6....+2.+3954.8+6::172 182::",
            ":0603-1:28:+8.9..7......6+9+8..3...5218..+214+8.5..7.83.+7.2..........+8...+78.64..6..+53+7.17.......5:312 412 417 419 223 127 128 638 639 958 959 367 967 968 971 272 972 273 292 392 193:288 298::"})
    void typesOneToFourRemoveExactlyHodokusCandidates(String line) {
        HodokuCase position = HodokuCase.of(line);
        List<Step> steps = new ArrayList<>();
        new UniqueRectangleRule(new Structure(position.model())).apply(position.masks(), steps);
        String rectangle = position.technique().label() + " " + position.digitList() + " in ";
        position.assertRemovedExactly(steps, s -> s.rule() == position.technique() && s.text().contains(rectangle));
    }

    /** HoDoKu u101: "Uniqueness Test 1: 8/9 in r2c23,r6c23 => r2c2<>8, r2c2<>9". */
    private static final String U101_PUZZLE = ".....896.1..7......675..3..21...78....489...37....4..5.219....4................26";
    private static final String U101 = """
            5 34 2 | 134 134 8 | 9 6 7
            1 389 89 | 7 36 69 | 4 5 2
            49 6 7 | 5 24 29 | 3 8 1
            2 1 3 | 6 5 7 | 8 4 9
            6 5 4 | 8 9 1 | 2 7 3
            7 89 89 | 23 23 4 | 6 1 5
            8 2 1 | 9 67 56 | 57 3 4
            3 47 6 | 124 1247 25 | 157 9 8
            49 479 5 | 14 8 3 | 17 2 6
            """;

    /** HoDoKu u202: "Uniqueness Test 2: 6/9 in r6c56,r8c56 => ... <>7", among them r7c456. */
    private static final String U202_PUZZLE = ".79.....6..5..14..6.............8.2..98.1.....1.2...54.......6885.4..2.3..6......";
    private static final String U202 = """
            14 7 9 | 38 23458 235 | 135 18 6
            3 28 5 | 6 2789 1 | 4 789 29
            6 248 12 | 3789 2345789 23579 | 13579 1789 1259
            5 6 4 | 379 379 8 | 19 2 19
            2 9 8 | 5 1 4 | 6 3 7
            7 1 3 | 2 69 69 | 8 5 4
            149 234 127 | 1379 23579 23579 | 1579 6 8
            8 5 17 | 4 679 679 | 2 179 3
            19 23 6 | 13789 235789 23579 | 1579 4 159
            """;

    /** HoDoKu u402: type 4 on 2/8 in r89c3,r89c8 (8 only in r89c8 of column 8) => r89c8<>2. */
    private static final String U402_PUZZLE = "..9..7......6....3...5218...14..5..7.83...2...............8.64..6...3..17.......5";
    private static final String U402 = """
            8 25 9 | 34 34 7 | 15 1256 26
            145 2457 157 | 6 9 8 | 45 257 3
            346 347 67 | 5 2 1 | 8 79 49
            2 1 4 | 8 36 5 | 39 369 7
            569 8 3 | 149 7 469 | 2 156 46
            569 579 567 | 12349 1346 2469 | 145 1356 8
            135 35 15 | 7 8 29 | 6 4 29
            49 6 28 | 249 5 3 | 7 289 1
            7 49 28 | 1249 146 2469 | 39 2389 5
            """;

    /**
     * Sukaku Explainer's step quoted in "UR type3", forum.enjoysudoku.com (t36996): "Unique Rectangle type 3
     * (with Naked Pair)", 8/9 in r1c37,r3c37, the extras 2 and 7 of r1c3, r3c3 with r2c3 {27}: the post's
     * grid removes 2 from r1c2, 2 and 7 from r2c2 (box 1) and 2 and 7 from r9c3 (column 3). Its placed
     * digits are the puzzle here; the grid is as before the step.
     */
    private static final String UR3 = """
            3 12468 289 | 125 46 2456 | 89 14 7
            146 12467 27 | 9 8 2467 | 5 14 3
            1489 5 789 | 13 347 47 | 89 2 6
            2 3 1 | 4 79 79 | 6 8 5
            7 9 6 | 8 5 1 | 2 3 4
            458 48 58 | 6 2 3 | 7 9 1
            568 268 4 | 235 36 2568 | 1 7 9
            689 268 3 | 7 1 2689 | 4 5 28
            1589 1278 25789 | 25 49 24589 | 3 6 28
            """;

    @Test
    void typeThreeOfSukakuExplainersExample() {
        List<Step> steps = rectangles(ChainRuleTest.placed(UR3), UR3).stream()
                .filter(s -> s.rule() == Technique.UNIQUE_RECTANGLE_3).toList();
        Step box = ChainRuleTest.withEliminations(steps, List.of(new Candidate(1, 2), new Candidate(10, 2), new Candidate(10, 7)));
        Step column = ChainRuleTest.withEliminations(steps, List.of(new Candidate(74, 2), new Candidate(74, 7)));
        for (Step step : List.of(box, column)) {
            assertEquals(4.6, step.rating());
            assertTrue(step.text().contains("naked pair on 2,7") && step.text().contains("with r2c3"), step.text());
            assertTrue(step.text().contains("assumes the puzzle has one solution"), step.text());
        }
    }

    /**
     * The hidden form on the same published position: r1c3 and r3c3 hold 8 or 9 at most once, so in
     * column 3 they are one place for 8 and 9, and with 5 (which they lack) the three digits have
     * two other places, r6c3 and r9c3: a hidden triple, leaving r9c3 only 5, 8, 9, the column's
     * published elimination (Sukaku Explainer writes it through the complementary naked pair).
     */
    @Test
    void typeThreeHiddenOfSukakuExplainersExample() {
        List<Step> steps = rectangles(ChainRuleTest.placed(UR3), UR3).stream()
                .filter(s -> s.rule() == Technique.UNIQUE_RECTANGLE_3 && s.text().contains("hidden")).toList();
        assertEquals(1, steps.size(), steps.toString());
        Step step = steps.get(0);
        assertEquals(List.of(new Candidate(74, 2), new Candidate(74, 7)), step.eliminations(), step.text());
        assertTrue(step.text().contains("with r6,9c3 they form a hidden triple on 5,8,9 in column 3"), step.text());
        assertEquals(4.7, step.rating());
    }

    @Test
    void typeOneOfHodokuExample() {
        Step step = only(rectangles(U101_PUZZLE, U101), Technique.UNIQUE_RECTANGLE_1);
        assertEquals(List.of(new Candidate(10, 8), new Candidate(10, 9)), step.eliminations(), step.text());
        assertEquals(4.5, step.rating());
        assertTrue(step.text().contains("assumes the puzzle has one solution"), step.text());
    }

    @Test
    void typeTwoOfHodokuExample() {
        Step step = only(rectangles(U202_PUZZLE, U202), Technique.UNIQUE_RECTANGLE_2);
        for (int cell : new int[] {57, 58, 59}) {
            assertTrue(step.eliminations().contains(new Candidate(cell, 7)), step.text());
        }
        step.eliminations().forEach(c -> assertEquals(7, c.digit(), step.text()));
    }

    @Test
    void typeFourOfHodokuExample() {
        Step step = only(rectangles(U402_PUZZLE, U402), Technique.UNIQUE_RECTANGLE_4);
        assertEquals(List.of(new Candidate(70, 2), new Candidate(79, 2)), step.eliminations(), step.text());
    }

    /** Uniqueness techniques come only with the caller's word, through the solver and the engine option. */
    @Test
    void usedOnlyWhenThePuzzleIsSaidToBeUnique() {
        List<String> puzzles = new ArrayList<>(List.of(U101_PUZZLE, U202_PUZZLE, U402_PUZZLE));
        puzzles.addAll(PuzzleLines.read("classic/top95.txt").subList(0, 30));
        int assumed = 0;
        for (String line : puzzles) {
            Model model = TestModels.classic(line);
            assertEquals(0, uniquenessSteps(LogicSolver.explain(model)), line);
            Explanation e = LogicSolver.explain(model, Deadline.start(0), true);
            assumed += uniquenessSteps(e);
            int[] solution = LogicSoundnessTest.uniqueSolution(model);
            for (Round round : e.rounds()) {
                for (Step step : round.steps()) {
                    step.eliminations().forEach(c -> assertNotEquals(solution[c.cell()], c.digit(), step.text()));
                }
            }
        }
        // measured: the rules meet unique rectangles on these puzzles when allowed; none would prove nothing
        assertTrue(assumed > 0, assumed + " uniqueness steps");
        Model model = TestModels.classic(PuzzleLines.read("classic/top95.txt").get(0));
        Result off = new LogicEngine(EngineOptions.NONE).run(model, Limits.solve());
        Result on = new LogicEngine(EngineOptions.NONE.with("logic.uniqueness", "assume")).run(model, Limits.solve());
        assertEquals(1, off.count(), off.message());
        assertEquals(1, on.count(), on.message());
    }

    private static int uniquenessSteps(Explanation e) {
        return (int) e.rounds().stream().flatMap(r -> r.steps().stream())
                .filter(s -> s.rule().compareTo(Technique.UNIQUE_RECTANGLE_1) >= 0 && s.rule().compareTo(Technique.XY_WING) < 0)
                .count();
    }

    private static Step only(List<Step> steps, Technique t) {
        List<Step> of = steps.stream().filter(s -> s.rule() == t).toList();
        assertEquals(1, of.size(), steps.toString());
        return of.get(0);
    }

    /** The rectangles found on a published candidate grid, every elimination checked against the solution. */
    private static List<Step> rectangles(String puzzle, String pencilmarks) {
        Model model = TestModels.classic(puzzle);
        int[] solution = LogicSoundnessTest.uniqueSolution(model);
        int[] masks = ChainRuleTest.parse(pencilmarks);
        for (int c = 0; c < 81; c++) {
            assertTrue((masks[c] & 1 << (solution[c] - 1)) != 0, "the position keeps the solution at " + c);
        }
        List<Step> steps = new ArrayList<>();
        new UniqueRectangleRule(new Structure(model)).apply(masks, steps);
        for (Step step : steps) {
            step.eliminations().forEach(c -> assertNotEquals(solution[c.cell()], c.digit(), step.text()));
        }
        return steps;
    }
}
