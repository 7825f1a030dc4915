package nonet.engine.sls;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import nonet.engine.Deadline;
import nonet.engine.Narrowing;
import nonet.model.Model;

/**
 * Simulated annealing over full grids in the style of Lewis (2007, "Metaheuristics can solve sudoku
 * puzzles"). Every cell keeps to its candidates (cells with one are fixed, so givens are never
 * broken). When exact groups tile the grid, each tile holds a permutation and a move swaps two free
 * cells of one tile, so tiles never break and the cost counts what is left: repeats in the other
 * groups, broken relations, sums and tables, and how far each line is from holding; otherwise a move
 * changes one cell's digit.
 *
 * <p>A move that does not raise the cost, or that reaches a cost as good as the best seen, is always
 * taken; a worse one with probability exp(-delta / T). The initial temperature is the standard
 * deviation of the cost along a short random walk, and it falls by the cooling factor after each
 * Markov chain. When the best cost has not improved for the stall length, the search restarts from
 * a random member of the elite pool (the near-best distinct grids met so far) and reheats. When it
 * was handed the propagator's walk, it also repairs an elite grid every few chains
 * ({@link NeighbourhoodRepair}).
 */
final class LocalSearch {

    private static final int WALK = 200;
    /**
     * The lowest restart temperature: below it a cost rise of 1 is almost never taken, and a small
     * model (a flat random walk, so a low initial temperature) would only revisit its elite minima.
     */
    private static final double MIN_REHEAT = 0.3;
    /**
     * Markov chains between repairs: repairing every 2 chains solved the XSum puzzle of
     * puzzles/variants that repairs at each restart (every 20 chains) left at cost 1.
     */
    private static final int REPAIR_EVERY = 2;

    private final int[] candidates;
    private final int[] free;
    private final Tiles tiles;
    private final SplittableRandom random;
    private final SlsSettings settings;
    private final EliteStates elite;
    private final ViolationCost state;
    private final long chainLength;
    private final long stallLength;
    /**
     * Repairs an elite grid every {@link #REPAIR_EVERY} chains, or null when there is no propagator to
     * repair with. Repairs are not held to a share of the time: on the bundled non-consecutive puzzle
     * they solve it only when they take most of it (docs/engines.md, sls).
     */
    private final NeighbourhoodRepair repair;
    /** The grid a repair starts from, with its conflicts; the annealing's own grid is left as it is. */
    private final ViolationCost probe;
    private long lastRepair;
    private long moves;
    private int bestCost = Integer.MAX_VALUE;
    private int cellA;
    private int cellB;
    private int digitA;
    private int digitB;

    /** {@code walk}: the propagator's walk over this model for {@link NeighbourhoodRepair}, or null for annealing alone. */
    LocalSearch(Model model, int[] candidates, SlsSettings settings, long seed, Narrowing.Walk walk) {
        this.candidates = candidates;
        this.settings = settings;
        this.random = new SplittableRandom(seed);
        this.elite = new EliteStates(settings.pool());
        List<Integer> freeCells = new ArrayList<>();
        int[] start = new int[model.cellCount()];
        for (int c = 0; c < start.length; c++) {
            start[c] = randomDigit(candidates[c]);
            if (Integer.bitCount(candidates[c]) > 1) {
                freeCells.add(c);
            }
        }
        this.free = freeCells.stream().mapToInt(Integer::intValue).toArray();
        this.tiles = Tiles.fill(model, candidates, start, random);
        this.state = new ViolationCost(model, start);
        this.chainLength = settings.chain() > 0 ? settings.chain() : Math.max(100, (long) free.length * free.length);
        this.repair = walk != null && settings.repair() > 0 ? new NeighbourhoodRepair(walk, random, settings.repair()) : null;
        this.probe = repair == null ? null : new ViolationCost(model, start);
        this.stallLength = settings.stall() > 0 ? settings.stall() : 20 * chainLength;
    }

    long moves() {
        return moves;
    }

    /** The propagator's assignments made by the repairs. */
    long repairNodes() {
        return repair == null ? 0 : repair.nodes();
    }

    int bestCost() {
        return bestCost;
    }

    /** Anneals until cost 0, the move limit (0: none) or the deadline; returns the zero-cost grid or null. */
    int[] run(long moveLimit, Deadline deadline) {
        bestCost = state.cost();
        if (free.length == 0 || bestCost == 0) {
            return bestCost == 0 ? state.grid.clone() : null;
        }
        double initial = initialTemperature();
        double temperature = initial;
        long lastImprovement = moves;
        while (true) {
            for (long i = 0; i < chainLength; i++) {
                int cost = state.cost();
                if (cost < bestCost) {
                    bestCost = cost;
                    lastImprovement = moves;
                }
                if (cost == 0) {
                    return state.grid.clone();
                }
                elite.offer(cost, state.grid);
                if ((moveLimit > 0 && moves >= moveLimit) || ((moves & 1023) == 0 && deadline.passed())) {
                    return null;
                }
                moves++;
                if (!propose()) {
                    continue;
                }
                int delta = apply();
                boolean accept = delta <= 0 || cost + delta <= bestCost
                        || random.nextDouble() < Math.exp(-delta / temperature);
                if (!accept) {
                    undo();
                }
            }
            temperature *= settings.cooling();
            if (repair != null && moves - lastRepair >= REPAIR_EVERY * chainLength) {
                lastRepair = moves;
                int[] repaired = repairAnElite(deadline);
                if (repaired != null) {
                    bestCost = 0;
                    return repaired;
                }
            }
            if (moves - lastImprovement > stallLength) {
                state.load(elite.pick(random));
                temperature = Math.max(MIN_REHEAT, initial * settings.reheat());
                lastImprovement = moves;
            }
        }
    }

    /** A repair of a random elite grid, apart from the annealing's own grid; the zero-cost grid it found, or null. */
    private int[] repairAnElite(Deadline deadline) {
        probe.load(elite.pick(random));
        int[] repaired = repair.repair(probe.grid, probe.conflicted(), deadline);
        if (repaired == null) {
            return null;
        }
        probe.load(repaired);
        return probe.cost() == 0 ? repaired : null;
    }

    /** The standard deviation of the cost along a random walk from the start (Lewis's initial temperature). */
    private double initialTemperature() {
        double sum = 0;
        double squares = 0;
        int taken = 0;
        for (int i = 0; i < WALK * 4 && taken < WALK; i++) {
            if (propose()) {
                apply();
                double cost = state.cost();
                sum += cost;
                squares += cost * cost;
                taken++;
                bestCost = Math.min(bestCost, state.cost());
                elite.offer(state.cost(), state.grid);
            }
        }
        if (taken < 2) {
            return 1;
        }
        double mean = sum / taken;
        return Math.max(0.5, Math.sqrt(Math.max(0, squares / taken - mean * mean)));
    }

    /** Picks a random move that keeps every cell within its candidates; false when the pick is not one. */
    private boolean propose() {
        int a = free[random.nextInt(free.length)];
        cellA = a;
        digitA = state.grid[a];
        if (tiles == null) {
            int others = candidates[a] & ~bit(digitA);
            digitB = randomDigit(others);
            cellB = -1;
            return true;
        }
        int[] tile = tiles.free[tiles.tileOf[a]];
        int b = tile[random.nextInt(tile.length)];
        cellB = b;
        digitB = state.grid[b];
        return a != b && digitA != digitB && (candidates[a] & bit(digitB)) != 0 && (candidates[b] & bit(digitA)) != 0;
    }

    /** Makes the proposed move; returns the change of cost. */
    private int apply() {
        return cellB < 0 ? state.set(cellA, digitB) : state.set(cellA, digitB) + state.set(cellB, digitA);
    }

    private void undo() {
        state.set(cellA, digitA);
        if (cellB >= 0) {
            state.set(cellB, digitB);
        }
    }

    private int randomDigit(int mask) {
        int k = random.nextInt(Integer.bitCount(mask));
        int m = mask;
        for (int i = 0; i < k; i++) {
            m &= m - 1;
        }
        return Integer.numberOfTrailingZeros(m) + 1;
    }

    private static int bit(int digit) {
        return 1 << (digit - 1);
    }
}
