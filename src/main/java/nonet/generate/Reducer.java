package nonet.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import nonet.lang.ClueUse;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.PuzzleSpec;
import nonet.workbench.VerifiedRuns;

/**
 * Takes a unique puzzle down to one whose every given orbit and clue is needed: givens go first, an
 * orbit at a time in random order, then clues. Removing a given only ever adds solutions, so one
 * pass over the orbits suffices; but where a model forbids what no clue marks (kropki with all dots
 * given) removing a clue adds a rule, so then the passes repeat until nothing more goes, and a
 * removal is kept only while the one solution is still the same (the added rule may forbid it and
 * leave another unique solution). The last clue always stays: a clue-based puzzle whose givens
 * alone are unique would be a classic puzzle.
 */
final class Reducer {

    private final Compiler compiler;
    private final VerifiedRuns runs;
    private final int[] solution;
    private final Symmetry symmetry;
    private final boolean cluesAddRules;

    Reducer(Compiler compiler, VerifiedRuns runs, int[] solution, Symmetry symmetry, boolean cluesAddRules) {
        this.compiler = compiler;
        this.runs = runs;
        this.solution = solution;
        this.symmetry = symmetry;
        this.cluesAddRules = cluesAddRules;
    }

    PuzzleSpec reduce(PuzzleSpec unique, Random rnd) {
        PuzzleSpec best = removeGivens(unique, rnd);
        while (true) {
            PuzzleSpec fewer = removeClues(best, rnd);
            if (fewer.clues().size() == best.clues().size() || !cluesAddRules) {
                return fewer;
            }
            best = removeGivens(fewer, rnd);
        }
    }

    private PuzzleSpec removeGivens(PuzzleSpec spec, Random rnd) {
        List<int[]> orbits = new ArrayList<>(symmetry.orbits(spec.size()));
        Collections.shuffle(orbits, rnd);
        PuzzleSpec best = spec;
        for (int[] orbit : orbits) {
            int[] g = best.givens();
            boolean any = false;
            for (int cell : orbit) {
                any |= g[cell] != 0;
                g[cell] = 0;
            }
            if (any && keepsSolution(best.withGivens(g))) {
                best = best.withGivens(g);
            }
        }
        return best;
    }

    private PuzzleSpec removeClues(PuzzleSpec spec, Random rnd) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < spec.clues().size(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, rnd);
        // removed clues are marked null, so the indices of the others stay put until the end
        List<ClueUse> kept = new ArrayList<>(spec.clues());
        int left = kept.size();
        for (int i : order) {
            if (left == 1) {
                break;
            }
            List<ClueUse> without = new ArrayList<>(kept);
            without.set(i, null);
            without.removeIf(c -> c == null);
            if (keepsSolution(spec.withClues(without))) {
                kept.set(i, null);
                left--;
            }
        }
        kept.removeIf(c -> c == null);
        return spec.withClues(kept);
    }

    /** Whether the puzzle's one solution is still the generated one; a spec that no longer compiles keeps what was removed. */
    private boolean keepsSolution(PuzzleSpec spec) {
        try {
            VerifiedRuns.Found f = runs.solutions(compiler.compile(spec), 2);
            return f.exact() && f.solutions().size() == 1 && Arrays.equals(f.solutions().get(0), solution);
        } catch (LangException e) {
            return false;
        }
    }
}
