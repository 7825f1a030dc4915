package nonet.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import nonet.engine.Deadline;
import nonet.engine.Engine;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.io.PuzzleEntry;
import nonet.lang.Arg;
import nonet.lang.ClueInfo;
import nonet.lang.ClueUse;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.Pos;
import nonet.lang.PuzzleSpec;
import nonet.model.Model;
import nonet.model.Relation;

/**
 * Random puzzles under any model, for differential fuzzing. Each starts from a random solution grid
 * of the model; clues of the model's clue types are placed at random and kept only when the solution
 * satisfies them (numbers such as a cage total are chosen to fit); then a random share of the
 * solution's digits become givens, and sometimes one given is changed, so that puzzles with no
 * solution, one, and many all occur. Models that take jigsaw regions from the puzzle get random
 * regions. Clues with a line (variadic cells) lie on a random walk, or on a whole row or column
 * read either way, as outside clues do. For models with {@code pairs ... unless} rules (all dots
 * given), the solution is drawn without those rules, and then every pair the rule would forbid gets
 * a fitting clue of the types it names. Puzzle i depends only on (seed, i).
 */
public final class RandomPuzzles {

    private static final int PLACEMENT_TRIES = 12;
    private static final int REGION_TRIES = 50;
    /** The source of the empty grid that tries the size: an error there is the size's, with no place in a file. */
    private static final String SIZE_PROBE = "<size>";

    private final Compiler compiler;
    private final String model;
    private final int size;
    private final long seed;
    private final List<ClueInfo> clueTypes;
    private final boolean jigsaw;
    /** The clue types the model's unless rules name: every pair those rules forbid must carry one. */
    private final java.util.Set<String> unless;
    /** The complete engine that draws the solution grids (its caller's to close). */
    private final Engine finder;

    /**
     * {@code size}: the grid size, or 0 for the model's own (9 if it fixes none); {@code finder}: a
     * complete engine, whose first solutions make the grids, so the same seed and finder give the same puzzles.
     */
    public RandomPuzzles(Compiler compiler, String model, int size, long seed, Engine finder) {
        this.compiler = compiler;
        this.finder = finder;
        this.model = model;
        this.seed = seed;
        try {
            int fixed = compiler.fixedSize(model);
            this.size = size != 0 ? size : fixed != 0 ? fixed : 9;
            this.clueTypes = compiler.clues(List.of(model));
            this.jigsaw = compiler.needsRegions(List.of(model));
            this.unless = compiler.unlessClues(List.of(model));
            if (!jigsaw) {
                // a size the model cannot take (no boxes, another fixed size) fails here, once, not once per puzzle
                compiler.compile(new PuzzleSpec(List.of(model), this.size, new int[this.size * this.size], null, List.of(), null, SIZE_PROBE));
            }
        } catch (LangException e) {
            throw new IllegalArgumentException(e.file().equals(SIZE_PROBE) ? e.detail() : e.getMessage(), e);
        }
    }

    public PuzzleEntry next(int index) {
        return next(index, Deadline.start(0));
    }

    /**
     * Puzzle {@code index}, its engine runs bounded by the deadline: once it has passed, the entry
     * is meaningless (a run cut short reads as "no solution") and the caller must stop.
     */
    public PuzzleEntry next(int index, Deadline deadline) {
        Random rnd = new Random(seed * 1_000_003L + index);
        String source = "random(model=" + model + ",seed=" + seed + ")";
        try {
            PuzzleSpec empty = null;
            int[] solution = null;
            // not every random jigsaw layout has a solution: draw regions again until one does
            for (int attempt = 0; attempt < (jigsaw ? REGION_TRIES : 1) && solution == null; attempt++) {
                int[] regions = jigsaw ? RandomRegions.generate(size, rnd) : null;
                empty = new PuzzleSpec(List.of(model), size, new int[size * size], regions, List.of(), null, source);
                solution = randomSolution(empty, rnd, deadline);
            }
            if (solution == null) {
                return new PuzzleEntry.Bad(source, index, index, 1, "no solution of the model " + model + " found at size " + size
                        + (jigsaw ? " with " + REGION_TRIES + " random region layouts" : ""));
            }
            List<ClueUse> clues = randomClues(empty, solution, rnd);
            if (!unless.isEmpty()) {
                clues = markEveryForbiddenPair(empty, solution, clues, rnd);
                if (clues == null) {
                    return new PuzzleEntry.Bad(source, index, index, 1, "no clues of types " + unless
                            + " fit every pair the model's unless rule forbids in the random solution");
                }
            }
            PuzzleSpec withClues = empty.withClues(clues);
            PuzzleSpec spec = withClues.withGivens(randomGivens(solution, rnd));
            return new PuzzleEntry.Ok(source, index, index, spec, compiler.compile(spec));
        } catch (LangException e) {
            return new PuzzleEntry.Bad(source, index, index, 1, e.detail(), e.pos());
        }
    }

    /** Fixes random digits in random cells one at a time, keeping those that leave the grid solvable. */
    private int[] randomSolution(PuzzleSpec empty, Random rnd, Deadline deadline) throws LangException {
        int cells = size * size;
        int[] givens = new int[cells];
        int[] solution = solve(empty, deadline);
        if (solution == null) {
            return null;
        }
        int placements = Math.max(4, cells / 6);
        for (int k = 0; k < placements; k++) {
            int cell = rnd.nextInt(cells);
            if (givens[cell] != 0) {
                continue;
            }
            givens[cell] = 1 + rnd.nextInt(size);
            int[] found = solve(empty.withGivens(givens), deadline);
            if (found == null) {
                givens[cell] = 0;
            } else {
                solution = found;
            }
        }
        return solution;
    }

    private int[] solve(PuzzleSpec spec, Deadline deadline) throws LangException {
        if (deadline.passed()) {
            return null;
        }
        Model m = compiler.compileWithoutUnlessRules(spec);
        long left = deadline.remainingMillis();
        Result r = finder.run(m, Limits.solve().withNodeLimit(200_000).withTimeoutMillis(left == Long.MAX_VALUE ? 0 : left));
        return r.count() > 0 ? r.solution() : null;
    }

    private List<ClueUse> randomClues(PuzzleSpec empty, int[] solution, Random rnd) throws LangException {
        List<ClueUse> placed = new ArrayList<>();
        for (ClueInfo type : clueTypes) {
            int wanted = rnd.nextInt(Math.max(2, size * size / 8));
            for (int k = 0; k < wanted; k++) {
                for (int attempt = 0; attempt < PLACEMENT_TRIES; attempt++) {
                    ClueUse clue = placedAtRandom(type, empty, solution, rnd);
                    if (clue != null) {
                        placed.add(clue);
                        break;
                    }
                }
            }
        }
        return placed;
    }

    /**
     * Adds, for every pair of cells where the solution breaks an unless rule, a clue of one of the
     * types the rule names that the solution satisfies; null when some pair fits none.
     */
    private List<ClueUse> markEveryForbiddenPair(PuzzleSpec empty, int[] solution, List<ClueUse> clues, Random rnd)
            throws LangException {
        List<ClueUse> out = new ArrayList<>(clues);
        Model m = compiler.compile(empty.withClues(out));
        List<Relation> relations = new ArrayList<>();
        // only a relation stands for a pair an unless rule forbids; the other primitives come from other rules
        m.forEachKind(group -> { }, relations::add, sum -> { }, table -> { }, line -> { }, domain -> { });
        for (Relation r : relations) {
            if (r.holds(solution)) {
                continue;
            }
            ClueUse mark = null;
            for (ClueInfo type : clueTypes) {
                if (mark == null && unless.contains(type.name())) {
                    mark = fitting(type, empty, List.of(r.a(), r.b()), solution, rnd);
                }
            }
            if (mark == null) {
                return null;
            }
            out.add(mark);
        }
        return out;
    }

    /** A random placement of one clue that the solution satisfies, or null. */
    private ClueUse placedAtRandom(ClueInfo type, PuzzleSpec empty, int[] solution, Random rnd) {
        int fixedCells = (int) type.kinds().stream().filter("cell"::equals).count();
        boolean lineClue = type.kinds().get(type.kinds().size() - 1).equals("cells");
        List<Integer> path = lineClue && rnd.nextInt(3) == 0 ? wholeLine(rnd)
                : randomPath(rnd, fixedCells + (lineClue ? 1 + rnd.nextInt(4) : 0));
        return fitting(type, empty, path, solution, rnd);
    }

    /**
     * The clue of this type on these cells with numbers the solution satisfies, or null. Numbers are
     * tried in turn (for a sum, only its total fits); a list of numbers (a quadruple's digits) is drawn
     * at random for each try.
     */
    private ClueUse fitting(ClueInfo type, PuzzleSpec empty, List<Integer> path, int[] solution, Random rnd) {
        int numbers = (int) type.kinds().stream().filter("number"::equals).count();
        boolean numberList = type.kinds().contains("numbers");
        int[] values = new int[numbers];
        int maxNumber = size * Math.max(1, path.size());
        int combos = numbers == 0 ? (numberList ? 60 : 1) : Math.min(4000, (int) Math.pow(maxNumber + 1, numbers));
        for (int combo = 0; combo < combos; combo++) {
            int rest = combo;
            for (int i = 0; i < numbers; i++) {
                values[i] = rest % (maxNumber + 1);
                rest /= maxNumber + 1;
            }
            int[] list = new int[numberList ? 1 + rnd.nextInt(4) : 0];
            for (int i = 0; i < list.length; i++) {
                list[i] = 1 + rnd.nextInt(size);
            }
            ClueUse clue = build(type, path, values, list);
            if (clue == null) {
                return null;
            }
            Model m;
            try {
                m = compiler.compileWithoutUnlessRules(empty.withClues(List.of(clue)));
            } catch (LangException impossible) {
                continue;
            }
            if (m.violations(solution).isEmpty()) {
                return clue;
            }
        }
        return null;
    }

    /** A whole row or column, read either way. */
    private List<Integer> wholeLine(Random rnd) {
        int k = rnd.nextInt(size);
        boolean row = rnd.nextBoolean();
        boolean backwards = rnd.nextBoolean();
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            int j = backwards ? size - 1 - i : i;
            out.add(row ? k * size + j : j * size + k);
        }
        return out;
    }

    private ClueUse build(ClueInfo type, List<Integer> path, int[] values, int[] list) {
        List<Arg> args = new ArrayList<>();
        Pos pos = Pos.NONE;
        int cell = 0;
        int number = 0;
        for (String kind : type.kinds()) {
            switch (kind) {
                case "number" -> args.add(Arg.number(values[number++], pos));
                case "numbers" -> {
                    for (int v : list) {
                        args.add(Arg.number(v, pos));
                    }
                }
                case "cell" -> {
                    if (cell >= path.size()) {
                        return null;
                    }
                    args.add(Arg.cells(new int[] {path.get(cell++)}, pos));
                }
                default -> {
                    if (cell >= path.size()) {
                        return null;
                    }
                    for (; cell < path.size(); cell++) {
                        args.add(Arg.cells(new int[] {path.get(cell)}, pos));
                    }
                }
            }
        }
        return new ClueUse(type.name(), args, pos);
    }

    /** A random self-avoiding walk of orthogonal steps (clue cells are usually connected). */
    private List<Integer> randomPath(Random rnd, int length) {
        List<Integer> path = new ArrayList<>();
        int cur = rnd.nextInt(size * size);
        path.add(cur);
        int[][] steps = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        while (path.size() < length) {
            int r = cur / size;
            int c = cur % size;
            List<Integer> next = new ArrayList<>();
            for (int[] s : steps) {
                int nr = r + s[0];
                int nc = c + s[1];
                if (nr >= 0 && nr < size && nc >= 0 && nc < size && !path.contains(nr * size + nc)) {
                    next.add(nr * size + nc);
                }
            }
            if (next.isEmpty()) {
                break;
            }
            cur = next.get(rnd.nextInt(next.size()));
            path.add(cur);
        }
        return path;
    }

    /** A random share (5% to 60%) of the solution as givens; one in five puzzles gets one given changed. */
    private int[] randomGivens(int[] solution, Random rnd) {
        double density = 0.05 + 0.55 * rnd.nextDouble();
        int[] givens = new int[solution.length];
        List<Integer> shown = new ArrayList<>();
        for (int cell = 0; cell < solution.length; cell++) {
            if (rnd.nextDouble() < density) {
                givens[cell] = solution[cell];
                shown.add(cell);
            }
        }
        if (!shown.isEmpty() && rnd.nextInt(5) == 0) {
            int cell = shown.get(rnd.nextInt(shown.size()));
            givens[cell] = 1 + (givens[cell] + rnd.nextInt(size - 1)) % size;
        }
        return givens;
    }
}
