package nonet.workbench;

import java.util.List;
import nonet.check.EngineAnswer;
import nonet.engine.Deadline;
import nonet.engine.Engine;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Model;

/**
 * One engine answering the many small questions of a workbench task under one shared deadline.
 * Every grid it hands back has passed {@link Model#violations}; any answer that proves nothing (a
 * timeout, an unsupported model, an incomplete engine giving up, a rejected grid) throws
 * {@link WorkbenchStop}, so callers only ever reason from proved facts.
 */
public final class VerifiedRuns {

    /** The solutions of one run and whether they are all of them. */
    public record Found(List<int[]> solutions, boolean exact) {
    }

    private final Engine engine;
    private final Deadline deadline;
    private final long seed;
    private long runs;

    /** {@code timeoutMillis} bounds the whole task (0: none); {@code seed} is passed to engines that use chance. */
    public VerifiedRuns(Engine engine, long timeoutMillis, long seed) {
        this(engine, Deadline.start(timeoutMillis), seed);
    }

    /** Runs under a deadline the task shares with other work (a generator's random starts and ratings). */
    public VerifiedRuns(Engine engine, Deadline deadline, long seed) {
        this.engine = engine;
        this.deadline = deadline;
        this.seed = seed;
    }

    /** Up to {@code limit} solutions of the model, every one kept and verified. */
    public Found solutions(Model model, int limit) {
        if (deadline.passed()) {
            throw WorkbenchStop.timeout();
        }
        long left = deadline.remainingMillis();
        Limits limits = Limits.count(limit).withKeep(limit).withSeed(seed).withTimeoutMillis(left == Long.MAX_VALUE ? 0 : left);
        runs++;
        EngineAnswer answer = EngineAnswer.run(engine, model, limits);
        Result r = answer.result();
        if (answer.invalid()) {
            throw new WorkbenchStop(WorkbenchStop.Reason.INVALID, "engine " + engine.name() + ": " + answer.violations().get(0));
        }
        return switch (r.status()) {
            case EXHAUSTED, LIMIT -> new Found(r.solutions(), r.status() == Status.EXHAUSTED);
            case TIMEOUT -> throw WorkbenchStop.timeout();
            case UNSUPPORTED -> throw new WorkbenchStop(WorkbenchStop.Reason.UNSUPPORTED, r.message());
            case UNKNOWN -> throw new WorkbenchStop(WorkbenchStop.Reason.INCOMPLETE,
                    "engine " + engine.name() + " gave up without proof" + (r.message().isEmpty() ? "" : ": " + r.message()));
        };
    }

    /** Whether the model has exactly one solution. */
    public boolean unique(Model model) {
        Found f = solutions(model, 2);
        return f.exact() && f.solutions().size() == 1;
    }

    /** How many engine runs were made (the cost of the task). */
    public long runs() {
        return runs;
    }
}
