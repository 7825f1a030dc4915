package nonet.interchange.fpuzzles;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Set;
import nonet.lang.ClueUse;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.PuzzleSpec;
import nonet.model.Geometry;

/**
 * Writes a nonet puzzle as f-puzzles JSON, the inverse of {@link FPuzzlesReader} through the same
 * table: flags for rule models, one entry per clue, givens, regions where they are not f-puzzles'
 * standard boxes, and the recorded solution. A model or clue f-puzzles cannot say is an error that
 * names it, never a weaker puzzle.
 */
public final class FPuzzlesWriter {

    /** A puzzle f-puzzles cannot express; the message names what. */
    public static final class Unsayable extends Exception {

        private static final long serialVersionUID = 1L;

        Unsayable(String message) {
            super(message, null, false, false);
        }
    }

    private FPuzzlesWriter() {
    }

    public static String json(PuzzleSpec spec, Compiler compiler) throws Unsayable, LangException {
        int n = spec.size();
        Set<String> reached = ModelRoles.reached(compiler.library(), spec.models());
        List<String> unsayable = ModelRoles.unsayable(compiler.library(), reached);
        if (!unsayable.isEmpty()) {
            throw new Unsayable("model '" + unsayable.get(0) + "' has no f-puzzles counterpart");
        }
        if (reached.stream().noneMatch(ConstraintTable.BASES::contains)) {
            throw new Unsayable("f-puzzles puzzles are sudokus (rows, columns and regions), and models " + String.join(", ", spec.models())
                    + " are not: they extend neither classic nor jigsaw");
        }
        JsonObject doc = new JsonObject();
        doc.addProperty("size", n);
        doc.add("grid", grid(spec, compiler.compile(spec).geometry()));
        for (String model : reached) {
            for (ConstraintTable.Row row : ConstraintTable.rowsForModel(model)) {
                flag(doc, row);
            }
        }
        EntryWriter writer = new EntryWriter(new Board(n));
        for (ClueUse use : spec.clues()) {
            clue(doc, writer, use, n);
        }
        if (spec.solution() != null) {
            JsonArray solution = new JsonArray();
            for (int d : spec.solution()) {
                solution.add(d);
            }
            doc.add("solution", solution);
        }
        return new GsonBuilder().disableHtmlEscaping().create().toJson(doc);
    }

    private static void flag(JsonObject doc, ConstraintTable.Row row) {
        if (row.shape() == Shape.NEGATIVE) {
            JsonArray names = doc.has("negative") ? doc.getAsJsonArray("negative") : new JsonArray();
            for (String name : row.value().text().split(",")) {
                names.add(name);
            }
            doc.add("negative", names);
        } else {
            doc.addProperty(row.key(), true);
        }
    }

    private static void clue(JsonObject doc, EntryWriter writer, ClueUse use, int n) throws Unsayable {
        List<ConstraintTable.Row> rows = ConstraintTable.rowsForClue(use.name());
        if (rows.isEmpty()) {
            throw new Unsayable("clue '" + use.name() + "' has no f-puzzles counterpart (in '" + use.text(n) + "')");
        }
        String why = null;
        for (ConstraintTable.Row row : rows) {
            String misfit = writer.misfit(row, use);
            if (misfit == null) {
                if (row.shape() == Shape.DIAGONAL_FLAG) {
                    doc.addProperty(row.key(), true);
                } else {
                    JsonArray list = doc.has(row.key()) ? doc.getAsJsonArray(row.key()) : new JsonArray();
                    list.add(writer.entry(row, use));
                    doc.add(row.key(), list);
                }
                return;
            }
            why = misfit;
        }
        throw new Unsayable("'" + use.text(n) + "' cannot be written for f-puzzles: " + why);
    }

    private static JsonArray grid(PuzzleSpec spec, Geometry geometry) throws Unsayable {
        int n = spec.size();
        int[] givens = spec.givens();
        int[] regions = spec.regions();
        boolean standard = regions == null && geometry.equals(Geometry.standard(n));
        if (regions == null && !geometry.hasBoxes()) {
            throw new Unsayable("the puzzle has neither boxes nor regions, and f-puzzles always has regions");
        }
        JsonArray rows = new JsonArray();
        for (int r = 0; r < n; r++) {
            JsonArray row = new JsonArray();
            for (int c = 0; c < n; c++) {
                int cell = r * n + c;
                JsonObject o = new JsonObject();
                if (givens[cell] != 0) {
                    o.addProperty("value", givens[cell]);
                    o.addProperty("given", true);
                }
                if (!standard) {
                    o.addProperty("region", regions != null ? regions[cell] : geometry.box(cell));
                }
                row.add(o);
            }
            rows.add(row);
        }
        return rows;
    }
}
