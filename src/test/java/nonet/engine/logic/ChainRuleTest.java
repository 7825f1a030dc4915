package nonet.engine.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import nonet.engine.Deadline;
import nonet.model.Model;
import nonet.testing.PuzzleLines;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Chains on published positions (HoDoKu's technique examples, written here from their candidate
 * grids), each elimination checked against the puzzle's solution from dlx; and on the chains the
 * solver uses on top95, that each names its links in Eureka notation and removes nothing of the solution.
 */
class ChainRuleTest {

    /** HoDoKu, XY-Wing example xy01: "XY-Wing: 5/7/2 in r1c36,r2c1 => r2c6<>2". */
    private static final String XY01_PUZZLE = "....6........1.863..3..9...9.4......3.....7.457.82.........658.69...7.......4..3.";
    private static final String XY01 = """
            8 145 57 | 3 6 25 | 9 147 12
            27 45 9 | 47 1 25 | 8 6 3
            127 6 3 | 47 8 9 | 24 147 5
            9 2 4 | 6 7 3 | 1 5 8
            3 8 6 | 9 5 1 | 7 2 4
            5 7 1 | 8 2 4 | 3 9 6
            4 3 2 | 1 9 6 | 5 8 7
            6 9 8 | 5 3 7 | 24 14 12
            17 15 57 | 2 4 8 | 6 3 9
            """;

    /** HoDoKu, XY-Wing example xy02: "XY-Wing: 1/6/9 in r4c14,r5c2 => r4c23,r5c456<>9". */
    private static final String XY02_PUZZLE = ".1....5.8...4.3....567.........2..8.4.....3.22..376..19.8...254.....7...........3";
    private static final String XY02 = """
            7 1 4 | 29 6 29 | 5 3 8
            8 29 29 | 4 5 3 | 16 16 7
            3 5 6 | 7 1 8 | 4 2 9
            16 369 1379 | 19 2 4 | 67 8 5
            4 69 179 | 1589 89 59 | 3 67 2
            2 8 5 | 3 7 6 | 9 4 1
            9 7 8 | 6 3 1 | 2 5 4
            15 234 123 | 2589 489 7 | 18 19 6
            156 246 12 | 2589 489 259 | 178 179 3
            """;

    /**
     * HoDoKu gaic01, "Grouped Alternate Inference Chain Type 1": the step removes 5 from r7c4-6 and
     * r9c1, with the group (7)r45c5 among its nodes (marked cells r3c56, r4-5c5, r6c2, r6c4, r7c2, r9c6).
     */
    private static final String GAIC01_PUZZLE = "..512.....7.....8..8....345............6...3.4.2.81..9.......28..9.4.6.....8..7.4";
    private static final String GAIC01 = """
            3 4 5 | 1 2 8 | 9 67 67
            9 7 6 | 345 35 345 | 2 8 1
            2 8 1 | 79 679 679 | 3 4 5
            56 3569 78 | 234579 3579 234579 | 48 1 267
            1 59 78 | 6 579 24579 | 48 3 27
            4 36 2 | 37 8 1 | 5 67 9
            7 56 4 | 359 3569 3569 | 1 2 8
            8 1 9 | 27 4 27 | 6 5 3
            56 2 3 | 8 1 56 | 7 9 4
            """;

    /** No plain chain proves anything on HoDoKu's grouped example; with group nodes, a chain through (7)r45c5 does. */
    @Test
    void groupedChainWhereNoPlainChainHelps() {
        Structure s = new Structure(TestModels.classic(GAIC01_PUZZLE));
        int[] masks = parse(GAIC01);
        Consequences consequences = new Consequences(s);
        LinkGraph plain = new LinkGraph(s, masks, consequences);
        assertEquals(plain.count, plain.nodes);
        List<Step> steps = chains(GAIC01_PUZZLE, GAIC01);
        for (Step step : steps) {
            assertTrue(step.rule() == Technique.GROUPED_AIC || step.rule() == Technique.GROUPED_X_CHAIN, step.text());
            assertTrue(step.text().matches(".*\\(\\d\\)r\\d+c\\d\\d+[=-].*|.*\\(\\d\\)r\\d\\d+c\\d+[=-].*"), step.text());
        }
        assertTrue(steps.stream().anyMatch(step -> step.text().contains("(7)r45c5")), steps.toString());
    }

    /**
     * HoDoKu's chain itself, link by link in the grouped graph:
     * (5=6)r7c2-(6=3)r6c2-(3=7)r6c4-(7)r45c5=(7)r3c5-(6)r3c5=(6)r3c6-(6=5)r9c6, whose ends both see
     * exactly the published eliminations.
     */
    @Test
    void hodokusGroupedChainHoldsLinkByLink() {
        Structure s = new Structure(TestModels.classic(GAIC01_PUZZLE));
        int[] masks = parse(GAIC01);
        LinkGraph links = new LinkGraph(s, masks, new Consequences(s)).withGroups(s, masks, LinkGraph.intersections(s));
        int[] chain = {
            links.node(4, 55), links.node(5, 55), links.node(5, 46), links.node(2, 46), links.node(2, 48), links.node(6, 48),
            links.node(6, 31, 40), links.node(6, 22), links.node(5, 22), links.node(5, 23), links.node(5, 77), links.node(4, 77)};
        for (int k = 0; k + 1 < chain.length; k++) {
            assertTrue(chain[k] >= 0 && chain[k + 1] >= 0, "node " + k);
            assertTrue(k % 2 == 0 ? links.strongly(chain[k], chain[k + 1]) : links.onwardTo(chain[k], chain[k + 1]), "link " + k);
        }
        long[] both = links.seeingBoth(chain[0], chain[chain.length - 1]);
        List<Integer> seen = new java.util.ArrayList<>();
        for (int w = 0; w < both.length; w++) {
            for (long b = both[w]; b != 0; b &= b - 1) {
                seen.add(w * 64 + Long.numberOfTrailingZeros(b));
            }
        }
        assertEquals(List.of(57 * 9 + 4, 58 * 9 + 4, 59 * 9 + 4, 72 * 9 + 4), seen);
    }

    @Test
    void xyWingOfHodokuExample1() {
        List<Step> steps = chains(XY01_PUZZLE, XY01);
        Step wing = only(steps, Technique.XY_WING, "r2c6 ≠ 2");
        assertEquals(4.2, wing.rating());
        assertTrue(wing.text().contains("(7=5)r1c3-(5=2)r1c6") || wing.text().contains("(2=5)r1c6-(5=7)r1c3")
                || wing.text().contains("r2c1"), wing.text());
    }

    @Test
    void xyWingOfHodokuExample2() {
        List<Step> steps = chains(XY02_PUZZLE, XY02);
        boolean found = false;
        for (Step step : steps) {
            found |= step.rule() == Technique.XY_WING && step.text().startsWith("r4c2-3 r5c4-6 ≠ 9");
        }
        assertTrue(found, steps.toString());
    }

    /**
     * Every chain step of the full solve of a sample of top95 is sound (checked against the solution),
     * written in Eureka notation, and its technique matches its shape.
     */
    @ParameterizedTest
    @CsvSource({"0", "5", "10", "20", "30", "60"})
    void chainsOfTop95AreSoundAndNamed(int index) {
        Model model = TestModels.classic(PuzzleLines.read("classic/top95.txt").get(index));
        int[] solution = LogicSoundnessTest.uniqueSolution(model);
        Explanation e = LogicSolver.explain(model);
        assertEquals(Outcome.SOLVED, e.outcome(), e.reason());
        for (Round round : e.rounds()) {
            for (Step step : round.steps()) {
                for (Candidate c : step.eliminations()) {
                    assertNotEquals(solution[c.cell()], c.digit(), step.text());
                }
                if (step.rule().compareTo(Technique.XY_WING) >= 0 && step.rule().compareTo(Technique.AIC) <= 0) {
                    assertTrue(step.text().matches(".*: [a-z -]+ \\(.*\\)r\\d+c\\d+([=-]\\(.*\\)r\\d+c\\d+)+: .*"), step.text());
                    assertTrue(step.rating() >= step.rule().rating(), step.text());
                }
                if (step.rule() == Technique.TURBOT_FISH) {
                    assertEquals(3, step.text().split("[=-]\\(").length - 1, step.text());
                }
            }
        }
    }

    private static Step only(List<Step> steps, Technique t, String prefix) {
        for (Step step : steps) {
            if (step.rule() == t && step.text().startsWith(prefix)) {
                return step;
            }
        }
        throw new AssertionError("no " + t.label() + " " + prefix + " in " + steps);
    }

    /** The chains found on a published candidate grid, every elimination checked against the solution. */
    private static List<Step> chains(String puzzle, String pencilmarks) {
        Model model = TestModels.classic(puzzle);
        int[] solution = LogicSoundnessTest.uniqueSolution(model);
        int[] masks = parse(pencilmarks);
        for (int c = 0; c < 81; c++) {
            assertTrue((masks[c] & 1 << (solution[c] - 1)) != 0, "the position keeps the solution at " + c);
        }
        List<Step> steps = new ChainRule(new Structure(model)).apply(masks, Deadline.start(0));
        assertFalse(steps.isEmpty());
        for (Step step : steps) {
            for (Candidate c : step.eliminations()) {
                assertNotEquals(solution[c.cell()], c.digit(), step.text());
            }
        }
        return steps;
    }

    /** A candidate grid written as HoDoKu prints it (digits per cell, boxes split by bars). */
    static int[] parse(String pencilmarks) {
        String[] tokens = pencilmarks.replace("|", " ").trim().split("\\s+");
        assertEquals(81, tokens.length);
        int[] masks = new int[81];
        for (int c = 0; c < 81; c++) {
            for (char ch : tokens[c].toCharArray()) {
                masks[c] |= 1 << (ch - '1');
            }
        }
        return masks;
    }

    /** The digits the candidate grid has placed, as a puzzle line. */
    static String placed(String pencilmarks) {
        StringBuilder sb = new StringBuilder();
        for (int m : parse(pencilmarks)) {
            sb.append(Integer.bitCount(m) == 1 ? (char) ('1' + Integer.numberOfTrailingZeros(m)) : '.');
        }
        return sb.toString();
    }

    /** The step that removes exactly these candidates, in this order. */
    static Step withEliminations(List<Step> steps, List<Candidate> elims) {
        return steps.stream().filter(s -> s.eliminations().equals(elims)).findFirst()
                .orElseThrow(() -> new AssertionError("no step removing exactly " + elims + " in " + steps));
    }
}
