package nonet.interchange.fpuzzles;

import java.util.List;
import nonet.lang.PuzzleSpec;

/**
 * An imported f-puzzles puzzle: the nonet puzzle, the words the setter wrote (title, author,
 * rules; null when absent) and the cosmetic drawings that were left out (key and count, such as
 * {@code text (3)}).
 */
public record FPuzzlesPuzzle(PuzzleSpec spec, String title, String author, String rules, List<String> cosmetics) {

    public FPuzzlesPuzzle {
        cosmetics = List.copyOf(cosmetics);
    }

    /** The puzzle file: the setter's words and what was left out as comments, then the puzzle. */
    public String toNonet() {
        StringBuilder sb = new StringBuilder();
        comment(sb, "title", title);
        comment(sb, "author", author);
        comment(sb, "rules", rules);
        if (!cosmetics.isEmpty()) {
            sb.append("# left out (drawings without a rule in f-puzzles): ").append(String.join(", ", cosmetics)).append('\n');
        }
        return sb.append(spec.toNonet()).toString();
    }

    private static void comment(StringBuilder sb, String label, String text) {
        if (text == null || text.isBlank()) {
            return;
        }
        List<String> lines = text.strip().lines().toList();
        sb.append("# ").append(label).append(": ").append(lines.get(0).strip()).append('\n');
        lines.subList(1, lines.size()).forEach(l -> sb.append("#   ").append(l.strip()).append('\n'));
    }
}
