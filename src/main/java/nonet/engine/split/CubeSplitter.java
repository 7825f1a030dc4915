package nonet.engine.split;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import nonet.engine.Narrowing;
import nonet.model.Model;

/**
 * Cuts a puzzle into subproblems ({@link Cube}s) for workers to share: the open cells with the
 * fewest candidates after the root narrowing (first fail) are fixed to every combination of their
 * candidates, one cell more until there are enough cubes. The list is in lexicographic order of
 * the digits, the order in which a depth-first search over the same cells would meet the solutions.
 *
 * <p>The puzzle is narrowed once, at the root, not once per cube: on a 25x25 grid a narrowing costs
 * about what a cube's whole search does (measured: sixteen cubes narrowed one by one took as long
 * as the puzzle alone), whereas a combination that propagation refutes costs the engine that counts
 * it no more than its own root propagation, and workers pay that in parallel. Without a
 * {@link Narrowing} the cells' domains alone guide the choice, so any complete engine can be split.
 */
final class CubeSplitter {

    /** Null when no engine offers narrowing: domain sizes only. */
    private final Narrowing narrowing;

    CubeSplitter(Narrowing narrowing) {
        this.narrowing = narrowing;
    }

    /** At least {@code target} cubes when the puzzle has that many open choices; none when narrowing proves it has no solution. */
    List<Cube> split(Model model, int target) {
        int[] masks = narrowing == null ? model.initialMasks() : narrowing.candidates(model);
        if (masks == null || IntStream.of(masks).anyMatch(m -> m == 0)) {
            return List.of();
        }
        List<Cube> cubes = List.of(Cube.ROOT);
        for (int cell : firstFail(masks)) {
            if (cubes.size() >= target) {
                break;
            }
            List<Cube> next = new ArrayList<>();
            for (Cube c : cubes) {
                for (int digit = 1; masks[cell] >> (digit - 1) != 0; digit++) {
                    if ((masks[cell] & (1 << (digit - 1))) != 0) {
                        next.add(c.fix(cell, digit));
                    }
                }
            }
            cubes = next;
        }
        return cubes;
    }

    /** The open cells, fewest candidates first, ties in cell order. */
    private static List<Integer> firstFail(int[] masks) {
        return IntStream.range(0, masks.length).filter(c -> Integer.bitCount(masks[c]) > 1).boxed()
                .sorted(Comparator.comparingInt((Integer c) -> Integer.bitCount(masks[c])).thenComparingInt(c -> c)).toList();
    }
}
