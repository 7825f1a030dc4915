package nonet.engine.nativesearch;

import nonet.engine.nativesearch.propagation.CompiledModel;
import nonet.engine.nativesearch.propagation.Propagator;

/**
 * The general search's choice of the next branch "cell = digit", as {@link Search.Branching}
 * says: dom/wdeg (failure weights kept by the {@link Propagator}), {@link ConflictScores}, or the
 * fewest candidates with a digit that has two places in some group.
 */
final class BranchChoice {

    private final CompiledModel m;
    private final Search.Branching branching;
    private final Propagator propagator;
    private final ConflictScores conflicts;
    /** After {@link #choose}: the cell to branch on and its digit's bit. */
    int cell;
    int bit;

    BranchChoice(CompiledModel m, Search.Branching branching, Propagator propagator, ConflictScores conflicts) {
        this.m = m;
        this.branching = branching;
        this.propagator = propagator;
        this.conflicts = conflicts;
    }

    /** Sets {@link #cell}/{@link #bit}; false when every cell is fixed (a solution). */
    boolean choose(int[] masks) {
        if (branching == Search.Branching.DOMWDEG) {
            return chooseByDomainOverWeight(masks);
        }
        if (branching.byConflicts()) {
            return chooseByConflicts(masks);
        }
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int c = 0; c < masks.length; c++) {
            int mk = masks[c];
            if ((mk & (mk - 1)) != 0) {
                int k = Integer.bitCount(mk);
                if (k < bestCount) {
                    bestCount = k;
                    best = c;
                    if (k == 2) {
                        break;
                    }
                }
            }
        }
        if (best < 0) {
            return false;
        }
        cell = best;
        bit = masks[best] & -masks[best];
        if (bestCount > 2) {
            chooseDigitWithTwoPlaces(masks);
        }
        return true;
    }

    /**
     * dom/wdeg: the open cell with the fewest candidates per failure seen in it and its groups,
     * so the search keeps returning to the part of the grid that keeps failing.
     */
    private boolean chooseByDomainOverWeight(int[] masks) {
        int best = -1;
        long bestCount = 1;
        long bestWeight = 0;
        for (int c = 0; c < masks.length; c++) {
            int mk = masks[c];
            if ((mk & (mk - 1)) != 0) {
                long k = Integer.bitCount(mk);
                long w = 1 + propagator.weightOf(c);
                if (best < 0 || k * bestWeight < bestCount * w) {
                    best = c;
                    bestCount = k;
                    bestWeight = w;
                }
            }
        }
        if (best < 0) {
            return false;
        }
        cell = best;
        bit = masks[best] & -masks[best];
        return true;
    }

    /**
     * The open cell with the highest conflict score per candidate; among cells without a score,
     * the one with the fewest candidates (a scored cell always comes first).
     */
    private boolean chooseByConflicts(int[] masks) {
        int best = -1;
        long bestCount = 1;
        long bestScore = 0;
        // five times the cell's score, plus a fifth of its failures as sigh's solver weighs them,
        // when the cell holds the digit that fails most
        int digit = conflicts.mostFailingDigit();
        long bonus = digit == 0 ? 0 : conflicts.failuresOf(digit);
        for (int c = 0; c < masks.length; c++) {
            int mk = masks[c];
            if ((mk & (mk - 1)) != 0) {
                long k = Integer.bitCount(mk);
                long score = 5L * conflicts.of(c) + ((mk & digit) != 0 ? bonus : 0);
                boolean better = best < 0
                        || score * bestCount > bestScore * k
                        || (score == 0 && bestScore == 0 && k < bestCount);
                if (better) {
                    best = c;
                    bestCount = k;
                    bestScore = score;
                }
            }
        }
        if (best < 0) {
            return false;
        }
        cell = best;
        bit = masks[best] & -masks[best];
        if (bestCount > 2 && conflicts.of(best) > 0) {
            chooseDigitWithTwoScoredPlaces(masks, (double) conflicts.of(best) / bestCount);
        }
        return true;
    }

    /**
     * As sigh's solver does: rather than a cell of three or more candidates, a digit with two
     * places in an exact group, when half the higher conflict score of the two beats the cell's
     * score per candidate; the refuted branch then places the digit in the other place.
     */
    private void chooseDigitWithTwoScoredPlaces(int[] masks, double cellScore) {
        int[] cells = m.groupCells;
        int[] start = m.groupStart;
        double best = cellScore;
        for (int g = 0; g < m.groupCount; g++) {
            int end = start[g + 1];
            for (int pairs = digitsWithTwoPlaces(masks, g); pairs != 0; pairs &= pairs - 1) {
                int digit = pairs & -pairs;
                int place = -1;
                int score = -1;
                for (int i = start[g]; i < end; i++) {
                    int c = cells[i];
                    int mk = masks[c];
                    if ((mk & digit) != 0 && (mk & (mk - 1)) != 0 && conflicts.of(c) > score) {
                        score = conflicts.of(c);
                        place = c;
                    }
                }
                if (place >= 0 && score * 0.5 > best) {
                    best = score * 0.5;
                    cell = place;
                    bit = digit;
                }
            }
        }
    }

    /** Overrides the branch with a digit that has exactly two places in some exact group, if any. */
    private void chooseDigitWithTwoPlaces(int[] masks) {
        int[] cells = m.groupCells;
        int[] start = m.groupStart;
        for (int g = 0; g < m.groupCount; g++) {
            int end = start[g + 1];
            int pairs = digitsWithTwoPlaces(masks, g);
            if (pairs != 0) {
                int bit = pairs & -pairs;
                for (int i = start[g]; i < end; i++) {
                    if ((masks[cells[i]] & bit) != 0) {
                        cell = cells[i];
                        this.bit = bit;
                        return;
                    }
                }
            }
        }
    }

    /** The digits with exactly two places among the cells of exact group g. */
    private int digitsWithTwoPlaces(int[] masks, int g) {
        int once = 0;
        int twice = 0;
        int thrice = 0;
        for (int i = m.groupStart[g], end = m.groupStart[g + 1]; i < end; i++) {
            int mk = masks[m.groupCells[i]];
            thrice |= twice & mk;
            twice |= once & mk;
            once |= mk;
        }
        return twice & ~thrice;
    }
}
