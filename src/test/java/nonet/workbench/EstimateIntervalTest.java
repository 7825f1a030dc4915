package nonet.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The interval's parts against textbook values, and the log-space sums against plain sums. */
class EstimateIntervalTest {

    @ParameterizedTest
    @CsvSource({"0.5,0", "0.975,1.959963985", "0.995,2.575829304", "0.9995,3.290526731", "0.01,-2.326347874", "0.00001,-4.264890794"})
    void normalQuantilesMatchTables(double p, double z) {
        assertEquals(z, EstimateInterval.normalQuantile(p), 1e-8);
    }

    @Test
    void quantilesOutsideTheOpenIntervalAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> EstimateInterval.normalQuantile(1));
        assertThrows(IllegalArgumentException.class, () -> EstimateInterval.normalQuantile(0));
    }

    /** Wilson's interval for 0 of 10 and 10 of 10 (Brown, Cai and DasGupta 2001 give 0 to 0.278 at z 1.96). */
    @Test
    void wilsonAtTheEdges() {
        double[] none = EstimateInterval.wilson(0, 10, 1.96);
        assertEquals(0, none[0], 1e-12);
        assertEquals(0.2775, none[1], 1e-3);
        double[] all = EstimateInterval.wilson(10, 10, 1.96);
        assertEquals(1 - 0.2775, all[0], 1e-3);
        assertEquals(1, all[1], 1e-12);
    }

    /** Seeded random estimates, some of them 0: the log-space mean and error equal the plain ones. */
    @Test
    void logSpaceSumsMatchPlainSums() {
        SplittableRandom random = new SplittableRandom(11);
        for (int round = 0; round < 20; round++) {
            ProbeStatistics s = new ProbeStatistics();
            int n = 2 + random.nextInt(200);
            double sum = 0;
            double squares = 0;
            for (int i = 0; i < n; i++) {
                double x = random.nextInt(4) == 0 ? 0 : Math.exp(random.nextDouble() * 30);
                s.add(x == 0 ? Double.NEGATIVE_INFINITY : Math.log(x));
                sum += x;
                squares += x * x;
            }
            double mean = sum / n;
            double rse = Math.sqrt((squares - n * mean * mean) / (n - 1) / n) / mean;
            assertEquals(Math.log(mean), s.logMean(), 1e-9);
            if (s.hits() >= 2) {
                assertEquals(rse, s.relativeStandardError(), 1e-6 * rse);
            }
        }
    }

    @Test
    void countsPastTheLargestDoubleStayFinite() {
        ProbeStatistics s = new ProbeStatistics();
        s.add(800);
        s.add(801);
        assertEquals(800 + Math.log((1 + Math.E) / 2), s.logMean(), 1e-9);
        double[] interval = EstimateInterval.of(s, 0.95, 2);
        assertTrue(interval[0] < s.logMean() && s.logMean() < interval[1] && Double.isFinite(interval[1]));
    }

    /**
     * Estimates whose logs spread widely (log-normal, sigma 3, as on 25x25 grids): the upper end
     * reaches at least Cox's log-normal bound, computed here by hand from the logs.
     */
    @Test
    void aWideSpreadOfLogsWidensTheUpperEnd() {
        SplittableRandom random = new SplittableRandom(5);
        ProbeStatistics s = new ProbeStatistics();
        int k = 40;
        double[] logs = new double[k];
        for (int i = 0; i < k; i++) {
            logs[i] = 700 + 3 * gaussian(random);
            s.add(logs[i]);
        }
        double m = java.util.Arrays.stream(logs).average().orElseThrow();
        double v = java.util.Arrays.stream(logs).map(x -> (x - m) * (x - m)).sum() / (k - 1);
        double z = EstimateInterval.normalQuantile(1 - 0.05 / 4);
        double cox = m + v / 2 + z * Math.sqrt(v / k + v * v / (2.0 * (k - 1)));
        double[] interval = EstimateInterval.of(s, 0.95, 0);
        assertTrue(interval[1] >= cox - 1e-9, interval[1] + " < " + cox);
        assertTrue(interval[0] < s.logMean() && s.logMean() < interval[1]);
    }

    private static double gaussian(SplittableRandom random) {
        return Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
    }

    @Test
    void withoutASuccessTheUpperEndIsUnbounded() {
        ProbeStatistics s = new ProbeStatistics();
        s.add(Double.NEGATIVE_INFINITY);
        double[] interval = EstimateInterval.of(s, 0.95, 0);
        assertEquals(Double.NEGATIVE_INFINITY, interval[0]);
        assertEquals(Double.POSITIVE_INFINITY, interval[1]);
    }
}
