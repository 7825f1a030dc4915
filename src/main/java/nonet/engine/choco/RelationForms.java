package nonet.engine.choco;

import java.util.ArrayList;
import java.util.List;
import nonet.model.Relation;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.variables.IntVar;

/**
 * Recognises a binary relation as a conjunction of arithmetic forms (|a-b| != k, a < b, a + b != s,
 * a = 2b, a != 2b, ...) from its pair set alone, so Choco can post {@code arithm}/{@code distance}/
 * {@code times} instead of a binary table (issue #22). The table is arc consistent, so the forms
 * can prune no more than it; measured on random non-consecutive 9x9 the forms were no faster than the tables
 * (docs/engines.md): the slow puzzles are slow in the search.
 *
 * <p>The origin text is ignored on purpose: relations on one pair are merged by the compiler, and
 * the merged pair set is the only truth.
 */
final class RelationForms {

    /** A cap, not a measured optimum: past it the one table propagator is kept instead of many. */
    static final int MAX_FORMS = 3;

    enum Kind {
        NE, EQ, LT, GT, DIST_NE, DIST_EQ, DIST_GT, DIST_LT, SUM_NE, SUM_EQ, DIFF_EQ, DOUBLE, HALF, NOT_DOUBLE, NOT_HALF;

        boolean holds(int a, int b, int k) {
            return switch (this) {
                case NE -> a != b;
                case EQ -> a == b;
                case LT -> a < b;
                case GT -> a > b;
                case DIST_NE -> Math.abs(a - b) != k;
                case DIST_EQ -> Math.abs(a - b) == k;
                case DIST_GT -> Math.abs(a - b) > k;
                case DIST_LT -> Math.abs(a - b) < k;
                case SUM_NE -> a + b != k;
                case SUM_EQ -> a + b == k;
                case DIFF_EQ -> a - b == k;
                case DOUBLE -> a == 2 * b;
                case HALF -> b == 2 * a;
                case NOT_DOUBLE -> a != 2 * b;
                case NOT_HALF -> b != 2 * a;
            };
        }
    }

    /** One arithmetic form over the digits of cells a and b; {@code k} is its constant where it has one. */
    record Form(Kind kind, int k) {

        boolean holds(int a, int b) {
            return kind.holds(a, b, k);
        }

        Constraint post(org.chocosolver.solver.Model cp, IntVar a, IntVar b) {
            Constraint c = switch (kind) {
                case NE -> cp.arithm(a, "!=", b);
                case EQ -> cp.arithm(a, "=", b);
                case LT -> cp.arithm(a, "<", b);
                case GT -> cp.arithm(a, ">", b);
                case DIST_NE -> cp.distance(a, b, "!=", k);
                case DIST_EQ -> cp.distance(a, b, "=", k);
                case DIST_GT -> cp.distance(a, b, ">", k);
                case DIST_LT -> cp.distance(a, b, "<", k);
                case SUM_NE -> cp.arithm(a, "+", b, "!=", k);
                case SUM_EQ -> cp.arithm(a, "+", b, "=", k);
                case DIFF_EQ -> cp.arithm(a, "-", b, "=", k);
                case DOUBLE -> cp.times(b, 2, a);
                case HALF -> cp.times(a, 2, b);
                case NOT_DOUBLE -> cp.arithm(a, "!=", cp.intScaleView(b, 2));
                case NOT_HALF -> cp.arithm(b, "!=", cp.intScaleView(a, 2));
            };
            c.post();
            return c;
        }
    }

    private RelationForms() {
    }

    /**
     * The forms whose conjunction allows exactly the relation's pairs over digits 1..n (n = the
     * relation's size), fewest first by a greedy cover; an empty list when every pair is allowed;
     * null when no conjunction of at most {@link #MAX_FORMS} forms fits (post the table then).
     */
    static List<Form> of(Relation r) {
        int n = r.allowed().length;
        List<Form> implied = new ArrayList<>();
        for (Form f : candidates(n)) {
            if (implies(r, f, n)) {
                implied.add(f);
            }
        }
        // pairs still allowed by the chosen forms but forbidden by the relation
        boolean[][] extra = new boolean[n + 1][n + 1];
        int extras = 0;
        for (int a = 1; a <= n; a++) {
            for (int b = 1; b <= n; b++) {
                if (!r.allows(a, b)) {
                    extra[a][b] = true;
                    extras++;
                }
            }
        }
        List<Form> chosen = new ArrayList<>();
        while (extras > 0) {
            if (chosen.size() == MAX_FORMS) {
                return null;
            }
            Form best = null;
            int bestCut = 0;
            for (Form f : implied) {
                int cut = 0;
                for (int a = 1; a <= n; a++) {
                    for (int b = 1; b <= n; b++) {
                        if (extra[a][b] && !f.holds(a, b)) {
                            cut++;
                        }
                    }
                }
                if (cut > bestCut) {
                    best = f;
                    bestCut = cut;
                }
            }
            if (best == null) {
                return null;
            }
            chosen.add(best);
            for (int a = 1; a <= n; a++) {
                for (int b = 1; b <= n; b++) {
                    if (extra[a][b] && !best.holds(a, b)) {
                        extra[a][b] = false;
                        extras--;
                    }
                }
            }
        }
        return chosen;
    }

    /** Whether every pair the relation allows also satisfies f (f is then safe to post). */
    private static boolean implies(Relation r, Form f, int n) {
        for (int a = 1; a <= n; a++) {
            for (int b = 1; b <= n; b++) {
                if (r.allows(a, b) && !f.holds(a, b)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Every form, with each constant that makes it neither always nor never true on 1..n. */
    static List<Form> candidates(int n) {
        List<Form> out = new ArrayList<>();
        out.add(new Form(Kind.NE, 0));
        out.add(new Form(Kind.EQ, 0));
        out.add(new Form(Kind.LT, 0));
        out.add(new Form(Kind.GT, 0));
        out.add(new Form(Kind.DOUBLE, 0));
        out.add(new Form(Kind.HALF, 0));
        out.add(new Form(Kind.NOT_DOUBLE, 0));
        out.add(new Form(Kind.NOT_HALF, 0));
        for (int k = 1; k < n; k++) {
            out.add(new Form(Kind.DIST_NE, k));
            out.add(new Form(Kind.DIST_EQ, k));
            if (k < n - 1) {
                out.add(new Form(Kind.DIST_GT, k));
                out.add(new Form(Kind.DIST_LT, k + 1));
            }
            out.add(new Form(Kind.DIFF_EQ, k));
            out.add(new Form(Kind.DIFF_EQ, -k));
        }
        for (int s = 2; s <= 2 * n; s++) {
            out.add(new Form(Kind.SUM_NE, s));
            out.add(new Form(Kind.SUM_EQ, s));
        }
        return out;
    }
}
