package nonet.engine.nativesearch;

/**
 * A history of which decisions led to contradictions: the cell of a decision whose propagation
 * failed gains one, and every score is halved now and then so that the recent past counts most.
 * The search takes the open cell with the highest score per candidate, so it keeps returning to
 * the cells that keep failing (the conflict scores of sigh's Interactive Sudoku Solver; unlike
 * dom/wdeg, the blame goes to the decision, not to the constraint that noticed).
 */
final class ConflictScores {

    /** Conflicts between two halvings. */
    private static final int DECAY_INTERVAL = 1 << 14;

    private final int[] scores;
    private final int[] initial;
    private int untilDecay = DECAY_INTERVAL;

    /** Scores that start at {@code initial} (and return there on {@link #forget}). */
    ConflictScores(int[] initial) {
        this.initial = initial.clone();
        scores = initial.clone();
    }

    void blame(int cell) {
        scores[cell]++;
        if (--untilDecay == 0) {
            untilDecay = DECAY_INTERVAL;
            for (int c = 0; c < scores.length; c++) {
                scores[c] >>= 1;
            }
        }
    }

    int of(int cell) {
        return scores[cell];
    }

    void forget() {
        System.arraycopy(initial, 0, scores, 0, scores.length);
        untilDecay = DECAY_INTERVAL;
    }
}
