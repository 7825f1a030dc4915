package nonet.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import nonet.model.AllDifferent;
import nonet.model.Model;

/**
 * Digits read backwards. When every rule keeps its meaning with each digit d read as n+1-d
 * (distinct groups; relations such as "not consecutive", "differ by at least k", kings' and
 * knights' "different"), and every cell's candidates are the same read either way (an open grid),
 * the mirror of a solution is another solution, with 1 and n trading places. Along a full exact
 * group, 1 stands before n in exactly one of the two: the count is twice that of the solutions
 * where it does, searched as n parts (1 on the group's p-th cell, n on none before it), which
 * together cover half the tree. {@link DigitSymmetry}, where any relabelling keeps the rules, goes
 * further and comes first.
 */
public final class DigitReversal {

    private final int n;
    private final int reversedBits;
    private final int[] group;

    private DigitReversal(int n, int[] group) {
        this.n = n;
        this.reversedBits = (1 << n) - 1;
        this.group = group;
    }

    /** The reversal of a model's rules, or null when some rule reads digits one way only. Domains are left to {@link #split}. */
    public static DigitReversal of(Model model) {
        int n = model.size();
        int[] group = model.all(AllDifferent.class).stream()
                .filter(g -> g.exact() && g.cells().length == n).findFirst().map(AllDifferent::cells).orElse(null);
        if (group == null || n < 2) {
            return null;
        }
        DigitReversal r = new DigitReversal(n, group);
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
        for (int mask : masks) {
            if (reverse(mask) != mask) {
                return null;
            }
        }
        int one = 1;
        int last = 1 << (n - 1);
        long count = 0;
        List<int[]> solutions = new ArrayList<>();
        Map<String, Long> stats = new LinkedHashMap<>();
        Result part = null;
        for (int p = 0; p < group.length; p++) {
            if ((masks[group[p]] & one) == 0) {
                continue;
            }
            int[] oneFirst = masks.clone();
            oneFirst[group[p]] = one;
            for (int q = 0; q < p; q++) {
                oneFirst[group[q]] &= ~last;
            }
            long missing = limits.solutions() - count;
            int keepLeft = Math.max(0, limits.keep() - solutions.size());
            part = search.apply(oneFirst, new Limits(missing / 2 + missing % 2, limits.timeoutMillis(), 0, (keepLeft + 1) / 2, limits.seed()));
            part.stats().forEach((key, value) -> stats.merge(key, value, Long::sum));
            count = Math.min(limits.solutions(), part.count() > (Long.MAX_VALUE - count) / 2 ? Long.MAX_VALUE : count + 2 * part.count());
            for (int[] grid : part.solutions()) {
                solutions.add(grid);
                solutions.add(mirror(grid));
            }
            if (part.status() == Status.TIMEOUT || count >= limits.solutions()) {
                break;
            }
        }
        if (part == null) {
            return null;
        }
        Status status = count >= limits.solutions() ? Status.LIMIT : part.status() == Status.TIMEOUT ? Status.TIMEOUT : Status.EXHAUSTED;
        return new Result(status, count, first(solutions, limits.keep(), count), stats, part.nanos(), part.message());
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
