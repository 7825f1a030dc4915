package nonet.engine.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * BUG+1 on published positions, checked against the solution from dlx (that the solver uses it only
 * when the caller states that the puzzle has one solution is in {@link UniqueRectangleRuleTest}).
 */
class BivalueGraveRuleTest {

    /** HoDoKu's regression library ({@link HodokuCase}), code 0610: the rule removes exactly the case's candidates. */
    @ParameterizedTest
    @ValueSource(strings = {
            ":0610::.+9.+613.+8+4...2+5+7+1+393.184+92..968+5+7+1+42+3+4379+2+6+81+5+1..+3+84......+1+9+2..8..9+435+67+1+51.+76+8..+2::373 673::",
            ":0610::+4+3+75+82+9+61..+9+41+7+28+38+1+2+6+9+34+7+5..+6+9+7+8+13+49413+2+68+5778+3+15+46+2+9..+4+2.+5+7.+8.75+8.9+3.2..87.+1+5.+6::171 371::",
            ":0610::8+4+9325+6+1+77+3+2+8..9+4+5+5+6+1+7..+32+8+49327+85+61+1+5+7.3.8+9+2+2+86...+4+7+3+9+7+8..+213+4+3+149+87+2566+2+5..+3+7+8+9::565 965::",
            ":0610::1953246874.78659.168.179...75.936.189.651837.31824756926975184357..8.19.8.1.9.7..:238 239:599 699::"})
    void removesExactlyHodokusCandidates(String line) {
        HodokuCase position = HodokuCase.of(line);
        List<Step> steps = new ArrayList<>();
        new BivalueGraveRule(new Structure(position.model())).apply(position.masks(), steps);
        assertEquals(1, steps.size(), steps.toString());
        position.assertRemovedExactly(steps, s -> s.rule() == Technique.BUG_PLUS_1);
    }

    /** HoDoKu's fail cases, code 0610-x ("this is not a BUG+1!"): the rule finds nothing. */
    @ParameterizedTest
    @ValueSource(strings = {
            ":0610-x::+5+4..9.8.1392..8.+5..+1.....2..3+46..5+926+2..4.+1.31+59..3.4..8+5.....+7.+7+18+3.4654+63.5.+2..:714 716 724 625 733 434 734 636 736 637 737 639 745 754 756 765 174 274 175 276 976 994 196:176 276 476 676:",
            ":0610-x::+9+5+2..+17+3+6..8+5+76+249476+9+2+3+18+5+78..92+5+61+69+17.5+42.2.+516.+97..2.+6.+981786+92+1+73+5+4..7...+6+9+2:391 392 494 395 495::",
            ":0610-x::.+7+5+9.6+4+32+9+6+234571+8.4+3+27.+5+6952.+7+6.3+41+4.+6.+5+3+2+9+73.7.+2.+6857+5..3..2+6+631592+8+7+42.+46.+7.+5+3:874 176::"})
    void findsNothingOnHodokusFailCases(String line) {
        HodokuCase position = HodokuCase.of(line);
        assertTrue(position.failCase(), line);
        List<Step> steps = new ArrayList<>();
        new BivalueGraveRule(new Structure(position.model())).apply(position.masks(), steps);
        assertEquals(List.of(), steps);
    }

    /**
     * "The BUG (Bivalue Universal Grave) principle", forum.enjoysudoku.com (t2352): the reduction example
     * with one poly-valued cell, r5c2 {4568}. Kept to 4,6 it would leave every digit twice in every
     * house (a BUG), so its solution is a non-BUG candidate: 5 or 8. The grid's placed digits are the
     * puzzle here.
     */
    private static final String JEFF = """
            4 2 1 | 7 59 3 | 6 59 8
            3 7 58 | 89 6 4 | 1 59 2
            9 58 6 | 1 28 25 | 7 4 3
            2 45 3 | 49 59 6 | 8 7 1
            1 4568 58 | 48 7 25 | 3 26 9
            7 68 9 | 3 28 1 | 5 26 4
            8 9 4 | 6 3 7 | 2 1 5
            6 3 2 | 5 1 9 | 4 8 7
            5 1 7 | 2 4 8 | 9 3 6
            """;

    @Test
    void reductionOfTheBugPrincipleThread() {
        String puzzle = ChainRuleTest.placed(JEFF);
        int[] masks = ChainRuleTest.parse(JEFF);
        List<Step> steps = new ArrayList<>();
        new BivalueGraveRule(new Structure(TestModels.classic(puzzle))).apply(masks, steps);
        assertEquals(1, steps.size(), steps.toString());
        Step step = steps.get(0);
        assertEquals(List.of(new Candidate(37, 4), new Candidate(37, 6)), step.eliminations());
        assertEquals(5.6, step.rating());
        assertTrue(step.text().startsWith("r5c2 ≠ 4,6: bug+1: every unsolved cell but r5c2"), step.text());
        assertTrue(step.text().endsWith("(assumes the puzzle has one solution)"), step.text());
        int[] solution = LogicSoundnessTest.uniqueSolution(TestModels.classic(puzzle));
        step.eliminations().forEach(e -> assertNotEquals(solution[e.cell()], e.digit(), step.text()));
    }
}
