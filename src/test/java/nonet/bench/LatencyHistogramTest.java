package nonet.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LatencyHistogramTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void quantilesAreWithinThreePercentOfTheExactOnes(long seed) {
        Random random = new Random(seed);
        long[] values = new long[10_000];
        LatencyHistogram h = new LatencyHistogram();
        for (int i = 0; i < values.length; i++) {
            // log-uniform from 10 ns to 100 ms, the range a benchmark sees
            values[i] = (long) Math.pow(10, 1 + 6 * random.nextDouble());
            h.record(values[i]);
        }
        Arrays.sort(values);
        assertEquals(values.length, h.total());
        for (double q : new double[] {0.01, 0.5, 0.9, 0.99, 1.0}) {
            long exact = values[(int) Math.ceil(q * values.length) - 1];
            long approx = h.quantile(q);
            assertTrue(Math.abs(approx - exact) <= Math.max(1, exact * 0.03), q + ": " + approx + " vs " + exact);
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 5, 31})
    void smallValuesAreExact(long v) {
        LatencyHistogram h = new LatencyHistogram();
        h.record(v);
        assertEquals(v, h.quantile(0.5));
    }
}
