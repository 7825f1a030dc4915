package nonet.engine.nativesearch.propagation;

import java.util.ArrayList;
import java.util.List;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.LinearSum;
import nonet.model.Mdd;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;
import nonet.model.analysis.DistinctCages;
import nonet.model.analysis.ExactGroups;
import nonet.model.analysis.Peers;
import nonet.model.optimize.ModelOptimizer;

/**
 * Reads a {@link Model}'s constraints once, through {@link Constraint.Visitor}, into the lists and
 * CSR arrays that {@link CompiledModel} then holds: peers from not-equal relations and distinct
 * groups, exact groups, relation arcs with their support tables, and one entry per n-ary
 * constraint (kind, cells, coefficients, cage combinations or the digit sets of a distinct group
 * whose every two cells are related, table tuples, line diagrams).
 */
final class ModelCompiler {

    final int size;
    final int cellCount;
    final int fullMask;
    final boolean[][] peerMatrix;
    final DistinctCages cages;
    final List<int[]> groups = new ArrayList<>();
    final List<Integer> kinds = new ArrayList<>();
    final List<int[]> conCells = new ArrayList<>();
    final List<int[]> conCoeffs = new ArrayList<>();
    final List<int[]> conCliques = new ArrayList<>();
    final List<Long> totals = new ArrayList<>();
    final List<int[]> combos = new ArrayList<>();
    final List<int[]> tuples = new ArrayList<>();
    final List<Mdd> diagrams = new ArrayList<>();
    /** The constraints the optimizer derived ({@link ModelOptimizer#derived}), by index. */
    final List<Integer> derived = new ArrayList<>();
    private final PairSupports pairSupports;
    /** The partial distinct groups, by constraint index, whose digit sets {@link RelatedDigitSets} may list. */
    private final List<Integer> partialGroups = new ArrayList<>();
    int[] peerStart;
    int[] peers;
    int[] arcStart;
    int[] arcOther;
    int[] arcOffset;
    int[] arcSupport;
    int[] watchStart;
    int[] watchers;
    /**
     * Per constraint: whether another one already filters all it would, so that no cell wakes it
     * ({@link #findRedundant}).
     */
    boolean[] redundant;

    ModelCompiler(Model model, boolean leftovers) {
        size = model.size();
        cellCount = model.cellCount();
        fullMask = model.geometry().fullMask();
        peerMatrix = new boolean[cellCount][cellCount];
        cages = new DistinctCages(model);
        pairSupports = new PairSupports(size, cellCount, fullMask);
        List<Relation> arcs = new ArrayList<>();
        // Sums, tables and diagrams come after every group and relation, each kind in model order.
        List<Runnable> afterPeers = new ArrayList<>();
        Constraint.Visitor<Void> compile = new Constraint.Visitor<>() {
            @Override
            public Void allDifferent(AllDifferent g) {
                addDistinct(g);
                return null;
            }

            @Override
            public Void relation(Relation r) {
                pairSupports.add(r);
                if (isNotEqual(r)) {
                    linkPeers(r.a(), r.b());
                } else {
                    arcs.add(r);
                }
                return null;
            }

            @Override
            public Void linearSum(LinearSum s) {
                afterPeers.add(() -> addSum(s));
                return null;
            }

            @Override
            public Void table(Table t) {
                afterPeers.add(() -> addTable(t));
                return null;
            }

            @Override
            public Void mdd(Mdd d) {
                afterPeers.add(() -> addDiagram(d));
                return null;
            }

            @Override
            public Void domain(Domain d) {
                return null; // read per puzzle by initialMasks
            }
        };
        model.constraints().forEach(c -> c.accept(compile));
        afterPeers.forEach(Runnable::run);
        partialGroups.forEach(k -> combos.set(k, relatedSets(conCells.get(k))));
        if (leftovers) {
            for (int[][] pair : Leftovers.of(size, cellCount, groups)) {
                addLeftover(pair[0], pair[1]);
            }
        }
        buildPeers();
        buildArcs(arcs);
        buildWatchers();
    }

    private void addDistinct(AllDifferent g) {
        int[] cells = g.cells();
        for (int i = 0; i < cells.length; i++) {
            for (int j = i + 1; j < cells.length; j++) {
                linkPeers(cells[i], cells[j]);
            }
        }
        if (cells.length > size) {
            // More cells than digits: no assignment exists. A one-digit-wide group says so at once.
            addConstraint(CompiledModel.KIND_GROUP, cells, new int[cells.length], 0, new int[0], new int[0], null);
        } else if (ExactGroups.isExact(g, size)) {
            groups.add(cells);
        } else if (cells.length > 2) {
            partialGroups.add(kinds.size());
            addConstraint(CompiledModel.KIND_GROUP, cells, new int[cells.length], 0, new int[0], new int[0], null);
        }
    }

    /** The digit sets of a partial distinct group whose every two cells are related, or none to filter. */
    private int[] relatedSets(int[] cells) {
        int[][][] allowed = new int[cells.length][cells.length][];
        for (int i = 0; i < cells.length; i++) {
            for (int j = 0; j < cells.length; j++) {
                allowed[i][j] = i == j ? null : pairSupports.between(cells[i], cells[j]);
            }
        }
        int[] sets = RelatedDigitSets.of(size, allowed, CompiledModel.MAX_CAGE_COMBINATIONS);
        return sets == null ? new int[0] : sets;
    }

    private void linkPeers(int a, int b) {
        peerMatrix[a][b] = true;
        peerMatrix[b][a] = true;
    }

    private boolean isNotEqual(Relation r) {
        return Peers.isNotEqual(r, size);
    }

    private void addSum(LinearSum s) {
        int[] cells = s.cells();
        int[] cage = cages.isDistinctCage(s) ? cageCombinations(cells.length, s.total()) : new int[0];
        if (ModelOptimizer.derived(s)) {
            derived.add(kinds.size());
        }
        addConstraint(CompiledModel.KIND_SUM, cells, s.coeffs(), s.total(), cage, new int[0], null);
    }

    private void addLeftover(int[] one, int[] other) {
        int[] cells = new int[one.length + other.length];
        int[] sides = new int[cells.length];
        System.arraycopy(one, 0, cells, 0, one.length);
        System.arraycopy(other, 0, cells, one.length, other.length);
        java.util.Arrays.fill(sides, 0, one.length, 1);
        java.util.Arrays.fill(sides, one.length, cells.length, -1);
        addConstraint(CompiledModel.KIND_LEFTOVER, cells, sides, 0, new int[0], new int[0], null);
    }

    /** Appends one n-ary constraint; the lists stay aligned, one entry per constraint each. */
    private void addConstraint(int kind, int[] cells, int[] coeffs, long total, int[] cage, int[] tupleBits,
            Mdd lineDiagram) {
        kinds.add(kind);
        conCells.add(cells);
        conCoeffs.add(coeffs);
        conCliques.add(kind == CompiledModel.KIND_SUM ? cliquesOf(cells, coeffs) : new int[cells.length]);
        totals.add(total);
        combos.add(cage);
        tuples.add(tupleBits);
        diagrams.add(lineDiagram);
    }

    /** Greedy cliques: each cell joins the first clique of its coefficient whose cells are all its peers. */
    private int[] cliquesOf(int[] cells, int[] coeffs) {
        int[] clique = new int[cells.length];
        int count = 0;
        for (int i = 0; i < cells.length; i++) {
            clique[i] = -1;
            for (int q = 0; q < count && clique[i] < 0; q++) {
                boolean fits = true;
                for (int j = 0; j < i && fits; j++) {
                    fits = clique[j] != q || (coeffs[j] == coeffs[i] && peerMatrix[cells[i]][cells[j]]);
                }
                if (fits) {
                    clique[i] = q;
                }
            }
            if (clique[i] < 0) {
                clique[i] = count++;
            }
        }
        return clique;
    }

    /** The digit sets of a distinct cage of {@code count} cells, none past the cap, {@code {0}} when there is none at all. */
    private int[] cageCombinations(int count, int total) {
        List<Integer> found = DistinctCages.digitSets(count, total, fullMask, CompiledModel.MAX_CAGE_COMBINATIONS);
        if (found == null) {
            return new int[0];
        }
        if (found.isEmpty()) {
            // No subset at all: the cage is unsatisfiable, and an impossible combination list says so.
            return new int[] {0};
        }
        return found.stream().mapToInt(Integer::intValue).toArray();
    }

    private void addTable(Table t) {
        int[] cells = t.cells();
        int arity = cells.length;
        int[] bits = new int[t.size() * arity];
        int live = 0;
        for (int i = 0; i < t.size(); i++) {
            boolean inRange = true;
            for (int p = 0; p < arity; p++) {
                int d = t.digit(i, p);
                inRange &= d >= 1 && d <= size;
            }
            if (inRange) {
                for (int p = 0; p < arity; p++) {
                    bits[live * arity + p] = 1 << (t.digit(i, p) - 1);
                }
                live++;
            }
        }
        int[] kept = java.util.Arrays.copyOf(bits, live * arity);
        addConstraint(CompiledModel.KIND_TABLE, cells, new int[arity], 0, new int[0], kept, null);
    }

    /** A line diagram keeps its own layered form: {@link MddFilter} walks it as it is. */
    private void addDiagram(Mdd d) {
        int[] cells = d.cells();
        addConstraint(CompiledModel.KIND_MDD, cells, new int[cells.length], 0, new int[0], new int[0], d);
    }

    private void buildPeers() {
        peerStart = new int[cellCount + 1];
        for (int c = 0; c < cellCount; c++) {
            int k = 0;
            for (int p = 0; p < cellCount; p++) {
                if (peerMatrix[c][p]) {
                    k++;
                }
            }
            peerStart[c + 1] = peerStart[c] + k;
        }
        peers = new int[peerStart[cellCount]];
        int k = 0;
        for (int c = 0; c < cellCount; c++) {
            for (int p = 0; p < cellCount; p++) {
                if (peerMatrix[c][p]) {
                    peers[k++] = p;
                }
            }
        }
    }

    private void buildArcs(List<Relation> relations) {
        int[] degree = new int[cellCount + 1];
        for (Relation r : relations) {
            degree[r.a()]++;
            degree[r.b()]++;
        }
        arcStart = new int[cellCount + 1];
        for (int c = 0; c < cellCount; c++) {
            arcStart[c + 1] = arcStart[c] + degree[c];
        }
        int arcs = arcStart[cellCount];
        arcOther = new int[arcs];
        arcOffset = new int[arcs];
        arcSupport = new int[arcs * size];
        int[] fill = java.util.Arrays.copyOf(arcStart, cellCount);
        for (Relation r : relations) {
            int forward = fill[r.a()]++;
            int backward = fill[r.b()]++;
            arcOther[forward] = r.b();
            arcOffset[forward] = forward * size;
            arcOther[backward] = r.a();
            arcOffset[backward] = backward * size;
            int[] allowed = PairSupports.rows(r, size, fullMask);
            for (int d = 1; d <= size; d++) {
                int m = allowed[d - 1];
                arcSupport[forward * size + d - 1] = m;
                for (int e = 1; e <= size; e++) {
                    if ((m & (1 << (e - 1))) != 0) {
                        arcSupport[backward * size + e - 1] |= 1 << (d - 1);
                    }
                }
            }
        }
    }

    /**
     * Marks the constraints another one covers. The optimizer states many innie/outie sums twice,
     * once negated (from a prefix and from a suffix of the houses): the copy would deduce nothing
     * the first did not. A killer cage comes with a distinct group over its cells, whose
     * pigeonhole check cannot fail once the cage keeps a digit combination, which has as many
     * digits as the cage has cells. Both stay in the model, so that {@link CellPriorities} still
     * counts their cells.
     */
    private void findRedundant() {
        redundant = new boolean[kinds.size()];
        boolean[] isDerived = new boolean[kinds.size()];
        derived.forEach(k -> isDerived[k] = true);
        java.util.Set<java.util.Set<Integer>> cageCells = new java.util.HashSet<>();
        for (int i = 0; i < kinds.size(); i++) {
            // a derived cage may wait (Propagator.deferDerived): its group must not
            if (kinds.get(i) == CompiledModel.KIND_SUM && combos.get(i).length > 0 && !isDerived[i]) {
                cageCells.add(cellSet(i));
            }
        }
        for (int i = 0; i < kinds.size(); i++) {
            redundant[i] = kinds.get(i) == CompiledModel.KIND_GROUP && combos.get(i).length == 0
                    && cageCells.contains(cellSet(i));
            for (int j = 0; j < i && !redundant[i]; j++) {
                redundant[i] = !redundant[j] && isDerived[i] == isDerived[j] && restates(i, j);
            }
        }
    }

    private java.util.Set<Integer> cellSet(int k) {
        return java.util.Arrays.stream(conCells.get(k)).boxed().collect(java.util.stream.Collectors.toSet());
    }

    /**
     * Whether sum i is sum j times 1 or -1, cell by cell, with the same digit combinations and
     * cliques (which the filters reason over, and which follow cell order).
     */
    private boolean restates(int i, int j) {
        int[] cells = conCells.get(i);
        int[] other = conCells.get(j);
        if (kinds.get(i) != CompiledModel.KIND_SUM || kinds.get(j) != CompiledModel.KIND_SUM
                || cells.length != other.length || cells.length == 0
                || !java.util.Arrays.equals(combos.get(i), combos.get(j))) {
            return false;
        }
        int[] at = new int[cells.length];
        for (int a = 0; a < cells.length; a++) {
            at[a] = -1;
            for (int b = 0; b < other.length; b++) {
                at[a] = other[b] == cells[a] ? b : at[a];
            }
            if (at[a] < 0) {
                return false;
            }
        }
        int[] coeff = conCoeffs.get(i);
        int[] otherCoeff = conCoeffs.get(j);
        long sign = Integer.signum(coeff[0]) * Integer.signum(otherCoeff[at[0]]);
        boolean same = sign != 0 && totals.get(i) == sign * totals.get(j)
                && java.util.Arrays.stream(at).distinct().count() == at.length;
        int[] clique = conCliques.get(i);
        int[] otherClique = conCliques.get(j);
        for (int a = 0; a < cells.length && same; a++) {
            same = coeff[a] == sign * otherCoeff[at[a]];
            for (int b = 0; b < a && same; b++) {
                same = (clique[a] == clique[b]) == (otherClique[at[a]] == otherClique[at[b]]);
            }
        }
        return same;
    }

    private void buildWatchers() {
        findRedundant();
        int[] count = new int[cellCount];
        for (int i = 0; i < conCells.size(); i++) {
            for (int c : redundant[i] ? new int[0] : conCells.get(i)) {
                count[c]++;
            }
        }
        watchStart = new int[cellCount + 1];
        for (int c = 0; c < cellCount; c++) {
            watchStart[c + 1] = watchStart[c] + count[c];
        }
        watchers = new int[watchStart[cellCount]];
        int[] fill = java.util.Arrays.copyOf(watchStart, cellCount);
        for (int i = 0; i < conCells.size(); i++) {
            for (int c : redundant[i] ? new int[0] : conCells.get(i)) {
                watchers[fill[c]++] = i;
            }
        }
    }
}
