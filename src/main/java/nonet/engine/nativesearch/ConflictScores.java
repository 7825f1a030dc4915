package nonet.engine.nativesearch;

import java.util.Arrays;

/**
 * A history of which decisions led to contradictions: the cell of a decision whose propagation
 * failed gains one, and every score is halved now and then so that the recent past counts most.
 * The search takes the open cell with the highest score per candidate, so it keeps returning to
 * the cells that keep failing (the conflict scores of sigh's Interactive Sudoku Solver; unlike
 * dom/wdeg, the blame goes to the decision, not to the constraint that noticed). Digits may be
 * scored as well, as that solver does: while one digit fails far more often than the others, the
 * cells holding it come first ({@link #mostFailingDigit}).
 */
final class ConflictScores {

    /** Conflicts between two halvings. */
    private static final int DECAY_INTERVAL = 1 << 14;

    private final int[] scores;
    private final int[] initial;
    private final int[] digitScores;
    /** How many digits the grid has, or 0 when digits are not scored. */
    private final int digits;
    private int untilDecay = DECAY_INTERVAL;

    /**
     * Scores that start at {@code initial} (and return there on {@link #forget}); the grid's
     * {@code digits} are scored too, or none when it is 0.
     */
    ConflictScores(int[] initial, int digits) {
        this.initial = initial.clone();
        this.digits = digits;
        scores = initial.clone();
        digitScores = new int[digits];
    }

    /** The decision "cell = the digit of {@code bit}" failed. */
    void blame(int cell, int bit) {
        scores[cell]++;
        if (digits > 0) {
            digitScores[Integer.numberOfTrailingZeros(bit)]++;
        }
        if (--untilDecay == 0) {
            untilDecay = DECAY_INTERVAL;
            for (int c = 0; c < scores.length; c++) {
                scores[c] >>= 1;
            }
            // digits fade four times as fast: a digit stands out for a stretch of the search, not for good
            for (int d = 0; d < digitScores.length; d++) {
                digitScores[d] >>= 2;
            }
        }
    }

    int of(int cell) {
        return scores[cell];
    }

    /**
     * The digit that failed most, as a bit, when digits are scored and it stands out: at least
     * one failure per digit of the grid, and more than 1.5 times the failures of the digit that
     * failed least (of those that failed); else 0.
     */
    int mostFailingDigit() {
        int max = 0;
        int bit = 0;
        int min = Integer.MAX_VALUE;
        // the search asks at every node: with digits off (killers) it must cost nothing
        for (int d = 0; d < digits; d++) {
            int s = digitScores[d];
            if (s > max) {
                max = s;
                bit = 1 << d;
            }
            if (s > 0 && s < min) {
                min = s;
            }
        }
        return max < digits || 2L * max <= 3L * min ? 0 : bit;
    }

    /** The failures of the digit of {@code bit}. */
    int failuresOf(int bit) {
        return digitScores[Integer.numberOfTrailingZeros(bit)];
    }

    void forget() {
        System.arraycopy(initial, 0, scores, 0, scores.length);
        Arrays.fill(digitScores, 0);
        untilDecay = DECAY_INTERVAL;
    }
}
