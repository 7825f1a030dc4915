package nonet.engine.choco;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import nonet.engine.Deadline;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.LinearSum;
import nonet.model.Mdd;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;
import nonet.model.analysis.DistinctCages;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;

/**
 * Answers a model with Choco-solver: one {@code IntVar} per cell over its domain, {@code allDifferent}
 * per group, arithmetic constraints for relations that have an arithmetic form (see
 * {@link RelationForms}) and binary tables for the others, tables for tables, {@code mddc} for decision diagrams (see
 * {@link MddTranslation}), and {@code sum}/{@code scalar} for sums, except distinct killer cages, which
 * become a table of their allowed permutations when that table is small (it prunes more than sum +
 * allDifferent and costs less). A group with a chain of relations inside it (non-consecutive along a
 * row) is posted with them as one table of its permutations ({@link GroupTables}), unless
 * {@code choco.groups=apart}.
 *
 * <p>Options: {@code choco.consistency=AC|BC|FC|NEQS|DEFAULT} (default AC: by far the fewest nodes,
 * and FC/BC time out on some 16x16), {@code choco.search=default|domoverwdeg|minDom} (default: Choco's
 * own dom/wdeg with last conflict, which matters most above 9x9), {@code choco.cages=table|sum},
 * {@code choco.groups=join|apart}.
 * The node limit is Choco's node limit; the deadline is checked by a stop criterion, which also
 * honours cancellation.
 */
public final class ChocoEngine implements Engine {

    /** Cage tables larger than this fall back to sum (a 25x25 cage can have millions of permutations). */
    static final int MAX_CAGE_TUPLES = 20_000;

    enum SearchKind {
        DEFAULT, DOMOVERWDEG, MINDOM
    }

    private final String consistency;
    private final SearchKind search;
    private final boolean cageTables;
    private final boolean groupTables;
    /** Diagrams of more edges are posted as a chain of tables ({@link MddTranslation}). */
    private final int maxWholeEdges;

    public ChocoEngine(EngineOptions options) {
        // Choco 4.10 silently falls back to its default on an unknown level: say so instead
        ChocoProvider.CONSISTENCY.check(options.get("choco.consistency", "AC"));
        consistency = options.get("choco.consistency", "AC").trim().toUpperCase(Locale.ROOT);
        String s = options.get("choco.search", "default").trim().toUpperCase(Locale.ROOT);
        try {
            search = SearchKind.valueOf(s);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("option choco.search must be one of default, domoverwdeg, minDom, not '"
                    + options.get("choco.search", "") + "'");
        }
        String cages = options.get("choco.cages", "table").trim().toLowerCase(Locale.ROOT);
        if (!cages.equals("table") && !cages.equals("sum")) {
            throw new IllegalArgumentException("option choco.cages must be table or sum, not '" + cages + "'");
        }
        cageTables = cages.equals("table");
        String groups = options.get("choco.groups", "join").trim().toLowerCase(Locale.ROOT);
        if (!groups.equals("join") && !groups.equals("apart")) {
            throw new IllegalArgumentException("option choco.groups must be join or apart, not '" + groups + "'");
        }
        groupTables = groups.equals("join");
        String diagrams = options.get("choco.diagrams", "auto").trim().toLowerCase(Locale.ROOT);
        maxWholeEdges = switch (diagrams) {
            case "auto" -> MddTranslation.MAX_WHOLE_EDGES;
            case "mddc" -> Integer.MAX_VALUE;
            case "tables" -> -1;
            default -> throw new IllegalArgumentException("option choco.diagrams must be auto, mddc or tables, not '" + diagrams + "'");
        };
    }

    @Override
    public String name() {
        return "choco";
    }

    @Override
    public Result run(Model model, Limits limits) {
        long start = System.nanoTime();
        Deadline deadline = Deadline.start(limits.timeoutMillis());
        int[] masks = model.initialMasks();
        for (int mask : masks) {
            if (mask == 0) {
                return new Result(Status.EXHAUSTED, 0, List.of(), Map.of(), System.nanoTime() - start,
                        "the domains leave a cell without candidates");
            }
        }
        org.chocosolver.solver.Model cp = new org.chocosolver.solver.Model(model.name());
        IntVar[] x = new IntVar[model.cellCount()];
        for (int cell = 0; cell < x.length; cell++) {
            x[cell] = cp.intVar(model.geometry().cellName(cell), digits(masks[cell]));
        }
        DistinctCages cages = new DistinctCages(model);
        Posting posting = new Posting(cp, x, masks, cages);
        if (groupTables) {
            posting.joinGroups(model);
        }
        for (Constraint c : model.constraints()) {
            c.accept(posting);
            if (deadline.passed()) {
                // posting itself can be slow (tables, diagrams): the limit holds before the search too
                return new Result(Status.TIMEOUT, 0, List.of(), Map.of(), System.nanoTime() - start, "");
            }
        }
        Solver solver = cp.getSolver();
        switch (search) {
            case DOMOVERWDEG -> solver.setSearch(Search.domOverWDegSearch(x));
            case MINDOM -> solver.setSearch(Search.minDomLBSearch(x));
            case DEFAULT -> {
                // Choco's default strategy, chosen when solve() starts
            }
        }
        solver.addStopCriterion(deadline::passed);
        if (limits.nodeLimit() > 0) {
            solver.limitNode(limits.nodeLimit());
        }
        List<int[]> kept = new ArrayList<>();
        long count = 0;
        while (count < limits.solutions() && solver.solve()) {
            count++;
            if (kept.size() < limits.keep()) {
                int[] grid = new int[x.length];
                for (int cell = 0; cell < x.length; cell++) {
                    grid[cell] = x[cell].getValue();
                }
                kept.add(grid);
            }
        }
        Status status = count >= limits.solutions() ? Status.LIMIT
                : solver.isStopCriterionMet() ? Status.TIMEOUT : Status.EXHAUSTED;
        Map<String, Long> stats = new LinkedHashMap<>();
        stats.put("nodes", solver.getNodeCount());
        stats.put("fails", solver.getFailCount());
        stats.put("backtracks", solver.getBackTrackCount());
        return new Result(status, count, kept, stats, System.nanoTime() - start, "");
    }

    /** Posts each primitive as its Choco constraint. */
    private final class Posting implements Constraint.Visitor<Void> {
        private final org.chocosolver.solver.Model cp;
        private final IntVar[] x;
        private final int[] masks;
        private final DistinctCages cages;
        private final Map<String, Optional<List<RelationForms.Form>>> shapes = new HashMap<>();
        /** The groups posted as tables of their permutations, with their tuples. */
        private final Map<AllDifferent, List<int[]>> joined = new HashMap<>();
        /** For each cell, the cells it shares a joined group with: a relation between them is in that table. */
        private final Map<Integer, Set<Integer>> joinedPeers = new HashMap<>();

        Posting(org.chocosolver.solver.Model cp, IntVar[] x, int[] masks, DistinctCages cages) {
            this.cp = cp;
            this.x = x;
            this.masks = masks;
            this.cages = cages;
        }

        /** Finds the groups to post with their relations as one table ({@link GroupTables}). */
        void joinGroups(Model model) {
            List<Relation> relations = model.all(Relation.class);
            if (relations.isEmpty()) {
                return;
            }
            for (AllDifferent g : model.all(AllDifferent.class)) {
                List<int[]> tuples = GroupTables.of(g, relations, masks);
                if (tuples != null) {
                    joined.put(g, tuples);
                    for (int a : g.cells()) {
                        for (int b : g.cells()) {
                            joinedPeers.computeIfAbsent(a, k -> new HashSet<>()).add(b);
                        }
                    }
                }
            }
        }

        @Override
        public Void allDifferent(AllDifferent g) {
            List<int[]> permutations = joined.get(g);
            if (permutations != null) {
                Tuples tuples = new Tuples(true);
                for (int[] p : permutations) {
                    tuples.add(p);
                }
                postTable(cp, vars(x, g.cells()), tuples);
            } else if (g.cells().length > 1) {
                cp.allDifferent(vars(x, g.cells()), consistency).post();
            }
            return null;
        }

        @Override
        public Void relation(Relation r) {
            if (joinedPeers.getOrDefault(r.a(), Set.of()).contains(r.b())) {
                return null; // its joined group's table holds it
            }
            // a model repeats a few relation shapes on many pairs: recognise each shape once
            Optional<List<RelationForms.Form>> forms = shapes.computeIfAbsent(Arrays.toString(r.allowed()),
                    k -> Optional.ofNullable(RelationForms.of(r)));
            if (forms.isPresent()) {
                for (RelationForms.Form f : forms.get()) {
                    f.post(cp, x[r.a()], x[r.b()]);
                }
                return null;
            }
            Tuples pairs = new Tuples(true);
            int n = Math.min(r.allowed().length, Integer.SIZE - 1);
            for (int da = 1; da <= n; da++) {
                if ((masks[r.a()] & (1 << (da - 1))) == 0) {
                    continue;
                }
                for (int rest = r.allowedFor(da) & masks[r.b()]; rest != 0; rest &= rest - 1) {
                    pairs.add(da, Integer.numberOfTrailingZeros(rest) + 1);
                }
            }
            postTable(cp, new IntVar[] {x[r.a()], x[r.b()]}, pairs);
            return null;
        }

        @Override
        public Void table(Table t) {
            Tuples tuples = new Tuples(true);
            for (int[] tuple : t.tuples()) {
                tuples.add(tuple);
            }
            postTable(cp, vars(x, t.cells()), tuples);
            return null;
        }

        @Override
        public Void linearSum(LinearSum s) {
            postSum(cp, x, masks, cages, s);
            return null;
        }

        @Override
        public Void mdd(Mdd m) {
            MddTranslation.of(cp, vars(x, m.cells()), m, masks, maxWholeEdges).post();
            return null;
        }

        @Override
        public Void domain(Domain d) {
            return null; // already in its variable's initial domain
        }
    }

    /** Choco needs two variables and at least one tuple for a table: cover the degenerate cases directly. */
    private static void postTable(org.chocosolver.solver.Model cp, IntVar[] vars, Tuples tuples) {
        if (tuples.nbTuples() == 0) {
            cp.falseConstraint().post();
        } else if (vars.length == 1) {
            int[] values = new int[tuples.nbTuples()];
            for (int i = 0; i < values.length; i++) {
                values[i] = tuples.get(i)[0];
            }
            cp.member(vars[0], values).post();
        } else if (vars.length > 1) {
            cp.table(vars, tuples).post();
        }
    }

    private void postSum(org.chocosolver.solver.Model cp, IntVar[] x, int[] masks, DistinctCages cages, LinearSum s) {
        IntVar[] vars = vars(x, s.cells());
        if (vars.length == 0) {
            if (s.total() != 0) {
                cp.falseConstraint().post();
            }
            return;
        }
        if (cageTables && cages.isDistinctCage(s)) {
            int[] cellMasks = new int[vars.length];
            for (int i = 0; i < vars.length; i++) {
                cellMasks[i] = masks[s.cells()[i]];
            }
            List<int[]> permutations = DistinctCages.permutations(cellMasks, s.total(), MAX_CAGE_TUPLES);
            if (permutations != null) {
                Tuples tuples = new Tuples(true);
                for (int[] p : permutations) {
                    tuples.add(p);
                }
                postTable(cp, vars, tuples);
                return;
            }
        }
        if (s.unitCoefficients()) {
            cp.sum(vars, "=", s.total()).post();
        } else {
            cp.scalar(vars, s.coeffs(), "=", s.total()).post();
        }
    }

    private static IntVar[] vars(IntVar[] x, int[] cells) {
        IntVar[] out = new IntVar[cells.length];
        for (int i = 0; i < cells.length; i++) {
            out[i] = x[cells[i]];
        }
        return out;
    }

    private static int[] digits(int mask) {
        int[] out = new int[Integer.bitCount(mask)];
        int k = 0;
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            out[k++] = Integer.numberOfTrailingZeros(rest) + 1;
        }
        return out;
    }
}
