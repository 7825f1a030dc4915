package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Option values that cannot work are usage errors (exit 2, one line naming the option and the
 * value), found before any work starts: never an internal error, never a minute spent first.
 */
class OptionErrorsTest {

    private static final String GRID = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "check --engines , GRID | nonet: --engines names no engine; a check needs at least one (e.g. --engines native,sat)",
        "check --random 2 --seed 1 --size 36 | nonet: --size must be between 1 and 30, not 36",
        "check --random 2 --seed 1 --size 100 | nonet: --size must be between 1 and 30, not 100",
        "check --random 2 --seed 1 --size -3 | nonet: --size must be between 1 and 30, not -3",
        "check --random 2 --size 3 | nonet: --size 3: models/classic.nonet:7:1: 'distinct boxes' needs boxes, and a 3x3 grid"
                + " has no standard boxes; declare 'boxes RxC'",
        "check --random 2 --size 9 -m classic-4x4 | nonet: --size 9: the puzzle is 9x9 but its model declares grid 4x4"
                + " at models/classic-4x4.nonet:4:1",
        "check --size 4 GRID | nonet: --size 4 sizes the grids of --random; name the puzzles' size in their files instead",
        "check --jobs 100000 GRID | nonet: --jobs must be between 1 and 256 (worker threads), not 100000",
        "check --jobs 0 GRID | nonet: --jobs must be between 1 and 256 (worker threads), not 0",
        "bench --jobs 100000 GRID | nonet: --jobs must be between 1 and 256 (worker threads), not 100000",
        "bench --max 0 GRID | nonet: --limit and --max must be at least 1 and times cannot be negative, not --limit 2, --max 0,"
                + " --warmup 3.0, --time 5.0, --timeout 0.0",
        "solve -m nope GRID | nonet: -m nope: unknown model 'nope' (bundled models: see 'nonet models'; a file path ends in .nonet)",
        "solve -e sat --encoding maximal GRID | nonet: --encoding maximal: option sat.encoding must be one of extended, minimal,"
                + " not 'maximal'",
        "solve -O native.alldiff=fast GRID | nonet: option native.alldiff must be one of auto, gac, singles, on, off, true, false,"
                + " not 'fast'",
        "solve -e sls -O sls.cooling=1.5 GRID | nonet: option sls.cooling must be a number in 0.5..0.99999, not '1.5'",
        "check --engines native,dlx -O choco.serch=dom GRID | nonet: unknown engine option 'choco.serch'; did you mean choco.search?"
                + " ('nonet engines --options' lists them)",
        "count -O speed=max GRID | nonet: unknown engine option 'speed' ('nonet engines --options' lists them)",
        "solve -e sat --sat-sums many GRID | nonet: --sat-sums many: option sat.sums must be one of clauses, pb, not 'many'",
        "solve -e sat --encoding minimal -O sat.encoding=extended GRID | nonet: --encoding minimal and -O sat.encoding=extended"
                + " disagree; give one",
    })
    void isAUsageErrorNamingTheOption(String command, String message) {
        Cli r = Cli.run(command.replace("GRID", GRID).split(" "));
        assertEquals(ExitCodes.BAD_INPUT, r.exit(), r.err());
        assertEquals(message, r.err().strip());
        assertEquals("", r.out());
    }
}
