package nonet.engine.nativesearch.propagation;

/**
 * In a group holding every digit once, a digit with one place left goes there: the cheap
 * alternative to {@link GroupFilter} on exact groups. Digits seen at least once and at least
 * twice are accumulated with two masks, so a group costs one pass; where the intersections of
 * the groups cover every group in pieces of three cells ({@link GroupPieces}, a 9x9 grid's rows,
 * columns and boxes), a group costs its three pieces, read once for all groups and left for
 * {@link LockedCandidates}.
 */
final class HiddenSingles {

    private final CompiledModel m;
    private final Propagator out;
    /** Null when the groups have no cover by intersections. */
    private final GroupPieces pieces;

    HiddenSingles(CompiledModel m, Propagator out, GroupPieces pieces) {
        this.m = m;
        this.out = out;
        this.pieces = pieces == null || pieces.covers == null ? null : pieces;
    }

    /** Whether a pass reads the pieces and keeps them up to date through its narrowings. */
    boolean readsPieces() {
        return pieces != null;
    }

    /**
     * Places every hidden single of every exact group; false on a contradiction. The pieces of a
     * cell it narrows are taken again, so each group sees the masks as they are. Each way of
     * reading the groups is a method of its own, compiled for the grids that take it.
     */
    boolean run(int[] masks) {
        return pieces != null ? runOnPieces(masks) : runOnCells(masks);
    }

    private boolean runOnCells(int[] masks) {
        int[] cells = m.groupCells;
        int[] start = m.groupStart;
        for (int g = 0; g < m.groupCount; g++) {
            int once = 0;
            int twice = 0;
            for (int i = start[g], end = start[g + 1]; i < end; i++) {
                int mk = masks[cells[i]];
                twice |= once & mk;
                once |= mk;
            }
            if (!placeUnique(masks, g, once, twice)) {
                return false;
            }
        }
        return true;
    }

    /** Each group as its three pieces; {@code twice} also holds the digits of fixed cells. */
    private boolean runOnPieces(int[] masks) {
        pieces.read(masks);
        int[] union = pieces.union;
        int[] two = pieces.settled;
        int[] cover = pieces.covers;
        for (int g = 0, i = 0; g < m.groupCount; g++, i += 3) {
            int a = union[cover[i]];
            int b = union[cover[i + 1]];
            int c = union[cover[i + 2]];
            int twice = two[cover[i]] | two[cover[i + 1]] | two[cover[i + 2]] | a & b | c & (a | b);
            if (!placeUnique(masks, g, a | b | c, twice)) {
                return false;
            }
        }
        return true;
    }

    /** Places the digits the group holds once; false when it lacks a digit or a cell holds two of them. */
    private boolean placeUnique(int[] masks, int g, int once, int twice) {
        if (once != m.fullMask) {
            return false;
        }
        int unique = once & ~twice;
        return unique == 0 || place(masks, g, unique);
    }

    /** Places the group's digits held by one cell; false when a cell holds two of them. */
    private boolean place(int[] masks, int g, int unique) {
        int[] cells = m.groupCells;
        for (int i = m.groupStart[g], end = m.groupStart[g + 1]; i < end; i++) {
            int cell = cells[i];
            int mk = masks[cell];
            int hit = mk & unique;
            if (hit != 0 && (hit & (hit - 1)) != 0) {
                return false;
            }
            if (hit != 0 && hit != mk) {
                out.narrow(masks, cell, hit); // one digit left: never empty
                if (pieces != null) {
                    pieces.update(masks, cell);
                }
            }
        }
        return true;
    }
}
