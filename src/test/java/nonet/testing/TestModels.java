package nonet.testing;

import java.util.ArrayList;
import java.util.List;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Geometry;
import nonet.model.Model;

/**
 * IR models built in code, for engine tests that must not depend on the model language. The
 * bundled model files are tested against these (same constraints) in the language's own tests.
 */
public final class TestModels {

    private TestModels() {
    }

    /** The rows, columns and boxes of a classic grid of this geometry, as exact distinct groups. */
    public static List<Constraint> classicGroups(Geometry g) {
        int n = g.size();
        List<Constraint> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int[] row = new int[n];
            int[] col = new int[n];
            for (int j = 0; j < n; j++) {
                row[j] = g.cell(i, j);
                col[j] = g.cell(j, i);
            }
            out.add(new AllDifferent(row, true, "distinct rows"));
            out.add(new AllDifferent(col, true, "distinct columns"));
        }
        if (g.hasBoxes()) {
            for (int b = 0; b < n; b++) {
                int[] box = new int[n];
                int k = 0;
                for (int cell = 0; cell < g.cellCount(); cell++) {
                    if (g.box(cell) == b) {
                        box[k++] = cell;
                    }
                }
                out.add(new AllDifferent(box, true, "distinct boxes"));
            }
        }
        return out;
    }

    /** The givens of a one-line grid ('.' or '0' blank) as domain constraints. */
    public static List<Constraint> givens(Geometry g, String line) {
        if (line.length() != g.cellCount()) {
            throw new IllegalArgumentException("grid of " + line.length() + " symbols for " + g.describe());
        }
        List<Constraint> out = new ArrayList<>();
        for (int cell = 0; cell < line.length(); cell++) {
            char ch = line.charAt(cell);
            if (ch != '.' && ch != '0') {
                int d = Geometry.digitOf(ch);
                out.add(new Domain(cell, 1 << (d - 1), "given " + g.cellName(cell) + " = " + d));
            }
        }
        return out;
    }

    /** A classic puzzle of the standard geometry for the line's length (81 symbols: 9x9 with 3x3 boxes). */
    public static Model classic(String line) {
        Geometry g = Geometry.standard((int) Math.round(Math.sqrt(line.length())));
        List<Constraint> all = new ArrayList<>(classicGroups(g));
        all.addAll(givens(g, line));
        return new Model("classic", g, all);
    }

    /** A classic model plus extra constraints (variant tests). */
    public static Model classicWith(String line, List<? extends Constraint> extra) {
        Model base = classic(line);
        List<Constraint> all = new ArrayList<>(base.constraints());
        all.addAll(extra);
        return base.withConstraints(all);
    }

    /**
     * The model with {@code count} givens at random cells, each taken from {@code solution}; the
     * last one a random digit when {@code lastRandom}, and every one when there is no solution
     * (null), so that some seeded puzzles have none.
     */
    public static Model withSeededGivens(Model open, int[] solution, int count, boolean lastRandom, java.util.Random rnd) {
        int cells = open.geometry().cellCount();
        int n = open.size();
        List<Constraint> all = new ArrayList<>(open.constraints());
        for (int k = 0; k < count; k++) {
            int cell = rnd.nextInt(cells);
            boolean random = solution == null || (lastRandom && k == count - 1);
            int digit = random ? 1 + rnd.nextInt(n) : solution[cell];
            all.add(new Domain(cell, 1 << (digit - 1), "given"));
        }
        return open.withConstraints(all);
    }
}
