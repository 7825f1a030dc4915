package nonet.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Numbers written from their natural logs, below and far above the largest double. */
class LogNumberTest {

    @ParameterizedTest
    @CsvSource({"288,288", "999999,999999", "28200960,2.820e7", "6670903752021072936960,6.671e21", "9999600,1.000e7"})
    void writesPlainOrScientific(String value, String text) {
        assertEquals(text, LogNumber.format(Math.log(Double.parseDouble(value)), 4));
    }

    @ParameterizedTest
    @CsvSource({"710.7,4.499e308", "2000,3.881e868"})
    void writesNumbersPastTheLargestDouble(double ln, String text) {
        assertEquals(text, LogNumber.format(ln, 4));
    }

    @ParameterizedTest
    @CsvSource({"-Infinity,0", "Infinity,inf"})
    void writesZeroAndUnbounded(double ln, String text) {
        assertEquals(text, LogNumber.format(ln, 4));
    }
}
