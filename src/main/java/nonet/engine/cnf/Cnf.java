package nonet.engine.cnf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import nonet.model.Geometry;

/**
 * A propositional encoding of a model: clauses over variables 1..{@link #variables()}, plus (only
 * when pseudo-Boolean sums were asked for) linear constraints that no DIMACS file can hold.
 * Variables 1..N^3 are the cell variables {@code x(cell, d) = cell * N + d}; the others are
 * auxiliaries, each with a description for the DIMACS comments. Clauses are stored flat, each
 * ended by 0 as in DIMACS, so that a 25x25 encoding does not cost one array per clause.
 */
public final class Cnf {

    /** {@code sum(coeffs[i] * lits[i]) = total} over literals, for Sat4j's pseudo-Boolean module. */
    public record PbSum(int[] literals, int[] coeffs, int total, String origin) {
    }

    private final Geometry geometry;
    private final String encoding;
    private final List<String> auxMeanings;
    private final int[] literals;
    private final int clauseCount;
    private final List<PbSum> pbSums;

    private Cnf(Geometry geometry, String encoding, List<String> auxMeanings, int[] literals, int clauseCount,
                List<PbSum> pbSums) {
        this.geometry = geometry;
        this.encoding = encoding;
        this.auxMeanings = List.copyOf(auxMeanings);
        this.literals = literals;
        this.clauseCount = clauseCount;
        this.pbSums = List.copyOf(pbSums);
    }

    /** The variable of "cell holds digit" in a grid of this size. */
    public static int cellVar(int size, int cell, int digit) {
        return cell * size + digit;
    }

    /**
     * "Not this grid", over the cells the domains ({@code masks}) leave open: the clause every
     * counting engine adds after a solution. Empty when the domains fix every cell.
     */
    public static int[] blockingClause(int size, int[] masks, int[] grid) {
        int[] lits = new int[grid.length];
        int k = 0;
        for (int cell = 0; cell < grid.length; cell++) {
            if (Integer.bitCount(masks[cell]) > 1) {
                lits[k++] = -cellVar(size, cell, grid[cell]);
            }
        }
        return Arrays.copyOf(lits, k);
    }

    public Geometry geometry() {
        return geometry;
    }

    /** "extended" or "minimal", and how sums were encoded, for people. */
    public String encoding() {
        return encoding;
    }

    public int cellVariables() {
        return geometry.cellCount() * geometry.size();
    }

    public int variables() {
        return cellVariables() + auxMeanings.size();
    }

    public int clauses() {
        return clauseCount;
    }

    public List<PbSum> pbSums() {
        return pbSums;
    }

    /** What a variable stands for: {@code r1c2=5} for a cell variable, a description for an auxiliary. */
    public String meaning(int var) {
        if (var < 1 || var > variables()) {
            throw new IllegalArgumentException("no variable " + var);
        }
        if (var <= cellVariables()) {
            int n = geometry.size();
            return geometry.cellName((var - 1) / n) + "=" + ((var - 1) % n + 1);
        }
        return auxMeanings.get(var - cellVariables() - 1);
    }

    /** Calls {@code visitor} once per clause, with a reused buffer of which only the first {@code length} entries count. */
    public void forEachClause(ClauseVisitor visitor) {
        int[] buffer = new int[16];
        int length = 0;
        for (int lit : literals) {
            if (lit == 0) {
                visitor.clause(buffer, length);
                length = 0;
            } else {
                if (length == buffer.length) {
                    buffer = Arrays.copyOf(buffer, length * 2);
                }
                buffer[length++] = lit;
            }
        }
    }

    /** The clauses as separate arrays (tests and small tools; engines use {@link #forEachClause}). */
    public List<int[]> clauseList() {
        List<int[]> out = new ArrayList<>(clauseCount);
        forEachClause((lits, length) -> out.add(Arrays.copyOf(lits, length)));
        return out;
    }

    /** Receives one clause; the array is reused between calls. */
    @FunctionalInterface
    public interface ClauseVisitor {
        void clause(int[] literals, int length);
    }

    /** Collects clauses and auxiliary variables while an encoder runs. */
    static final class Builder {
        private final Geometry geometry;
        private final List<String> auxMeanings = new ArrayList<>();
        private final List<PbSum> pbSums = new ArrayList<>();
        private int[] literals = new int[1 << 12];
        private int used;
        private int clauseCount;
        /** Per cell variable: +1 fixed true, -1 fixed false by the domains, 0 open. */
        private final byte[] fixed;
        private int[] scratch = new int[16];

        Builder(Geometry geometry) {
            this.geometry = geometry;
            this.fixed = new byte[geometry.cellCount() * geometry.size() + 1];
        }

        /**
         * Declares the cell variables the domains fix (the caller also writes them as unit clauses):
         * later clauses drop literals known false and are left out when a literal is known true.
         * Nothing is fixed in an empty grid, so its published sizes are unaffected.
         */
        void fix(int var, boolean value) {
            fixed[var] = (byte) (value ? 1 : -1);
        }

        /** A unit clause written as is, even over a fixed variable. */
        void unit(int lit) {
            ensure(2);
            literals[used++] = lit;
            literals[used++] = 0;
            clauseCount++;
        }

        int cellVar(int cell, int digit) {
            return Cnf.cellVar(geometry.size(), cell, digit);
        }

        int newVar(String meaning) {
            auxMeanings.add(meaning);
            return geometry.cellCount() * geometry.size() + auxMeanings.size();
        }

        int variables() {
            return geometry.cellCount() * geometry.size() + auxMeanings.size();
        }

        int clauses() {
            return clauseCount;
        }

        void clause(int... lits) {
            clause(lits, lits.length);
        }

        void clause(int[] lits, int length) {
            if (scratch.length < length) {
                scratch = new int[length];
            }
            int kept = 0;
            for (int i = 0; i < length; i++) {
                int lit = lits[i];
                int var = Math.abs(lit);
                int value = var < fixed.length ? fixed[var] : 0;
                if (value == 0) {
                    scratch[kept++] = lit;
                } else if ((value > 0) == (lit > 0)) {
                    return;
                }
            }
            ensure(kept + 1);
            System.arraycopy(scratch, 0, literals, used, kept);
            used += kept;
            literals[used++] = 0;
            clauseCount++;
        }

        void pb(PbSum sum) {
            pbSums.add(sum);
        }

        private void ensure(int more) {
            if (used + more > literals.length) {
                literals = Arrays.copyOf(literals, Math.max(literals.length * 2, used + more));
            }
        }

        Cnf build(String encoding) {
            return new Cnf(geometry, encoding, auxMeanings, Arrays.copyOf(literals, used), clauseCount, pbSums);
        }
    }
}
