package nonet.engine;

/**
 * What an engine that reasons without guessing (the logic engine) decided by reasoning alone, carried
 * on its {@link Result} so that a caller tallies it from a field rather than from the message's words.
 */
public enum Deduction {
    /** Reasoning alone reached the solution, which is therefore unique. */
    SOLVED,
    /** Reasoning stalled (or the time limit passed); any answer came from search, if there was one. */
    STUCK,
    /** Reasoning proved that there is no solution. */
    CONTRADICTION
}
