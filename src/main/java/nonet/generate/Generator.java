package nonet.generate;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import nonet.engine.Deadline;
import nonet.engine.Engine;
import nonet.engine.logic.Difficulty;
import nonet.engine.logic.LogicSolver;
import nonet.io.PuzzleEntry;
import nonet.lang.ClueInfo;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.PuzzleSpec;
import nonet.model.Model;
import nonet.workbench.Minimality;
import nonet.workbench.VerifiedRuns;
import nonet.workbench.WorkbenchStop;

/**
 * Unique puzzles of any model. A start comes from {@link RandomPuzzles}: clues of the model's clue
 * types that a random solution satisfies, and random givens; the first engine solves it, all of that
 * solution becomes givens, and the {@link Reducer} removes givens (by symmetry orbits) and then
 * clues while the puzzle stays unique. With a {@link DifficultyFilter}, the logic engine rates the
 * reduced puzzle and one of another difficulty is dropped for the next start. The second engine
 * must then find exactly that one solution. Puzzle k depends only on (seed, k, the filter) and the
 * engines; each puzzle has its own time limit, which bounds all of its work: random starts,
 * reduction, rating and the second engine's check.
 */
public final class Generator {

    /** Random starts tried per puzzle: one may carry no clues, or a changed given with no solution. */
    private static final int STARTS = 20;
    /** Random starts tried per puzzle with a difficulty filter: a rare level ("hard" classic) takes hundreds. */
    private static final int FILTERED_STARTS = 5_000;

    private final Compiler compiler;
    private final RandomPuzzles starts;
    private final boolean wantsClues;
    /** The clue types whose cells are variadic (cages, lines). */
    private final Set<String> lineTypes;
    private final Symmetry symmetry;
    private final boolean cluesAddRules;
    private final Engine first;
    private final Engine second;
    private final long timeoutMillis;
    private final long seed;
    /** The difficulties wanted, or null for any. */
    private final DifficultyFilter difficulty;

    /** Throws IllegalArgumentException for a model or size that cannot be generated (as {@link RandomPuzzles}). */
    public Generator(Compiler compiler, String model, int size, long seed, Symmetry symmetry, Engine first, Engine second, long timeoutMillis) {
        this(compiler, model, size, seed, symmetry, null, first, second, timeoutMillis);
    }

    /** {@code difficulty}: the logic ratings wanted, or null for any. */
    public Generator(Compiler compiler, String model, int size, long seed, Symmetry symmetry, DifficultyFilter difficulty,
            Engine first, Engine second, long timeoutMillis) {
        this.compiler = compiler;
        this.starts = new RandomPuzzles(compiler, model, size, seed, first);
        try {
            List<ClueInfo> types = compiler.clues(List.of(model));
            this.wantsClues = !types.isEmpty();
            this.lineTypes = types.stream().filter(t -> t.kinds().contains("cells")).map(ClueInfo::name).collect(Collectors.toSet());
            this.cluesAddRules = !compiler.unlessClues(List.of(model)).isEmpty();
        } catch (LangException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        this.symmetry = symmetry;
        this.first = first;
        this.second = second;
        this.timeoutMillis = timeoutMillis;
        this.seed = seed;
        this.difficulty = difficulty;
    }

    /** How many random starts one puzzle may take before it is given up. */
    public int startsPerPuzzle() {
        return difficulty == null ? STARTS : FILTERED_STARTS;
    }

    /**
     * Puzzle k (from 1), or null when no start of it had a solution (or, with a filter, the
     * difficulty wanted). An engine that runs out of time or cannot express the model throws
     * {@link WorkbenchStop}; a second engine that disagrees throws {@link SecondOpinion}.
     */
    public Generated generate(int k) {
        Deadline deadline = Deadline.start(timeoutMillis);
        VerifiedRuns runs = new VerifiedRuns(first, deadline, seed);
        Minimality uniqueness = new Minimality(compiler, runs);
        int tries = startsPerPuzzle();
        for (int attempt = 0; attempt < tries; attempt++) {
            // wraps for puzzle numbers past 2^31 / tries, which only repeats starts
            int index = (int) ((long) k * tries + attempt);
            PuzzleEntry entry = starts.next(index, deadline);
            if (deadline.passed()) {
                throw WorkbenchStop.timeout();
            }
            if (!(entry instanceof PuzzleEntry.Ok ok)) {
                continue;
            }
            // where the model forbids what no clue marks, every clue placed is needed to mark its pair
            PuzzleSpec start = cluesAddRules ? ok.spec() : ok.spec().withClues(SetterClues.of(ok.spec().clues(), lineTypes));
            if (wantsClues && start.clues().isEmpty()) {
                continue;
            }
            int[] solution = solution(start, runs);
            if (solution == null || !uniqueness.unique(start.withGivens(solution))) {
                continue;
            }
            Random rnd = new Random(seed * 7_919L + index);
            PuzzleSpec reduced = new Reducer(compiler, runs, solution, symmetry, cluesAddRules).reduce(start.withGivens(solution), rnd);
            if (difficulty != null && !difficulty.accepts(rating(reduced, deadline))) {
                continue;
            }
            confirm(reduced, solution, deadline);
            return new Generated(reduced, solution);
        }
        return null;
    }

    /** The logic engine's rating; a rating the deadline cut short says nothing, so the puzzle stops there. */
    private Difficulty rating(PuzzleSpec spec, Deadline deadline) {
        Difficulty d = LogicSolver.explain(compile(spec), deadline).difficulty();
        if (deadline.passed()) {
            throw WorkbenchStop.timeout();
        }
        return d;
    }

    /** A solution of the start: of its random givens if they allow one, else of its clues alone. */
    private int[] solution(PuzzleSpec start, VerifiedRuns runs) {
        List<int[]> found = runs.solutions(compile(start), 1).solutions();
        if (found.isEmpty()) {
            found = runs.solutions(compile(start.withGivens(new int[start.givens().length])), 1).solutions();
        }
        return found.isEmpty() ? null : found.get(0);
    }

    private void confirm(PuzzleSpec reduced, int[] solution, Deadline deadline) {
        Model model = compile(reduced);
        if (!model.violations(solution).isEmpty()) {
            throw new SecondOpinion("the model rejects the generated solution: " + model.violations(solution).get(0));
        }
        VerifiedRuns.Found f = new VerifiedRuns(second, deadline, seed).solutions(model, 2);
        if (!f.exact() || f.solutions().size() != 1 || !Arrays.equals(f.solutions().get(0), solution)) {
            throw new SecondOpinion("engine " + second.name() + " does not confirm the puzzle's one solution (found "
                    + f.solutions().size() + (f.exact() ? "" : "+") + " solutions)");
        }
    }

    private Model compile(PuzzleSpec spec) {
        try {
            return compiler.compile(spec);
        } catch (LangException e) {
            // every spec compiled here was built from one that compiled, changing only givens
            throw new IllegalStateException(e);
        }
    }
}
