package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Differential fuzzing of the relation-heavy models, where Choco posts arithmetic forms instead of
 * tables ({@code engine.choco.RelationForms}): Choco's counts must match native's, SAT's and dlx's
 * on seeded random puzzles, every returned grid verified by the model's checker ({@code check}
 * does that), and no puzzle left undecided.
 */
class RelationModelsFuzzTest {

    @ParameterizedTest(name = "{0} at {1}x{1}")
    @CsvSource({
        "non-consecutive, 6", "kropki, 6", "kropki-negative, 6", "xv, 6", "xv-negative, 6", "difference, 6",
        "whisper, 6", "anti-king, 6", "non-consecutive, 9", "kropki, 9",
    })
    void chocoAgreesWithTheOtherEnginesOnRandomRelationPuzzles(String model, int size) {
        Cli r = Cli.run("check", "--random", "15", "--seed", "23", "-m", model, "--size", Integer.toString(size),
                "--engines", "choco,native,sat,dlx", "--jobs", "2");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Checked 15 puzzles"), r.out());
        assertTrue(r.out().contains("0 disagreements, 0 undecided, 0 bad inputs"), r.out());
    }
}
