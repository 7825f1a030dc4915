package nonet.interchange.fpuzzles;

import com.google.gson.JsonElement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import nonet.lang.ClueUse;
import nonet.lang.PuzzleSpec;
import nonet.model.Geometry;

/**
 * Reads f-puzzles JSON into a nonet puzzle: size, givens and regions from {@code grid}, then every
 * other key through {@link ConstraintTable}. The puzzle uses {@code classic} when the regions are
 * the standard boxes, else {@code jigsaw} with them, plus the rule models its constraints need.
 */
public final class FPuzzlesReader {

    private FPuzzlesReader() {
    }

    public static FPuzzlesPuzzle read(JsonElement document, String source) throws ImportError {
        JsonNode root = new JsonNode(document, "");
        if (!document.isJsonObject()) {
            throw new ImportError("", "expected an f-puzzles JSON object, found " + root.describe());
        }
        int size = root.get("size").wholeNumber();
        if (size < 1 || size > Geometry.MAX_SIZE) {
            throw new ImportError("size", "grid size " + size + " is outside 1.." + Geometry.MAX_SIZE);
        }
        Board board = new Board(size);
        GridReader grid = GridReader.read(root.get("grid"), board);
        EntryReader entries = new EntryReader(board, source);
        Set<ConstraintTable.Row> used = new LinkedHashSet<>();
        List<ClueUse> clues = new ArrayList<>();
        List<String> cosmetics = new ArrayList<>();
        for (String key : document.getAsJsonObject().keySet()) {
            JsonNode value = root.get(key);
            if (ConstraintTable.IGNORED.contains(key) || !value.present()) {
                continue;
            }
            if (ConstraintTable.COSMETIC.contains(key)) {
                int count = value.value().isJsonArray() ? value.value().getAsJsonArray().size() : 1;
                if (count > 0) {
                    cosmetics.add(key + " (" + count + ")");
                }
                continue;
            }
            List<ConstraintTable.Row> rows = ConstraintTable.rowsFor(key);
            if (rows.isEmpty()) {
                throw new ImportError(key, "f-puzzles constraint '" + key + "' has no nonet model");
            }
            readKey(rows, value, entries, used, clues);
        }
        List<String> models = new ArrayList<>(List.of(grid.regions() == null ? "classic" : "jigsaw"));
        used.stream().sorted(Comparator.comparingInt(ConstraintTable.ROWS::indexOf)).map(ConstraintTable.Row::model)
                .distinct().forEach(models::add);
        PuzzleSpec spec = new PuzzleSpec(models, size, grid.givens(), grid.regions(), clues, solution(root.get("solution"), size), source);
        return new FPuzzlesPuzzle(spec, text(root.get("title")), text(root.get("author")), text(root.get("ruleset")), cosmetics);
    }

    private static void readKey(List<ConstraintTable.Row> rows, JsonNode value, EntryReader entries, Set<ConstraintTable.Row> used,
            List<ClueUse> clues) throws ImportError {
        ConstraintTable.Row first = rows.get(0);
        switch (first.shape()) {
            case FLAG, DIAGONAL_FLAG -> {
                if (!value.value().isJsonPrimitive() || !value.value().getAsJsonPrimitive().isBoolean()) {
                    throw new ImportError(value.path(), "expected true or false, found " + value.describe());
                }
                if (value.isTrue()) {
                    used.add(first);
                    if (first.shape() == Shape.DIAGONAL_FLAG) {
                        clues.add(entries.diagonalFlag(first));
                    }
                }
            }
            case NEGATIVE -> used.addAll(NegativeReader.rows(rows, value));
            default -> {
                for (JsonNode entry : value.items()) {
                    ConstraintTable.Row row = null;
                    for (ConstraintTable.Row r : rows) {
                        if (row == null && entries.fits(r, entry)) {
                            row = r;
                        }
                    }
                    if (row == null) {
                        throw new ImportError(entry.get("value").path(), "value " + entry.get("value").describe()
                                + " has no nonet meaning for '" + first.key() + "'");
                    }
                    used.add(row);
                    clues.addAll(entries.read(row, entry));
                }
            }
        }
    }

    /** The recorded solution when it is complete (f-puzzles writes 0 or null for unknown cells), else null. */
    private static int[] solution(JsonNode node, int size) {
        if (!node.present() || !node.value().isJsonArray() || node.value().getAsJsonArray().size() != size * size) {
            return null;
        }
        int[] out = new int[size * size];
        for (int i = 0; i < out.length; i++) {
            JsonElement e = node.value().getAsJsonArray().get(i);
            Integer digit = e.isJsonPrimitive() ? Value.wholeNumber(e.getAsString()) : null;
            if (digit == null || digit < 1 || digit > size) {
                return null;
            }
            out[i] = digit;
        }
        return out;
    }

    private static String text(JsonNode node) {
        return node.present() && node.value().isJsonPrimitive() ? node.value().getAsString() : null;
    }
}
