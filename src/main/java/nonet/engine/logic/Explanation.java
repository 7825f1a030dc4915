package nonet.engine.logic;

import java.util.List;

/**
 * How the rules went through a puzzle: round 0 places the givens, each later round applies every
 * rule to the state the previous round left. {@code candidates} is the final candidate mask of
 * each cell (bit d-1 for digit d); {@code solution} is set when solved; {@code reason} says why the
 * run ended when it did not solve the puzzle. {@code hardestNeeded} is the easiest technique ceiling
 * under which the rules reach the same end (see {@link LogicSolver#explain}).
 */
public record Explanation(List<Round> rounds, Outcome outcome, int[] candidates, int[] solution, String reason,
        Technique hardestNeeded) {

    public Explanation {
        rounds = List.copyOf(rounds);
        candidates = candidates.clone();
        solution = solution == null ? null : solution.clone();
        reason = reason == null ? "" : reason;
    }

    @Override
    public int[] candidates() {
        return candidates.clone();
    }

    @Override
    public int[] solution() {
        return solution == null ? null : solution.clone();
    }

    /** Rounds after the givens, the hardest technique that made progress in them and the hardest needed. */
    public Difficulty difficulty() {
        return new Difficulty(Math.max(0, rounds.size() - 1), hardestApplied(), hardestNeeded, outcome, rating());
    }

    /**
     * The rating of the hardest needed step: advanced steps all count (each ran only because nothing
     * easier could), basic ones only up to the hardest technique needed.
     */
    private double rating() {
        double rating = 0;
        for (Round r : rounds) {
            for (Step s : r.steps()) {
                boolean needed = s.rule().advanced() || hardestNeeded != null && s.rule().compareTo(hardestNeeded) <= 0;
                if (s.rule() != Technique.GIVENS && needed) {
                    rating = Math.max(rating, s.rating());
                }
            }
        }
        return rating;
    }

    /** The hardest technique that made progress, null when the givens alone decided the puzzle. */
    Technique hardestApplied() {
        Technique hardest = null;
        for (Round r : rounds) {
            for (Step s : r.steps()) {
                if (s.rule() != Technique.GIVENS && (hardest == null || s.rule().compareTo(hardest) > 0)) {
                    hardest = s.rule();
                }
            }
        }
        return hardest;
    }

    Explanation withHardestNeeded(Technique needed) {
        return new Explanation(rounds, outcome, candidates, solution, reason, needed);
    }
}
