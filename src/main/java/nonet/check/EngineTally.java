package nonet.check;

import java.util.LinkedHashMap;
import java.util.Map;
import nonet.bench.LatencyHistogram;

/** What one engine did over a whole check: answers by role, time and search effort. Tallies of parts of a check add up. */
final class EngineTally implements java.io.Serializable {

    private static final long serialVersionUID = 1L;

    final String engine;
    long puzzles;
    long agreed;
    long unknown;
    long wrong;
    long disputed;
    long unsupported;
    long nanos;
    final Map<String, Long> stats = new LinkedHashMap<>();
    final LatencyHistogram times = new LatencyHistogram();

    EngineTally(String engine) {
        this.engine = engine;
    }

    void add(EngineAnswer answer, Role role) {
        puzzles++;
        switch (role) {
            case AGREED -> agreed++;
            case UNKNOWN -> unknown++;
            case WRONG -> wrong++;
            case DISPUTED -> disputed++;
        }
        if (answer.result().status() == nonet.engine.Status.UNSUPPORTED) {
            unsupported++;
        }
        nanos += answer.result().nanos();
        times.record(answer.result().nanos());
        answer.result().stats().forEach((k, v) -> stats.merge(k, v, Long::sum));
    }

    /** Adds another part of the same check: the tally is then the one of both parts' puzzles together. */
    void addAll(EngineTally other) {
        puzzles += other.puzzles;
        agreed += other.agreed;
        unknown += other.unknown;
        wrong += other.wrong;
        disputed += other.disputed;
        unsupported += other.unsupported;
        nanos += other.nanos;
        other.stats.forEach((k, v) -> stats.merge(k, v, Long::sum));
        times.addAll(other.times);
    }

    long answered() {
        return agreed + wrong + disputed;
    }

    Map<String, Object> toMap() {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("engine", engine);
        o.put("puzzles", puzzles);
        o.put("answered", answered());
        o.put("agreed", agreed);
        o.put("unknown", unknown);
        o.put("unsupported", unsupported);
        o.put("wrong", wrong);
        o.put("disputed", disputed);
        o.put("total_ms", nanos / 1e6);
        o.put("median_ms", times.quantile(0.5) / 1e6);
        o.put("p99_ms", times.quantile(0.99) / 1e6);
        o.put("stats", stats);
        return o;
    }
}
