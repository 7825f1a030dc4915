package nonet.engine.nativesearch.propagation;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.engine.Deadline;
import nonet.engine.Limits;
import nonet.engine.Status;

/** One of the native engine's searches, reusable run after run over one compiled model (one thread). */
public interface NativeSearch {

    /** Runs from these candidates to exhaustion or to the first limit reached; returns how the run ended. */
    Status run(int[] masks, Limits limits, Deadline deadline);

    long count();

    List<int[]> solutions();

    /** The effort of the last run, under the keys every native answer carries (see {@link #statsOf}). */
    Map<String, Long> stats();

    /** The native engine's stats keys, in the order answers print them. */
    static Map<String, Long> statsOf(long nodes, long guesses, long propagations, long restarts, long nogoods) {
        Map<String, Long> stats = new LinkedHashMap<>();
        stats.put("nodes", nodes);
        stats.put("guesses", guesses);
        stats.put("propagations", propagations);
        stats.put("restarts", restarts);
        stats.put("nogoods", nogoods);
        return stats;
    }
}
