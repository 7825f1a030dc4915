package nonet.testing;

import java.util.ArrayList;
import java.util.List;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.model.Relation;

/** Variant IR models built in code: relation families (anti-king, anti-knight, non-consecutive) and the Miracle sudoku. */
public final class Variants {

    /** The Miracle sudoku (Mitchell Lee): classic + anti-king + anti-knight + orthogonal non-consecutive, r5c3=1, r6c7=2. */
    public static final String MIRACLE_GIVENS =
            "......................................1............2.............................";
    public static final String MIRACLE_SOLUTION =
            "483726159726159483159483726837261594261594837594837261372615948615948372948372615";

    private Variants() {
    }

    public static Model miracle() {
        Geometry g = new Geometry(9, 3, 3);
        List<Constraint> extra = new ArrayList<>();
        extra.addAll(antiKing(g));
        extra.addAll(antiKnight(g));
        extra.addAll(nonConsecutive(g));
        return TestModels.classicWith(MIRACLE_GIVENS, extra);
    }

    /** The main and anti diagonals as exact groups (X-sudoku). */
    public static List<Constraint> diagonals(Geometry g) {
        int n = g.size();
        int[] main = new int[n];
        int[] anti = new int[n];
        for (int i = 0; i < n; i++) {
            main[i] = g.cell(i, i);
            anti[i] = g.cell(i, n - 1 - i);
        }
        return List.of(new AllDifferent(main, true, "main diagonal"), new AllDifferent(anti, true, "anti diagonal"));
    }

    /** a != b between cells a king's move apart that share no row, column (diagonal neighbours). */
    public static List<Relation> antiKing(Geometry g) {
        return pairs(g, new int[][] {{1, 1}, {1, -1}}, different(g.size()), "anti-king");
    }

    public static List<Relation> antiKnight(Geometry g) {
        return pairs(g, new int[][] {{1, 2}, {1, -2}, {2, 1}, {2, -1}}, different(g.size()), "anti-knight");
    }

    /** |a - b| != 1 between orthogonal neighbours. */
    public static List<Relation> nonConsecutive(Geometry g) {
        int n = g.size();
        int[] allowed = new int[n];
        for (int d = 1; d <= n; d++) {
            allowed[d - 1] = g.fullMask();
            if (d > 1) {
                allowed[d - 1] &= ~(1 << (d - 2));
            }
            if (d < n) {
                allowed[d - 1] &= ~(1 << d);
            }
        }
        return pairs(g, new int[][] {{0, 1}, {1, 0}}, allowed, "non-consecutive");
    }

    public static int[] different(int n) {
        int full = (1 << n) - 1;
        int[] allowed = new int[n];
        for (int d = 1; d <= n; d++) {
            allowed[d - 1] = full & ~(1 << (d - 1));
        }
        return allowed;
    }

    private static List<Relation> pairs(Geometry g, int[][] offsets, int[] allowed, String origin) {
        List<Relation> out = new ArrayList<>();
        int n = g.size();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                for (int[] o : offsets) {
                    int r2 = r + o[0];
                    int c2 = c + o[1];
                    if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n) {
                        out.add(new Relation(g.cell(r, c), g.cell(r2, c2), allowed, origin));
                    }
                }
            }
        }
        return out;
    }
}
