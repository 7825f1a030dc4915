package nonet.engine.logic;

import nonet.format.Plural;

/**
 * A summary of how hard the puzzle was for the rules: the rounds used, the hardest technique that
 * made progress ({@code hardestApplied}) and the hardest one the puzzle needs ({@code hardestNeeded}:
 * rules of a round all run, so a hard rule may fire where easier ones would have done). Either is
 * null when the givens alone decided the puzzle. {@code rating} is the hardest needed step's
 * rating on Sudoku Explainer's scale (1.0 to 11+; 0 when the givens decide the puzzle).
 */
public record Difficulty(int rounds, Technique hardestApplied, Technique hardestNeeded, Outcome outcome, double rating) {

    /** A difficulty rated as its hardest technique needed. */
    public Difficulty(int rounds, Technique hardestApplied, Technique hardestNeeded, Outcome outcome) {
        this(rounds, hardestApplied, hardestNeeded, outcome, hardestNeeded == null ? 0 : hardestNeeded.rating());
    }

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
        if (hardestApplied != hardestNeeded) {
            text += " (hardest applied: " + hardestApplied.label() + ")";
        }
        return text + "; rating " + String.format(java.util.Locale.ROOT, "%.1f", rating);
    }
}
