package nonet.engine.split;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import nonet.engine.Deadline;
import nonet.engine.DigitSymmetry;
import nonet.engine.Engine;
import nonet.engine.GridSymmetry;
import nonet.engine.Limits;
import nonet.engine.Narrowing;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Model;

/**
 * A complete engine's search of one puzzle shared by several workers, each with its own copy of
 * the engine (engines are not shared between threads): the puzzle is cut into at least two cubes
 * per worker ({@link CubeSplitter}), which the workers count in cube order ({@link CubeSchedule}).
 * Cubes partition the solutions, so the count is the one the engine gives alone: exact when every
 * cube is, "at least the limit" once the cubes' counts reach it, a lower bound at the time limit.
 *
 * <p>A puzzle the engine answers alone within {@code aloneMillis} is answered that way, exactly as
 * without workers: splitting costs a narrowing per cube, more than an easy puzzle takes. A run with
 * a node limit is not split either: the limit bounds one search.
 *
 * <p>An open grid whose rules treat all digits alike is shared with one group fixed and its count
 * multiplied back ({@link DigitSymmetry}): cutting it into cubes first would fix cells and leave no
 * symmetry for the engine to use. One that rotations, reflections or digits read backwards keep is
 * shared part by part, one part per orbit of where 1 and n stand along a group ({@link GridSymmetry}).
 *
 * <p>The solutions shown are those of the first cubes that have some, in cube order; they are the
 * same on every run of a deterministic engine when the count is exact, but need not be those the
 * engine finds first alone, and when the limit stops the run early they depend on which cubes
 * finished first.
 */
public final class SplitEngine implements Engine {

    /** What an easy puzzle takes, measured against what splitting a 16x16 grid costs (tens of milliseconds). */
    public static final long DEFAULT_ALONE_MILLIS = 100;
    /**
     * Cubes per worker, at least: one spare each, so that a worker whose cube is easy takes another.
     * Few, because every cube searches from scratch (its root propagation again, nothing learnt in
     * another cube kept): measured with two workers on a hard 25x25, eight per worker took 2.7x the
     * nodes of the puzzle alone (1.03x faster on two cores), two per worker 1.6x (1.15x faster), and
     * no instance measured was faster with eight (docs/engines.md).
     */
    static final int CUBES_PER_WORKER = 2;
    /** Some engines recurse deeply; the web server's workers have the same stacks. */
    private static final long STACK_BYTES = 64L << 20;

    private final Engine[] engines;
    private final Supplier<Engine> copies;
    private final CubeSplitter splitter;
    private final long aloneMillis;
    private final long wholeNeedBelow;
    private ExecutorService pool;

    /**
     * @param first       the engine that answers alone, and the first worker's
     * @param copies      makes the other workers' engines (the same engine and settings), closed with this one
     * @param workers     how many threads share a split puzzle
     * @param narrowing   propagation for choosing cells and dropping refuted cubes; null for domain sizes alone
     * @param aloneMillis how long the first engine tries a puzzle alone before it is split; 0 splits every puzzle
     */
    public SplitEngine(Engine first, Supplier<Engine> copies, int workers, Narrowing narrowing, long aloneMillis) {
        this(first, copies, workers, narrowing, aloneMillis, CubeSchedule.WHOLE_NEED_BELOW);
    }

    /** With the count below which every cube is asked for every missing solution ({@link CubeSchedule#WHOLE_NEED_BELOW}). */
    SplitEngine(Engine first, Supplier<Engine> copies, int workers, Narrowing narrowing, long aloneMillis, long wholeNeedBelow) {
        if (workers < 1) {
            throw new IllegalArgumentException("at least one worker, not " + workers);
        }
        this.engines = new Engine[workers];
        this.engines[0] = first;
        this.copies = copies;
        this.splitter = new CubeSplitter(narrowing);
        this.aloneMillis = aloneMillis;
        this.wholeNeedBelow = wholeNeedBelow;
    }

    @Override
    public String name() {
        return engines[0].name();
    }

    @Override
    public Result run(Model model, Limits limits) {
        if (engines.length == 1 || limits.nodeLimit() > 0) {
            return engines[0].run(model, limits);
        }
        DigitSymmetry symmetry = DigitSymmetry.of(model);
        if (symmetry != null && symmetry.holdsFor(model)) {
            return symmetry.resultOf(share(symmetry.fix(model), symmetry.fixedLimits(limits)), limits);
        }
        GridSymmetry geometry = symmetry == null ? GridSymmetry.of(model) : null;
        Result orbits = geometry == null ? null : shareByOrbits(geometry, model, limits);
        return orbits != null ? orbits : share(model, limits);
    }

    /** Each part shares the run's deadline, and its time counts from the run's start. */
    private Result shareByOrbits(GridSymmetry geometry, Model model, Limits limits) {
        long start = System.nanoTime();
        Deadline deadline = Deadline.start(limits.timeoutMillis());
        return geometry.split(model, limits, (part, partLimits) -> {
            Result r = share(part, partLimits.withTimeoutMillis(limits.timeoutMillis() == 0 ? 0 : deadline.remainingMillis()));
            return new Result(r.status(), r.count(), r.solutions(), r.stats(), System.nanoTime() - start, r.message());
        });
    }

    private Result share(Model model, Limits limits) {
        long start = System.nanoTime();
        Deadline deadline = Deadline.start(limits.timeoutMillis());
        SplitTally tally = new SplitTally();
        if (aloneMillis > 0) {
            boolean aloneIsAll = limits.timeoutMillis() != 0 && limits.timeoutMillis() <= aloneMillis;
            Result alone = engines[0].run(model, aloneIsAll ? limits : limits.withTimeoutMillis(aloneMillis));
            if (aloneIsAll || alone.status() != Status.TIMEOUT || deadline.passed()) {
                return alone;
            }
            tally.addStats(alone);
        }
        List<Cube> cubes = splitter.split(model, CUBES_PER_WORKER * engines.length);
        if (cubes.size() < 2) {
            // nothing to share (propagation decided the puzzle): the engine answers it alone, as it would have
            return engines[0].run(model, limits.withTimeoutMillis(limits.timeoutMillis() == 0 ? 0 : deadline.remainingMillis()));
        }
        CubeSchedule schedule = new CubeSchedule(model, cubes, limits, deadline, engines.length, wholeNeedBelow, tally);
        runWorkers(schedule);
        Throwable failure = schedule.failure();
        if (failure instanceof RuntimeException e) {
            throw e;
        }
        if (failure instanceof Error e) {
            throw e;
        }
        return schedule.result(System.nanoTime() - start);
    }

    /** Runs every worker on the schedule and waits for all of them, whatever happens to the calling thread. */
    private void runWorkers(CubeSchedule schedule) {
        CountDownLatch finished = new CountDownLatch(engines.length);
        for (int w = 0; w < engines.length; w++) {
            Engine engine = engine(w);
            pool().execute(() -> {
                try {
                    work(schedule, engine);
                } finally {
                    finished.countDown();
                }
            });
        }
        boolean interrupted = false;
        while (true) {
            try {
                finished.await();
                break;
            } catch (InterruptedException e) {
                // the caller is cancelled: the workers stop as any engine stops, and are waited for,
                // since their engines are not to be used by two runs at once
                interrupted = true;
                schedule.cancel();
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static void work(CubeSchedule schedule, Engine engine) {
        try {
            for (CubeSchedule.Job job = schedule.next(); job != null; job = schedule.next()) {
                schedule.done(job, engine.run(job.model(), job.limits()));
            }
        } catch (InterruptedException e) {
            // only closing the engine mid-run interrupts a waiting worker: the run ends as cancelled
            schedule.cancel();
        } catch (RuntimeException | Error e) {
            schedule.failed(e);
        }
    }

    private Engine engine(int worker) {
        if (engines[worker] == null) {
            engines[worker] = copies.get();
        }
        return engines[worker];
    }

    private ExecutorService pool() {
        if (pool == null) {
            AtomicInteger number = new AtomicInteger();
            pool = Executors.newFixedThreadPool(engines.length, r -> {
                Thread t = new Thread(null, r, "nonet-split-" + number.incrementAndGet(), STACK_BYTES);
                t.setDaemon(true);
                return t;
            });
        }
        return pool;
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
        for (Engine e : engines) {
            if (e != null) {
                e.close();
            }
        }
    }
}
