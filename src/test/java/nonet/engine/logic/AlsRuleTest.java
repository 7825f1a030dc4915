package nonet.engine.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import nonet.engine.Deadline;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * ALS-XZ and ALS-XY-wing on published candidate grids (written here from the pages) and on HoDoKu's
 * regression library ({@link HodokuCase}), every elimination checked against the solution from dlx.
 */
class AlsRuleTest {

    /**
     * HoDoKu's ALS-XZ cases (code 0901; the first three singly linked, and two doubly linked): the
     * ALS-XZ steps on the case's digits remove exactly its candidates. (On its other doubly linked
     * cases the rule also finds other sets removing some of the same digits.)
     */
    @ParameterizedTest
    @ValueSource(strings = {
            ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::",
            ":0901-1:7:.........2.....3495...3926..9.........41..+98....598..4..182...6......7....3..6...:111 711 811 112 712 812 713 813 714 515 715 516 716 722 625 725 726 739 341 744 348 162 589 794:752::",
            ":0901-1:1:...2..6..67...8....853+6.......+4.6...5..19...2+1.4...79+6.....426....7..8.3.1.+6.29..:719 427 345 545 845 365 579:128::",
            ":0901-2:12479:.......+3.6..5..18..83.1..+2....9573...6.....92...........+6...254.487...1+3..23.....:111 615 616 636 453 457 261 262 164 464 664 465 467 667 668 669 171 971 172 972 985 986 791 792 895 995 196 896 996:141 149 151 153 161 162 163 212 413 463 725 925 926::",
            ":0901-2:24789:.324.9.6..4.6.1.....6.3.4....4.2...6..971...3..3...1.5......68.3..5.7...4..1.....:511 711 815 817 719 825 827 729 831 832 536 238 239 739 839 652 662 171 172 182 488 592 593 396 297 797 997 298 798 998:279 479 485 792 823 882 892 979::"})
    void alsXzRemovesExactlyHodokusCandidates(String line) {
        HodokuCase position = HodokuCase.of(line);
        List<Step> steps = new AlsRule(new Structure(position.model()), AlmostLockedSets.DEFAULT_CELLS).apply(position.masks(), Deadline.start(0));
        position.assertRemovedExactly(steps, s -> s.rule() == Technique.ALS_XZ && position.onDigits(s));
    }

    /**
     * HoDoKu's ALS-XY-wing cases (code 0902, with and without overlapping sets) where the rule's wings
     * on the case's digits remove exactly its candidates (the three below need larger sets).
     */
    @ParameterizedTest
    @ValueSource(strings = {
            ":0902-1:8:9....7.68+72....9+43..4....+7+52+7....4+8+9.6+9+78...28.39..71+6.....5.973.76....1+5...+7...+4:114 514 115 515 123 523 134 135 136 356 173 277 287 193 297:824::",
            ":0902-1:2:.......+3.6..5..18..83.1..+2....9573...6.....92...........+6...254.487...1+3..23.....:111 615 616 636 453 457 261 262 164 464 664 465 467 667 668 669 171 971 172 972 985 986 791 792 895 995 196 896 996:212::",
            ":0902-2:2:..1...34.4....697....23+4...9...5.8.....6.8.....8.9...1....45...+5728....4.84...5..:711 912 519 538 249 257 259 559 759 667 974 177 677 678 978 279 979 186 188 688 298 299:262::",
            ":0902-2:3:..+9......2.....3495...3926..9.........41..+98....598..4..182...6......7....3..6...:111 711 811 112 712 812 714 515 715 516 716 722 625 725 726 739 341 744 348 352 652 752 162 262 663 683 883 586 589 794:376 388 389::"})
    void alsXyWingsRemoveExactlyHodokusCandidates(String line) {
        HodokuCase position = HodokuCase.of(line);
        List<Step> steps = new AlsRule(new Structure(position.model()), AlmostLockedSets.DEFAULT_CELLS).xyWings(position.masks(), Deadline.start(0));
        position.assertRemovedExactly(steps, s -> s.rule() == Technique.ALS_XY_WING && position.onDigits(s));
    }

    /**
     * HoDoKu's ALS-XY-wing cases whose sets have five or six cells: with {@code logic.als-cells=6} the
     * wings remove exactly its candidates; with the default of four, none of them.
     */
    @ParameterizedTest
    @ValueSource(strings = {
            ":0902-1:7:+8...43..+1.+3+1.5+7..8.721......9+3+5+1......5....1.18.3..........1.67..7..91..3+1+8+76592+4:441 247 451 254 454 854 255 257 265 267 471 274 875 481 284 885:768::",
            ":0902-1:2:..4..7...12....7...6.1...8.+24678+1+3+59.+19.....453.69+4.1....4325...................8:626 257 258 771 773 781 881 882 783 883 585 685 791 793 595 695:237::",
            ":0902-2:6:+6.2+75.+8+13..812...471..+8.........7.8.4.+1862..9+82.3.....+1...+7..482...381..9+8..4+16..:936 938 944 549 966 568 569 598:636::"})
    void largerSetsMakeHodokusLargerWings(String line) {
        HodokuCase position = HodokuCase.of(line);
        List<Step> large = new AlsRule(new Structure(position.model()), 6).xyWings(position.masks(), Deadline.start(0));
        position.assertRemovedExactly(large, s -> s.rule() == Technique.ALS_XY_WING && position.onDigits(s));
        List<Step> small = new AlsRule(new Structure(position.model()), AlmostLockedSets.DEFAULT_CELLS).xyWings(position.masks(), Deadline.start(0));
        assertTrue(small.stream().noneMatch(s -> position.onDigits(s)), small.toString());
    }

    /**
     * Leren, "Re: Almost Locked Sets", forum.enjoysudoku.com (Aug 11, 2016): ALS-XZ with A=r79c7 {137},
     * B=r128c9 {1389}, X=3, Z=1, removing 1 from r1c7 and r2c7 (marked -1 in the post's grid).
     */
    private static final String LEREN_PUZZLE = "..84...3....3.....9....157479...8........7..514.9..827..9.6...26517..4......9..56";
    private static final String LEREN = """
            25 1267 8 | 4 257 2569 | 1269 3 19
            245 1267 47 | 3 257 2569 | 1269 1689 189
            9 236 23 | 68 28 1 | 5 7 4
            7 9 25 | 25 14 8 | 136 146 13
            238 238 236 | 26 14 7 | 19 149 5
            1 4 56 | 9 35 356 | 8 2 7
            348 378 9 | 158 6 345 | 137 18 2
            6 5 1 | 7 238 23 | 4 89 389
            2348 2378 47 | 18 9 34 | 137 5 6
            """;

    /** HoDoKu axz02 (ALS-XZ): A=r4-5c3 r6c2-3 {34568} with B from r7c2 {378}; the step marks r7c3 -8. */
    private static final String AXZ02_PUZZLE = "..34.7.6.4....59...276....1........591.....8.2..78....6..25.4...4..........1....3";
    private static final String AXZ02 = """
            158 9 3 | 4 12 7 | 258 6 28
            4 68 168 | 38 12 5 | 9 237 278
            58 2 7 | 6 39 389 | 358 4 1
            378 3678 468 | 39 3469 123469 | 1236 1239 5
            9 1 46 | 5 346 2346 | 2367 8 2467
            2 356 456 | 7 8 13469 | 136 139 469
            6 378 189 | 2 5 389 | 4 179 789
            1378 4 12589 | 389 3679 3689 | 12678 12579 26789
            78 578 2589 | 1 4679 4689 | 2678 2579 3
            """;

    /**
     * Bud, "Easy ALS-XY-Wing Example", forum.enjoysudoku.com (Nov 28, 2008): pivot r4c2 {27}, r4c8 {24}
     * and r6c13 {467}, removing 4 from r6c7 (marked -48); the post gives the grid, whose placed digits
     * are the puzzle here.
     */
    private static final String BUD = """
            5 8 14 | 29 19 6 | 7 3 24
            3 6 14 | 278 178 12578 | 2458 9 248
            27 27 9 | 38 4 358 | 58 6 1
            1 27 8 | 467 5 9 | 3 24 67
            2467 9 5 | 34678 378 3478 | 1248 1248 67
            467 3 67 | 1 2 478 | 48 5 9
            9 5 23 | 2348 6 12348 | 1248 7 248
            678 4 267 | 5 178 1278 | 9 128 3
            78 1 237 | 234789 3789 23478 | 6 248 5
            """;

    @Test
    void alsXzOfLerensExample() {
        List<Step> steps = new AlsRule(new Structure(TestModels.classic(LEREN_PUZZLE)), AlmostLockedSets.DEFAULT_CELLS).apply(ChainRuleTest.parse(LEREN), Deadline.start(0));
        checkSound(LEREN_PUZZLE, LEREN, steps);
        Step step = ChainRuleTest.withEliminations(steps, List.of(new Candidate(6, 1), new Candidate(15, 1)));
        assertEquals(Technique.ALS_XZ, step.rule());
        assertEquals(7.5, step.rating());
        assertTrue(step.text().startsWith("r1-2c7 ≠ 1: als-xz A="), step.text());
        assertTrue(step.text().contains("X=3, Z=1"), step.text());
    }

    @Test
    void alsXzOfHodokuExample() {
        List<Step> steps = new AlsRule(new Structure(TestModels.classic(AXZ02_PUZZLE)), AlmostLockedSets.DEFAULT_CELLS).apply(ChainRuleTest.parse(AXZ02), Deadline.start(0));
        checkSound(AXZ02_PUZZLE, AXZ02, steps);
        Step step = steps.stream().filter(s -> s.eliminations().contains(new Candidate(56, 8))).findFirst().orElseThrow();
        assertTrue(step.text().contains("r4c3 r5c3 r6c2-3 {34568}") && step.text().contains("r7c2"), step.text());
    }

    @Test
    void alsXyWingOfBudsExample() {
        String puzzle = ChainRuleTest.placed(BUD);
        List<Step> steps = new AlsRule(new Structure(TestModels.classic(puzzle)), AlmostLockedSets.DEFAULT_CELLS).xyWings(ChainRuleTest.parse(BUD), Deadline.start(0));
        checkSound(puzzle, BUD, steps);
        Step step = ChainRuleTest.withEliminations(steps, List.of(new Candidate(51, 4)));
        assertEquals(Technique.ALS_XY_WING, step.rule());
        assertEquals(7.7, step.rating());
        assertTrue(step.text().startsWith("r6c7 ≠ 4: als-xy-wing A="), step.text());
    }

    /** The grid keeps the solution, and no step removes any of it. */
    private static void checkSound(String puzzle, String pencilmarks, List<Step> steps) {
        int[] solution = LogicSoundnessTest.uniqueSolution(TestModels.classic(puzzle));
        int[] masks = ChainRuleTest.parse(pencilmarks);
        for (int c = 0; c < 81; c++) {
            assertTrue((masks[c] & 1 << (solution[c] - 1)) != 0, "the position keeps the solution at " + c);
        }
        for (Step step : steps) {
            step.eliminations().forEach(e -> assertNotEquals(solution[e.cell()], e.digit(), step.text()));
        }
    }
}
