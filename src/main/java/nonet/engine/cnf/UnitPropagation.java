package nonet.engine.cnf;

import java.util.ArrayList;
import java.util.List;

/**
 * Unit propagation alone on a {@link Cnf}, without any search: a measure of how much an encoding
 * lets a SAT solver deduce for free (the extended encoding settles many puzzles this way, the
 * minimal one almost none). Plain counting propagation: fine for the sizes involved.
 */
public final class UnitPropagation {

    /** The outcome: a conflict, or the values forced (+1 true, -1 false, 0 open; index = variable). */
    public record Outcome(boolean conflict, byte[] values) {

        /** Whether every cell has exactly one digit forced true. */
        public boolean settlesGrid(Cnf cnf) {
            if (conflict) {
                return false;
            }
            int n = cnf.geometry().size();
            for (int cell = 0; cell < cnf.geometry().cellCount(); cell++) {
                int trues = 0;
                for (int d = 1; d <= n; d++) {
                    trues += values[Cnf.cellVar(n, cell, d)] > 0 ? 1 : 0;
                }
                if (trues != 1) {
                    return false;
                }
            }
            return true;
        }
    }

    private UnitPropagation() {
    }

    public static Outcome run(Cnf cnf) {
        List<int[]> clauses = cnf.clauseList();
        int vars = cnf.variables();
        // occurrences of each literal: index lit + vars
        List<List<Integer>> occurs = new ArrayList<>(2 * vars + 1);
        for (int i = 0; i <= 2 * vars; i++) {
            occurs.add(new ArrayList<>());
        }
        for (int c = 0; c < clauses.size(); c++) {
            for (int lit : clauses.get(c)) {
                occurs.get(lit + vars).add(c);
            }
        }
        byte[] values = new byte[vars + 1];
        int[] queue = new int[vars + 1];
        int head = 0;
        int tail = 0;
        for (int[] clause : clauses) {
            if (clause.length == 0) {
                return new Outcome(true, values);
            }
            if (clause.length == 1) {
                int lit = clause[0];
                int v = Math.abs(lit);
                byte want = (byte) (lit > 0 ? 1 : -1);
                if (values[v] == -want) {
                    return new Outcome(true, values);
                }
                if (values[v] == 0) {
                    values[v] = want;
                    queue[tail++] = lit;
                }
            }
        }
        while (head < tail) {
            int falsified = -queue[head++];
            for (int c : occurs.get(falsified + vars)) {
                int unassigned = 0;
                int last = 0;
                boolean satisfied = false;
                for (int lit : clauses.get(c)) {
                    byte value = values[Math.abs(lit)];
                    if (value == 0) {
                        unassigned++;
                        last = lit;
                    } else if ((value > 0) == (lit > 0)) {
                        satisfied = true;
                        break;
                    }
                }
                if (satisfied) {
                    continue;
                }
                if (unassigned == 0) {
                    return new Outcome(true, values);
                }
                if (unassigned == 1) {
                    values[Math.abs(last)] = (byte) (last > 0 ? 1 : -1);
                    queue[tail++] = last;
                }
            }
        }
        return new Outcome(false, values);
    }
}
