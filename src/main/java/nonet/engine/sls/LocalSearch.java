package nonet.engine.sls;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import nonet.engine.Deadline;
import nonet.model.AllDifferent;
import nonet.model.Model;

/**
 * Tabu-guided min-conflicts over full grids. Givens stay fixed and every cell keeps to its domain.
 * When disjoint exact groups tile the grid (boxes, or rows), each is filled with a permutation and
 * moves swap two cells of one group, so those groups never break; otherwise a move changes one
 * cell's digit. After a long stall the search restarts from a perturbed member of the elite pool.
 */
final class LocalSearch {

    private static final int TABU_TENURE = 8;
    private static final int SAMPLES = 12;
    private static final int PERTURBATION = 3;

    private final Model model;
    private final int[] domains;
    private final int[] free;
    private final int[] part;
    private final int[][] parts;
    private final SplittableRandom random;
    private final EliteStates elite = new EliteStates(10);
    private final long[] tabuUntil;
    private ViolationCost state;
    private long moves;
    private int bestCost = Integer.MAX_VALUE;

    LocalSearch(Model model, long seed) {
        this.model = model;
        this.domains = model.initialMasks();
        this.random = new SplittableRandom(seed);
        int cells = model.cellCount();
        this.tabuUntil = new long[cells];
        List<Integer> freeCells = new ArrayList<>();
        for (int c = 0; c < cells; c++) {
            if (Integer.bitCount(domains[c]) > 1) {
                freeCells.add(c);
            }
        }
        free = freeCells.stream().mapToInt(Integer::intValue).toArray();
        int[][] tiling = tiling(model);
        part = new int[cells];
        Arrays.fill(part, -1);
        int[] start = tiling == null ? null : permutations(tiling);
        if (start == null) {
            parts = null;
            start = new int[cells];
            for (int c = 0; c < cells; c++) {
                start[c] = randomDigit(domains[c]);
            }
        } else {
            parts = freeParts(tiling);
        }
        state = new ViolationCost(model, start);
    }

    long moves() {
        return moves;
    }

    int bestCost() {
        return bestCost;
    }

    /** Searches until cost 0, the move budget or the deadline; returns the zero-cost grid or null. */
    int[] run(long moveLimit, Deadline deadline, int stallLimit) {
        if (free.length == 0) {
            bestCost = state.cost();
            return state.cost() == 0 ? state.grid.clone() : null;
        }
        int runBest = Integer.MAX_VALUE;
        long lastImprovement = 0;
        while (true) {
            int cost = state.cost();
            if (cost < runBest) {
                runBest = cost;
                lastImprovement = moves;
            }
            if (cost <= bestCost) {
                bestCost = cost;
            }
            elite.offer(cost, state.grid);
            if (cost == 0) {
                return state.grid.clone();
            }
            if ((moveLimit > 0 && moves >= moveLimit) || ((moves & 255) == 0 && deadline.passed())) {
                return null;
            }
            if (moves - lastImprovement > stallLimit) {
                restart();
                runBest = Integer.MAX_VALUE;
                lastImprovement = moves;
            }
            step();
            moves++;
        }
    }

    private void step() {
        int cell = chooseCell();
        int bestDelta = Integer.MAX_VALUE;
        int bestOther = -1;
        int bestDigit = 0;
        int ties = 0;
        int current = state.cost();
        if (parts != null) {
            int a = state.grid[cell];
            for (int other : parts[part[cell]]) {
                int b = state.grid[other];
                if (other == cell || a == b || (domains[cell] & bit(b)) == 0 || (domains[other] & bit(a)) == 0) {
                    continue;
                }
                int delta = state.set(cell, b) + state.set(other, a);
                state.set(other, b);
                state.set(cell, a);
                boolean aspiration = current + delta < bestCost;
                if (tabuUntil[other] > moves && !aspiration) {
                    continue;
                }
                if (delta < bestDelta || (delta == bestDelta && random.nextInt(++ties) == 0)) {
                    if (delta < bestDelta) {
                        ties = 1;
                    }
                    bestDelta = delta;
                    bestOther = other;
                }
            }
            if (bestOther >= 0) {
                int b = state.grid[bestOther];
                state.set(cell, b);
                state.set(bestOther, a);
                tabuUntil[cell] = moves + TABU_TENURE;
                tabuUntil[bestOther] = moves + TABU_TENURE;
            }
        } else {
            int a = state.grid[cell];
            for (int m = domains[cell] & ~bit(a); m != 0; m &= m - 1) {
                int d = Integer.numberOfTrailingZeros(m) + 1;
                int delta = state.set(cell, d);
                state.set(cell, a);
                if (delta < bestDelta || (delta == bestDelta && random.nextInt(++ties) == 0)) {
                    if (delta < bestDelta) {
                        ties = 1;
                    }
                    bestDelta = delta;
                    bestDigit = d;
                }
            }
            if (bestDigit != 0) {
                state.set(cell, bestDigit);
                tabuUntil[cell] = moves + TABU_TENURE;
            }
        }
    }

    /** A random free cell in conflict and not tabu, when a few samples find one; else any free cell. */
    private int chooseCell() {
        int fallback = free[random.nextInt(free.length)];
        for (int i = 0; i < SAMPLES; i++) {
            int c = free[random.nextInt(free.length)];
            if (state.inConflict(c) && tabuUntil[c] <= moves) {
                return c;
            }
        }
        return fallback;
    }

    private void restart() {
        int[] from = elite.pick(random);
        state.load(from);
        Arrays.fill(tabuUntil, 0);
        for (int i = 0; i < PERTURBATION; i++) {
            int cell = free[random.nextInt(free.length)];
            if (parts != null) {
                int[] group = parts[part[cell]];
                int other = group[random.nextInt(group.length)];
                int a = state.grid[cell];
                int b = state.grid[other];
                if ((domains[cell] & bit(b)) != 0 && (domains[other] & bit(a)) != 0) {
                    state.set(cell, b);
                    state.set(other, a);
                }
            } else {
                state.set(cell, randomDigit(domains[cell]));
            }
        }
    }

    /**
     * Disjoint exact groups that cover every cell, chosen greedily from the last group back (models
     * list rows and columns before boxes, and box tiles measured slightly better), or null.
     */
    private static int[][] tiling(Model model) {
        boolean[] covered = new boolean[model.cellCount()];
        List<int[]> chosen = new ArrayList<>();
        int coveredCount = 0;
        List<AllDifferent> groups = new ArrayList<>(model.all(AllDifferent.class));
        java.util.Collections.reverse(groups);
        for (AllDifferent g : groups) {
            int[] cells = g.cells();
            if (!g.exact() || cells.length != model.size()) {
                continue;
            }
            boolean disjoint = true;
            for (int c : cells) {
                disjoint &= !covered[c];
            }
            if (disjoint) {
                for (int c : cells) {
                    covered[c] = true;
                }
                coveredCount += cells.length;
                chosen.add(cells);
            }
        }
        return coveredCount == model.cellCount() ? chosen.toArray(new int[0][]) : null;
    }

    /**
     * A start grid with each tile holding distinct digits within the domains (a random bipartite
     * matching of free cells to the digits the tile's givens leave), or null when a tile has none.
     */
    private int[] permutations(int[][] tiling) {
        int[] grid = new int[model.cellCount()];
        for (int t = 0; t < tiling.length; t++) {
            int givenDigits = 0;
            List<Integer> open = new ArrayList<>();
            for (int c : tiling[t]) {
                part[c] = t;
                if (Integer.bitCount(domains[c]) == 1) {
                    grid[c] = Integer.numberOfTrailingZeros(domains[c]) + 1;
                    givenDigits |= domains[c];
                } else {
                    open.add(c);
                }
            }
            int[] cells = open.stream().mapToInt(Integer::intValue).toArray();
            int[] digitOwner = new int[model.size() + 1];
            Arrays.fill(digitOwner, -1);
            for (int i = 0; i < cells.length; i++) {
                if (!augment(i, cells, ~givenDigits, digitOwner, new boolean[model.size() + 1])) {
                    return null;
                }
            }
            for (int d = 1; d <= model.size(); d++) {
                if (digitOwner[d] >= 0) {
                    grid[cells[digitOwner[d]]] = d;
                }
            }
        }
        return grid;
    }

    private boolean augment(int i, int[] cells, int allowed, int[] digitOwner, boolean[] visited) {
        int n = model.size();
        int offset = random.nextInt(n);
        for (int k = 0; k < n; k++) {
            int d = (offset + k) % n + 1;
            if ((domains[cells[i]] & allowed & bit(d)) == 0 || visited[d]) {
                continue;
            }
            visited[d] = true;
            if (digitOwner[d] < 0 || augment(digitOwner[d], cells, allowed, digitOwner, visited)) {
                digitOwner[d] = i;
                return true;
            }
        }
        return false;
    }

    private int[][] freeParts(int[][] tiling) {
        int[][] out = new int[tiling.length][];
        for (int t = 0; t < tiling.length; t++) {
            out[t] = Arrays.stream(tiling[t]).filter(c -> Integer.bitCount(domains[c]) > 1).toArray();
        }
        return out;
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
