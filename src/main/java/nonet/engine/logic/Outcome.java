package nonet.engine.logic;

/** How a logic run ended. */
public enum Outcome {
    /** Every cell holds one digit and the grid satisfies the model: the solution is unique. */
    SOLVED,
    /** No rule makes progress (or the time limit passed); search is needed to go on. */
    STUCK,
    /** The rules removed every candidate of a cell or every place of a digit: no solution exists. */
    CONTRADICTION
}
