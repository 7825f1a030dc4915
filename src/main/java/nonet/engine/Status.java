package nonet.engine;

/** How a run ended. */
public enum Status {
    /** The whole search space was explored: the count is exact (0 means proved unsolvable). */
    EXHAUSTED,
    /** The solution limit was reached: there are at least that many solutions. */
    LIMIT,
    /** The time or node limit stopped the run, or it was cancelled: the count is a lower bound. */
    TIMEOUT,
    /** An incomplete engine gave up without an answer (logic stalled, local search out of budget). */
    UNKNOWN,
    /** The engine cannot express a constraint of this model; the message says which. */
    UNSUPPORTED
}
