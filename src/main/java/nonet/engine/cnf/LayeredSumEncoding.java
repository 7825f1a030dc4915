package nonet.engine.cnf;

import nonet.model.LinearSum;

/**
 * The clauses of any other sum (coefficients other than 1, repeated digits): layered partial sums.
 * Auxiliary {@code y(i,s)} means "the first i cells sum to s", only for s reachable from 0 AND able
 * to reach the total (both computed from the cells' domains). Clauses in both directions,
 * {@code y(i,s) & x(c_i,d) -> y(i+1, s+k_i d)} and {@code y(i+1,s') & x(c_i,d) -> y(i, s'-k_i d)},
 * with the first and last layers constant, so a transition into a dead state is a short conflict
 * clause. Unit propagation then reasons forwards and backwards along the sum, and the auxiliaries
 * are functions of the grid (model counts stay exact). Past {@link CnfEncoder#MAX_SUM_CLAUSES}
 * clauses for one sum the model is reported unsupported.
 */
final class LayeredSumEncoding {

    private LayeredSumEncoding() {
    }

    static void encode(Cnf.Builder cnf, int n, LinearSum s, int[] masks) throws CnfEncoder.TooLarge {
        int[] cells = s.cells();
        int[] coeffs = s.coeffs();
        int m = cells.length;
        // lo[i]..hi[i]: the range of partial sums of the first i cells
        long[] lo = new long[m + 1];
        long[] hi = new long[m + 1];
        for (int i = 0; i < m; i++) {
            long a = (long) coeffs[i] * lowest(masks[cells[i]]);
            long b = (long) coeffs[i] * highest(masks[cells[i]]);
            lo[i + 1] = lo[i] + Math.min(a, b);
            hi[i + 1] = hi[i] + Math.max(a, b);
        }
        long width = 0;
        for (int i = 0; i <= m; i++) {
            width += hi[i] - lo[i] + 1;
        }
        if (width * n * 2 > CnfEncoder.MAX_SUM_CLAUSES) {
            throw new CnfEncoder.TooLarge("sum '" + s.origin() + "' spans " + width + " partial sums, past the clause bound of " + CnfEncoder.MAX_SUM_CLAUSES);
        }
        boolean[][] forward = new boolean[m + 1][];
        for (int i = 0; i <= m; i++) {
            forward[i] = new boolean[(int) (hi[i] - lo[i] + 1)];
        }
        forward[0][0] = true;
        for (int i = 0; i < m; i++) {
            for (int v = 0; v < forward[i].length; v++) {
                if (!forward[i][v]) {
                    continue;
                }
                for (int d = 1; d <= n; d++) {
                    if ((masks[cells[i]] & (1 << (d - 1))) != 0) {
                        forward[i + 1][(int) (lo[i] + v + (long) coeffs[i] * d - lo[i + 1])] = true;
                    }
                }
            }
        }
        // viable[i][v]: reachable from 0 and able to reach the total
        boolean[][] viable = new boolean[m + 1][];
        for (int i = 0; i <= m; i++) {
            viable[i] = new boolean[forward[i].length];
        }
        if (s.total() >= lo[m] && s.total() <= hi[m]) {
            viable[m][(int) (s.total() - lo[m])] = forward[m][(int) (s.total() - lo[m])];
        }
        for (int i = m - 1; i >= 0; i--) {
            for (int v = 0; v < viable[i].length; v++) {
                if (!forward[i][v]) {
                    continue;
                }
                for (int d = 1; d <= n && !viable[i][v]; d++) {
                    if ((masks[cells[i]] & (1 << (d - 1))) != 0) {
                        long next = lo[i] + v + (long) coeffs[i] * d - lo[i + 1];
                        viable[i][v] = viable[i + 1][(int) next];
                    }
                }
            }
        }
        if (!viable[0][0]) {
            cnf.clause(new int[0], 0);
            return;
        }
        // y[i][v]: the variable of "first i cells sum to lo[i] + v"; 0 for the constant layers 0 and m
        int[][] y = new int[m + 1][];
        for (int i = 0; i <= m; i++) {
            y[i] = new int[viable[i].length];
            if (i == 0 || i == m) {
                continue;
            }
            for (int v = 0; v < y[i].length; v++) {
                if (viable[i][v]) {
                    y[i][v] = cnf.newVar("sum '" + s.origin() + "': the first " + i + " cells make " + (lo[i] + v));
                }
            }
        }
        for (int i = 0; i < m; i++) {
            for (int d = 1; d <= n; d++) {
                if ((masks[cells[i]] & (1 << (d - 1))) == 0) {
                    continue;
                }
                int x = cnf.cellVar(cells[i], d);
                long step = (long) coeffs[i] * d;
                // forward: a live state and this digit lead to a live state or to a conflict
                for (int v = 0; v < viable[i].length; v++) {
                    if (viable[i][v]) {
                        long next = lo[i] + v + step - lo[i + 1];
                        boolean ok = next >= 0 && next < viable[i + 1].length && viable[i + 1][(int) next];
                        addTransition(cnf, y[i][v], x, ok ? y[i + 1][(int) next] : 0, ok, i + 1 == m);
                    }
                }
                // backward: a live state reached with this digit must come from a live state
                for (int v = 0; v < viable[i + 1].length; v++) {
                    if (viable[i + 1][v]) {
                        long prev = lo[i + 1] + v - step - lo[i];
                        boolean ok = prev >= 0 && prev < viable[i].length && viable[i][(int) prev];
                        addTransition(cnf, y[i + 1][v], x, ok ? y[i][(int) prev] : 0, ok, i == 0);
                    }
                }
            }
        }
    }

    /**
     * {@code from & x -> to}, where a 0 variable stands for a constant-true state (first or last
     * layer); {@code ok} false means the target is dead and the clause forbids the pair.
     */
    private static void addTransition(Cnf.Builder cnf, int from, int x, int to, boolean ok, boolean targetConstant) {
        if (ok && targetConstant) {
            return;
        }
        int[] lits = new int[3];
        int k = 0;
        if (from != 0) {
            lits[k++] = -from;
        }
        lits[k++] = -x;
        if (ok) {
            lits[k++] = to;
        }
        cnf.clause(lits, k);
    }

    private static int lowest(int mask) {
        return mask == 0 ? 0 : Integer.numberOfTrailingZeros(mask) + 1;
    }

    private static int highest(int mask) {
        return mask == 0 ? 0 : 32 - Integer.numberOfLeadingZeros(mask);
    }
}
