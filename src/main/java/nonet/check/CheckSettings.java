package nonet.check;

import java.nio.file.Path;
import java.util.List;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;

/**
 * How a check runs: which engines, with what settings, the count limit K (2 = uniqueness), the time
 * limit per engine and puzzle, worker threads, where to write disagreement cases (or null), and
 * whether to shrink a disagreeing puzzle before reporting it.
 */
public record CheckSettings(List<String> engines, EngineOptions options, long limit, long timeoutMillis, int jobs,
                            Path reportDir, boolean shrink) {

    public CheckSettings {
        engines = List.copyOf(engines);
        if (engines.isEmpty()) {
            throw new IllegalArgumentException("a check needs at least one engine");
        }
        if (limit < 1 || jobs < 1 || timeoutMillis < 0) {
            throw new IllegalArgumentException("limit and jobs must be at least 1, the timeout not negative, not limit " + limit
                    + ", jobs " + jobs + ", timeout " + timeoutMillis + " ms");
        }
    }

    /** The limits every engine runs under: count to K, keep up to K solutions to compare them. */
    Limits limits() {
        return Limits.count(limit).withTimeoutMillis(timeoutMillis).withKeep((int) Math.min(limit, Limits.DEFAULT_KEEP));
    }
}
