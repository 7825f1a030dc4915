package nonet.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongPredicate;
import nonet.model.Mdd;
import nonet.model.MddReduction;

/**
 * Line rules as decision diagrams, unrolled in code from small state machines, for engine tests
 * that must not depend on the model language. States are longs; a transition answers -1 when the
 * digit is forbidden.
 */
public final class LineDiagrams {

    /** A state machine over the digits of a line: the next state after a digit at a position, or -1. */
    @FunctionalInterface
    public interface Transition {
        long next(int position, long state, int digit);
    }

    private LineDiagrams() {
    }

    /**
     * The sandwich rule of a line holding 1..n once each: the digits between the 1 and the n sum to
     * {@code total}. State 0 is before either end, then (opener, running sum) inside, then done.
     */
    public static Mdd sandwich(int[] cells, int n, int total, String origin) {
        long done = 1L << 40;
        return unroll(cells, n, 0, (pos, state, d) -> {
            boolean end = d == 1 || d == n;
            if (state == done) {
                return end ? -1 : done;
            }
            if (state == 0) {
                return end ? (1L << 32) * d : 0;
            }
            long opener = state >>> 32;
            long sum = state & 0xffff_ffffL;
            if (!end) {
                return sum + d <= total ? (opener << 32) + sum + d : -1;
            }
            return d != opener && sum == total ? done : -1;
        }, state -> state == done, origin);
    }

    /** The sandwich total of a line in a grid (1 and n each once in it). */
    public static int sandwichTotal(int[] grid, int[] cells, int n) {
        int inside = 0;
        boolean open = false;
        for (int cell : cells) {
            int d = grid[cell];
            if (d == 1 || d == n) {
                open = !open;
            } else if (open) {
                inside += d;
            }
        }
        return inside;
    }

    /** The orderings of 1..n over the n cells whose first {@code prefix} cells sum to {@code total}; the state is the set of digits used. */
    public static Mdd permutationsWithPrefixSum(int[] cells, int n, int prefix, int total, String origin) {
        return unroll(cells, n, 0, (pos, used, d) -> {
            long bit = 1L << (d - 1);
            if ((used & bit) != 0) {
                return -1;
            }
            long next = used | bit;
            return pos + 1 == prefix && digitSum(next) != total ? -1 : next;
        }, used -> used == (1L << n) - 1, origin);
    }

    private static int digitSum(long set) {
        int sum = 0;
        for (int d = 1; d <= 63; d++) {
            sum += (set & (1L << (d - 1))) != 0 ? d : 0;
        }
        return sum;
    }

    /** Unrolls the machine over the cells (digits 1..n) and reduces it; null when nothing is accepted. */
    public static Mdd unroll(int[] cells, int n, long start, Transition transition, LongPredicate accepts, String origin) {
        List<Long> layer = List.of(start);
        int[][] edges = new int[cells.length][];
        for (int i = 0; i < cells.length; i++) {
            Map<Long, Integer> next = new HashMap<>();
            List<Long> nextStates = new ArrayList<>();
            int[] e = new int[3 * layer.size() * n];
            int fill = 0;
            for (int q = 0; q < layer.size(); q++) {
                for (int d = 1; d <= n; d++) {
                    long to = transition.next(i, layer.get(q), d);
                    if (to < 0) {
                        continue;
                    }
                    Integer id = next.get(to);
                    if (id == null) {
                        id = nextStates.size();
                        next.put(to, id);
                        nextStates.add(to);
                    }
                    e[fill++] = q;
                    e[fill++] = d;
                    e[fill++] = id;
                }
            }
            edges[i] = Arrays.copyOf(e, fill);
            layer = nextStates;
        }
        List<Integer> accepting = new ArrayList<>();
        for (int q = 0; q < layer.size(); q++) {
            if (accepts.test(layer.get(q))) {
                accepting.add(q);
            }
        }
        if (accepting.isEmpty()) {
            return null;
        }
        return MddReduction.reduce(cells, edges, accepting.stream().mapToInt(Integer::intValue).toArray(), origin);
    }
}
