package nonet.interchange.fpuzzles;

import java.util.List;
import java.util.Set;

/**
 * The one table from f-puzzles constraints to nonet clues and models, read both ways: an import
 * takes, for each entry, the first row of its key whose value matches; an export takes, for each
 * clue (or rule model), the first row that names it. A key in no row and not {@link #IGNORED} or
 * {@link #COSMETIC} is a constraint nonet has no model for.
 */
final class ConstraintTable {

    /** One mapping: f-puzzles key, how its entries are written, which value the row takes, the nonet clue and the model that defines it. */
    record Row(String key, Shape shape, Value value, String clue, String model) {
    }

    static final List<Row> ROWS = List.of(
            new Row("antiknight", Shape.FLAG, Value.ABSENT, null, "rules/anti-knight"),
            new Row("antiking", Shape.FLAG, Value.ABSENT, null, "rules/anti-king"),
            new Row("disjointgroups", Shape.FLAG, Value.ABSENT, null, "rules/disjoint-groups"),
            new Row("nonconsecutive", Shape.FLAG, Value.ABSENT, null, "rules/non-consecutive"),
            // one diagonal is an extra region on it; both, written by nonet's diagonal model, export as both flags
            new Row("diagonal+", Shape.DIAGONAL_FLAG, Value.ABSENT, "extra-region", "rules/extra-region"),
            new Row("diagonal-", Shape.DIAGONAL_FLAG, Value.ABSENT, "extra-region", "rules/extra-region"),
            new Row("diagonal+", Shape.FLAG, Value.ABSENT, null, "rules/diagonal"),
            new Row("diagonal-", Shape.FLAG, Value.ABSENT, null, "rules/diagonal"),
            new Row("negative", Shape.NEGATIVE, Value.text("ratio,difference"), null, "rules/kropki-negative"),
            new Row("negative", Shape.NEGATIVE, Value.text("xv"), null, "rules/xv-negative"),
            new Row("killercage", Shape.CELLS, Value.ABSENT, "distinct-cage", "rules/distinct-cage"),
            new Row("killercage", Shape.CELLS, Value.NUMBER, "cage", "rules/killer"),
            new Row("extraregion", Shape.CELLS, Value.ABSENT, "extra-region", "rules/extra-region"),
            new Row("difference", Shape.CELLS, Value.orDefault(1), "white", "rules/kropki"),
            new Row("difference", Shape.CELLS, Value.NUMBER, "difference", "rules/difference"),
            new Row("ratio", Shape.CELLS, Value.orDefault(2), "black", "rules/kropki"),
            new Row("ratio", Shape.CELLS, Value.NUMBER, "ratio", "rules/difference"),
            new Row("xv", Shape.CELLS, Value.text("X"), "x", "rules/xv"),
            new Row("xv", Shape.CELLS, Value.text("V"), "v", "rules/xv"),
            new Row("odd", Shape.CELL, Value.ABSENT, "odd", "rules/odd-even"),
            new Row("even", Shape.CELL, Value.ABSENT, "even", "rules/odd-even"),
            new Row("minimum", Shape.CELL, Value.ABSENT, "min", "rules/fortress"),
            new Row("maximum", Shape.CELL, Value.ABSENT, "max", "rules/fortress"),
            new Row("thermometer", Shape.LINES, Value.ABSENT, "thermo", "rules/thermo"),
            new Row("palindrome", Shape.LINES, Value.ABSENT, "palindrome", "rules/palindrome"),
            new Row("renban", Shape.LINES, Value.ABSENT, "renban", "rules/renban"),
            new Row("whispers", Shape.LINES, Value.orDefault(5), "whisper", "rules/whisper"),
            new Row("betweenline", Shape.LINES, Value.ABSENT, "between", "rules/between"),
            new Row("lockout", Shape.LINES, Value.orDefault(4), "lockout", "rules/lockout"),
            new Row("regionsumline", Shape.LINES, Value.ABSENT, "region-sum", "rules/region-sum"),
            new Row("sandwichsum", Shape.OUTSIDE, Value.NUMBER, "sandwich", "rules/sandwich"),
            new Row("xsum", Shape.OUTSIDE, Value.NUMBER, "xsum", "rules/xsum"),
            new Row("skyscraper", Shape.OUTSIDE, Value.NUMBER, "skyscraper", "rules/skyscraper"),
            new Row("littlekillersum", Shape.DIAGONAL, Value.NUMBER, "little-killer", "rules/little-killer"),
            new Row("arrow", Shape.ARROW, Value.ABSENT, "arrow", "rules/arrow"),
            new Row("arrow", Shape.PILL_ARROW, Value.ABSENT, "pill-arrow", "rules/pill-arrow"),
            new Row("quadruple", Shape.QUADRUPLE, Value.ABSENT, "quadruple", "rules/quadruple"),
            new Row("clone", Shape.CLONE, Value.ABSENT, "clone", "rules/clone"));

    /** Keys that carry no rule: the grid and size (read on their own), words for people, the f-puzzles solver's settings. */
    static final Set<String> IGNORED = Set.of("size", "grid", "title", "author", "ruleset", "solution", "disabledlogic",
            "truecandidatesoptions");

    /**
     * Drawings f-puzzles itself gives no rule to (its solver ignores them); nonet ignores them too
     * and says so, since a setter may have stated a rule with them in words.
     */
    static final Set<String> COSMETIC = Set.of("text", "line", "rectangle", "circle", "cage");

    /** The models that give a grid its groups: no row, nothing to write but the regions. */
    static final Set<String> BASES = Set.of("classic", "jigsaw");

    private ConstraintTable() {
    }

    static List<Row> rowsFor(String key) {
        return ROWS.stream().filter(r -> r.key().equals(key)).toList();
    }

    /** The rows that write this clue, in table order: the writer takes the first that fits the clue's cells. */
    static List<Row> rowsForClue(String clue) {
        return ROWS.stream().filter(r -> clue.equals(r.clue())).toList();
    }

    /** The flag rows a rule model exports as (both diagonals for rules/diagonal), empty if none. */
    static List<Row> rowsForModel(String model) {
        return ROWS.stream().filter(r -> (r.shape() == Shape.FLAG || r.shape() == Shape.NEGATIVE) && r.model().equals(model)).toList();
    }
}
