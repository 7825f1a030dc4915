package nonet.engine.split;

import java.util.ArrayList;
import java.util.List;
import nonet.engine.Narrowing;
import nonet.model.Model;

/**
 * Cuts a puzzle into subproblems ({@link Cube}s) for workers to share: the shallowest cube is split
 * on its cell with the fewest candidates, one child per candidate, until there are enough. The
 * list stays in search-tree order (children replace their parent in place), so "cube order" is the
 * order in which a depth-first search over the same choices would meet the solutions.
 *
 * <p>With a {@link Narrowing} every child is propagated: a child propagation refutes is dropped
 * (it has no solution), and the next cell is chosen among what propagation leaves open. Without
 * one the cells' domains alone guide the choice and nothing is dropped, so any complete engine can
 * be split, if less evenly.
 */
final class CubeSplitter {

    /** Null when no engine offers narrowing: domain sizes only. */
    private final Narrowing narrowing;

    CubeSplitter(Narrowing narrowing) {
        this.narrowing = narrowing;
    }

    /**
     * At least {@code target} cubes when the puzzle has that many open choices, in tree order;
     * none when narrowing proves the puzzle has no solution.
     */
    List<Cube> split(Model model, int target) {
        Cube root = narrowed(model, Cube.root(model.initialMasks()));
        List<Cube> cubes = new ArrayList<>();
        if (root != null) {
            cubes.add(root);
        }
        while (!cubes.isEmpty() && cubes.size() < target) {
            int at = shallowestOpen(cubes);
            if (at < 0) {
                break;
            }
            Cube parent = cubes.remove(at);
            cubes.addAll(at, children(model, parent));
        }
        return cubes;
    }

    /** The first of the cubes with the fewest fixed cells that still has a cell to split on, or -1. */
    private static int shallowestOpen(List<Cube> cubes) {
        int best = -1;
        for (int i = 0; i < cubes.size(); i++) {
            Cube c = cubes.get(i);
            if (c.branchCell() >= 0 && (best < 0 || c.cells().length < cubes.get(best).cells().length)) {
                best = i;
            }
        }
        return best;
    }

    private List<Cube> children(Model model, Cube parent) {
        int cell = parent.branchCell();
        int mask = parent.masks()[cell];
        List<Cube> out = new ArrayList<>();
        for (int digit = 1; mask >> (digit - 1) != 0; digit++) {
            if ((mask & (1 << (digit - 1))) != 0) {
                Cube child = narrowed(model, parent.fix(cell, digit));
                if (child != null) {
                    out.add(child);
                }
            }
        }
        return out;
    }

    /** The cube with what narrowing leaves of its candidates, or null when a cell has none left. */
    private Cube narrowed(Model model, Cube cube) {
        int[] masks = narrowing == null ? cube.masks() : narrowing.candidates(cube.constrain(model));
        if (masks == null) {
            return null;
        }
        for (int m : masks) {
            if (m == 0) {
                return null;
            }
        }
        return cube.withMasks(masks);
    }
}
