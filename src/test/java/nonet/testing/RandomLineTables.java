package nonet.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Random tables over a line of cells, for testing line diagrams against the tables they were built
 * from, and the supports of a table found by brute force (the ground truth of arc consistency).
 * Half the tables are random sets of tuples (diagrams close to a trie), half a rule on a weighted
 * sum modulo a small number (diagrams whose nodes merge, as a line rule's do).
 */
public final class RandomLineTables {

    private RandomLineTables() {
    }

    /** A random table of digits 1..n over {@code length} cells, never empty; holds {@code hidden} if it is not null. */
    public static int[][] tuples(Random rnd, int length, int n, int[] hidden) {
        int combinations = (int) Math.pow(n, length);
        double density = 0.05 + 0.5 * rnd.nextDouble();
        int[] weights = new int[length];
        for (int i = 0; i < length; i++) {
            weights[i] = 1 + rnd.nextInt(3);
        }
        int modulus = 2 + rnd.nextInt(4);
        boolean byRule = rnd.nextBoolean();
        int wanted = hidden != null ? weightedSum(hidden, weights) % modulus : rnd.nextInt(modulus);
        List<int[]> out = new ArrayList<>();
        for (int code = 0; code < combinations; code++) {
            int[] t = decode(code, length, n);
            boolean keep = byRule ? weightedSum(t, weights) % modulus == wanted : rnd.nextDouble() < density;
            if (keep || Arrays.equals(t, hidden)) {
                out.add(t);
            }
        }
        if (out.isEmpty()) {
            out.add(decode(rnd.nextInt(combinations), length, n));
        }
        return out.toArray(new int[0][]);
    }

    /**
     * Generalised arc consistency by brute force: for each position, the digits (bit d-1 for d) of
     * the tuples whose every digit is still a candidate of its cell; null when no tuple is.
     */
    public static int[] supports(int[][] tuples, int[] cells, int[] masks) {
        int[] support = new int[cells.length];
        boolean any = false;
        for (int[] t : tuples) {
            boolean live = true;
            for (int i = 0; i < cells.length && live; i++) {
                live = (masks[cells[i]] & 1 << (t[i] - 1)) != 0;
            }
            if (live) {
                any = true;
                for (int i = 0; i < cells.length; i++) {
                    support[i] |= 1 << (t[i] - 1);
                }
            }
        }
        return any ? support : null;
    }

    /** {@code count} distinct cells out of {@code 0..cellCount-1}, in random order. */
    public static int[] line(Random rnd, int count, int cellCount) {
        List<Integer> all = new ArrayList<>();
        for (int c = 0; c < cellCount; c++) {
            all.add(c);
        }
        Collections.shuffle(all, rnd);
        return all.subList(0, count).stream().mapToInt(Integer::intValue).toArray();
    }

    private static int[] decode(int code, int length, int n) {
        int[] t = new int[length];
        for (int i = 0; i < length; i++) {
            t[i] = code % n + 1;
            code /= n;
        }
        return t;
    }

    private static int weightedSum(int[] t, int[] weights) {
        int sum = 0;
        for (int i = 0; i < t.length; i++) {
            sum += weights[i] * t[i];
        }
        return sum;
    }
}
