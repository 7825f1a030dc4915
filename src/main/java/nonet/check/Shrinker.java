package nonet.check;

import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.PuzzleSpec;
import nonet.model.Model;

/**
 * Makes a disagreeing puzzle small: removes givens, then clues, one at a time, keeping each removal
 * while the engines still disagree, until no single removal keeps the disagreement (a 1-minimal case).
 */
final class Shrinker {

    /** The largest number of re-checks one case may cost: shrinking must not stall a long run. */
    private static final int MAX_CHECKS = 2000;

    private final Compiler compiler;
    private final PuzzleChecker checker;
    private int checks;

    Shrinker(Compiler compiler, PuzzleChecker checker) {
        this.compiler = compiler;
        this.checker = checker;
    }

    /** The shrunk puzzle and its comparison (still a disagreement). */
    record Shrunk(PuzzleSpec spec, Comparison comparison) {
    }

    Shrunk shrink(PuzzleSpec spec, Comparison comparison) {
        Shrunk best = new Shrunk(spec, comparison);
        checks = 0;
        boolean progress = true;
        while (progress && checks < MAX_CHECKS) {
            progress = false;
            int[] givens = best.spec().givens();
            for (int cell = 0; cell < givens.length && checks < MAX_CHECKS; cell++) {
                if (givens[cell] == 0) {
                    continue;
                }
                int[] fewer = givens.clone();
                fewer[cell] = 0;
                Shrunk tried = tryCase(best.spec().withGivens(fewer));
                if (tried != null) {
                    best = tried;
                    givens = fewer;
                    progress = true;
                }
            }
            for (int i = best.spec().clues().size() - 1; i >= 0 && checks < MAX_CHECKS; i--) {
                Shrunk tried = tryCase(best.spec().withoutClue(i));
                if (tried != null) {
                    best = tried;
                    progress = true;
                }
            }
        }
        return best;
    }

    private Shrunk tryCase(PuzzleSpec candidate) {
        checks++;
        Model model;
        try {
            model = compiler.compile(candidate);
        } catch (LangException e) {
            return null;
        }
        Comparison c = checker.check(model);
        return c.agree() ? null : new Shrunk(candidate, c);
    }
}
