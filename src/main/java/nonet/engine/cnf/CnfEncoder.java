package nonet.engine.cnf;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
 * <li>{@link Relation}: forbidden pairs, see {@link RelationEncoding}.</li>
 * <li>{@link Table}: one selector per tuple, see {@link TableEncoding}.</li>
 * <li>{@link Mdd}: a literal per node and edge, on which unit propagation is arc consistent; see
 *     {@link MddEncoding}.</li>
 * <li>Distinct cages (see {@link DistinctCages}): one selector per allowed digit set, see
 *     {@link CageSetEncoding}; more than {@link #MAX_CAGE_SETS} sets, and the cage is encoded as
 *     other sums are.</li>
 * <li>Other sums (coefficients other than 1, repeated digits): layered partial sums, see
 *     {@link LayeredSumEncoding}. Past {@link #MAX_SUM_CLAUSES} clauses for one sum, table or
 *     diagram the model is reported unsupported.</li>
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
            RelationEncoding.encode(cnf, n, r);
            return null;
        }

        @Override
        public TooLarge table(Table t) {
            return bounded(() -> TableEncoding.encode(cnf, n, t, masks));
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
                CageSetEncoding.encode(cnf, n, s, sets, masks);
                return;
            }
        }
        LayeredSumEncoding.encode(cnf, n, s, masks);
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
}
