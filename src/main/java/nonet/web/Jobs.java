package nonet.web;

import java.util.Map;
import nonet.engine.Deadline;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The computations behind requests: a fixed number of worker threads behind a bounded queue (a
 * request that finds it full gets a 503 at once rather than waiting without end), each job under a
 * time limit. A job may run in a lane, named by the page's tab and what it asks (the live true
 * candidates, a solve...): a new job in a lane cancels the one before it, by interrupting its thread,
 * which every engine's {@link nonet.engine.Deadline} takes as passed. So an edit stops the work of
 * the edit before it, and each tab has its own lanes.
 */
final class Jobs implements AutoCloseable {

    /** Time past a job's own limit before its waiting request gives up on it (engines check deadlines often, but not continuously). */
    private static final long GRACE_MILLIS = 2_000;
    /** Jobs that may wait for a worker; more at once are refused. */
    private static final int QUEUE = 64;

    private final ThreadPoolExecutor pool;
    private final Map<String, Future<?>> lanes = new ConcurrentHashMap<>();

    Jobs(int threads) {
        AtomicInteger number = new AtomicInteger();
        pool = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(QUEUE), r -> {
            Thread t = new Thread(null, r, "nonet-job-" + number.incrementAndGet(), 64L << 20);
            t.setDaemon(true);
            return t;
        });
    }

    /** A computation given the milliseconds left of its request's time limit (at least 1). */
    @FunctionalInterface
    interface Work<T> {
        T run(long millisLeft) throws Exception;
    }

    /**
     * Runs the work and waits for its answer. {@code lane} (null: none) is cancelled by the next job
     * in the same lane; a cancelled job answers 409, one past {@code timeoutMillis} plus a grace 504.
     */
    <T> T run(String lane, long timeoutMillis, Work<T> work) throws HttpError {
        // the limit counts from the request, so time spent waiting for a worker is not given again
        Deadline deadline = Deadline.start(timeoutMillis);
        Future<T> job;
        try {
            job = pool.submit(() -> work.run(deadline.remainingMillis()));
        } catch (RejectedExecutionException e) {
            throw new HttpError(503, "the server is busy (" + pool.getActiveCount() + " jobs running, " + QUEUE + " waiting); try again");
        }
        if (lane != null) {
            Future<?> before = lanes.put(lane, job);
            if (before != null) {
                before.cancel(true);
            }
        }
        try {
            long left = deadline.remainingMillis();
            return job.get(left == Long.MAX_VALUE ? left : left + GRACE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (CancellationException e) {
            throw new HttpError(409, "cancelled: a newer request replaced it");
        } catch (TimeoutException e) {
            job.cancel(true);
            throw new HttpError(504, "no answer within " + timeoutMillis + " ms");
        } catch (InterruptedException e) {
            job.cancel(true);
            Thread.currentThread().interrupt();
            throw new HttpError(503, "the server is stopping");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof HttpError h) {
                throw h;
            }
            throw new HttpError(500, "internal error: " + e.getCause());
        } finally {
            if (lane != null) {
                lanes.remove(lane, job);
            }
        }
    }

    /** Stops the job running in a lane, if any (the page's stop button); whether there was one. */
    boolean cancel(String lane) {
        Future<?> job = lanes.remove(lane);
        return job != null && job.cancel(true);
    }

    /** Jobs running or waiting, for the server's status. */
    int busy() {
        return pool.getActiveCount() + pool.getQueue().size();
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
