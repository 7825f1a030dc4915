package nonet.generate;

import java.util.ArrayDeque;
import java.util.Random;
import nonet.model.Geometry;

/**
 * Random jigsaw regions: N connected regions of N cells. Starts from the boxes (or the rows, where the
 * size has no boxes) and swaps the regions of random neighbouring cells, keeping a swap only when both
 * regions stay connected.
 */
final class RandomRegions {

    private RandomRegions() {
    }

    static int[] generate(int size, Random rnd) {
        Geometry g = Geometry.standard(size);
        int cells = size * size;
        int[] region = new int[cells];
        for (int c = 0; c < cells; c++) {
            region[c] = g.hasBoxes() ? g.box(c) : g.row(c);
        }
        int[][] steps = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        for (int k = 0; k < cells * 4; k++) {
            int a = rnd.nextInt(cells);
            int[] s = steps[rnd.nextInt(4)];
            int r = a / size + s[0];
            int c = a % size + s[1];
            if (r < 0 || r >= size || c < 0 || c >= size) {
                continue;
            }
            int b = r * size + c;
            // a swap of two border cells exchanges them between the regions: sizes stay N
            int other = pickBorderCell(region, region[a], region[b], a, size, rnd);
            if (other < 0) {
                continue;
            }
            int ra = region[a];
            int rb = region[b];
            region[a] = rb;
            region[other] = ra;
            if (!connected(region, ra, size) || !connected(region, rb, size)) {
                region[a] = ra;
                region[other] = rb;
            }
        }
        return region;
    }

    /** A cell of region {@code from} that touches region {@code to}, other than {@code not}; -1 if none. */
    private static int pickBorderCell(int[] region, int to, int from, int not, int size, Random rnd) {
        int cells = region.length;
        int start = rnd.nextInt(cells);
        for (int i = 0; i < cells; i++) {
            int c = (start + i) % cells;
            if (c == not || region[c] != from) {
                continue;
            }
            int r = c / size;
            int col = c % size;
            if ((r > 0 && region[c - size] == to) || (r < size - 1 && region[c + size] == to)
                    || (col > 0 && region[c - 1] == to) || (col < size - 1 && region[c + 1] == to)) {
                return c;
            }
        }
        return -1;
    }

    static boolean connected(int[] region, int id, int size) {
        int first = -1;
        int total = 0;
        for (int c = 0; c < region.length; c++) {
            if (region[c] == id) {
                total++;
                first = first < 0 ? c : first;
            }
        }
        boolean[] seen = new boolean[region.length];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(first);
        seen[first] = true;
        int reached = 0;
        while (!queue.isEmpty()) {
            int c = queue.poll();
            reached++;
            int r = c / size;
            int col = c % size;
            int[] next = {r > 0 ? c - size : -1, r < size - 1 ? c + size : -1, col > 0 ? c - 1 : -1, col < size - 1 ? c + 1 : -1};
            for (int n : next) {
                if (n >= 0 && !seen[n] && region[n] == id) {
                    seen[n] = true;
                    queue.add(n);
                }
            }
        }
        return reached == total;
    }
}
