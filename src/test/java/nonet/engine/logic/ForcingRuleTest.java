package nonet.engine.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import nonet.engine.Deadline;
import org.junit.jupiter.api.Test;

/**
 * Forcing chains on a published position, every placement and elimination of every step the rule
 * proves checked against the solution from dlx.
 */
class ForcingRuleTest {

    /**
     * HoDoKu's technique example fcv03 (hodoku.sourceforge.net, show_example.php?file=fcv03,
     * "Forcing Chain Verity"; the puzzle is the first of the Forcing Chain Verity section of HoDoKu's
     * exemplars-1.0.txt): "Forcing Chain Verity =&gt; r1c7=4", from the three places of 1 in row 4
     * (r4c4=1 r8c4=6 r6c8=6 r1c8=3 r1c7=4; r4c6=1 r4c7=3 r1c7=4; r4c7=1 ...). The line is HoDoKu's
     * own, to load the position; no candidate is struck beyond the placed digits.
     */
    private static final String FCV03 = ":1202::+27+1+896...+9+4352+768+1+8+56+3+147+9248.....2.+6+3.......51.......+3+9+5....7.+7+2+4.3+85.9168...+2+43:::";

    @Test
    void unitForcingOfHodokusVerityExample() {
        HodokuCase position = HodokuCase.of(FCV03);
        List<Step> steps = proofs(position);
        Step verity = steps.stream().filter(s -> s.text().contains("each of places of 1 in row 4 ")).findFirst().orElseThrow();
        assertTrue(verity.placements().contains(new Candidate(6, 4)), verity.text());
        assertEquals(Technique.FORCING_CHAIN, verity.rule());
        assertTrue(verity.text().contains(": forcing chain: each of places of 1 in row 4 forces them"), verity.text());
    }

    /** Every step's conclusions, checked against the solution. */
    private static List<Step> proofs(HodokuCase position) {
        int[] masks = position.masks();
        boolean[] placed = new boolean[masks.length];
        for (int c = 0; c < masks.length; c++) {
            placed[c] = Integer.bitCount(masks[c]) == 1;
        }
        List<Step> steps = new ForcingRule(new Structure(position.model()), 0).proofs(masks, placed, Deadline.start(0));
        int[] solution = position.solution();
        for (Step step : steps) {
            step.placements().forEach(p -> assertEquals(solution[p.cell()], p.digit(), step.text()));
            step.eliminations().forEach(e -> assertNotEquals(solution[e.cell()], e.digit(), step.text()));
        }
        return steps;
    }
}
