package nonet.engine.logic;

import java.util.ArrayList;
import java.util.List;
import nonet.engine.Deadline;
import nonet.model.Model;

/**
 * Runs the rules in rounds until the puzzle is solved, stuck or contradictory. Each round computes
 * every rule's steps from the state the previous round left, then applies them all at once.
 */
public final class LogicSolver {

    private final Structure s;
    private final Rules rules;

    private LogicSolver(Model model) {
        this.s = new Structure(model);
        this.rules = new Rules(s);
    }

    /** The whole explanation of a puzzle, without a time limit. */
    public static Explanation explain(Model model) {
        return explain(model, Deadline.start(0));
    }

    public static Explanation explain(Model model, Deadline deadline) {
        return new LogicSolver(model).run(deadline);
    }

    private Explanation run(Deadline deadline) {
        int[] masks = s.model.initialMasks();
        boolean[] placed = new boolean[s.cellCount];
        List<Round> rounds = new ArrayList<>();
        String broken = contradiction(masks);
        if (broken != null) {
            return new Explanation(rounds, Outcome.CONTRADICTION, masks, null, broken);
        }
        Step givens = rules.givens(masks, placed);
        masks = apply(masks, List.of(givens));
        rounds.add(new Round(0, List.of(givens), histogram(masks)));
        while (true) {
            broken = contradiction(masks);
            if (broken != null) {
                return new Explanation(rounds, Outcome.CONTRADICTION, masks, null, broken);
            }
            if (deadline.passed()) {
                return new Explanation(rounds, Outcome.STUCK, masks, null, "stopped by the time limit");
            }
            List<Step> steps = newInformation(rules.all(masks, placed), masks);
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

    private Explanation finish(List<Round> rounds, int[] masks) {
        int[] grid = new int[s.cellCount];
        for (int c = 0; c < s.cellCount; c++) {
            if (Integer.bitCount(masks[c]) != 1) {
                return new Explanation(rounds, Outcome.STUCK, masks, null, "no rule makes progress: search is needed");
            }
            grid[c] = Supports.lowest(masks[c]);
        }
        List<String> violations = s.model.violations(grid);
        if (!violations.isEmpty()) {
            // every candidate left is forced, and the forced grid breaks the model: no solution exists
            return new Explanation(rounds, Outcome.CONTRADICTION, masks, null, "the forced grid breaks " + violations.get(0));
        }
        return new Explanation(rounds, Outcome.SOLVED, masks, grid, "");
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

    private static int[] apply(int[] masks, List<Step> steps) {
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
