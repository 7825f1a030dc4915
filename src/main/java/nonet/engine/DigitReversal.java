package nonet.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import nonet.model.Model;

/**
 * Digits read backwards. When every rule keeps its meaning with each digit d read as n+1-d
 * (distinct groups; relations such as "not consecutive", "differ by at least k", kings' and
 * knights' "different"), and every cell's candidates are the same read either way (an open grid),
 * the mirror of a solution is another solution. A cell then holds a digit below the middle in
 * exactly one of each pair of mirrored solutions that differ there: the count is twice that of
 * the grid with that cell below the middle, plus, for odd n, that of the grid with the cell on the
 * middle digit. The search covers about (n+1)/2n of the tree: on the empty Miracle grid, 5/9.
 * {@link DigitSymmetry}, where any relabelling keeps the rules, goes further and comes first.
 */
public final class DigitReversal {

    private final int n;
    private final int reversedBits;

    private DigitReversal(int n) {
        this.n = n;
        this.reversedBits = (1 << n) - 1;
    }

    /** The reversal of a model's rules, or null when some rule reads digits one way only. Domains are left to {@link #split}. */
    public static DigitReversal of(Model model) {
        int n = model.size();
        DigitReversal r = new DigitReversal(n);
        boolean keeps = DigitRules.keep(model, c -> {
            for (int d = 1; d <= n; d++) {
                if (c.allowedFor(n + 1 - d) != r.reverse(c.allowedFor(d))) {
                    return false;
                }
            }
            return true;
        });
        return keeps ? r : null;
    }

    /** The mask with each digit d read as n+1-d. */
    int reverse(int mask) {
        return Integer.reverse(mask & reversedBits) >>> (32 - n);
    }

    /**
     * Counts this puzzle by halves when its candidates read the same both ways, else returns null.
     * {@code search} runs the engine on candidates and limits and answers as the engine would;
     * it shares the caller's deadline, and its time counts from the caller's start. A node limit
     * is never split: it bounds one search.
     */
    public Result split(int[] masks, Limits limits, BiFunction<int[], Limits, Result> search) {
        if (limits.nodeLimit() > 0) {
            return null;
        }
        int low = (1 << (n / 2)) - 1;
        int pivot = -1;
        for (int c = 0; c < masks.length; c++) {
            if (reverse(masks[c]) != masks[c]) {
                return null;
            }
            if (pivot < 0 && (masks[c] & low) != 0) {
                pivot = c;
            }
        }
        if (pivot < 0) {
            return null;
        }
        int[] below = masks.clone();
        below[pivot] &= low;
        long half = limits.solutions() / 2 + limits.solutions() % 2;
        Result a = search.apply(below, new Limits(half, limits.timeoutMillis(), 0, (limits.keep() + 1) / 2, limits.seed()));
        long count = Math.min(limits.solutions(), a.count() > Long.MAX_VALUE / 2 ? Long.MAX_VALUE : 2 * a.count());
        List<int[]> solutions = new ArrayList<>();
        for (int[] grid : a.solutions()) {
            solutions.add(grid);
            solutions.add(mirror(grid));
        }
        int middle = n % 2 == 1 ? masks[pivot] & (1 << (n / 2)) : 0;
        if (a.status() == Status.TIMEOUT || count >= limits.solutions() || middle == 0) {
            Status status = count >= limits.solutions() ? Status.LIMIT : a.status();
            return new Result(status, count, first(solutions, limits.keep(), count), a.stats(), a.nanos(), a.message());
        }
        int[] onMiddle = masks.clone();
        onMiddle[pivot] = middle;
        int keepLeft = Math.max(0, limits.keep() - solutions.size());
        Result b = search.apply(onMiddle, new Limits(limits.solutions() - count, limits.timeoutMillis(), 0, keepLeft, limits.seed()));
        solutions.addAll(b.solutions());
        Map<String, Long> stats = new LinkedHashMap<>(a.stats());
        b.stats().forEach((key, value) -> stats.merge(key, value, Long::sum));
        long total = count + b.count();
        Status status = total >= limits.solutions() ? Status.LIMIT : b.status();
        return new Result(status, total, first(solutions, limits.keep(), total), stats, b.nanos(), b.message());
    }

    private int[] mirror(int[] grid) {
        int[] out = new int[grid.length];
        for (int c = 0; c < grid.length; c++) {
            out[c] = n + 1 - grid[c];
        }
        return out;
    }

    /** The solutions shown: no more than kept, nor than counted (a limit of 1 stops after a grid and its mirror). */
    private static List<int[]> first(List<int[]> solutions, int keep, long count) {
        int shown = (int) Math.min(keep, count);
        return solutions.size() <= shown ? solutions : solutions.subList(0, shown);
    }
}
