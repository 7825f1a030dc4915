package nonet.engine.logic;

/**
 * Ratings on Sudoku Explainer's scale: a step rates as its technique plus, for chains, an increment
 * that grows with the logarithm of the chain's length, as in Sudoku Explainer (0.1 each time the
 * length passes 4, 6, 8, 12, 16, 24, 32...); a puzzle rates as its hardest needed step.
 */
final class Rating {

    private Rating() {
    }

    /** The increment for a chain of {@code length} links (or forced steps). */
    static double lengthIncrement(int length) {
        double added = 0;
        int ceiling = 4;
        boolean odd = false;
        while (length > ceiling) {
            added += 0.1;
            ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
            odd = !odd;
        }
        return added;
    }

    /** {@code base} plus the length increment, rounded to one decimal as the scale is written. */
    static double of(double base, int length) {
        return Math.round((base + lengthIncrement(length)) * 10) / 10.0;
    }
}
