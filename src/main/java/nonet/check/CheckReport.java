package nonet.check;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import nonet.format.Json;

/**
 * The running totals of a check, safe to update from worker threads and to print at any time (a
 * Ctrl-C prints the partial report). Only disagreements and bad inputs are kept one by one, up to a
 * bound, so memory does not grow with the number of puzzles. Reports of parts of a corpus, checked
 * apart (the partitions of a Spark job), {@link #merge} into the report of the whole.
 */
public final class CheckReport implements java.io.Serializable {

    private static final long serialVersionUID = 1L;

    static final int KEEP = 1000;

    private final List<String> engines;
    private final long limit;
    private final Map<String, EngineTally> tallies = new LinkedHashMap<>();
    private final List<Disagreement> disagreements = new ArrayList<>();
    private final List<String> badInputs = new ArrayList<>();
    private final Map<String, Long> consensus = new java.util.TreeMap<>();
    private long puzzles;
    private long agreed;
    private long undecided;
    private long disagreementCount;
    private long badInputCount;
    private long startNanos = System.nanoTime();
    private long endNanos;

    public CheckReport(List<String> engines, long limit) {
        this.engines = List.copyOf(engines);
        this.limit = limit;
        for (String e : engines) {
            tallies.put(e, new EngineTally(e));
        }
    }

    synchronized void add(Comparison c) {
        puzzles++;
        for (int i = 0; i < c.answers().size(); i++) {
            tallies.get(c.answers().get(i).engine()).add(c.answers().get(i), c.roles().get(i));
        }
        consensus.merge(c.consensus(), 1L, Long::sum);
        if (!c.agree()) {
            disagreementCount++;
        } else if (c.decided()) {
            agreed++;
        } else {
            undecided++;
        }
    }

    synchronized void addDisagreement(Disagreement d) {
        if (disagreements.size() < KEEP) {
            disagreements.add(d);
        }
    }

    synchronized void addBadInput(String message) {
        badInputCount++;
        // a model error every puzzle shares is listed once, though each puzzle counts
        if (badInputs.size() < KEEP && !badInputs.contains(message)) {
            badInputs.add(message);
        }
    }

    /** Stops the clock: the report's time is from its creation (or {@link #restartClock}) to here. */
    public synchronized void finish() {
        endNanos = System.nanoTime();
    }

    public synchronized void restartClock() {
        startNanos = System.nanoTime();
    }

    /**
     * Adds the report of another part of the same check (the same engines and limit): counts, tallies
     * and latency histograms add up, the kept disagreements and bad inputs join this report's up to the
     * same bounds. Merging is associative, and a fresh report is its identity, so parts can be merged
     * in any grouping. This report's clock is left as it is: the whole took its own time.
     */
    public synchronized void merge(CheckReport other) {
        if (!other.engines.equals(engines) || other.limit != limit) {
            throw new IllegalArgumentException("cannot merge a check of " + other.engines + " (limit " + other.limit
                    + ") into one of " + engines + " (limit " + limit + ")");
        }
        CheckReport part = other.copy();
        puzzles += part.puzzles;
        agreed += part.agreed;
        undecided += part.undecided;
        disagreementCount += part.disagreementCount;
        badInputCount += part.badInputCount;
        part.tallies.forEach((engine, tally) -> tallies.get(engine).addAll(tally));
        part.consensus.forEach((k, v) -> consensus.merge(k, v, Long::sum));
        part.disagreements.forEach(this::addDisagreement);
        for (String b : part.badInputs) {
            if (badInputs.size() < KEEP && !badInputs.contains(b)) {
                badInputs.add(b);
            }
        }
    }

    /** A consistent snapshot of another report (which may still be updated by its workers). */
    private CheckReport copy() {
        synchronized (this) {
            CheckReport c = new CheckReport(engines, limit);
            c.puzzles = puzzles;
            c.agreed = agreed;
            c.undecided = undecided;
            c.disagreementCount = disagreementCount;
            c.badInputCount = badInputCount;
            tallies.forEach((engine, tally) -> c.tallies.get(engine).addAll(tally));
            c.consensus.putAll(consensus);
            c.disagreements.addAll(disagreements);
            c.badInputs.addAll(badInputs);
            return c;
        }
    }

    /** Puts the kept disagreements in the given order (merged parts come in the order they finished). */
    public synchronized void sortDisagreements(java.util.Comparator<Disagreement> order) {
        disagreements.sort(order);
    }

    /** Rewrites where each disagreement's case is (cases written to a local directory, then copied elsewhere). */
    public synchronized void moveCases(java.util.function.UnaryOperator<String> newPlace) {
        disagreements.replaceAll(d -> d.caseDir() == null ? d
                : new Disagreement(d.source(), d.index(), d.line(), d.summary(), newPlace.apply(d.caseDir())));
    }

    public synchronized long puzzles() {
        return puzzles;
    }

    public synchronized long disagreements() {
        return disagreementCount;
    }

    public synchronized long badInputs() {
        return badInputCount;
    }

    public synchronized long agreed() {
        return agreed;
    }

    public synchronized List<Disagreement> disagreementList() {
        return List.copyOf(disagreements);
    }

    /** Invalid answers, wrong counts and disputed counts are all disagreements: exit 1; else bad input: 2; else 0. */
    public synchronized int exitCode() {
        return disagreementCount > 0 ? 1 : badInputCount > 0 ? 2 : 0;
    }

    private double seconds() {
        return ((endNanos == 0 ? System.nanoTime() : endNanos) - startNanos) / 1e9;
    }

    public synchronized String text(boolean partial) {
        StringBuilder sb = new StringBuilder();
        sb.append(partial ? "Interrupted: partial report.\n" : "");
        sb.append(String.format(Locale.ROOT, "Checked %d puzzle%s with %s (limit %d) in %.2f s: %d agreed, %d disagreement%s, %d undecided, %d bad input%s.%n",
                puzzles, puzzles == 1 ? "" : "s", String.join(", ", engines), limit, seconds(), agreed,
                disagreementCount, disagreementCount == 1 ? "" : "s", undecided, badInputCount, badInputCount == 1 ? "" : "s"));
        StringBuilder counts = new StringBuilder();
        consensus.forEach((k, v) -> counts.append(counts.length() == 0 ? "" : ", ").append(k).append(": ").append(v));
        sb.append("Consensus: ").append(counts.length() == 0 ? "none" : counts).append(".\n\n");
        // the first column as wide as the longest name: external engines are named by their commands
        String name = "%-" + Math.max(8, engines.stream().mapToInt(String::length).max().orElse(0)) + "s";
        sb.append(String.format(Locale.ROOT, name + " %9s %9s %9s %12s %9s %9s %12s %11s %11s  %s%n",
                "engine", "answered", "agreed", "unknown", "unsupported", "wrong", "disputed", "total", "median", "p99", "effort"));
        for (EngineTally t : tallies.values()) {
            sb.append(String.format(Locale.ROOT, name + " %9d %9d %9d %12d %9d %9d %12s %11s %11s  %s%n",
                    t.engine, t.answered(), t.agreed, t.unknown - t.unsupported, t.unsupported, t.wrong, t.disputed, millis(t.nanos), millis(t.times.quantile(0.5)),
                    millis(t.times.quantile(0.99)), effort(t)));
        }
        if (!badInputs.isEmpty()) {
            sb.append("\nBad inputs:\n");
            badInputs.stream().limit(20).forEach(b -> sb.append("  ").append(b).append('\n'));
            if (badInputCount > 20) {
                sb.append("  ... and ").append(badInputCount - 20).append(" more\n");
            }
        }
        if (!disagreements.isEmpty()) {
            sb.append("\nDisagreements:\n");
            for (Disagreement d : disagreements) {
                sb.append("  ").append(d.where()).append(": ").append(d.summary());
                if (d.caseDir() != null) {
                    sb.append("\n    case: ").append(d.caseDir());
                }
                sb.append('\n');
            }
            if (disagreementCount > disagreements.size()) {
                sb.append("  ... and ").append(disagreementCount - disagreements.size()).append(" more\n");
            }
        }
        return sb.toString();
    }

    public synchronized String json(boolean partial) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("partial", partial);
        o.put("engines", engines);
        o.put("limit", limit);
        o.put("seconds", seconds());
        o.put("puzzles", puzzles);
        o.put("agreed", agreed);
        o.put("disagreements", disagreementCount);
        o.put("undecided", undecided);
        o.put("bad_inputs", badInputCount);
        o.put("consensus", consensus);
        List<Object> per = new ArrayList<>();
        tallies.values().forEach(t -> per.add(t.toMap()));
        o.put("per_engine", per);
        List<Object> cases = new ArrayList<>();
        for (Disagreement d : disagreements) {
            Map<String, Object> c = new LinkedHashMap<>();
            c.put("source", d.source());
            c.put("index", d.index());
            c.put("line", d.line());
            c.put("summary", d.summary());
            c.put("case", d.caseDir());
            cases.add(c);
        }
        o.put("cases", cases);
        o.put("bad_input_messages", badInputs);
        return Json.write(o);
    }

    private static String millis(long nanos) {
        double ms = nanos / 1e6;
        return ms >= 10_000 ? String.format(Locale.ROOT, "%.1f s", ms / 1000) : String.format(Locale.ROOT, "%.2f ms", ms);
    }

    private String effort(EngineTally t) {
        StringBuilder sb = new StringBuilder();
        t.stats.forEach((k, v) -> {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(String.format(Locale.ROOT, "%.1f %s", t.puzzles == 0 ? 0.0 : v / (double) t.puzzles, k));
        });
        return sb.length() == 0 ? "" : sb.append(" per puzzle").toString();
    }
}
