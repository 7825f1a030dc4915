package nonet.engine.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import nonet.model.Model;
import nonet.testing.TestModels;

/**
 * A test case of HoDoKu's regression library (reglib-1.4.txt, published with HoDoKu), one line:
 * {@code :technique:digits:grid:deleted:eliminations:placements:extra}, where the grid gives the
 * placed digits ('+' before a digit placed by the solver rather than given), every other cell
 * starts with the digits its row, column and box leave, the deleted candidates (digit, row,
 * column, as "524" for r2c4 ≠ 5) are then struck, and the eliminations are what the technique
 * removes from that candidate grid. The solution comes from dlx, and the position is checked to
 * keep it.
 */
record HodokuCase(String code, String digits, Model model, int[] masks, int[] solution, List<Candidate> eliminations) {

    /** HoDoKu's codes of the techniques tested here. */
    private static final Map<String, Technique> TECHNIQUES = Map.ofEntries(Map.entry("0300", Technique.X_WING),
            Map.entry("0301", Technique.SWORDFISH), Map.entry("0302", Technique.JELLYFISH), Map.entry("0708", Technique.AIC),
            Map.entry("0310", Technique.FINNED_X_WING),
            Map.entry("0311", Technique.FINNED_SWORDFISH), Map.entry("0312", Technique.FINNED_JELLYFISH),
            Map.entry("0320", Technique.SASHIMI_X_WING), Map.entry("0321", Technique.SASHIMI_SWORDFISH),
            Map.entry("0322", Technique.SASHIMI_JELLYFISH), Map.entry("0403", Technique.TURBOT_FISH),
            Map.entry("0701", Technique.X_CHAIN), Map.entry("0702", Technique.XY_CHAIN), Map.entry("0801", Technique.XYZ_WING),
            Map.entry("0803", Technique.W_WING), Map.entry("0600", Technique.UNIQUE_RECTANGLE_1),
            Map.entry("0601", Technique.UNIQUE_RECTANGLE_2), Map.entry("0602", Technique.UNIQUE_RECTANGLE_3),
            Map.entry("0603", Technique.UNIQUE_RECTANGLE_4), Map.entry("0610", Technique.BUG_PLUS_1),
            Map.entry("0901", Technique.ALS_XZ), Map.entry("0902", Technique.ALS_XY_WING));

    static HodokuCase of(String line) {
        String[] fields = line.split(":", -1);
        String grid = fields[3].replace("+", "");
        assertEquals(81, grid.length(), line);
        Model model = TestModels.classic(grid);
        int[] masks = new int[81];
        for (int c = 0; c < 81; c++) {
            char ch = grid.charAt(c);
            masks[c] = ch == '.' ? 0x1FF & ~placedAround(grid, c) : 1 << (ch - '1');
        }
        for (Candidate x : candidates(fields[4])) {
            masks[x.cell()] &= ~(1 << (x.digit() - 1));
        }
        int[] solution = LogicSoundnessTest.uniqueSolution(model);
        for (int c = 0; c < 81; c++) {
            assertTrue((masks[c] & 1 << (solution[c] - 1)) != 0, "the position keeps the solution at " + c + ": " + line);
        }
        return new HodokuCase(fields[1], fields[2], model, masks, solution, candidates(fields[5]));
    }

    /** The technique the case tests (a variant, "0600-1", tests its base technique). */
    Technique technique() {
        return TECHNIQUES.get(code.substring(0, 4));
    }

    /** Whether the case says that no instance of its technique exists ("0610-x"). */
    boolean failCase() {
        return code.endsWith("-x");
    }

    /** The case's digits as steps write them: "23" as "2,3". */
    String digitList() {
        return String.join(",", digits.split(""));
    }

    /** Whether the step removes candidates of the case's digits only. */
    boolean onDigits(Step step) {
        return step.eliminations().stream().allMatch(x -> digits.indexOf((char) ('0' + x.digit())) >= 0);
    }

    /**
     * Checks every step's eliminations against the solution, and that the steps {@code ofTheCase}
     * picks (the instance HoDoKu means) remove exactly the case's candidates.
     */
    void assertRemovedExactly(List<Step> steps, Predicate<Step> ofTheCase) {
        checkedEliminations(steps);
        assertEquals(eliminations, checkedEliminations(steps.stream().filter(ofTheCase).toList()), steps.toString());
    }

    /** The steps' eliminations, each checked against the solution, in cell and digit order. */
    private List<Candidate> checkedEliminations(List<Step> steps) {
        List<Candidate> all = new ArrayList<>();
        for (Step step : steps) {
            for (Candidate x : step.eliminations()) {
                assertNotEquals(solution[x.cell()], x.digit(), step.text());
                if (!all.contains(x)) {
                    all.add(x);
                }
            }
        }
        all.sort(ORDER);
        return all;
    }

    private static final Comparator<Candidate> ORDER = Comparator.comparingInt(Candidate::cell).thenComparingInt(Candidate::digit);

    private static int placedAround(String grid, int cell) {
        int seen = 0;
        for (int x = 0; x < 81; x++) {
            boolean peer = x / 9 == cell / 9 || x % 9 == cell % 9 || (x / 27 == cell / 27 && x % 9 / 3 == cell % 9 / 3);
            if (peer && grid.charAt(x) != '.') {
                seen |= 1 << (grid.charAt(x) - '1');
            }
        }
        return seen;
    }

    /** "524 133" as r2c4 ≠ 5, r3c3 ≠ 1, in cell and digit order. */
    private static List<Candidate> candidates(String field) {
        List<Candidate> out = new ArrayList<>();
        for (String t : field.trim().split("\\s+")) {
            if (!t.isEmpty()) {
                out.add(new Candidate((t.charAt(1) - '1') * 9 + t.charAt(2) - '1', t.charAt(0) - '0'));
            }
        }
        out.sort(ORDER);
        return out;
    }
}
