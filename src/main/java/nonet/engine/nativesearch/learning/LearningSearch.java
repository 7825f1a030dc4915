package nonet.engine.nativesearch.learning;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import nonet.engine.Deadline;
import nonet.engine.Limits;
import nonet.engine.Status;
import nonet.engine.nativesearch.propagation.CompiledModel;
import nonet.engine.nativesearch.propagation.NativeSearch;
import nonet.engine.nativesearch.propagation.Propagator;

/**
 * Conflict-driven search with clause learning over the {@link ExactlyOneSets} of a model made of
 * exact groups, "different" pairs and binary relations. Each set is a native constraint, not a
 * pile of clauses: a variable made true clears the rest of its sets and the variables it forms a
 * forbidden pair with, and a set left with one variable not false makes it true (a naked
 * or a hidden single). Its reasons are given lazily, as the two variables that clashed or as the
 * set's other, false, variables, so a conflict is analysed to its first unique implication point
 * as in MiniSat (Eén and Sörensson 2003), the learnt clause shrunk and minimised, and the search
 * jumps back to where that clause first asserts. Clauses are watched by two
 * literals; the learnt ones of low literal block distance are kept (Audemard and Simon 2009),
 * most of the unused rest dropped now and then. VSIDS, with the reasons of the learnt clause
 * bumped too, chooses a variable and makes it true: a cell takes a digit. Restarts follow the
 * quality of recent learnt clauses and keep the decisions they would take again.
 *
 * <p>Counting: a solution found is blocked by the clause that no longer allows all of its
 * decisions (propagation is sound, so they imply it alone), and the search goes on from the
 * level below, keeping what it learnt; no blocking clause is ever dropped, so each grid is
 * counted once and exhaustion proves there is no other.
 *
 * <p>Before the first decision the cells are narrowed by the {@link Propagator}'s full filtering
 * (domain consistency on the groups and their Latin views); what it removes holds in every
 * solution, so the search only sees the part it leaves open. Literal {@code 2v} is "variable v
 * holds", {@code 2v + 1} its negation.
 *
 * <p>Longer than the engine's 400-line bound, by exception: propagation, conflict analysis,
 * minimisation, reduction and restarts all read and write one trail, its levels and reasons and
 * the watch lists, as fields of one hot loop; what stands apart already is apart
 * ({@link ClauseArena}, {@link ExactlyOneSets}, {@link VariableOrder}). The launcher keeps this
 * package on C1 (faster here than C2, docs/engines.md), which inlines no call over 35 bytes: a
 * trail or an analysis object of its own would put a call and a load between the watch loop and
 * the state it reads at every step.
 */
public final class LearningSearch implements NativeSearch {

    private static final byte UNSET = 0;
    private static final byte TRUE = 1;
    private static final byte FALSE = -1;

    /** Why a variable was set: a decision (or a fact), a clash in a set, a set's last candidate, a clause. */
    private static final byte DECIDED = 0;
    private static final byte CLEARED = 1;
    private static final byte LAST_IN_SET = 2;
    private static final byte CLAUSE = 3;

    /**
     * Restarts follow the literal block distance of recent conflicts (Audemard and Simon 2012): a
     * restart when the fast average passes the long one by this factor, no sooner than
     * {@link #RESTART_GAP} conflicts after the last; the averages are exponential, over about
     * {@link #FAST_WINDOW} and {@link #SLOW_WINDOW} conflicts.
     */
    private static final double RESTART_MARGIN = 1.11;
    private static final int RESTART_GAP = 2;
    private static final int FAST_WINDOW = 32;
    private static final int SLOW_WINDOW = 5000;
    /** Learnt clauses are reduced after 2,000 conflicts, then 300 more each time. */
    private static final int FIRST_REDUCE = 2000;
    private static final int REDUCE_STEP = 300;

    private final CompiledModel model;
    private final Propagator rootFilter;
    /** Per cell, its peers outside its exact groups ({@link ExactlyOneSets#outsidePeers}). */
    private final int[][] outsidePeers;
    /** Where this run's proof goes, or null. */
    private ProofSink proof;
    private int[] proofLiterals;
    /** The open part of the puzzle being searched, and the cells the root filtering narrowed. */
    private ExactlyOneSets sets;
    private int[] narrowed;
    private int varCount;

    private final int[] level;
    private final int[] trailPosition;
    /** Shrinking's marks: 1 for a variable of the block being shrunk, 2 once resolved away. */
    private final byte[] blockMark;
    private final long[] byLevel;
    /** Why each variable holds its value: the kind in the low two bits, the kind's datum above. */
    private final int[] reason;
    private final int[] trail;
    private int trailSize;
    private int head;
    private final int[] levelStart;
    private int decisionLevel;
    /**
     * Per set, its variables not yet known false as far as propagation has looked, one bit each by
     * place in the set: clearing a set and finding its last variable walk these bits only.
     */
    private final int[] openBits;

    private final ClauseArena clauses;
    /** The value of each literal, so a literal's truth is one load. */
    private final byte[] litValue;

    private final VariableOrder order;
    private final byte[] seen;
    private final int[] scratch;
    private final int[] learnt;
    private int learntSize;
    private final int[] minimiseStack;
    private final int[] toClear;
    private int toClearSize;
    private final int[] levelStamp;
    private int stamp;

    private byte conflictKind;
    private int conflictData;
    private int conflictOther;

    private long conflicts;
    private double fastGlue;
    private double slowGlue;
    private long decisions;
    private long propagations;
    private long restarts;
    private long learntTotal;
    private long count;
    private List<int[]> kept;

    /** A search for the puzzles of a model that {@link ExactlyOneSets#fits}. */
    public LearningSearch(CompiledModel model) {
        this.model = model;
        this.rootFilter = new Propagator(model, false, true);
        this.outsidePeers = ExactlyOneSets.outsidePeers(model);
        // sized for a puzzle with no givens; the open part of each puzzle uses a prefix
        int varCount = model.cellCount * model.size;
        litValue = new byte[2 * varCount];
        level = new int[varCount];
        trailPosition = new int[varCount];
        blockMark = new byte[varCount];
        byLevel = new long[varCount + 1];
        reason = new int[varCount];
        trail = new int[varCount];
        levelStart = new int[varCount + 1];
        openBits = new int[model.cellCount + model.groupCount * model.size];
        clauses = new ClauseArena(2 * varCount);
        order = new VariableOrder(varCount);
        seen = new byte[varCount];
        // antecedents of one reason: a set's variables, or a clause's literals (one per variable)
        scratch = new int[varCount];
        learnt = new int[varCount + 1];
        minimiseStack = new int[varCount];
        toClear = new int[varCount];
        levelStamp = new int[varCount + 1];
    }

    /**
     * Whether the model is made of exact groups alone, with no forbidden pairs beside its sets:
     * only such models take this search by default (measured, docs/engines.md: on relations the
     * search without learning, whose filtering is stronger at every node, is faster).
     */
    public boolean groupsOnly() {
        for (int[] peers : outsidePeers) {
            if (peers.length > 0) {
                return false;
            }
        }
        return model.arcStart[model.cellCount] == 0;
    }

    /** Makes the following runs report what a DRUP proof of their answers needs ({@link NativeProof}); null for none. */
    public void proveTo(ProofSink sink) {
        proof = sink;
        proofLiterals = sink == null ? null : new int[litValue.length / 2 + 1];
    }

    @Override
    public Status run(int[] masks, Limits limits, Deadline deadline) {
        resetCounts();
        narrowed = masks.clone();
        // a run that writes a proof narrows the root only as unit propagation on the CNF does,
        // so that every reason stays a clause of the CNF
        boolean live;
        if (proof == null) {
            rootFilter.wakeAll();
            live = rootFilter.propagate(narrowed);
        } else {
            live = ExactlyOneSets.narrowByUnits(model, narrowed);
        }
        if (!live) {
            return Status.EXHAUSTED;
        }
        sets = ExactlyOneSets.of(model, narrowed, outsidePeers);
        varCount = sets.varCount;
        resetState(limits.seed());
        if (!assertSingletons()) {
            return Status.EXHAUSTED;
        }
        long nextReduce = FIRST_REDUCE;
        long conflictsThisRun = 0;
        long reductions = 0;
        while (true) {
            if (!propagate()) {
                conflicts++;
                conflictsThisRun++;
                if (decisionLevel == 0) {
                    return Status.EXHAUSTED;
                }
                learnFromConflict();
                order.decay();
                if ((conflicts & 63) == 0 && deadline.passed()) {
                    return Status.TIMEOUT;
                }
                continue;
            }
            if (trailSize == varCount) {
                if (recordSolution(limits)) {
                    return Status.LIMIT;
                }
                if (decisionLevel == 0) {
                    return Status.EXHAUSTED;
                }
                blockSolution();
                continue;
            }
            if (conflictsThisRun >= RESTART_GAP && fastGlue > RESTART_MARGIN * slowGlue) {
                cancelUntil(reusedLevels());
                restarts++;
                conflictsThisRun = 0;
            }
            if (conflicts >= nextReduce) {
                reduceLearnt();
                reductions++;
                nextReduce = conflicts + FIRST_REDUCE + REDUCE_STEP * reductions;
            }
            if (limits.nodeLimit() > 0 && decisions >= limits.nodeLimit()) {
                return Status.TIMEOUT;
            }
            if ((decisions & 255) == 0 && deadline.passed()) {
                return Status.TIMEOUT;
            }
            decide();
        }
    }

    private void resetCounts() {
        conflicts = 0;
        fastGlue = 0;
        slowGlue = 0;
        decisions = 0;
        propagations = 0;
        restarts = 0;
        learntTotal = 0;
        count = 0;
        kept = new ArrayList<>();
    }

    /** Every variable of the open part unassigned, every set open, nothing learnt; the seed breaks first ties. */
    private void resetState(long seed) {
        trailSize = 0;
        head = 0;
        decisionLevel = 0;
        for (int s = 0; s < sets.setCount; s++) {
            openBits[s] = (int) ((1L << (sets.setStart[s + 1] - sets.setStart[s])) - 1);
        }
        java.util.Arrays.fill(litValue, UNSET);
        clauses.clear();
        order.reset(varCount, seed);
    }

    /**
     * Makes true the lone variable of each set that has one (a hidden single: the root filtering
     * leaves none, but the sets only need naked singles applied); false when a set is empty.
     * Clashes show in the first propagation.
     */
    private boolean assertSingletons() {
        for (int s = 0; s < sets.setCount; s++) {
            int from = sets.setStart[s];
            int length = sets.setStart[s + 1] - from;
            if (length == 0) {
                return false;
            }
            if (length == 1 && litValue[2 * sets.setVars[from]] == UNSET) {
                assign(2 * sets.setVars[from], LAST_IN_SET, s);
            }
        }
        return true;
    }

    private void assign(int lit, byte kind, int data) {
        int v = lit >> 1;
        litValue[lit] = TRUE;
        litValue[lit ^ 1] = FALSE;
        level[v] = decisionLevel;
        trailPosition[v] = trailSize;
        reason[v] = data << 2 | kind;
        trail[trailSize++] = lit;
    }

    /**
     * The levels a restart can keep (van der Tak, Ramos and Heule 2011): those whose decisions
     * are all more active than the variable the search would decide next, since a restart from
     * the root would take the same decisions again.
     */
    private int reusedLevels() {
        int next = order.peekUnassigned(litValue);
        if (next < 0) {
            return 0;
        }
        double bar = order.activity(next);
        int keep = 0;
        while (keep < decisionLevel && order.activity(trail[levelStart[keep]] >> 1) > bar) {
            keep++;
        }
        return keep;
    }

    /**
     * Decides the most active open variable true: a placed digit clears its sets, where a struck
     * candidate narrows one cell. Saved phases (each variable's last value) measured no better
     * on the 25x25 puzzles.
     */
    private void decide() {
        int v;
        do {
            v = order.removeMax();
        } while (litValue[2 * v] != UNSET);
        decisions++;
        levelStart[decisionLevel++] = trailSize;
        assign(2 * v, DECIDED, 0);
    }

    /** Undoes every level above {@code target}, restoring the set counters of what was propagated. */
    private void cancelUntil(int target) {
        if (decisionLevel <= target) {
            return;
        }
        int from = levelStart[target];
        for (int i = trailSize - 1; i >= from; i--) {
            int lit = trail[i];
            int v = lit >> 1;
            if ((lit & 1) != 0 && i < head) {
                for (int k = sets.varSetStart[v], end = sets.varSetStart[v + 1]; k < end; k++) {
                    openBits[sets.varSets[k]] |= sets.varSetBit[k];
                }
            }
            litValue[2 * v] = UNSET;
            litValue[2 * v + 1] = UNSET;
            order.insert(v);
        }
        trailSize = from;
        head = from;
        decisionLevel = target;
    }

    /** Unit propagation over the sets and the clauses; false on a conflict, described in the conflict fields. */
    private boolean propagate() {
        int[] setStart = sets.setStart;
        int[] setVars = sets.setVars;
        int[] varSetStart = sets.varSetStart;
        int[] varSets = sets.varSets;
        int[] varSetBit = sets.varSetBit;
        int[] forbidStart = sets.forbidStart;
        int[] forbids = sets.forbids;
        while (head < trailSize) {
            int p = trail[head++];
            int v = p >> 1;
            propagations++;
            if ((p & 1) == 0) {
                byte[] values = litValue;
                int[] tr = trail;
                int top = trailSize;
                int at = decisionLevel;
                int cleared = v << 2 | CLEARED;
                for (int k = varSetStart[v], end = varSetStart[v + 1]; k < end; k++) {
                    int s = varSets[k];
                    int from = setStart[s];
                    for (int bits = openBits[s]; bits != 0; bits &= bits - 1) {
                        int u = setVars[from + Integer.numberOfTrailingZeros(bits)];
                        byte x = values[2 * u];
                        if (x == UNSET) {
                            // assign(2u + 1, CLEARED, v), by hand in the hottest loop
                            values[2 * u] = FALSE;
                            values[2 * u + 1] = TRUE;
                            level[u] = at;
                            trailPosition[u] = top;
                            reason[u] = cleared;
                            tr[top++] = 2 * u + 1;
                        } else if (x == TRUE && u != v) {
                            trailSize = top;
                            conflictKind = CLEARED;
                            conflictData = u;
                            conflictOther = v;
                            return false;
                        }
                    }
                }
                // the forbidden pairs clear as a set does, by hand again (C1 would not inline a
                // shared method): the reason is v alone either way
                for (int k = forbidStart[v], end = forbidStart[v + 1]; k < end; k++) {
                    int u = forbids[k];
                    byte x = values[2 * u];
                    if (x == UNSET) {
                        values[2 * u] = FALSE;
                        values[2 * u + 1] = TRUE;
                        level[u] = at;
                        trailPosition[u] = top;
                        reason[u] = cleared;
                        tr[top++] = 2 * u + 1;
                    } else if (x == TRUE) {
                        trailSize = top;
                        conflictKind = CLEARED;
                        conflictData = u;
                        conflictOther = v;
                        return false;
                    }
                }
                trailSize = top;
            } else {
                int first = varSetStart[v];
                int end = varSetStart[v + 1];
                // every set loses the bit before any is examined: undoing restores them all
                boolean single = false;
                for (int k = first; k < end; k++) {
                    int bits = openBits[varSets[k]] &= ~varSetBit[k];
                    single |= (bits & bits - 1) == 0;
                }
                for (int k = first; single && k < end; k++) {
                    int s = varSets[k];
                    int bits = openBits[s];
                    if ((bits & bits - 1) != 0) {
                        continue;
                    }
                    // the one bit left may be a variable made false but not yet looked at
                    int last = bits == 0 ? -1 : setVars[setStart[s] + Integer.numberOfTrailingZeros(bits)];
                    if (last >= 0 && litValue[2 * last] == FALSE) {
                        last = -1;
                    }
                    if (last < 0) {
                        conflictKind = LAST_IN_SET;
                        conflictData = s;
                        return false;
                    }
                    if (litValue[2 * last] == UNSET) {
                        assign(2 * last, LAST_IN_SET, s);
                    }
                }
            }
            if (!propagateClauses(p ^ 1)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Visits the clauses watching a literal just made false. Each watch carries a blocker, a
     * literal of its clause: when the blocker is true the clause is satisfied and is not read.
     * The {@code nonet} launcher names this class, with {@link VariableOrder} and {@link ClauseArena},
     * to keep them compiled by C1 (faster here than C2's code, measured): rename them together.
     */
    private boolean propagateClauses(int falseLit) {
        int n = clauses.watchCount[falseLit];
        if (n == 0) {
            return true;
        }
        int[] ws = clauses.watches[falseLit];
        // adding a watch never touches this list (the new watch is not false) nor the arena
        char[] a = clauses.arena;
        int[][] watches = clauses.watches;
        int[] watchCount = clauses.watchCount;
        byte[] litValue = this.litValue;
        int i = 0;
        int j = 0;
        while (i < n) {
            int ci = ws[i];
            int blocker = ws[i + 1];
            i += 2;
            if (litValue[blocker] == TRUE) {
                ws[j++] = ci;
                ws[j++] = blocker;
                continue;
            }
            int lits = ci + ClauseArena.HEADER;
            if (a[lits] == falseLit) {
                a[lits] = a[lits + 1];
                a[lits + 1] = (char) falseLit;
            }
            int first = a[lits];
            if (first != blocker && litValue[first] == TRUE) {
                ws[j++] = ci;
                ws[j++] = first;
                continue;
            }
            // the search for a new watch resumes where the last one stopped (Gent 2013)
            int end = lits + a[ci];
            int start = lits + a[ci + 2];
            int k = start;
            while (k < end && litValue[a[k]] == FALSE) {
                k++;
            }
            if (k == end) {
                k = lits + 2;
                while (k < start && litValue[a[k]] == FALSE) {
                    k++;
                }
                if (k == start) {
                    k = end;
                }
            }
            if (k < end) {
                int moved = a[k];
                a[ci + 2] = (char) (k - lits);
                a[lits + 1] = (char) moved;
                a[k] = (char) falseLit;
                // clauses.watch(moved, ci, first) by hand: C1 does not inline it
                int[] to = watches[moved];
                int m = watchCount[moved];
                if (m + 2 > to.length) {
                    to = clauses.grow(moved);
                }
                to[m] = ci;
                to[m + 1] = first;
                watchCount[moved] = m + 2;
                continue;
            }
            ws[j++] = ci;
            ws[j++] = first;
            if (litValue[first] == FALSE) {
                conflictKind = CLAUSE;
                conflictData = ci;
                while (i < n) {
                    ws[j++] = ws[i++];
                }
                watchCount[falseLit] = j;
                return false;
            }
            assign(first, CLAUSE, ci);
        }
        watchCount[falseLit] = j;
        return true;
    }

    /**
     * The literals, all true, that forced a variable (or, with {@code implied} negative, the
     * conflict) into {@code scratch}; returns how many.
     */
    private int antecedents(byte kind, int data, int other, int implied) {
        int size = 0;
        switch (kind) {
            case CLEARED -> {
                scratch[size++] = 2 * data;
                if (implied < 0) {
                    scratch[size++] = 2 * other;
                }
            }
            case LAST_IN_SET -> {
                for (int i = sets.setStart[data], end = sets.setStart[data + 1]; i < end; i++) {
                    int u = sets.setVars[i];
                    if (u != implied) {
                        scratch[size++] = 2 * u + 1;
                    }
                }
            }
            case CLAUSE -> {
                char[] a = clauses.arena;
                for (int k = data + ClauseArena.HEADER + (implied < 0 ? 0 : 1), end = data + ClauseArena.HEADER + a[data];
                        k < end; k++) {
                    scratch[size++] = a[k] ^ 1;
                }
            }
            default -> throw new IllegalStateException("a decision has no antecedents");
        }
        return size;
    }

    /** First-UIP analysis of the conflict, then the jump back and the learnt clause asserted. */
    private void learnFromConflict() {
        learntSize = 1;
        int pathCount = 0;
        int index = trailSize - 1;
        int uip = -1;
        byte kind = conflictKind;
        int data = conflictData;
        int other = conflictOther;
        int implied = -1;
        while (true) {
            int size = antecedents(kind, data, other, implied);
            if (kind == CLAUSE) {
                clauses.used(data);
            }
            for (int k = 0; k < size; k++) {
                int q = scratch[k];
                int v = q >> 1;
                if (seen[v] == 0 && level[v] > 0) {
                    order.bump(v);
                    seen[v] = 1;
                    if (level[v] >= decisionLevel) {
                        pathCount++;
                    } else {
                        learnt[learntSize++] = q ^ 1;
                    }
                }
            }
            while (seen[trail[index] >> 1] == 0) {
                index--;
            }
            uip = trail[index--];
            int v = uip >> 1;
            seen[v] = 0;
            if (--pathCount == 0) {
                break;
            }
            kind = (byte) (reason[v] & 3);
            data = reason[v] >>> 2;
            implied = v;
        }
        learnt[0] = uip ^ 1;
        shrink();
        minimise();
        bumpReasons();
        int back = 0;
        if (learntSize > 1) {
            int at = 1;
            for (int k = 2; k < learntSize; k++) {
                if (level[learnt[k] >> 1] > level[learnt[at] >> 1]) {
                    at = k;
                }
            }
            int t = learnt[1];
            learnt[1] = learnt[at];
            learnt[at] = t;
            back = level[learnt[1] >> 1];
        }
        int lbd = literalBlockDistance();
        fastGlue += (lbd - fastGlue) / FAST_WINDOW;
        slowGlue += (lbd - slowGlue) / Math.min(conflicts, SLOW_WINDOW);
        cancelUntil(back);
        if (proof != null) {
            prove(learnt, learntSize);
        }
        if (learntSize == 1) {
            assign(learnt[0], DECIDED, 0);
        } else {
            int ci = clauses.add(learnt, learntSize, lbd);
            learntTotal++;
            assign(learnt[0], CLAUSE, ci);
        }
    }

    /**
     * Shrinking (Feng and Bacchus 2020, as in CaDiCaL): the literals of one lower level are
     * replaced by that level's unique implication point when resolving them on their reasons
     * only meets that level, level 0 and literals already in the clause. The clause stays
     * asserting at the same level and with the same literal block distance, and gets shorter.
     */
    private void shrink() {
        int size = learntSize - 1;
        for (int k = 0; k < size; k++) {
            int lit = learnt[k + 1];
            byLevel[k] = ((long) level[lit >> 1] << 32) | lit;
        }
        java.util.Arrays.sort(byLevel, 0, size);
        int out = 1;
        int b = 0;
        while (b < size) {
            int lv = (int) (byLevel[b] >>> 32);
            int e = b + 1;
            while (e < size && (int) (byLevel[e] >>> 32) == lv) {
                e++;
            }
            int uip = e - b > 1 ? blockUip(b, e, lv) : -1;
            if (uip >= 0) {
                for (int k = b; k < e; k++) {
                    seen[(int) byLevel[k] >> 1] = 0;
                }
                seen[uip >> 1] = 1;
                learnt[out++] = uip ^ 1;
            } else {
                for (int k = b; k < e; k++) {
                    learnt[out++] = (int) byLevel[k];
                }
            }
            b = e;
        }
        learntSize = out;
    }

    /** The true literal at level {@code lv} that implies the block's literals, or -1. */
    private int blockUip(int b, int e, int lv) {
        int open = 0;
        int highest = 0;
        int marked = 0;
        for (int k = b; k < e; k++) {
            int v = (int) byLevel[k] >> 1;
            blockMark[v] = 1;
            toClear[marked++] = v;
            open++;
            highest = Math.max(highest, trailPosition[v]);
        }
        int uip = -1;
        for (int i = highest; i >= levelStart[lv - 1] && uip < 0; i--) {
            int v = trail[i] >> 1;
            if (blockMark[v] != 1) {
                continue;
            }
            if (open == 1) {
                uip = trail[i];
                break;
            }
            if ((reason[v] & 3) == DECIDED) {
                break;
            }
            int n = antecedents((byte) (reason[v] & 3), reason[v] >>> 2, 0, v);
            boolean fits = true;
            for (int k = 0; k < n && fits; k++) {
                int u = scratch[k] >> 1;
                if (level[u] == lv) {
                    if (blockMark[u] == 0) {
                        blockMark[u] = 1;
                        toClear[marked++] = u;
                        open++;
                    }
                } else if (level[u] != 0 && seen[u] == 0) {
                    fits = false;
                }
            }
            if (!fits) {
                break;
            }
            blockMark[v] = 2;
            open--;
        }
        for (int k = 0; k < marked; k++) {
            blockMark[toClear[k]] = 0;
        }
        return uip;
    }

    /**
     * Drops each literal of the learnt clause whose falsity follows from the others' (MiniSat's
     * recursive minimisation), and clears the marks analysis left.
     */
    private void minimise() {
        toClearSize = 0;
        int levels = 0;
        for (int k = 1; k < learntSize; k++) {
            levels |= 1 << (level[learnt[k] >> 1] & 31);
            toClear[toClearSize++] = learnt[k] >> 1;
        }
        int kept = 1;
        for (int k = 1; k < learntSize; k++) {
            int v = learnt[k] >> 1;
            if ((reason[v] & 3) == DECIDED || !redundant(v, levels)) {
                learnt[kept++] = learnt[k];
            }
        }
        learntSize = kept;
        for (int i = 0; i < toClearSize; i++) {
            seen[toClear[i]] = 0;
        }
    }

    /**
     * Reason-side bumping (Liang et al. 2016, as in CaDiCaL): the variables that forced the
     * learnt clause's literals gain activity too, as they are likely to matter next.
     */
    private void bumpReasons() {
        toClearSize = 0;
        for (int k = 0; k < learntSize; k++) {
            int v = learnt[k] >> 1;
            seen[v] = 1;
            toClear[toClearSize++] = v;
        }
        for (int k = 0; k < learntSize; k++) {
            int v = learnt[k] >> 1;
            if ((reason[v] & 3) == DECIDED) {
                continue;
            }
            int size = antecedents((byte) (reason[v] & 3), reason[v] >>> 2, 0, v);
            for (int i = 0; i < size; i++) {
                int u = scratch[i] >> 1;
                if (seen[u] == 0 && level[u] > 0) {
                    seen[u] = 1;
                    toClear[toClearSize++] = u;
                    order.bump(u);
                }
            }
        }
        for (int i = 0; i < toClearSize; i++) {
            seen[toClear[i]] = 0;
        }
    }

    /** Whether variable v's value follows from literals already in the clause, through reasons. */
    private boolean redundant(int v, int levels) {
        int top = 0;
        minimiseStack[top++] = v;
        int mark = toClearSize;
        while (top > 0) {
            int w = minimiseStack[--top];
            int size = antecedents((byte) (reason[w] & 3), reason[w] >>> 2, 0, w);
            for (int k = 0; k < size; k++) {
                int u = scratch[k] >> 1;
                if (seen[u] != 0 || level[u] == 0) {
                    continue;
                }
                if ((reason[u] & 3) != DECIDED && (levels & (1 << (level[u] & 31))) != 0) {
                    seen[u] = 1;
                    toClear[toClearSize++] = u;
                    minimiseStack[top++] = u;
                } else {
                    for (int i = mark; i < toClearSize; i++) {
                        seen[toClear[i]] = 0;
                    }
                    toClearSize = mark;
                    return false;
                }
            }
        }
        return true;
    }

    private int literalBlockDistance() {
        stamp++;
        int distinct = 0;
        for (int k = 0; k < learntSize; k++) {
            int l = level[learnt[k] >> 1];
            if (levelStamp[l] != stamp) {
                levelStamp[l] = stamp;
                distinct++;
            }
        }
        return distinct;
    }

    /** Drops learnt clauses (see {@link ClauseArena#reduce}) and follows the moves of the reasons kept. */
    private void reduceLearnt() {
        clauses.reduce(this::isReason);
        for (int v = 0; v < varCount; v++) {
            if (litValue[2 * v] != UNSET && (reason[v] & 3) == CLAUSE) {
                reason[v] = clauses.relocated(reason[v] >>> 2) << 2 | CLAUSE;
            }
        }
    }

    private boolean isReason(int ci) {
        int v = clauses.arena[ci + ClauseArena.HEADER] >> 1;
        return litValue[2 * v] != UNSET && reason[v] == (ci << 2 | CLAUSE);
    }

    private boolean recordSolution(Limits limits) {
        count++;
        if (kept.size() < limits.keep() || proof != null) {
            int[] grid = new int[sets.cellCount];
            for (int c = 0; c < grid.length; c++) {
                if (Integer.bitCount(narrowed[c]) == 1) {
                    grid[c] = Integer.numberOfTrailingZeros(narrowed[c]) + 1;
                }
            }
            for (int v = 0; v < varCount; v++) {
                if (litValue[2 * v] == TRUE) {
                    grid[sets.varCell[v]] = sets.varDigit[v] + 1;
                }
            }
            if (kept.size() < limits.keep()) {
                kept.add(grid);
            }
            if (proof != null) {
                proof.solution(grid);
            }
        }
        return count >= limits.solutions();
    }

    /** Adds the clause that the decisions leading here cannot all hold again, jumps one level back and asserts it. */
    private void blockSolution() {
        int size = decisionLevel;
        int[] lits = new int[size];
        for (int l = 0; l < size; l++) {
            lits[size - 1 - l] = trail[levelStart[l]] ^ 1;
        }
        cancelUntil(size - 1);
        if (proof != null) {
            prove(lits, size);
        }
        if (size == 1) {
            assign(lits[0], DECIDED, 0);
        } else {
            // a blocking clause outlives every reduction: glue 0
            int ci = clauses.add(lits, size, 0);
            assign(lits[0], CLAUSE, ci);
        }
    }

    /** Hands a clause to the proof, in the CNF's literals: variable v is cell {@code varCell[v]} holding {@code varDigit[v] + 1}. */
    private void prove(int[] lits, int size) {
        for (int k = 0; k < size; k++) {
            int v = lits[k] >> 1;
            int dimacs = nonet.engine.cnf.Cnf.cellVar(model.size, sets.varCell[v], sets.varDigit[v] + 1);
            proofLiterals[k] = (lits[k] & 1) == 0 ? dimacs : -dimacs;
        }
        proof.lemma(proofLiterals, size);
    }

    @Override
    public long count() {
        return count;
    }

    @Override
    public Map<String, Long> stats() {
        return NativeSearch.statsOf(decisions, conflicts, propagations, restarts, learntTotal);
    }

    @Override
    public List<int[]> solutions() {
        return kept;
    }
}
