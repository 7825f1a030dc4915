package nonet.spark;

import java.io.Serializable;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import nonet.check.CheckSettings;
import nonet.engine.EngineOptions;

/**
 * What every task of a job needs to know, shipped from the driver: the model option, the engines
 * and their options, the count limit, the time limit per engine and puzzle, and the Hadoop
 * directory for disagreement cases (null for none).
 */
record JobSettings(String model, List<String> engines, Map<String, String> options, long limit, long timeoutMillis,
                   String caseDir) implements Serializable {

    JobSettings {
        engines = List.copyOf(engines);
        options = Map.copyOf(options);
    }

    /** The settings of one task's checker: one worker (the task is the unit of parallelism), cases written locally first. */
    CheckSettings checkSettings(Path localCases) {
        return new CheckSettings(engines, new EngineOptions(options), limit, timeoutMillis, 1, localCases, false);
    }
}
