package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Differential fuzzing of every model added with the line-rule primitive: random puzzles of the
 * model's clue types (lines, outside clues, dots, unless rules) at a small size, checked by every
 * complete engine; no disagreement and no bad input. The closing note's 2,000-puzzle runs use the
 * same command.
 */
class NewVariantsFuzzTest {

    @ParameterizedTest(name = "{0} at {1}x{1}")
    @CsvSource({
        "sandwich, 6", "xsum, 6", "skyscraper, 6", "numbered-room, 6", "between, 6", "lockout, 9", "region-sum, 6",
        "zipper, 6", "entropic, 6", "modular, 6", "dutch-whisper, 9", "slow-thermo, 6", "double-arrow, 6",
        "pill-arrow, 6", "quadruple, 6", "fortress, 6", "difference, 6", "distinct-cage, 6", "extra-region, 6",
        "clone, 6", "indexing, 6", "159, 9", "kropki-negative, 6", "xv-negative, 6",
    })
    void everyEngineAgreesOnRandomPuzzles(String model, int size) {
        Cli r = Cli.run("check", "--random", "12", "--seed", "11", "-m", model, "--size", Integer.toString(size), "--jobs", "2");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Checked 12 puzzles"), r.out());
        assertTrue(r.out().contains("0 disagreements, 0 undecided, 0 bad inputs"), r.out());
    }
}
