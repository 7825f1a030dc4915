package nonet.engine.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import nonet.engine.Deadline;
import nonet.model.Model;

/**
 * Runs the rules in rounds until the puzzle is solved, stuck or contradictory. Each round computes
 * every rule's steps from the state the previous round left, then applies them all at once.
 */
public final class LogicSolver {

    /** The ceiling that allows every technique. */
    private static final Technique EVERY_TECHNIQUE = Technique.values()[Technique.values().length - 1];

    /**
     * How deep forcing chains nest: one level of inner chains solves every puzzle of the hardest sets,
     * and each further level costs another power of the board, even on puzzles with several solutions.
     */
    private static final int MAX_FORCING_DEPTH = 1;

    private final Structure s;
    private final Rules rules;
    private final ChainRule chains;
    private final AlsRule als;
    private final List<ForcingRule> forcing = new ArrayList<>();

    private LogicSolver(Model model, boolean assumeUnique, int alsCells) {
        this.s = new Structure(model);
        this.rules = new Rules(s, assumeUnique);
        this.chains = new ChainRule(s);
        this.als = new AlsRule(s, alsCells);
        for (int depth = 0; depth <= MAX_FORCING_DEPTH; depth++) {
            forcing.add(new ForcingRule(s, depth));
        }
    }

    /** The whole explanation of a puzzle, without a time limit. */
    public static Explanation explain(Model model) {
        return explain(model, Deadline.start(0));
    }

    /**
     * Runs every rule, then finds the hardest technique the puzzle needs by a ladder: the rules again,
     * allowing only techniques up to level k, for increasing k until a run ends as the full one did
     * (solved, the same stalled candidates, or a contradiction). A level whose technique never adds
     * anything repeats the level below, so the first level that works names a technique that fired.
     * If the time limit passes during the ladder, the hardest technique applied stands in.
     */
    public static Explanation explain(Model model, Deadline deadline) {
        return explain(model, deadline, false);
    }

    /**
     * As {@link #explain(Model, Deadline)}; with {@code assumeUnique} the caller states that the puzzle
     * has one solution, which allows unique rectangles and BUG+1 (each of their steps says so).
     */
    public static Explanation explain(Model model, Deadline deadline, boolean assumeUnique) {
        return explain(model, deadline, assumeUnique, AlmostLockedSets.DEFAULT_CELLS);
    }

    /** As {@link #explain(Model, Deadline, boolean)}, with almost locked sets of up to {@code alsCells} cells. */
    public static Explanation explain(Model model, Deadline deadline, boolean assumeUnique, int alsCells) {
        LogicSolver solver = new LogicSolver(model, assumeUnique, alsCells);
        Explanation full = solver.run(deadline, EVERY_TECHNIQUE);
        Technique applied = full.hardestApplied();
        if (applied == null || applied.advanced()) {
            // an advanced technique runs only when every easier one is stuck: the one applied is needed
            return full;
        }
        for (Technique ceiling : Technique.values()) {
            if (ceiling == Technique.GIVENS) {
                continue;
            }
            if (ceiling == applied || deadline.passed()) {
                break;
            }
            Explanation limited = solver.run(deadline, ceiling);
            if (!deadline.passed() && sameEnd(limited, full)) {
                return full.withHardestNeeded(ceiling);
            }
        }
        return full;
    }

    private static boolean sameEnd(Explanation a, Explanation b) {
        return a.outcome() == b.outcome()
                && (a.outcome() == Outcome.CONTRADICTION || Arrays.equals(a.candidates(), b.candidates()));
    }

    /** The rounds with only the techniques up to {@code ceiling}; the result names the hardest applied. */
    private Explanation run(Deadline deadline, Technique ceiling) {
        int[] masks = s.model.initialMasks();
        boolean[] placed = new boolean[s.cellCount];
        List<Round> rounds = new ArrayList<>();
        String broken = contradiction(masks);
        if (broken != null) {
            return ending(rounds, Outcome.CONTRADICTION, masks, null, broken);
        }
        Step givens = rules.givens(masks, placed);
        masks = apply(masks, List.of(givens));
        rounds.add(new Round(0, List.of(givens), histogram(masks)));
        while (true) {
            broken = contradiction(masks);
            if (broken != null) {
                return ending(rounds, Outcome.CONTRADICTION, masks, null, broken);
            }
            if (deadline.passed()) {
                return ending(rounds, Outcome.STUCK, masks, null, "stopped by the time limit");
            }
            List<Step> steps = newInformation(rules.upTo(ceiling, masks, placed), masks);
            if (steps.isEmpty()) {
                steps = advanced(ceiling, masks, placed, deadline);
            }
            if (steps.isEmpty() && deadline.passed()) {
                // the advanced rules gave up half way: they might have found something
                return ending(rounds, Outcome.STUCK, masks, null, "stopped by the time limit");
            }
            if (steps.isEmpty()) {
                return finish(rounds, masks);
            }
            for (Step step : steps) {
                for (Candidate p : step.placements()) {
                    placed[p.cell()] = true;
                }
            }
            masks = apply(masks, steps);
            rounds.add(new Round(rounds.size(), steps, histogram(masks)));
        }
    }

    /**
     * The advanced tier, for a state every basic technique leaves alone: the steps of the first
     * advanced rule (under the ceiling) that makes progress, as a person tries the easier patterns
     * before the heavier ones.
     */
    private List<Step> advanced(Technique ceiling, int[] masks, boolean[] placed, Deadline deadline) {
        if (ceiling.advanced()) {
            List<Step> steps = new ArrayList<>(chains.apply(masks, deadline));
            steps.removeIf(step -> step.rule().compareTo(ceiling) > 0);
            if (!steps.isEmpty()) {
                return steps;
            }
        }
        if (ceiling.compareTo(Technique.ALS_XZ) >= 0 && !deadline.passed()) {
            List<Step> steps = new ArrayList<>(als.apply(masks, deadline));
            steps.removeIf(step -> step.rule().compareTo(ceiling) > 0);
            if (!steps.isEmpty()) {
                return steps;
            }
        }
        for (ForcingRule rule : forcing) {
            if (ceiling.compareTo(rule.technique()) < 0 || deadline.passed()) {
                break;
            }
            List<Step> steps = rule.apply(masks, placed, deadline);
            if (!steps.isEmpty()) {
                return steps;
            }
        }
        return List.of();
    }

    private Explanation finish(List<Round> rounds, int[] masks) {
        int[] grid = new int[s.cellCount];
        for (int c = 0; c < s.cellCount; c++) {
            if (Integer.bitCount(masks[c]) != 1) {
                return ending(rounds, Outcome.STUCK, masks, null, "no rule makes progress: search is needed");
            }
            grid[c] = Supports.lowest(masks[c]);
        }
        List<String> violations = s.model.violations(grid);
        if (!violations.isEmpty()) {
            // every candidate left is forced, and the forced grid breaks the model: no solution exists
            return ending(rounds, Outcome.CONTRADICTION, masks, null, "the forced grid breaks " + violations.get(0));
        }
        return ending(rounds, Outcome.SOLVED, masks, grid, "");
    }

    /**
     * The steps of a round that tell something no simpler step of the same round already told, simplest
     * first. Every rule still runs on the round's starting state; this only keeps the explanation (and
     * the hardest technique it names) free of deductions a person would not need.
     */
    private static List<Step> newInformation(List<Step> steps, int[] masks) {
        List<Step> ordered = new ArrayList<>(steps);
        ordered.sort(java.util.Comparator.comparingInt(step -> step.rule().ordinal()));
        int[] known = masks.clone();
        List<Step> kept = new ArrayList<>();
        for (Step step : ordered) {
            boolean adds = false;
            for (Candidate p : step.placements()) {
                adds |= known[p.cell()] != 1 << (p.digit() - 1);
            }
            for (Candidate e : step.eliminations()) {
                adds |= (known[e.cell()] & 1 << (e.digit() - 1)) != 0;
            }
            if (adds) {
                kept.add(step);
                known = apply(known, List.of(step));
            }
        }
        return kept;
    }

    /** An explanation whose hardest technique needed is, until the ladder says otherwise, the hardest applied. */
    private static Explanation ending(List<Round> rounds, Outcome outcome, int[] masks, int[] solution, String reason) {
        Explanation e = new Explanation(rounds, outcome, masks, solution, reason, null);
        return e.withHardestNeeded(e.hardestApplied());
    }

    /** The candidates left once the steps are applied to {@code masks} (which is left as it was). */
    static int[] apply(int[] masks, List<Step> steps) {
        int[] next = masks.clone();
        for (Step step : steps) {
            for (Candidate e : step.eliminations()) {
                next[e.cell()] &= ~(1 << (e.digit() - 1));
            }
            for (Candidate p : step.placements()) {
                next[p.cell()] &= 1 << (p.digit() - 1);
            }
        }
        return next;
    }

    private String contradiction(int[] masks) {
        for (int c = 0; c < s.cellCount; c++) {
            if (masks[c] == 0) {
                return s.geometry.cellName(c) + " has no candidate left";
            }
        }
        for (int gi = 0; gi < s.groups.length; gi++) {
            if (s.exact[gi]) {
                int union = 0;
                for (int c : s.groups[gi]) {
                    union |= masks[c];
                }
                if (union != s.full) {
                    int missing = Supports.lowest(s.full & ~union);
                    return "digit " + missing + " has no place left in " + s.groupNames[gi];
                }
            }
        }
        return null;
    }

    private int[] histogram(int[] masks) {
        int[] h = new int[s.n + 1];
        for (int m : masks) {
            h[Integer.bitCount(m)]++;
        }
        return h;
    }
}
