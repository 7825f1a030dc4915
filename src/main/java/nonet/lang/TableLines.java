package nonet.lang;

import java.util.ArrayList;
import java.util.List;
import nonet.model.Mdd;
import nonet.model.MddReduction;
import nonet.model.Table;

/**
 * A table rule's predicate turned into the lines of digits it accepts, within limits on lines and
 * enumeration steps, and stated in the smaller IR form: a table, or a diagram where merging shared
 * prefixes and suffixes makes it smaller.
 */
final class TableLines {

    static final int MAX_TUPLES = 1_000_000;
    static final long MAX_STEPS = 20_000_000L;
    /** Past this many lines of digits a table is not enumerated a second time without its pruning. */
    static final int MAX_LOOSE_LINES = 100_000;

    /** A limit passed while enumerating; the message says which. */
    static final class TooLarge extends Exception {
        TooLarge(String what) {
            super(what);
        }
    }

    private final int n;
    private final Expr.Env env;

    TableLines(int n, Expr.Env env) {
        this.n = n;
        this.env = env;
    }

    /**
     * Adds the rule over {@code cells} to {@code tables} or to {@code diagrams}, skipping lines where
     * cells i and j that {@code differ[i][j]} hold the same digit (the groups keep them apart
     * anyway); false, adding nothing, when no line satisfies the predicate.
     */
    boolean addTo(List<Table> tables, List<Mdd> diagrams, int[] cells, boolean[][] differ, Expr pred, String origin)
            throws TooLarge {
        List<int[]> tuples = enumerate(cells.length, differ, pred);
        if (tuples.isEmpty()) {
            return false;
        }
        int[][] rows = tuples.toArray(new int[0][]);
        Mdd diagram = smaller(MddReduction.ofTuples(cells, rows, origin), looseDiagram(cells, differ, pred, origin));
        if (3L * diagram.edgeCount() < (long) rows.length * cells.length) {
            diagrams.add(diagram);
        } else {
            tables.add(new Table(cells, rows, origin));
        }
        return true;
    }

    /**
     * The table's diagram without the pruning of digits the groups keep apart, or null when nothing
     * was pruned or the line is too long to enumerate again. The groups hold in every model, so it
     * states the same rule; it can be far smaller, because a diagram of lines whose digits differ
     * must remember which digits it has read (a quadruple's "contains 5" on a box's 2x2: 129 nodes
     * and 982 edges pruned, 8 nodes and 55 edges loose).
     */
    private Mdd looseDiagram(int[] cells, boolean[][] differ, Expr pred, String origin) throws TooLarge {
        boolean pruned = false;
        for (boolean[] row : differ) {
            for (boolean d : row) {
                pruned |= d;
            }
        }
        if (!pruned || Math.pow(n, cells.length) > MAX_LOOSE_LINES) {
            return null;
        }
        List<int[]> tuples = enumerate(cells.length, new boolean[cells.length][cells.length], pred);
        return MddReduction.ofTuples(cells, tuples.toArray(new int[0][]), origin);
    }

    private static Mdd smaller(Mdd pruned, Mdd loose) {
        return loose != null && loose.edgeCount() < pruned.edgeCount() ? loose : pruned;
    }

    private List<int[]> enumerate(int k, boolean[][] differ, Expr pred) throws TooLarge {
        List<int[]> out = new ArrayList<>();
        int[] xs = new int[k];
        env.xs = xs;
        enumerate(0, xs, differ, pred, out, new long[] {0});
        return out;
    }

    private void enumerate(int depth, int[] xs, boolean[][] differ, Expr pred, List<int[]> out, long[] steps) throws TooLarge {
        if (depth == xs.length) {
            if (pred.eval(env) != 0) {
                if (out.size() >= MAX_TUPLES) {
                    throw new TooLarge("more than " + MAX_TUPLES + " tuples");
                }
                out.add(xs.clone());
            }
            return;
        }
        for (int d = 1; d <= n; d++) {
            if (++steps[0] > MAX_STEPS) {
                throw new TooLarge("more than " + MAX_STEPS + " enumeration steps");
            }
            boolean ok = true;
            for (int i = 0; i < depth && ok; i++) {
                ok = !(differ[depth][i] && xs[i] == d);
            }
            if (ok) {
                xs[depth] = d;
                enumerate(depth + 1, xs, differ, pred, out, steps);
            }
        }
    }
}
