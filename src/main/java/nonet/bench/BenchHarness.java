package nonet.bench;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import nonet.engine.Engine;
import nonet.engine.EngineFailure;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Model;

/**
 * Measures an engine's throughput over a list of compiled models, the way solver authors do: one
 * checking pass (every solution verified with {@link Model#violations}, every count compared with
 * what the limit implies), JIT warm-up for a while, then a timed phase that cycles the list for at
 * least the given time and at least one full pass. With several jobs each thread has its own
 * engine and starts at its own offset in the list; throughput is all runs over the timed phase's
 * wall time. Nothing kept grows with the number of runs.
 */
public final class BenchHarness {

    private BenchHarness() {
    }

    /** Benchmarks a registered engine, one instance per job. */
    public static BenchResult run(String engineName, EngineOptions options, List<Model> models, Limits limits,
                                  double warmupSec, double timeSec, int jobs) {
        String label = options.values().isEmpty() ? engineName : engineName + " " + options.values();
        return run(label, () -> EngineRegistry.create(engineName, options), models, limits, warmupSec, timeSec, jobs);
    }

    /** Benchmarks engines made by {@code engines} (called once per job). */
    public static BenchResult run(String label, Supplier<Engine> engines, List<Model> models, Limits limits,
                                  double warmupSec, double timeSec, int jobs) {
        if (models.isEmpty()) {
            throw new IllegalArgumentException("nothing to benchmark: the puzzle list is empty");
        }
        if (jobs < 1 || warmupSec < 0 || timeSec < 0) {
            throw new IllegalArgumentException("jobs must be at least 1 and times cannot be negative, not jobs " + jobs + ", warmup "
                    + warmupSec + " s, time " + timeSec + " s");
        }
        CyclicBarrier start = new CyclicBarrier(jobs);
        List<Worker> workers = new ArrayList<>();
        Result[] firstAnswers = new Result[models.size()];
        for (int k = 0; k < jobs; k++) {
            workers.add(new Worker(engines, models, firstAnswers, limits, k, jobs, start, warmupSec, timeSec));
        }
        if (jobs == 1) {
            workers.get(0).call();
        } else {
            ExecutorService pool = Executors.newFixedThreadPool(jobs);
            try {
                List<Future<Worker>> done = new ArrayList<>();
                for (Worker w : workers) {
                    done.add(pool.submit(w::call));
                }
                for (Future<Worker> f : done) {
                    f.get();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("benchmark interrupted", e);
            } catch (ExecutionException e) {
                throw new IllegalStateException("benchmark failed: " + e.getCause(), e.getCause());
            } finally {
                pool.shutdownNow();
            }
        }
        return combine(label, models.size(), jobs, workers);
    }

    private static BenchResult combine(String label, int puzzles, int jobs, List<Worker> workers) {
        LatencyHistogram latencies = new LatencyHistogram();
        long runs = 0;
        long nodes = 0;
        long guesses = 0;
        long bytes = 0;
        boolean bytesKnown = true;
        long cpu = 0;
        boolean cpuKnown = true;
        long checked = 0;
        long invalid = 0;
        long unexpected = 0;
        long unsupported = 0;
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        String problem = "";
        for (Worker w : workers) {
            latencies.addAll(w.latencies);
            runs += w.runs;
            nodes += w.nodes;
            guesses += w.guesses;
            bytesKnown &= w.bytes >= 0;
            bytes += w.bytes;
            cpuKnown &= w.cpuNanos >= 0;
            cpu += w.cpuNanos;
            checked += w.checked;
            invalid += w.invalid;
            unexpected += w.unexpected;
            unsupported += w.unsupported;
            first = Math.min(first, w.measureStart);
            last = Math.max(last, w.measureEnd);
            if (problem.isEmpty()) {
                problem = w.problem;
            }
        }
        double seconds = (last - first) / 1e9;
        return new BenchResult(label, puzzles, jobs, runs, seconds, runs / seconds,
                cpuKnown ? runs / (cpu / 1e9) : -1,
                latencies.quantile(0.5) / 1e3, latencies.quantile(0.99) / 1e3,
                (double) nodes / runs, (double) guesses / runs, bytesKnown ? (double) bytes / runs : -1,
                checked, invalid, unexpected, unsupported, problem);
    }

    /** One thread's share: its own engine, its own offset, its own tallies. */
    private static final class Worker {
        private final Supplier<Engine> engines;
        private final List<Model> models;
        /**
         * Each puzzle's answer in the checking pass, written by the worker that owns the puzzle
         * before the start barrier and only read after it.
         */
        private final Result[] firstAnswers;
        private final Limits limits;
        private final int index;
        private final int jobs;
        private final CyclicBarrier start;
        private final double warmupSec;
        private final double timeSec;

        final LatencyHistogram latencies = new LatencyHistogram();
        long runs;
        long nodes;
        long guesses;
        long bytes = -1;
        long cpuNanos = -1;
        long checked;
        long invalid;
        long unexpected;
        long unsupported;
        long measureStart;
        long measureEnd;
        String problem = "";

        Worker(Supplier<Engine> engines, List<Model> models, Result[] firstAnswers, Limits limits, int index,
               int jobs, CyclicBarrier start, double warmupSec, double timeSec) {
            this.engines = engines;
            this.models = models;
            this.firstAnswers = firstAnswers;
            this.limits = limits;
            this.index = index;
            this.jobs = jobs;
            this.start = start;
            this.warmupSec = warmupSec;
            this.timeSec = timeSec;
        }

        Worker call() {
            Engine engine = engines.get();
            try {
                return measure(engine);
            } finally {
                engine.close();
            }
        }

        private Worker measure(Engine engine) {
            int n = models.size();
            for (int i = index; i < n; i += jobs) {
                firstAnswers[i] = run(engine, models.get(i));
                check(models.get(i), firstAnswers[i]);
            }
            int next = index * n / jobs;
            // elapsed time, not an end time: start + a huge --warmup would overflow; the cast saturates
            long warmStart = System.nanoTime();
            long warmNanos = (long) (warmupSec * 1e9);
            while (System.nanoTime() - warmStart < warmNanos) {
                run(engine, models.get(next));
                next = next + 1 == n ? 0 : next + 1;
            }
            await();
            com.sun.management.ThreadMXBean threads = allocationCounter();
            long bytesBefore = threads == null ? -1 : threads.getCurrentThreadAllocatedBytes();
            java.lang.management.ThreadMXBean clock = ManagementFactory.getThreadMXBean();
            boolean timed = clock.isCurrentThreadCpuTimeSupported() && clock.isThreadCpuTimeEnabled();
            long cpuBefore = timed ? clock.getCurrentThreadCpuTime() : -1;
            long share = (n + jobs - 1) / jobs;
            measureStart = System.nanoTime();
            long timeNanos = (long) (timeSec * 1e9);
            long now = measureStart;
            while (now - measureStart < timeNanos || runs < share) {
                Model model = models.get(next);
                Result r = run(engine, model);
                long after = System.nanoTime();
                latencies.record(after - now);
                now = after;
                runs++;
                nodes += r.stat("nodes");
                guesses += r.stat("guesses");
                if (r.status() != Status.UNSUPPORTED && (!expected(r) || !sameAnswer(r, firstAnswers[next]))) {
                    unexpected++;
                    note(model, r);
                }
                next = next + 1 == n ? 0 : next + 1;
            }
            measureEnd = now;
            if (timed) {
                cpuNanos = clock.getCurrentThreadCpuTime() - cpuBefore;
            }
            if (threads != null) {
                bytes = threads.getCurrentThreadAllocatedBytes() - bytesBefore;
            }
            return this;
        }

        /**
         * The engine's answer. An external program's failure on a puzzle is an answer of its own
         * (unexpected, its message kept for the report), not the end of the benchmark.
         */
        private Result run(Engine engine, Model model) {
            try {
                return engine.run(model, limits);
            } catch (EngineFailure e) {
                return new Result(Status.UNKNOWN, 0, List.of(), Map.of(), 0, "the engine failed: " + e.getMessage());
            }
        }

        private void check(Model model, Result r) {
            for (int[] solution : r.solutions()) {
                checked++;
                List<String> broken = model.violations(solution);
                if (!broken.isEmpty()) {
                    invalid++;
                    if (problem.isEmpty()) {
                        problem = model.name() + ": " + broken.get(0);
                    }
                }
            }
            if (r.status() == Status.UNSUPPORTED) {
                // the documented answer of an engine that cannot express the model: no fault, but nothing measured
                unsupported++;
                note(model, r);
            } else if (!expected(r)) {
                unexpected++;
                note(model, r);
            }
        }

        /**
         * Solving expects one solution; counting to 2 expects a proved unique solution, as in the
         * published benchmarks; counting further (a count is the point) expects a complete answer.
         */
        private boolean expected(Result r) {
            if (limits.solutions() == 1) {
                return r.count() == 1 && r.solutions().size() == Math.min(1, limits.keep());
            }
            if (limits.solutions() == 2) {
                return r.count() == 1 && r.status() == Status.EXHAUSTED;
            }
            return r.status() == Status.EXHAUSTED || r.status() == Status.LIMIT;
        }

        private static boolean sameAnswer(Result r, Result first) {
            return r.status() == first.status() && r.count() == first.count();
        }

        private void note(Model model, Result r) {
            if (problem.isEmpty()) {
                problem = model.name() + ": " + r.status() + " with " + r.count() + " solution(s) " + r.message();
            }
        }

        private void await() {
            try {
                start.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("benchmark interrupted", e);
            } catch (java.util.concurrent.BrokenBarrierException e) {
                throw new IllegalStateException("another benchmark thread failed", e);
            }
        }

        private static com.sun.management.ThreadMXBean allocationCounter() {
            if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t
                    && t.isThreadAllocatedMemorySupported() && t.isThreadAllocatedMemoryEnabled()) {
                return t;
            }
            return null;
        }
    }
}
