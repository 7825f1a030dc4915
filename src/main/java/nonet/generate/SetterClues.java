package nonet.generate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import nonet.lang.Arg;
import nonet.lang.ClueUse;

/**
 * The random clues a setter would draw. Random clues of one type may cover the same cells (two
 * killer cages on one cell), which the model allows but no setter draws: a clue that shares a cell
 * with an earlier clue of its type is dropped. Clues of two cells by nature (dots, XV, differences)
 * only share cells with each other, as they do in real puzzles; a cage or line that happens to have
 * two cells keeps to its type's rule. A clue with a variadic line of one cell (a
 * one-cell thermo, which says nothing, or a one-cell cage, a given in disguise) is dropped too.
 */
final class SetterClues {

    private SetterClues() {
    }

    /** {@code lineTypes}: the names of the clue types whose cells are variadic. */
    static List<ClueUse> of(List<ClueUse> clues, Set<String> lineTypes) {
        Map<String, Set<Integer>> covered = new HashMap<>();
        Map<String, Set<Integer>> coveredByLonger = new HashMap<>();
        List<ClueUse> kept = new ArrayList<>();
        for (ClueUse clue : clues) {
            List<Integer> cells = cells(clue);
            // a two-cell cage or line is not a dot: only fixed two-cell clues may share cells
            boolean pair = cells.size() == 2 && !lineTypes.contains(clue.name());
            Set<Integer> taken = pair ? coveredByLonger.computeIfAbsent(clue.name(), n -> new HashSet<>())
                    : covered.computeIfAbsent(clue.name(), n -> new HashSet<>());
            if (cells.stream().anyMatch(taken::contains) || (cells.size() == 1 && lineTypes.contains(clue.name()))) {
                continue;
            }
            kept.add(clue);
            covered.computeIfAbsent(clue.name(), n -> new HashSet<>()).addAll(cells);
            if (!pair) {
                coveredByLonger.computeIfAbsent(clue.name(), n -> new HashSet<>()).addAll(cells);
            }
        }
        return kept;
    }

    private static List<Integer> cells(ClueUse clue) {
        List<Integer> out = new ArrayList<>();
        for (Arg a : clue.args()) {
            if (a.isCell()) {
                for (int c : a.cells()) {
                    out.add(c);
                }
            }
        }
        return out;
    }
}
