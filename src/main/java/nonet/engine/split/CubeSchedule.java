package nonet.engine.split;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nonet.engine.Deadline;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Model;

/**
 * Which cube a worker counts next, and with what limits, for one split run; and what the cubes'
 * answers add up to. Workers take cubes in cube order. The solution limit is shared: a cube is
 * asked for only its share of the solutions still missing, so that N workers on a huge space find
 * about the limit between them instead of N times it; a cube that reaches its share without
 * finishing goes back at the end of the queue, to be counted again with a larger limit should the
 * other cubes not make up the rest. Its answer meanwhile counts as a lower bound, which is why the
 * sum of the answers may be taken for "at least the limit" as soon as it gets there.
 */
final class CubeSchedule {

    /**
     * Below this many solutions still missing, every cube is asked for all of them: a few surplus
     * solutions cost less than counting a cube again (uniqueness checks ask for 2).
     */
    static final long WHOLE_NEED_BELOW = 1000;

    /** A cube handed to a worker: its index, the model with its cells fixed, and its run's limits. */
    record Job(int cube, Model model, Limits limits) {
    }

    private final Model model;
    private final List<Cube> cubes;
    private final Limits limits;
    private final Deadline deadline;
    private final int workers;
    private final long wholeNeedBelow;
    private final Deque<Integer> queue = new ArrayDeque<>();
    /** The latest answer of each cube counted so far (null: not yet counted). */
    private final Result[] answers;
    /** The workers counting a cube now: the ones to interrupt when the run ends early. */
    private final Set<Thread> running = new HashSet<>();
    private final SplitTally tally;
    /** The sum of the cubes' counts: exact for finished cubes, a lower bound for the others. */
    private long total;
    /** The answer that ended the run early (the limit, a timeout, a refusal), or null. */
    private Status stop;
    private String stopMessage = "";
    private Throwable failure;

    /** {@code wholeNeedBelow} is {@link #WHOLE_NEED_BELOW} but in tests, which make cubes be counted again with 1. */
    CubeSchedule(Model model, List<Cube> cubes, Limits limits, Deadline deadline, int workers, long wholeNeedBelow, SplitTally tally) {
        this.model = model;
        this.cubes = cubes;
        this.limits = limits;
        this.deadline = deadline;
        this.workers = workers;
        this.wholeNeedBelow = wholeNeedBelow;
        this.tally = tally;
        this.answers = new Result[cubes.size()];
        for (int i = 0; i < cubes.size(); i++) {
            queue.add(i);
        }
    }

    /** The next cube for the calling worker, waiting while others may yet hand one back; null when there is no more work. */
    synchronized Job next() throws InterruptedException {
        while (stop == null && failure == null && queue.isEmpty() && !running.isEmpty()) {
            wait();
        }
        if (stop == null && failure == null && deadline.passed()) {
            end(Status.TIMEOUT, "");
        }
        if (stop != null || failure != null || queue.isEmpty()) {
            return null;
        }
        int cube = queue.poll();
        running.add(Thread.currentThread());
        return new Job(cube, cubes.get(cube).constrain(model), cubeLimits(cube));
    }

    private Limits cubeLimits(int cube) {
        long need = limits.solutions() - total;
        long share = need < wholeNeedBelow ? need : Math.max(1, need / workers);
        long before = answers[cube] == null ? 0 : answers[cube].count();
        long timeout = limits.timeoutMillis() == 0 ? 0 : deadline.remainingMillis();
        return new Limits(before + share, timeout, limits.nodeLimit(), limits.keep(), limits.seed());
    }

    /** A worker's answer for its cube. */
    synchronized void done(Job job, Result answer) {
        running.remove(Thread.currentThread());
        tally.addStats(answer);
        notifyAll();
        if (stop != null || failure != null) {
            // an answer cut short because the run had already ended: its count is not needed
            return;
        }
        Result before = answers[job.cube()];
        answers[job.cube()] = answer;
        total += answer.count() - (before == null ? 0 : before.count());
        if (total >= limits.solutions()) {
            end(Status.LIMIT, "");
            return;
        }
        switch (answer.status()) {
            case EXHAUSTED -> { }
            case LIMIT -> queue.add(job.cube());
            default -> end(answer.status(), answer.message());
        }
    }

    /** A worker's engine threw: the run ends, and the caller rethrows it, as a run of that engine would. */
    synchronized void failed(Throwable t) {
        running.remove(Thread.currentThread());
        if (failure == null) {
            failure = t;
            interruptOthers();
        }
        notifyAll();
    }

    /** Stops the run from outside (its caller was interrupted): a timeout, as for any engine. */
    synchronized void cancel() {
        if (stop == null && failure == null) {
            end(Status.TIMEOUT, "");
        }
    }

    private void end(Status status, String message) {
        stop = status;
        stopMessage = message;
        interruptOthers();
        notifyAll();
    }

    /** Workers still counting a cube are interrupted, which every engine takes for its deadline passing. */
    private void interruptOthers() {
        for (Thread t : running) {
            if (t != Thread.currentThread()) {
                t.interrupt();
            }
        }
    }

    synchronized Throwable failure() {
        return failure;
    }

    /** The run's answer once every worker has stopped. */
    synchronized Result result(long nanos) {
        Status status = stop == null ? Status.EXHAUSTED : stop;
        long count = status == Status.LIMIT ? limits.solutions() : total;
        return tally.result(status, count, answers, limits.keep(), nanos, stopMessage);
    }
}
