package nonet.workbench;

import java.util.ArrayList;
import java.util.List;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.PuzzleSpec;

/**
 * Which givens and clues of a unique puzzle are needed: one is removable when the puzzle without it
 * (recompiled from its spec) is still unique. {@link #reduce} removes them one at a time, givens
 * first, until every remaining given and clue is needed.
 */
public final class Minimality {

    /** What a unique puzzle can lose: given cells and clue indices (into the spec's clues), each alone. */
    public record Report(List<Integer> givens, List<Integer> clues) {
        public boolean minimal() {
            return givens.isEmpty() && clues.isEmpty();
        }
    }

    private final Compiler compiler;
    private final VerifiedRuns runs;

    public Minimality(Compiler compiler, VerifiedRuns runs) {
        this.compiler = compiler;
        this.runs = runs;
    }

    /** Each given and clue of a unique puzzle that can be removed alone with the puzzle staying unique. */
    public Report report(PuzzleSpec spec) {
        List<Integer> givens = new ArrayList<>();
        int[] g = spec.givens();
        for (int cell = 0; cell < g.length; cell++) {
            if (g[cell] != 0 && unique(spec.withGivens(without(g, cell)))) {
                givens.add(cell);
            }
        }
        List<Integer> clues = new ArrayList<>();
        for (int i = 0; i < spec.clues().size(); i++) {
            if (unique(spec.withoutClue(i))) {
                clues.add(i);
            }
        }
        return new Report(givens, clues);
    }

    /**
     * A minimal version of a unique puzzle. Removing a clue can add a rule (where a model forbids
     * what no clue marks, as kropki with all dots given does), so removals are retried until a
     * whole pass removes nothing: then each remaining given and clue is needed.
     */
    public PuzzleSpec reduce(PuzzleSpec spec) {
        PuzzleSpec best = spec;
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int cell = 0; cell < best.givens().length; cell++) {
                int[] g = best.givens();
                if (g[cell] != 0 && unique(best.withGivens(without(g, cell)))) {
                    best = best.withGivens(without(g, cell));
                    progress = true;
                }
            }
            for (int i = best.clues().size() - 1; i >= 0; i--) {
                if (unique(best.withoutClue(i))) {
                    best = best.withoutClue(i);
                    progress = true;
                }
            }
        }
        return best;
    }

    private static int[] without(int[] givens, int cell) {
        int[] fewer = givens.clone();
        fewer[cell] = 0;
        return fewer;
    }

    /**
     * Whether the puzzle has exactly one solution; a spec that no longer compiles (a model needing
     * what was removed) counts as not unique, so what was removed is kept.
     */
    public boolean unique(PuzzleSpec spec) {
        try {
            return runs.unique(compiler.compile(spec));
        } catch (LangException e) {
            return false;
        }
    }
}
