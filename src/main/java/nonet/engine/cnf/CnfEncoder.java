package nonet.engine.cnf;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import nonet.engine.EngineOptions;
import nonet.engine.OptionSpec;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Geometry;
import nonet.model.LinearSum;
import nonet.model.Mdd;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;
import nonet.model.analysis.DistinctCages;
import nonet.model.analysis.ExactGroups;

/**
 * The one CNF encoder of nonet, used by the Sat4j engine and by DIMACS export. Direct encoding:
 * variable {@code x(c,d)} means "cell c holds digit d".
 *
 * <ul>
 * <li>Cells: at least one digit; with the extended encoding also pairwise at most one.</li>
 * <li>{@link AllDifferent}: pairwise at most one cell per digit; with the extended encoding an exact
 *     group also gets "digit d somewhere in the group" (Lynce and Ouaknine's extended encoding,
 *     whose redundant clauses let unit propagation find hidden singles). Duplicate binary
 *     clauses (two cells sharing a row and a box) are kept so the published sizes are reproduced.</li>
 * <li>{@link Domain}: a negative unit per excluded digit, and a positive unit for a given. Every
 *     other clause is then simplified by these fixed literals (satisfied clauses left out, false
 *     literals dropped): a 25-clue 9x9 loses about half its clauses, and the empty grid none.</li>
 * <li>{@link Relation}: one binary clause per forbidden pair; a digit of one cell that no digit of
 *     the other supports becomes a unit clause instead of N pairs.</li>
 * <li>{@link Table}: one selector per (distinct) tuple: selector implies each of its literals, each
 *     literal {@code x(c_i,d)} implies the selectors of tuples with d at position i, and at least
 *     one selector holds. Under exactly-one cells the selectors are then functions of the grid.</li>
 * <li>{@link Mdd}: a literal per node and edge, on which unit propagation is arc consistent; see
 *     {@link MddEncoding}.</li>
 * <li>Distinct cages (see {@link DistinctCages}): one selector per allowed digit SET (never per
 *     permutation: permutations blow up past 4 cells). The selector implies every cell takes a digit
 *     of the set and every digit of the set is in some cell; each {@code x(c,d)} implies the sets
 *     containing d; at least one set. With the cells pairwise different this fixes the cage's set.</li>
 * <li>Other sums (coefficients other than 1, repeated digits): layered partial sums. Auxiliary
 *     {@code y(i,s)} means "the first i cells sum to s", only for s reachable from 0 AND able to
 *     reach the total (both computed from the cells' domains). Clauses in both directions,
 *     {@code y(i,s) & x(c_i,d) -> y(i+1, s+k_i d)} and {@code y(i+1,s') & x(c_i,d) -> y(i, s'-k_i d)},
 *     with the first and last layers constant, so a transition into a dead state is a short
 *     conflict clause. Unit propagation then reasons forwards and backwards along the sum, and the
 *     auxiliaries are functions of the grid (model counts stay exact).
 *     Past {@link #MAX_SUM_CLAUSES} clauses for one sum the model is reported unsupported.</li>
 * <li>With {@code sat.sums=pb}, every sum is instead a pseudo-Boolean equality over the cell
 *     variables, for Sat4j's PB module (never written to DIMACS).</li>
 * </ul>
 */
public final class CnfEncoder {

    /** Which redundant clauses to add. */
    public enum Encoding {
        EXTENDED, MINIMAL
    }

    /** How sums become constraints. */
    public enum Sums {
        CLAUSES, PB
    }

    /** More digit sets than this for one cage (only possible above 9x9) and the layered encoding is used. */
    static final int MAX_CAGE_SETS = 2_000;
    /** Bound on the clauses of one sum, table or diagram; past it the model is unsupported. */
    public static final long MAX_SUM_CLAUSES = 2_000_000;

    private final Encoding encoding;
    private final Sums sums;

    public CnfEncoder(Encoding encoding, Sums sums) {
        this.encoding = encoding;
        this.sums = sums;
    }

    /** The settings of the CNF, shared by every engine that solves it. */
    public static final OptionSpec ENCODING = OptionSpec.choice("sat.encoding", "extended",
            "the direct encoding with (extended) or without (minimal) the redundant clauses", "extended", "minimal");
    public static final OptionSpec SUMS = OptionSpec.choice("sat.sums", "clauses",
            "sums as clauses or as Sat4j pseudo-Boolean constraints", "clauses", "pb");

    /** Reads {@code sat.encoding=extended|minimal} and {@code sat.sums=clauses|pb}. */
    public static CnfEncoder fromOptions(EngineOptions options) {
        return new CnfEncoder(parse(Encoding.class, "sat.encoding", options.get("sat.encoding", "extended")),
                parse(Sums.class, "sat.sums", options.get("sat.sums", "clauses")));
    }

    /** An option value as one of the enum constants, case-insensitive, with a message listing them otherwise. */
    public static <E extends Enum<E>> E parse(Class<E> type, String key, String value) {
        try {
            return Enum.valueOf(type, value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            List<String> names = new ArrayList<>();
            for (E constant : type.getEnumConstants()) {
                names.add(constant.name().toLowerCase(Locale.ROOT));
            }
            throw new IllegalArgumentException("option " + key + " must be one of " + String.join(", ", names) + ", not '" + value + "'");
        }
    }

    public Encoding encoding() {
        return encoding;
    }

    public Sums sums() {
        return sums;
    }

    /** Thrown when an encoding would pass the size bound; the engine reports the model unsupported. */
    public static final class TooLarge extends Exception {
        private static final long serialVersionUID = 1L;

        TooLarge(String message) {
            super(message);
        }
    }

    public Cnf encode(Model model) throws TooLarge {
        Geometry g = model.geometry();
        Cnf.Builder cnf = new Cnf.Builder(g);
        int n = g.size();
        int[] masks = model.initialMasks();
        for (int cell = 0; cell < g.cellCount(); cell++) {
            encodeDomain(cnf, n, cell, masks[cell]);
        }
        encodeCells(cnf, n, g.cellCount());
        for (AllDifferent group : model.all(AllDifferent.class)) {
            encodeGroup(cnf, n, group);
        }
        Clauses clauses = new Clauses(cnf, g, masks, new DistinctCages(model));
        for (Constraint c : model.constraints()) {
            TooLarge tooLarge = c.accept(clauses);
            if (tooLarge != null) {
                throw tooLarge;
            }
        }
        String how = encoding.name().toLowerCase(Locale.ROOT) + (sums == Sums.PB ? ", pseudo-Boolean sums" : "");
        return cnf.build(how);
    }

    /** Encodes each primitive but groups and domains (encoded first); answers why one would pass the size bound, else null. */
    private final class Clauses implements Constraint.Visitor<TooLarge> {
        private final Cnf.Builder cnf;
        private final Geometry g;
        private final int n;
        private final int[] masks;
        private final DistinctCages cages;

        Clauses(Cnf.Builder cnf, Geometry g, int[] masks, DistinctCages cages) {
            this.cnf = cnf;
            this.g = g;
            this.n = g.size();
            this.masks = masks;
            this.cages = cages;
        }

        @Override
        public TooLarge allDifferent(AllDifferent c) {
            return null; // encoded before the other primitives, in model order
        }

        @Override
        public TooLarge domain(Domain c) {
            return null; // in the unit clauses of each cell's initial mask
        }

        @Override
        public TooLarge relation(Relation r) {
            encodeRelation(cnf, n, r);
            return null;
        }

        @Override
        public TooLarge table(Table t) {
            return bounded(() -> encodeTable(cnf, n, t, masks));
        }

        @Override
        public TooLarge linearSum(LinearSum s) {
            return bounded(() -> encodeSum(cnf, n, s, masks, cages));
        }

        @Override
        public TooLarge mdd(Mdd m) {
            return bounded(() -> MddEncoding.encode(cnf, g, m, masks));
        }
    }

    /** An encoding step that may pass the size bound. */
    private interface Step {
        void run() throws TooLarge;
    }

    private static TooLarge bounded(Step step) {
        try {
            step.run();
            return null;
        } catch (TooLarge e) {
            return e;
        }
    }

    private void encodeCells(Cnf.Builder cnf, int n, int cells) {
        int[] lits = new int[n];
        for (int cell = 0; cell < cells; cell++) {
            for (int d = 1; d <= n; d++) {
                lits[d - 1] = cnf.cellVar(cell, d);
            }
            cnf.clause(lits, n);
            if (encoding == Encoding.EXTENDED) {
                atMostOnePairwise(cnf, lits, n);
            }
        }
    }

    private void encodeGroup(Cnf.Builder cnf, int n, AllDifferent group) {
        int[] cells = group.cells();
        int[] lits = new int[cells.length];
        for (int d = 1; d <= n; d++) {
            for (int i = 0; i < cells.length; i++) {
                lits[i] = cnf.cellVar(cells[i], d);
            }
            if (encoding == Encoding.EXTENDED && ExactGroups.isExact(group, n)) {
                cnf.clause(lits, lits.length);
            }
            atMostOnePairwise(cnf, lits, lits.length);
        }
    }

    private static void atMostOnePairwise(Cnf.Builder cnf, int[] lits, int length) {
        for (int i = 0; i < length; i++) {
            for (int j = i + 1; j < length; j++) {
                cnf.clause(-lits[i], -lits[j]);
            }
        }
    }

    private static void encodeDomain(Cnf.Builder cnf, int n, int cell, int mask) {
        if (Integer.bitCount(mask) == 1) {
            int given = cnf.cellVar(cell, Integer.numberOfTrailingZeros(mask) + 1);
            cnf.unit(given);
            cnf.fix(given, true);
        }
        for (int d = 1; d <= n; d++) {
            if ((mask & (1 << (d - 1))) == 0) {
                int excluded = cnf.cellVar(cell, d);
                cnf.unit(-excluded);
                cnf.fix(excluded, false);
            }
        }
    }

    private static void encodeRelation(Cnf.Builder cnf, int n, Relation r) {
        int full = (1 << n) - 1;
        Relation back = r.reversed();
        for (int da = 1; da <= n; da++) {
            if ((r.allowedFor(da) & full) == 0) {
                cnf.clause(-cnf.cellVar(r.a(), da));
            }
        }
        for (int db = 1; db <= n; db++) {
            if ((back.allowedFor(db) & full) == 0) {
                cnf.clause(-cnf.cellVar(r.b(), db));
            }
        }
        for (int da = 1; da <= n; da++) {
            if ((r.allowedFor(da) & full) == 0) {
                continue;
            }
            for (int db = 1; db <= n; db++) {
                if (!r.allows(da, db) && (back.allowedFor(db) & full) != 0) {
                    cnf.clause(-cnf.cellVar(r.a(), da), -cnf.cellVar(r.b(), db));
                }
            }
        }
    }

    private static void encodeTable(Cnf.Builder cnf, int n, Table t, int[] masks) throws TooLarge {
        int[] cells = t.cells();
        // tuples outside the domains can never hold; duplicates would make selectors ambiguous
        Set<List<Integer>> tuples = new LinkedHashSet<>();
        for (int i = 0; i < t.size(); i++) {
            List<Integer> tuple = new ArrayList<>(cells.length);
            boolean possible = true;
            for (int pos = 0; pos < cells.length && possible; pos++) {
                int d = t.digit(i, pos);
                possible = d >= 1 && d <= n && (masks[cells[pos]] & (1 << (d - 1))) != 0;
                tuple.add(d);
            }
            if (possible) {
                tuples.add(tuple);
            }
        }
        long estimate = (long) tuples.size() * (cells.length + 1) + (long) cells.length * n;
        if (estimate > MAX_SUM_CLAUSES) {
            throw new TooLarge("table '" + t.origin() + "' of " + t.size() + " tuples needs about " + estimate
                    + " clauses, past the bound of " + MAX_SUM_CLAUSES);
        }
        int[] selectors = new int[tuples.size()];
        List<List<Integer>> list = new ArrayList<>(tuples);
        for (int i = 0; i < selectors.length; i++) {
            selectors[i] = cnf.newVar("table '" + t.origin() + "' takes tuple " + list.get(i));
            for (int pos = 0; pos < cells.length; pos++) {
                cnf.clause(-selectors[i], cnf.cellVar(cells[pos], list.get(i).get(pos)));
            }
        }
        cnf.clause(selectors, selectors.length);
        int[] support = new int[selectors.length + 1];
        for (int pos = 0; pos < cells.length; pos++) {
            for (int d = 1; d <= n; d++) {
                if ((masks[cells[pos]] & (1 << (d - 1))) == 0) {
                    continue;
                }
                int k = 0;
                support[k++] = -cnf.cellVar(cells[pos], d);
                for (int i = 0; i < selectors.length; i++) {
                    if (list.get(i).get(pos) == d) {
                        support[k++] = selectors[i];
                    }
                }
                cnf.clause(support, k);
            }
        }
    }

    private void encodeSum(Cnf.Builder cnf, int n, LinearSum s, int[] masks, DistinctCages cages) throws TooLarge {
        if (sums == Sums.PB) {
            encodePb(cnf, n, s);
            return;
        }
        if (cages.isDistinctCage(s)) {
            int union = 0;
            for (int cell : s.cells()) {
                union |= masks[cell];
            }
            List<Integer> sets = DistinctCages.digitSets(s.cells().length, s.total(), union, MAX_CAGE_SETS);
            if (sets != null) {
                encodeCageSets(cnf, n, s, sets, masks);
                return;
            }
        }
        encodeLayeredSum(cnf, n, s, masks);
    }

    private static void encodePb(Cnf.Builder cnf, int n, LinearSum s) {
        int[] cells = s.cells();
        int[] coeffs = s.coeffs();
        int[] lits = new int[cells.length * n];
        int[] weights = new int[cells.length * n];
        for (int i = 0; i < cells.length; i++) {
            for (int d = 1; d <= n; d++) {
                lits[i * n + d - 1] = cnf.cellVar(cells[i], d);
                weights[i * n + d - 1] = coeffs[i] * d;
            }
        }
        cnf.pb(new Cnf.PbSum(lits, weights, s.total(), s.origin()));
    }

    private static void encodeCageSets(Cnf.Builder cnf, int n, LinearSum s, List<Integer> sets, int[] masks) {
        int[] cells = s.cells();
        int[] selectors = new int[sets.size()];
        int[] lits = new int[Math.max(n, cells.length) + 1];
        for (int i = 0; i < selectors.length; i++) {
            int set = sets.get(i);
            selectors[i] = cnf.newVar("cage '" + s.origin() + "' holds the digits " + digits(set));
            for (int cell : cells) {
                int k = 0;
                lits[k++] = -selectors[i];
                for (int d = 1; d <= n; d++) {
                    if ((set & masks[cell] & (1 << (d - 1))) != 0) {
                        lits[k++] = cnf.cellVar(cell, d);
                    }
                }
                cnf.clause(lits, k);
            }
            for (int d = 1; d <= n; d++) {
                if ((set & (1 << (d - 1))) == 0) {
                    continue;
                }
                int k = 0;
                lits[k++] = -selectors[i];
                for (int cell : cells) {
                    if ((masks[cell] & (1 << (d - 1))) != 0) {
                        lits[k++] = cnf.cellVar(cell, d);
                    }
                }
                cnf.clause(lits, k);
            }
        }
        cnf.clause(selectors, selectors.length);
        int[] support = new int[selectors.length + 1];
        for (int cell : cells) {
            for (int d = 1; d <= n; d++) {
                if ((masks[cell] & (1 << (d - 1))) == 0) {
                    continue;
                }
                int k = 0;
                support[k++] = -cnf.cellVar(cell, d);
                for (int i = 0; i < selectors.length; i++) {
                    if ((sets.get(i) & (1 << (d - 1))) != 0) {
                        support[k++] = selectors[i];
                    }
                }
                cnf.clause(support, k);
            }
        }
    }

    private static String digits(int set) {
        StringBuilder sb = new StringBuilder("{");
        for (int d = 1; d <= 31; d++) {
            if ((set & (1 << (d - 1))) != 0) {
                sb.append(sb.length() > 1 ? "," : "").append(d);
            }
        }
        return sb.append('}').toString();
    }

    private static void encodeLayeredSum(Cnf.Builder cnf, int n, LinearSum s, int[] masks) throws TooLarge {
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
        if (width * n * 2 > MAX_SUM_CLAUSES) {
            throw new TooLarge("sum '" + s.origin() + "' spans " + width + " partial sums, past the clause bound of " + MAX_SUM_CLAUSES);
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
