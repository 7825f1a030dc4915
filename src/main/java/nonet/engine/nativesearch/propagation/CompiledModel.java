package nonet.engine.nativesearch.propagation;

import java.util.List;
import nonet.model.Mdd;
import nonet.model.Model;

/**
 * A model flattened once into int arrays for the search: per-cell peer lists, exact groups,
 * per-cell relation arcs with their support tables, and the n-ary constraints (sums, cages,
 * tables, line diagrams, partial distinct groups) each cell wakes up. Lists are stored CSR-style:
 * the entries of item i are {@code list[start[i] .. start[i+1])}. {@link ModelCompiler} reads the
 * model; the filters beside {@link Propagator} derive what only they use (intersections of groups
 * for {@link LockedCandidates}, where cages meet groups for {@link CageFilter}).
 */
public final class CompiledModel {

    static final int KIND_SUM = 0;
    static final int KIND_TABLE = 1;
    static final int KIND_GROUP = 2;
    static final int KIND_MDD = 3;
    /**
     * A law-of-leftovers pair ({@link Leftovers}): the cells with coefficient 1 and those with -1
     * hold the same digits. Implied by the exact groups, so a search may leave it out.
     */
    static final int KIND_LEFTOVER = 4;

    /** Past this many digit combinations a cage keeps bounds reasoning only (large grids, big cages). */
    static final int MAX_CAGE_COMBINATIONS = 4096;

    public final int size;
    public final int cellCount;
    final int fullMask;

    public final int[] peerStart;
    public final int[] peers;

    public final int groupCount;
    public final int[] groupStart;
    public final int[] groupCells;

    /** Arcs out of each cell: the other cell and the offset of its support row in {@code arcSupport}. */
    public final int[] arcStart;
    public final int[] arcOther;
    public final int[] arcOffset;
    /** {@code arcSupport[offset + d - 1]}: digits the other cell may take when this cell holds d. */
    public final int[] arcSupport;

    final int constraintCount;
    final int[] kind;
    final int[] conStart;
    final int[] conCells;
    /**
     * For sums: the clique of mutual peers with one coefficient that each cell falls in, numbered
     * from 0 within its sum, aligned with {@code conCells}; 0 for other kinds.
     */
    final int[] conClique;
    /** Per constraint: a sum without digit combinations whose cliques {@link DistinctSumFilter} reasons over. */
    final boolean[] distinctSum;
    /** Per constraint: derived by the optimizer, implied by the others (the search may leave it for later). */
    final boolean[] derived;
    /**
     * Per constraint: covered by another one (a sum restated up to sign, a cage's distinct group;
     * {@link ModelCompiler}). It stays, for {@link CellPriorities}, but is never filtered.
     */
    final boolean[] redundant;
    /** Sum coefficients, aligned with {@code conCells}; unused for other kinds. */
    final int[] conCoeff;
    final long[] conTotal;
    /**
     * For cages: the digit subsets of the right size and total; for partial distinct groups whose
     * every two cells are related, the digit sets they can hold ({@link RelatedDigitSets}); empty
     * for other constraints.
     */
    final int[] comboStart;
    final int[] combos;
    /** For tables: tuples as one digit bit per position, {@code arity} ints per tuple. */
    final int[] tupleStart;
    final int[] tupleBits;
    /**
     * For line diagrams: the diagram, joined with the rule that its cells which are mutual peers
     * differ where that keeps it small ({@link DistinctDiagram}); one entry per constraint, null
     * for other kinds.
     */
    final Mdd[] diagram;

    final int[] watchStart;
    final int[] watchers;

    final int maxArity;

    private CompiledModel(ModelCompiler b) {
        size = b.size;
        cellCount = b.cellCount;
        fullMask = b.fullMask;
        peerStart = b.peerStart;
        peers = b.peers;
        groupCount = b.groups.size();
        groupStart = startsOf(b.groups);
        groupCells = flatten(b.groups);
        arcStart = b.arcStart;
        arcOther = b.arcOther;
        arcOffset = b.arcOffset;
        arcSupport = b.arcSupport;
        constraintCount = b.kinds.size();
        kind = b.kinds.stream().mapToInt(Integer::intValue).toArray();
        conStart = startsOf(b.conCells);
        conCells = flatten(b.conCells);
        conCoeff = flatten(b.conCoeffs);
        conClique = flatten(b.conCliques);
        distinctSum = new boolean[constraintCount];
        for (int k = 0; k < constraintCount; k++) {
            distinctSum[k] = kind[k] == KIND_SUM && b.combos.get(k).length == 0
                    && java.util.Arrays.stream(b.conCliques.get(k)).max().orElse(0) + 1 < b.conCells.get(k).length;
        }
        derived = new boolean[constraintCount];
        b.derived.forEach(k -> derived[k] = true);
        redundant = b.redundant;
        conTotal = b.totals.stream().mapToLong(Long::longValue).toArray();
        comboStart = startsOf(b.combos);
        combos = flatten(b.combos);
        tupleStart = startsOf(b.tuples);
        tupleBits = flatten(b.tuples);
        diagram = b.diagrams.stream().map(d -> d == null ? null : DistinctDiagram.withPeers(d, this)).toArray(Mdd[]::new);
        watchStart = b.watchStart;
        watchers = b.watchers;
        int arity = 1;
        for (int[] cells : b.conCells) {
            arity = Math.max(arity, cells.length);
        }
        maxArity = arity;
    }

    /**
     * Flattens the model's structure: every constraint but the {@link Domain}s, which change from
     * puzzle to puzzle of one model and are read by {@link #initialMasks}.
     */
    public static CompiledModel of(Model model) {
        return of(model, true);
    }

    /** As {@link #of(Model)}, deriving the {@link Leftovers} of its exact groups or not. */
    public static CompiledModel of(Model model, boolean leftovers) {
        return new CompiledModel(new ModelCompiler(model, leftovers));
    }

    /** Whether some constraint is a law-of-leftovers pair: the exact groups are irregular. */
    public boolean hasLeftovers() {
        for (int k : kind) {
            if (k == KIND_LEFTOVER) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether some constraint is a cage with digit combinations or a law-of-leftovers pair. Distinct
     * groups with digit sets (renban lines) do not count: the search's choices measured for cages
     * are not theirs.
     */
    public boolean hasCagesOrLeftovers() {
        for (int k = 0; k < constraintCount; k++) {
            if (kind[k] == KIND_LEFTOVER || isCage(k)) {
                return true;
            }
        }
        return false;
    }

    /** How many cells lie in the model's own cages with digit combinations (not those the optimizer derived). */
    public int cagedCells() {
        boolean[] caged = new boolean[cellCount];
        int count = 0;
        for (int k = 0; k < constraintCount; k++) {
            if (!derived[k] && isCage(k)) {
                for (int i = conStart[k]; i < conStart[k + 1]; i++) {
                    if (!caged[conCells[i]]) {
                        caged[conCells[i]] = true;
                        count++;
                    }
                }
            }
        }
        return count;
    }

    /** Whether constraint k is a sum with digit combinations. */
    private boolean isCage(int k) {
        return kind[k] == KIND_SUM && comboStart[k + 1] > comboStart[k];
    }

    /** Whether every n-ary constraint is implied by the exact groups (leftovers), or there are none. */
    public boolean onlyImpliedConstraints() {
        for (int k : kind) {
            if (k != KIND_LEFTOVER) {
                return false;
            }
        }
        return true;
    }

    /** The candidates each cell starts with: its domains intersected, all digits elsewhere. */
    public static int[] initialMasks(Model model) {
        return model.initialMasks();
    }

    static int[] startsOf(List<int[]> lists) {
        int[] start = new int[lists.size() + 1];
        for (int i = 0; i < lists.size(); i++) {
            start[i + 1] = start[i] + lists.get(i).length;
        }
        return start;
    }

    static int[] flatten(List<int[]> lists) {
        int total = 0;
        for (int[] l : lists) {
            total += l.length;
        }
        int[] out = new int[total];
        int k = 0;
        for (int[] l : lists) {
            System.arraycopy(l, 0, out, k, l.length);
            k += l.length;
        }
        return out;
    }
}
