package nonet.engine.external;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import nonet.engine.EngineFailure;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/** Every answer of the line protocol read into a result, and every kind of garbage named in words. */
class LineProtocolTest {

    private static final String PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final String SOLUTION = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
    private static final String OTHER = "123456789456789123789123456231674895875912364694538217317265948542897631968341572";
    private static final Model MODEL = TestModels.classic(PUZZLE);

    private static Result read(String line, Limits limits) {
        return LineProtocol.read(line, MODEL, limits, 0);
    }

    private static String garbage(String line) {
        return assertThrows(EngineFailure.class, () -> read(line, Limits.count(2))).getMessage();
    }

    @Test
    void theRequestIsTheGivensLine() {
        assertEquals(PUZZLE, LineProtocol.request(MODEL));
    }

    @Test
    void aLoneGridSolvesButCountsNothing() {
        Result solve = read(SOLUTION, Limits.solve());
        assertEquals(Status.LIMIT, solve.status());
        assertArrayEquals(TestModels.classic(SOLUTION).givens(), solve.solution());
        Result count = read(SOLUTION, Limits.count(2));
        assertEquals(Status.UNKNOWN, count.status());
        assertEquals(1, count.count());
    }

    @Test
    void aSmallGridOfDigitsIsAGridNotACount() {
        Model small = TestModels.classic("3..2.24..3......");
        Result r = LineProtocol.read("3412124343212134", small, Limits.count(2), 0);
        assertEquals(Status.UNKNOWN, r.status());
        assertEquals(1, r.count());
    }

    @Test
    void countsAreExactOrLowerBoundsWithTheirSolutions() {
        Result exact = read("1 " + SOLUTION, Limits.count(2));
        assertEquals(Status.EXHAUSTED, exact.status());
        assertEquals(1, exact.count());
        assertEquals(1, exact.solutions().size());
        Result atLeast = read("2+ " + SOLUTION + "  " + OTHER, Limits.count(2));
        assertEquals(Status.LIMIT, atLeast.status());
        assertEquals(2, atLeast.count());
        assertEquals(2, atLeast.solutions().size());
        assertEquals(1, read("2+ " + SOLUTION + " " + OTHER, Limits.count(2).withKeep(1)).solutions().size());
    }

    @Test
    void noneAndZeroProveNoSolution() {
        for (String none : List.of("none", "0", "  none  ")) {
            Result r = read(none, Limits.count(2));
            assertEquals(Status.EXHAUSTED, r.status(), none);
            assertEquals(0, r.count(), none);
        }
    }

    @Test
    void unknownAndUnsupportedKeepTheirReason() {
        Result unknown = read("unknown gave up after 10^6 nodes", Limits.count(2));
        assertEquals(Status.UNKNOWN, unknown.status());
        assertEquals("gave up after 10^6 nodes", unknown.message());
        Result unsupported = read("unsupported", Limits.count(2));
        assertEquals(Status.UNSUPPORTED, unsupported.status());
        assertEquals("the program answered unsupported", unsupported.message());
    }

    @Test
    void garbageIsQuotedWithWhatWasExpected() {
        assertEquals("the program answered 'banana split': expected a solution grid, a count (N or N+) and its solutions,"
                + " none, unknown or unsupported", garbage("banana split"));
        assertEquals("the program answered nothing: expected a solution grid, a count (N or N+) and its solutions,"
                + " none, unknown or unsupported", garbage(""));
        // a long answer is quoted up to 160 characters
        String twoGrids = SOLUTION + " " + OTHER;
        assertEquals("the program answered '" + twoGrids.substring(0, 160) + "...': expected a solution grid, a count (N or N+)"
                + " and its solutions, none, unknown or unsupported", garbage(twoGrids));
    }

    @Test
    void aGridOfTheWrongShapeIsNamed() {
        assertEquals("the program answered a grid of 80 symbols, not 81: '" + SOLUTION.substring(1) + "'",
                garbage("1 " + SOLUTION.substring(1)));
        String dotted = "." + SOLUTION.substring(1);
        assertEquals("the program answered a grid with '.' at r1c1, not a digit 1..9: '" + dotted + "'", garbage("1 " + dotted));
        String ten = "A" + SOLUTION.substring(1);
        assertEquals("the program answered a grid with 'A' at r1c1, not a digit 1..9: '" + ten + "'", garbage(ten));
    }

    @Test
    void aCountMustComeWithItsSolutionsAndNoMore() {
        assertEquals("the program answered '1': a count of 1 needs at least one solution after it, for nonet to verify",
                garbage("1"));
        String tooMany = "1 " + SOLUTION + " " + OTHER;
        assertEquals("the program answered '" + tooMany.substring(0, 160) + "...': 2 solutions for a count of 1", garbage(tooMany));
        assertEquals("the program answered 'none " + SOLUTION + "': 1 solutions for a count of 0", garbage("none " + SOLUTION));
    }
}
