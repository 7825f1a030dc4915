package nonet.bench;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What one benchmark measured. Throughput counts the runs of the timed phase only; latencies are
 * per puzzle (one {@code Engine.run}); {@code puzzlesPerCpuSecond} divides by the measuring threads'
 * CPU time instead of wall time (-1 if unknown), the fairer figure on a busy machine; {@code bytesPerPuzzle} is -1 where the JVM cannot measure
 * allocation per thread. {@code invalid} counts solutions that broke a constraint and
 * {@code unexpected} counts runs whose count or status differed from what was expected (one
 * solution when solving; one solution and an exhausted search when counting to 2; a complete
 * count when counting further) or from the puzzle's first run; {@code unsupported} counts puzzles
 * the engine cannot express (its documented answer, neither invalid nor unexpected).
 */
public record BenchResult(String engine, int puzzles, int jobs, long runs, double seconds,
                          double puzzlesPerSecond, double puzzlesPerCpuSecond, double medianMicros, double p99Micros,
                          double nodesPerPuzzle, double guessesPerPuzzle, double bytesPerPuzzle,
                          long checked, long invalid, long unexpected, long unsupported, String firstProblem) {

    /** Whether every answer was valid and as expected. */
    public boolean clean() {
        return invalid == 0 && unexpected == 0;
    }

    /** The figures as an ordered map, for {@code nonet.format.Json}. */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("engine", engine);
        m.put("puzzles", puzzles);
        m.put("jobs", jobs);
        m.put("runs", runs);
        m.put("seconds", seconds);
        m.put("puzzles_per_second", puzzlesPerSecond);
        m.put("puzzles_per_cpu_second", puzzlesPerCpuSecond);
        m.put("median_us", medianMicros);
        m.put("p99_us", p99Micros);
        m.put("nodes_per_puzzle", nodesPerPuzzle);
        m.put("guesses_per_puzzle", guessesPerPuzzle);
        m.put("bytes_per_puzzle", bytesPerPuzzle);
        m.put("checked", checked);
        m.put("invalid", invalid);
        m.put("unexpected", unexpected);
        m.put("unsupported", unsupported);
        if (!firstProblem.isEmpty()) {
            m.put("first_problem", firstProblem);
        }
        return m;
    }

    /** One line for people. */
    public String summary() {
        return String.format("%s: %,d puzzles x%d job(s), %,d runs in %.2f s: %,.0f puzzles/s (%,.0f per CPU s), median %.1f us, "
                        + "p99 %.1f us, %.1f nodes, %.1f guesses, %s per puzzle; %,d checked, %d invalid, %d unexpected",
                engine, puzzles, jobs, runs, seconds, puzzlesPerSecond, puzzlesPerCpuSecond, medianMicros, p99Micros, nodesPerPuzzle,
                guessesPerPuzzle, bytesPerPuzzle < 0 ? "? bytes" : String.format("%.0f bytes", bytesPerPuzzle),
                checked, invalid, unexpected);
    }
}
