package nonet.interchange.fpuzzles;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import nonet.lang.LangException;
import nonet.lang.ModelDef;
import nonet.lang.ModelLibrary;

/**
 * What each model a puzzle uses means for f-puzzles: the base (rows, columns, boxes or regions),
 * rule models that are flags, and models with no grid-wide rule of their own: those that gather
 * others ({@code miracle}, {@code killer}) or define clues (exported clue by clue, each through the
 * table). Anything else states a rule f-puzzles cannot, and the export refuses it.
 */
final class ModelRoles {

    /** Statements of a model without a grid-wide rule; a clue's body is indented under it. */
    private static final List<String> NO_RULE = List.of("model", "about", "extends", "grid", "boxes", "clue");

    private ModelRoles() {
    }

    /** Every model the puzzle's models reach, parents first, each once. */
    static Set<String> reached(ModelLibrary library, List<String> models) throws LangException {
        Set<String> out = new LinkedHashSet<>();
        for (String m : models) {
            add(library.load(m, null), out);
        }
        return out;
    }

    private static void add(ModelDef def, Set<String> out) {
        for (ModelDef parent : def.parents()) {
            add(parent, out);
        }
        out.add(def.key());
    }

    /** Whether the model states no rule of its own on the grid: only what it extends, its shape, and clue types. */
    static boolean statesNoRule(ModelLibrary library, String key) throws LangException {
        for (String line : library.source(key).lines().toList()) {
            String s = line.strip();
            boolean indented = !line.isEmpty() && Character.isWhitespace(line.charAt(0));
            if (!s.isEmpty() && !s.startsWith("#") && !indented && NO_RULE.stream().noneMatch(k -> s.startsWith(k + " "))) {
                return false;
            }
        }
        return true;
    }

    /** The models among {@code reached} that f-puzzles cannot say, in order. */
    static List<String> unsayable(ModelLibrary library, Set<String> reached) throws LangException {
        List<String> out = new ArrayList<>();
        for (String key : reached) {
            boolean sayable = ConstraintTable.BASES.contains(key) || !ConstraintTable.rowsForModel(key).isEmpty()
                    || statesNoRule(library, key);
            if (!sayable) {
                out.add(key);
            }
        }
        return out;
    }
}
