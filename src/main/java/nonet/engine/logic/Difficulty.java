package nonet.engine.logic;

/**
 * A summary of how hard the puzzle was for the rules: the rounds used and the hardest technique
 * that made progress (null when the givens alone decided it).
 */
public record Difficulty(int rounds, Technique hardest, Outcome outcome) {

    public boolean needsSearch() {
        return outcome == Outcome.STUCK;
    }

    public String summary() {
        String hardestText = hardest == null ? "givens only" : "hardest technique " + hardest.label();
        return switch (outcome) {
            case SOLVED -> "solved by logic in " + rounds + " rounds, " + hardestText;
            case STUCK -> "needs search: logic stalls after " + rounds + " rounds, " + hardestText;
            case CONTRADICTION -> "no solution: contradiction after " + rounds + " rounds, " + hardestText;
        };
    }
}
