package nonet.engine.dlx;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.engine.Deadline;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.UnsupportedConstraint;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.analysis.ExactGroups;

/**
 * Exact cover with dancing links. Rows are the (cell, digit) options the domains allow; primary
 * columns say each cell holds one digit and each digit appears once in each exact group; secondary
 * columns (at most once) carry each non-exact group's digits; relations are kept arc consistent by
 * the search itself ({@link RelationArcs}). Sums, tables and decision diagrams have no exact-cover
 * form, so models with them are unsupported.
 */
public final class DlxEngine implements Engine {

    public DlxEngine(EngineOptions options) {
    }

    @Override
    public String name() {
        return "dlx";
    }

    @Override
    public Result run(Model model, Limits limits) {
        long start = System.nanoTime();
        ExactCover matrix;
        try {
            matrix = build(model);
        } catch (UnsupportedConstraint e) {
            return e.answer();
        }
        Deadline deadline = Deadline.start(limits.timeoutMillis());
        int n = model.size();
        List<int[]> kept = new ArrayList<>();
        long[] count = {0};
        boolean exhausted = matrix.search(limits.nodeLimit(), deadline, (options, length) -> {
            count[0]++;
            if (kept.size() < limits.keep()) {
                int[] grid = new int[model.cellCount()];
                for (int i = 0; i < length; i++) {
                    grid[options[i] / n] = options[i] % n + 1;
                }
                kept.add(grid);
            }
            return count[0] < limits.solutions();
        });
        Status status = exhausted ? Status.EXHAUSTED : matrix.limited() ? Status.TIMEOUT : Status.LIMIT;
        Map<String, Long> stats = new LinkedHashMap<>();
        stats.put("nodes", matrix.nodes());
        stats.put("updates", matrix.updates());
        String message = status == Status.TIMEOUT ? "stopped by the time or node limit" : "";
        return new Result(status, count[0], kept, stats, System.nanoTime() - start, message);
    }

    private static void refuse(Constraint c, String why) {
        throw new UnsupportedConstraint("dlx", c, why);
    }

    /**
     * Builds the matrix; option o stands for cell o / N holding digit o % N + 1.
     *
     * @throws UnsupportedConstraint for a primitive exact cover cannot express
     */
    static ExactCover build(Model model) {
        int n = model.size();
        int cells = model.cellCount();
        int[] masks = model.initialMasks();
        int[][] optionColumns = new int[cells * n][];
        int[] optionColumnCount = new int[cells * n];
        // exact groups become primary columns, other groups secondary ones, relations arcs the search
        // propagates; the options a domain forbids are never made; the rest has no exact-cover form
        List<AllDifferent> exactGroups = new ArrayList<>();
        List<AllDifferent> otherGroups = new ArrayList<>();
        List<Relation> relations = new ArrayList<>();
        model.forEachKind(g -> (ExactGroups.isExact(g, n) ? exactGroups : otherGroups).add(g), relations::add,
                s -> refuse(s, "exact cover has no sums"), t -> refuse(t, "exact cover has no tables"),
                m -> refuse(m, "exact cover has no line rules (decision diagrams)"), d -> { });
        for (int o = 0; o < cells * n; o++) {
            if ((masks[o / n] & (1 << (o % n))) != 0) {
                optionColumns[o] = new int[4];
                add(optionColumns, optionColumnCount, o, 1 + o / n);
            }
        }
        int next = cells + 1;
        for (AllDifferent g : exactGroups) {
            for (int cell : g.cells()) {
                for (int d = 0; d < n; d++) {
                    add(optionColumns, optionColumnCount, cell * n + d, next + d);
                }
            }
            next += n;
        }
        int primary = next - 1;
        for (AllDifferent g : otherGroups) {
            for (int cell : g.cells()) {
                for (int d = 0; d < n; d++) {
                    add(optionColumns, optionColumnCount, cell * n + d, next + d);
                }
            }
            next += n;
        }
        int entries = 0;
        for (int o = 0; o < cells * n; o++) {
            entries += optionColumnCount[o];
        }
        ExactCover matrix = new ExactCover(primary, next - 1 - primary, entries, cells, n, new RelationArcs(cells, n, relations));
        for (int o = 0; o < cells * n; o++) {
            if (optionColumns[o] != null) {
                matrix.addRow(o, optionColumns[o], optionColumnCount[o]);
            }
        }
        return matrix;
    }

    /** Appends a column to an option's row; options the domains exclude have no row and are skipped. */
    private static void add(int[][] columns, int[] counts, int opt, int col) {
        int[] row = columns[opt];
        if (row == null) {
            return;
        }
        if (counts[opt] == row.length) {
            row = Arrays.copyOf(row, row.length * 2);
            columns[opt] = row;
        }
        row[counts[opt]++] = col;
    }
}
