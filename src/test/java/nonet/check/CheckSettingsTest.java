package nonet.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import nonet.engine.EngineOptions;
import org.junit.jupiter.api.Test;

/** A check's settings refuse what cannot run, and say which value was wrong. */
class CheckSettingsTest {

    private static String refusal(List<String> engines, long limit, long timeout, int jobs) {
        return assertThrows(IllegalArgumentException.class,
                () -> new CheckSettings(engines, EngineOptions.NONE, limit, timeout, jobs, null, false)).getMessage();
    }

    @Test
    void badNumbersAreNamed() {
        assertEquals("limit and jobs must be at least 1, the timeout not negative, not limit 0, jobs 2, timeout 100 ms",
                refusal(List.of("native"), 0, 100, 2));
        assertEquals("limit and jobs must be at least 1, the timeout not negative, not limit 2, jobs 2, timeout -1 ms",
                refusal(List.of("native"), 2, -1, 2));
        assertEquals("a check needs at least one engine", refusal(List.of(), 2, 0, 1));
    }
}
