package nonet.engine.nativesearch.propagation;

import java.util.List;

/**
 * Locked candidates over every intersection of two exact groups sharing two or more cells (box
 * and row, box and column): a digit that the first group can hold only in the shared cells leaves
 * the rest of the second group, and the other way round (pointing and claiming, for any pair of
 * groups). Reads the unions of the masks from {@link GroupPieces}; owns the rest of each group
 * outside each intersection, CSR-style, to clear.
 */
final class LockedCandidates {

    private final Propagator out;
    private final GroupPieces pieces;
    private final int[] restAStart;
    private final int[] restACells;
    private final int[] restBStart;
    private final int[] restBCells;

    LockedCandidates(GroupPieces pieces, Propagator out) {
        this.out = out;
        this.pieces = pieces;
        List<GroupPieces.Intersection> found = pieces.intersections;
        restAStart = CompiledModel.startsOf(found.stream().map(GroupPieces.Intersection::onlyA).toList());
        restACells = CompiledModel.flatten(found.stream().map(GroupPieces.Intersection::onlyA).toList());
        restBStart = CompiledModel.startsOf(found.stream().map(GroupPieces.Intersection::onlyB).toList());
        restBCells = CompiledModel.flatten(found.stream().map(GroupPieces.Intersection::onlyB).toList());
    }

    /**
     * One pass over every intersection; returns whether any mask narrowed. {@code read}: whether
     * the pieces' unions are those of the masks as they are. An emptied cell is queued so the next
     * pass reports the contradiction. The pieces of each cell it narrows are taken again, so every
     * intersection sees the masks as they are. Each way of reading the sides is a method of its
     * own, compiled for the grids that take it.
     */
    boolean run(int[] masks, boolean read) {
        if (!read) {
            pieces.read(masks);
        }
        return pieces.sidePieces == 2 ? runOnPairs(masks) : runOnSides(masks);
    }

    /** Each side of each intersection the union of two pieces (9x9 rows, columns and boxes). */
    private boolean runOnPairs(int[] masks) {
        boolean changed = false;
        int[] union = pieces.union;
        int[] side = pieces.sides;
        for (int s = 0, a = 0, count = pieces.count; s < count; s++, a += 4) {
            int restA = union[side[a]] | union[side[a + 1]];
            int restB = union[side[a + 2]] | union[side[a + 3]];
            changed |= lock(masks, s, union[s], restA, restB);
        }
        return changed;
    }

    /** Each side the union of as many pieces as the widest (windoku's windows, other box shapes). */
    private boolean runOnSides(int[] masks) {
        boolean changed = false;
        int[] union = pieces.union;
        int[] side = pieces.sides;
        int stride = pieces.sidePieces;
        for (int s = 0, count = pieces.count; s < count; s++) {
            int restA = 0;
            int restB = 0;
            for (int i = 2 * s * stride, end = i + stride; i < end; i++) {
                restA |= union[side[i]];
                restB |= union[side[i + stride]];
            }
            changed |= lock(masks, s, union[s], restA, restB);
        }
        return changed;
    }

    /** Clears the digits locked in intersection s from the rest of either group; whether any mask narrowed. */
    private boolean lock(int[] masks, int s, int shared, int restA, int restB) {
        boolean narrowed = false;
        int lockedByA = shared & ~restA & restB;
        if (lockedByA != 0) {
            narrowed = removeFrom(masks, restBCells, restBStart[s], restBStart[s + 1], lockedByA);
        }
        int lockedByB = shared & ~restB & restA;
        if (lockedByB != 0) {
            narrowed |= removeFrom(masks, restACells, restAStart[s], restAStart[s + 1], lockedByB);
        }
        return narrowed;
    }

    /** Clears the digits from the cells, taking their pieces again; whether any mask narrowed. */
    private boolean removeFrom(int[] masks, int[] cells, int from, int to, int digits) {
        boolean changed = false;
        for (int i = from; i < to; i++) {
            int cell = cells[i];
            int mk = masks[cell];
            if ((mk & digits) != 0) {
                out.narrowLater(masks, cell, mk & ~digits);
                pieces.update(masks, cell);
                changed = true;
            }
        }
        return changed;
    }
}
