package nonet.engine.nativesearch;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import nonet.engine.Deadline;
import nonet.engine.Limits;
import nonet.engine.Status;
import nonet.engine.nativesearch.propagation.CellPriorities;
import nonet.engine.nativesearch.propagation.CompiledModel;
import nonet.engine.nativesearch.propagation.NativeSearch;
import nonet.engine.nativesearch.propagation.Nogoods;
import nonet.engine.nativesearch.propagation.Propagator;

/**
 * Depth-first search over candidate masks with binary branching: at each choice the search first
 * tries "cell = digit" one level down, then removes that digit at the current level and propagates
 * again, so a refuted value strengthens the remaining search. The masks of each level live in a
 * preallocated row, copied down on each decision; nothing is allocated per node.
 *
 * <p>The choice is dom/wdeg by default: the open cell with the fewest candidates per failure seen
 * in it and its exact groups. The older choice remains ({@code dom}): the fewest candidates, or,
 * when every open cell has three or more, a digit with two places in some group. With probing on,
 * the probed two-candidate cell whose branches cut the most is taken instead (look-ahead), from
 * the root or only once a run has passed a number of nodes.
 *
 * <p>With restarts, the i-th run stops after {@code luby(i) * scale} failures and the next starts
 * from the root again, keeping the failure weights and, as {@link Nogoods}, every branch the
 * stopped run had finished, so no later run explores it again; solutions of an unfinished branch
 * met again are counted once (by grid).
 */
final class Search implements NativeSearch {

    /** How many nodes pass between two looks at the clock. */
    private static final int CLOCK_INTERVAL = 256;

    private final CompiledModel m;
    private final Propagator propagator;
    private final int[][] levels;
    private Limits limits;
    private Deadline deadline;
    private List<int[]> kept;
    private long count;
    private long nodes;
    private long guesses;
    private long propagationsBefore;
    private Status stopped;
    private int branchCell;
    private int branchBit;
    /** How the search picks the next branch. */
    enum Branching {
        /** Fewest candidates, else a digit with two places in a group. */
        DOM,
        /** Fewest candidates per failure seen in the cell and its groups. */
        DOMWDEG,
        /** Highest {@link ConflictScores} per candidate, fewest candidates while no score is set. */
        CONFLICTS,
        /** As {@link #CONFLICTS}, with the cells holding the digit that fails most first. */
        DIGIT_CONFLICTS;

        boolean byConflicts() {
            return this == CONFLICTS || this == DIGIT_CONFLICTS;
        }
    }

    private final ConflictScores conflicts;
    /** The cell of the latest decision, to blame if its propagation fails; -1 at the root. */
    private int decidedCell = -1;
    /** The digit of that decision, as a bit. */
    private int decidedBit;
    /** Probes both digits of each two-candidate cell before branching at every node; null when off. */
    private final Probing probing;
    /** The nodes a run spends before it starts probing: 0 to probe from the root. */
    private final long probeFrom;
    /** The nodes a run spends before constructive disjunction starts: 0 from the root, never at {@code Long.MAX_VALUE}. */
    private final long disjunctionsFrom;
    /** Whether this node probes: {@link #probing} is on and the run has passed {@link #probeFrom}. */
    private boolean looking;
    private final BranchChoice choice;
    /** Failures allowed in the i-th run are {@code luby(i) * restartScale}; 0 for no restarts. */
    private final int restartScale;
    private long failures;
    private long failureCutoff;
    private boolean restarting;
    /** With restarts, solutions found by an abandoned run are found again: count each grid once. */
    private final java.util.Set<java.nio.IntBuffer> seen = new java.util.HashSet<>();
    /**
     * Past this many remembered grids restarts stop: the run under way then finishes as one
     * complete search, and the memory of grids stays bounded on counts of millions.
     */
    private static final int REMEMBERED_GRIDS = 10_000;
    private long restarts;
    /** The candidates every run starts from: the puzzle's, less what one-literal nogoods exclude. */
    private final int[] root;
    private Nogoods nogoods;
    /** Per level, the decision "cell = digit" whose branch is being explored below it. */
    private final int[] activeCell;
    private final int[] activeBit;
    /** The branches finished so far on the current path, with their levels, as a stack. */
    private final int[] doneLevel;
    private final int[] doneCell;
    private final int[] doneBit;
    private int doneTop;
    private final int[] nogoodScratch;

    /** A search over one compiled structure, reusable for run after run (one thread); {@link CommonConflicts} and constructive disjunction each on or off. */
    Search(CompiledModel model, boolean intersections, boolean permutationFilter, boolean commonConflicts,
            long disjunctionsFrom, Branching branching, int restartScale, long probeFrom) {
        this.m = model;
        this.conflicts = new ConflictScores(CellPriorities.of(model), branching == Branching.DIGIT_CONFLICTS ? model.size : 0);
        this.restartScale = restartScale;
        this.propagator = new Propagator(model, intersections, permutationFilter, commonConflicts,
                disjunctionsFrom < Long.MAX_VALUE);
        this.disjunctionsFrom = disjunctionsFrom;
        this.probing = probeFrom < Long.MAX_VALUE ? new Probing(model, propagator) : null;
        this.probeFrom = probeFrom;
        this.choice = new BranchChoice(model, branching, propagator, conflicts);
        // each level fixes at least one more cell, so there are at most cellCount + 1 of them
        this.levels = new int[model.cellCount + 2][];
        this.levels[0] = new int[model.cellCount];
        this.root = new int[model.cellCount];
        int depth = model.cellCount + 2;
        this.activeCell = new int[depth];
        this.activeBit = new int[depth];
        // each finished branch on the path took a different candidate out: at most cells x 32
        this.doneLevel = new int[depth * 32];
        this.doneCell = new int[depth * 32];
        this.doneBit = new int[depth * 32];
        this.nogoodScratch = new int[depth];
    }

    @Override
    public Status run(int[] initialMasks, Limits runLimits, Deadline runDeadline) {
        limits = runLimits;
        deadline = runDeadline;
        kept = new ArrayList<>();
        count = 0;
        nodes = 0;
        guesses = 0;
        stopped = null;
        propagationsBefore = propagator.propagations();
        propagator.forgetWeights();
        conflicts.forget();
        seen.clear();
        restarts = 0;
        failures = 0;
        failureCutoff = Long.MAX_VALUE;
        nogoods = null;
        propagator.useNogoods(null);
        propagator.deferDerived();
        propagator.runDisjunctions(disjunctionsFrom == 0);
        System.arraycopy(initialMasks, 0, root, 0, m.cellCount);
        for (int i = 1; ; i++) {
            if (restartScale > 0) {
                failureCutoff = failures + luby(i) * restartScale;
            }
            restarting = false;
            doneTop = 0;
            decidedCell = -1;
            System.arraycopy(root, 0, levels[0], 0, m.cellCount);
            propagator.wakeAll();
            descend(0);
            if (!restarting) {
                break;
            }
            restarts++;
        }
        return stopped != null ? stopped : Status.EXHAUSTED;
    }

    /** The probed cell whose two branches cut the most, if it is still open; else the usual choice. */
    private boolean chooseProbedBranch(int[] masks) {
        if (probing.cell >= 0) {
            int mk = masks[probing.cell];
            if ((mk & (mk - 1)) != 0 && (mk & probing.bit) != 0) {
                branchCell = probing.cell;
                branchBit = probing.bit;
                return true;
            }
        }
        return chooseBranch(masks);
    }

    /** The Luby sequence 1 1 2 1 1 2 4 1 1 2 ...: its i-th term, from 1. */
    static long luby(long i) {
        long power = 1;
        while (power * 2 - 1 < i) {
            power *= 2;
        }
        while (true) {
            if (i == power * 2 - 1) {
                return power;
            }
            if (i >= power) {
                i -= power - 1;
            }
            power /= 2;
        }
    }

    @Override
    public long count() {
        return count;
    }

    private long propagations() {
        return propagator.propagations() - propagationsBefore;
    }

    @Override
    public Map<String, Long> stats() {
        return NativeSearch.statsOf(nodes, guesses, propagations(), restarts, nogoods());
    }

    @Override
    public List<int[]> solutions() {
        return kept;
    }

    /** Searches below one level; true when the whole run must stop. */
    private boolean descend(int level) {
        int doneMark = doneTop;
        try {
            return explore(level);
        } finally {
            doneTop = doneMark;
        }
    }

    private boolean explore(int level) {
        int[] masks = levels[level];
        boolean firstChoice = true;
        while (true) {
            if (outOfBudget()) {
                return true;
            }
            nodes++;
            if (nodes == disjunctionsFrom) {
                propagator.runDisjunctions(true);
            }
            looking = probing != null && nodes > probeFrom;
            if (!propagator.propagate(masks) || (looking && !probing.probe(masks, deadline))) {
                if (decidedCell >= 0) {
                    conflicts.blame(decidedCell, decidedBit);
                }

                if (++failures >= failureCutoff && recordNogoods()) {
                    restarting = true;
                    return true;
                }
                return false;
            }
            if (!(looking ? chooseProbedBranch(masks) : chooseBranch(masks))) {
                return recordSolution(masks);
            }
            // a puzzle the root's propagation solves never pays for the optimizer's derived
            // constraints (they tripled the time of easy killers); one that needs a guess takes
            // them before the first, where they count most (deferring them longer multiplied nodes)
            if (propagator.useDerived()) {
                continue;
            }
            if (!firstChoice) {
                guesses++;
            }
            firstChoice = false;
            int cell = branchCell;
            int bit = branchBit;
            int[] child = levels[level + 1];
            if (child == null) {
                child = new int[m.cellCount];
                levels[level + 1] = child;
            }
            System.arraycopy(masks, 0, child, 0, masks.length);
            child[cell] = bit;
            propagator.changed(cell, masks[cell] & ~bit);
            decidedCell = cell;
            decidedBit = bit;
            activeCell[level] = cell;
            activeBit[level] = bit;
            if (descend(level + 1)) {
                return true;
            }
            if (restartScale > 0) {
                doneLevel[doneTop] = level;
                doneCell[doneTop] = cell;
                doneBit[doneTop] = bit;
                doneTop++;
            }
            masks[cell] &= ~bit;
            propagator.changed(cell, bit);
            decidedCell = cell;
        }
    }

    /**
     * Before a restart: each finished branch on the path, with the
     * decisions above it, becomes a nogood; a finished branch at the root leaves the root for good.
     * False when the nogoods would pass their bound: then restarts stop and this run goes on to
     * the end, which keeps memory bounded and the search complete.
     */
    private boolean recordNogoods() {
        if (nogoods == null) {
            nogoods = new Nogoods(m.cellCount);
            propagator.useNogoods(nogoods);
        }
        int literals = 0;
        for (int k = 0; k < doneTop; k++) {
            literals += doneLevel[k] + 1;
        }
        if (nogoods.literalCount() + literals > Nogoods.MAX_LITERALS) {
            failureCutoff = Long.MAX_VALUE;
            return false;
        }
        for (int k = 0; k < doneTop; k++) {
            int at = doneLevel[k];
            if (at == 0) {
                root[doneCell[k]] &= ~doneBit[k];
                continue;
            }
            for (int j = 0; j < at; j++) {
                nogoodScratch[j] = Nogoods.literal(activeCell[j], activeBit[j]);
            }
            nogoodScratch[at] = Nogoods.literal(doneCell[k], doneBit[k]);
            nogoods.add(nogoodScratch, at + 1);
        }
        return true;
    }

    private long nogoods() {
        return nogoods == null ? 0 : nogoods.size();
    }

    private boolean outOfBudget() {
        if (limits.nodeLimit() > 0 && nodes >= limits.nodeLimit()) {
            stopped = Status.TIMEOUT;
            return true;
        }
        // a probing node costs milliseconds, so then the clock is read at every node
        if ((looking || nodes % CLOCK_INTERVAL == 0) && deadline.passed()) {
            stopped = Status.TIMEOUT;
            return true;
        }
        return false;
    }

    private boolean recordSolution(int[] masks) {
        if (restartScale > 0) {
            int[] grid = gridOf(masks);
            java.nio.IntBuffer key = java.nio.IntBuffer.wrap(grid);
            if (seen.contains(key)) {
                return false;
            }
            if (seen.size() < REMEMBERED_GRIDS) {
                seen.add(key);
            } else {
                failureCutoff = Long.MAX_VALUE;
            }
            count++;
            if (kept.size() < limits.keep()) {
                kept.add(grid);
            }
        } else {
            count++;
            if (kept.size() < limits.keep()) {
                kept.add(gridOf(masks));
            }
        }
        if (count >= limits.solutions()) {
            stopped = Status.LIMIT;
            return true;
        }
        return false;
    }

    private static int[] gridOf(int[] masks) {
        int[] grid = new int[masks.length];
        for (int c = 0; c < masks.length; c++) {
            grid[c] = Integer.numberOfTrailingZeros(masks[c]) + 1;
        }
        return grid;
    }

    /** Sets {@code branchCell}/{@code branchBit}; false when every cell is fixed (a solution). */
    private boolean chooseBranch(int[] masks) {
        if (!choice.choose(masks)) {
            return false;
        }
        branchCell = choice.cell;
        branchBit = choice.bit;
        return true;
    }
}
