package nonet.engine.logic;

import nonet.format.Plural;

/**
 * A summary of how hard the puzzle was for the rules: the rounds used, the hardest technique that
 * made progress ({@code hardestApplied}) and the hardest one the puzzle needs ({@code hardestNeeded}:
 * rules of a round all run, so a hard rule may fire where easier ones would have done). Either is
 * null when the givens alone decided the puzzle.
 */
public record Difficulty(int rounds, Technique hardestApplied, Technique hardestNeeded, Outcome outcome) {

    public boolean needsSearch() {
        return outcome == Outcome.STUCK;
    }

    public String summary() {
        String roundsText = Plural.of(rounds, "round");
        return switch (outcome) {
            case SOLVED -> "solved by logic in " + roundsText + ", " + techniques("");
            case STUCK -> "needs search: logic stalls after " + roundsText + ", " + techniques(" to get there");
            case CONTRADICTION -> "no solution: contradiction after " + roundsText + ", " + techniques(" to find it");
        };
    }

    private String techniques(String purpose) {
        if (hardestNeeded == null) {
            return "givens only";
        }
        String text = "hardest technique needed" + purpose + ": " + hardestNeeded.label();
        return hardestApplied == hardestNeeded ? text : text + " (hardest applied: " + hardestApplied.label() + ")";
    }
}
