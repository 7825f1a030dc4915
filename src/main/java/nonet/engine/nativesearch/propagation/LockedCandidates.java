package nonet.engine.nativesearch.propagation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Locked candidates over every intersection of two exact groups sharing two or more cells (box
 * and row, box and column): a digit that the first group can hold only in the shared cells leaves
 * the rest of the second group, and the other way round (pointing and claiming, for any pair of
 * groups). Owns the intersections, each as the shared cells, the rest of the first group and the
 * rest of the second.
 *
 * <p>A pass reads each shared cell once, not each intersection's two whole groups: a group's
 * intersections are sorted into classes of disjoint ones (a box's three rows, its three columns),
 * and the digits of the group outside one of them are the union of the class's other
 * intersections and of the cells the class leaves uncovered (a window of windoku beside the
 * boxes). Small loops of unknown length cost more than their loads: every intersection is
 * padded to one width and every side to one count of pieces, the common ones unrolled.
 */
final class LockedCandidates {

    private final Propagator out;
    private final int segmentCount;
    private final int[] restAStart;
    private final int[] restACells;
    private final int[] restBStart;
    private final int[] restBCells;
    /**
     * Each intersection's shared cells, {@link #width} a piece: a smaller one repeats its first
     * cell, which leaves the union as it is.
     */
    private final int width;
    private final int[] sharedCells;
    /**
     * Per side (2 * intersection, + 1 for the second group), the pieces whose union is that group's
     * digits outside the intersection, {@link #pieces} a side: the other intersections of one class
     * of disjoint ones in the group, and the group's cells that class leaves uncovered. A piece is
     * an intersection, one of those leftover sets ({@link #leftStart}) or the empty piece last of all,
     * which pads a side.
     */
    private final int pieces;
    private final int[] sidePieces;
    private final int[] leftStart;
    private final int[] leftCells;
    /** Per piece, the union of its cells' masks in this pass; the empty piece's stays 0. */
    private final int[] pieceUnion;

    private LockedCandidates(Propagator out, List<int[]> groups, List<Intersection> segments) {
        this.out = out;
        segmentCount = segments.size();
        restAStart = CompiledModel.startsOf(segments.stream().map(Intersection::onlyA).toList());
        restACells = CompiledModel.flatten(segments.stream().map(Intersection::onlyA).toList());
        restBStart = CompiledModel.startsOf(segments.stream().map(Intersection::onlyB).toList());
        restBCells = CompiledModel.flatten(segments.stream().map(Intersection::onlyB).toList());
        width = segments.stream().mapToInt(x -> x.shared().length).max().getAsInt();
        sharedCells = new int[segmentCount * width];
        for (int s = 0; s < segmentCount; s++) {
            int[] shared = segments.get(s).shared();
            for (int i = 0; i < width; i++) {
                sharedCells[s * width + i] = shared[i < shared.length ? i : 0];
            }
        }
        List<int[]> leftovers = new ArrayList<>();
        List<List<Integer>> sides = new ArrayList<>();
        for (int side = 0; side < 2 * segmentCount; side++) {
            sides.add(new ArrayList<>());
        }
        for (int g = 0; g < groups.size(); g++) {
            piecesOf(g, groups.get(g), segments, sides, leftovers);
        }
        leftStart = CompiledModel.startsOf(leftovers);
        leftCells = CompiledModel.flatten(leftovers);
        int empty = segmentCount + leftovers.size();
        pieceUnion = new int[empty + 1];
        pieces = Math.max(1, sides.stream().mapToInt(List::size).max().getAsInt());
        sidePieces = new int[2 * segmentCount * pieces];
        for (int side = 0; side < sides.size(); side++) {
            for (int i = 0; i < pieces; i++) {
                sidePieces[side * pieces + i] = i < sides.get(side).size() ? sides.get(side).get(i) : empty;
            }
        }
    }

    /** Two groups' shared cells and the cells of each outside the other. */
    private record Intersection(int a, int b, int[] shared, int[] onlyA, int[] onlyB) {
    }

    /** The intersections of the model's exact groups, or null when no two groups share two cells. */
    static LockedCandidates of(CompiledModel m, Propagator out) {
        List<int[]> groups = new ArrayList<>();
        for (int g = 0; g < m.groupCount; g++) {
            groups.add(Arrays.copyOfRange(m.groupCells, m.groupStart[g], m.groupStart[g + 1]));
        }
        List<Intersection> segments = segmentsOf(groups, m.cellCount);
        return segments.isEmpty() ? null : new LockedCandidates(out, groups, segments);
    }

    private static List<Intersection> segmentsOf(List<int[]> groups, int cellCount) {
        List<Intersection> found = new ArrayList<>();
        for (int i = 0; i < groups.size(); i++) {
            boolean[] inA = new boolean[cellCount];
            for (int c : groups.get(i)) {
                inA[c] = true;
            }
            for (int j = i + 1; j < groups.size(); j++) {
                boolean[] inB = new boolean[cellCount];
                for (int c : groups.get(j)) {
                    inB[c] = true;
                }
                int[] shared = Arrays.stream(groups.get(i)).filter(c -> inB[c]).toArray();
                if (shared.length >= 2) {
                    int[] onlyA = Arrays.stream(groups.get(i)).filter(c -> !inB[c]).toArray();
                    int[] onlyB = Arrays.stream(groups.get(j)).filter(c -> !inA[c]).toArray();
                    found.add(new Intersection(i, j, shared, onlyA, onlyB));
                }
            }
        }
        return found;
    }

    /**
     * Sorts group g's intersections greedily into classes of disjoint ones (a box's rows, its
     * columns) and gives each of its sides the pieces of its class: the class's other
     * intersections and, when the class leaves cells of the group uncovered, those cells as a
     * leftover piece of their own.
     */
    private static void piecesOf(int g, int[] cells, List<Intersection> segments, List<List<Integer>> sides,
            List<int[]> leftovers) {
        List<List<Integer>> classes = new ArrayList<>();
        List<Set<Integer>> covered = new ArrayList<>();
        for (int s = 0; s < segments.size(); s++) {
            Intersection x = segments.get(s);
            if (x.a() != g && x.b() != g) {
                continue;
            }
            int c = 0;
            while (c < classes.size() && Arrays.stream(x.shared()).anyMatch(covered.get(c)::contains)) {
                c++;
            }
            if (c == classes.size()) {
                classes.add(new ArrayList<>());
                covered.add(new HashSet<>());
            }
            classes.get(c).add(s);
            Arrays.stream(x.shared()).forEach(covered.get(c)::add);
        }
        for (int c = 0; c < classes.size(); c++) {
            Set<Integer> in = covered.get(c);
            int[] left = Arrays.stream(cells).filter(cell -> !in.contains(cell)).toArray();
            int leftover = left.length == 0 ? -1 : segments.size() + leftovers.size();
            if (left.length > 0) {
                leftovers.add(left);
            }
            for (int s : classes.get(c)) {
                List<Integer> side = sides.get(2 * s + (segments.get(s).a() == g ? 0 : 1));
                classes.get(c).stream().filter(o -> o != s).forEach(side::add);
                if (leftover >= 0) {
                    side.add(leftover);
                }
            }
        }
    }

    /**
     * One pass over every intersection; returns whether any mask narrowed. An emptied cell is
     * queued so the next pass reports the contradiction. The unions are taken again after each
     * intersection that narrowed, so every intersection reads the masks as they are.
     */
    boolean run(int[] masks) {
        boolean changed = false;
        unions(masks);
        int[] union = pieceUnion;
        int[] side = sidePieces;
        for (int s = 0; s < segmentCount; s++) {
            int shared = union[s];
            int restA = 0;
            int restB = 0;
            if (pieces == 2) {
                int a = 4 * s;
                restA = union[side[a]] | union[side[a + 1]];
                restB = union[side[a + 2]] | union[side[a + 3]];
            } else {
                for (int i = 2 * s * pieces, end = i + pieces; i < end; i++) {
                    restA |= union[side[i]];
                    restB |= union[side[i + pieces]];
                }
            }
            boolean narrowed = false;
            int lockedByA = shared & ~restA & restB;
            if (lockedByA != 0) {
                narrowed = removeFrom(masks, restBCells, restBStart[s], restBStart[s + 1], lockedByA);
            }
            int lockedByB = shared & ~restB & restA;
            if (lockedByB != 0) {
                narrowed |= removeFrom(masks, restACells, restAStart[s], restAStart[s + 1], lockedByB);
            }
            if (narrowed) {
                changed = true;
                unions(masks);
            }
        }
        return changed;
    }

    /** The union of every piece's masks; the common widths of 9x9 and 16x16 boxes unrolled. */
    private void unions(int[] masks) {
        int[] cells = sharedCells;
        if (width == 3) {
            for (int s = 0, i = 0; s < segmentCount; s++, i += 3) {
                pieceUnion[s] = masks[cells[i]] | masks[cells[i + 1]] | masks[cells[i + 2]];
            }
        } else if (width == 4) {
            for (int s = 0, i = 0; s < segmentCount; s++, i += 4) {
                pieceUnion[s] = masks[cells[i]] | masks[cells[i + 1]] | masks[cells[i + 2]] | masks[cells[i + 3]];
            }
        } else {
            for (int s = 0; s < segmentCount; s++) {
                pieceUnion[s] = unionOf(masks, cells, s * width, (s + 1) * width);
            }
        }
        for (int l = 0, lefts = leftStart.length - 1; l < lefts; l++) {
            pieceUnion[segmentCount + l] = unionOf(masks, leftCells, leftStart[l], leftStart[l + 1]);
        }
    }

    private static int unionOf(int[] masks, int[] cells, int from, int to) {
        int union = 0;
        for (int i = from; i < to; i++) {
            union |= masks[cells[i]];
        }
        return union;
    }

    private boolean removeFrom(int[] masks, int[] cells, int from, int to, int digits) {
        boolean changed = false;
        for (int i = from; i < to; i++) {
            int cell = cells[i];
            int mk = masks[cell];
            if ((mk & digits) != 0) {
                out.narrowLater(masks, cell, mk & ~digits);
                changed = true;
            }
        }
        return changed;
    }
}
