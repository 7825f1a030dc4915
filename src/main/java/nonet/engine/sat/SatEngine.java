package nonet.engine.sat;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.engine.Deadline;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Model;
import org.sat4j.core.Vec;
import org.sat4j.core.VecInt;
import org.sat4j.pb.IPBSolver;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.IConstr;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.ISolverService;
import org.sat4j.specs.SearchListenerAdapter;
import org.sat4j.specs.TimeoutException;
import org.sat4j.tools.MultiTracing;
import nonet.engine.cnf.Cnf;
import nonet.engine.cnf.CnfEncoder;
import nonet.engine.cnf.GridDecoder;
import nonet.engine.cnf.ProofFiles;

/**
 * Answers a model with Sat4j on the {@link CnfEncoder} encoding. Counting adds, after each
 * solution, one blocking clause over the cell variables (never Sat4j's model iterator, which
 * over-counts when some variables are in no clause). A contradiction while loading the clauses is
 * a proof that the puzzle has no solution. Options: {@code sat.encoding=extended|minimal},
 * {@code sat.sums=clauses|pb}, and {@code sat.proof=DIR}: a run whose last call is unsatisfiable
 * (a uniqueness or no-solution claim) leaves a {@link DratProof} of that call in DIR. The node
 * limit is a limit on conflicts.
 */
public final class SatEngine implements Engine {

    private final CnfEncoder encoder;
    /** Where proofs go, or null for none. */
    private final Path proofDir;

    public SatEngine(EngineOptions options) {
        this.encoder = CnfEncoder.fromOptions(options);
        String dir = options.get(ProofFiles.OPTION, "");
        this.proofDir = dir.isEmpty() ? null : ProofFiles.directory(ProofFiles.OPTION, dir);
        if (proofDir != null && encoder.sums() == CnfEncoder.Sums.PB) {
            throw new IllegalArgumentException("option sat.proof needs sat.sums=clauses: a pseudo-Boolean sum has no"
                    + " DIMACS form, so no DRAT checker could read the proof");
        }
    }

    @Override
    public String name() {
        return "sat";
    }

    @Override
    public Result run(Model model, Limits limits) {
        long start = System.nanoTime();
        Deadline deadline = Deadline.start(limits.timeoutMillis());
        Cnf cnf;
        try {
            cnf = encoder.encode(model);
        } catch (CnfEncoder.TooLarge e) {
            return Result.unsupported(e.getMessage());
        }
        ISolver solver = cnf.pbSums().isEmpty() ? org.sat4j.minisat.SolverFactory.newDefault()
                : org.sat4j.pb.SolverFactory.newDefault();
        Map<String, Long> stats = new LinkedHashMap<>();
        stats.put("variables", (long) cnf.variables());
        stats.put("clauses", (long) cnf.clauses());
        List<int[]> kept = new ArrayList<>();
        DratProof proof = proofDir == null ? null : DratProof.start(proofDir, model.name(), cnf);
        try {
            return search(model, limits, cnf, solver, proof, deadline, kept, stats, start);
        } finally {
            if (proof != null) {
                proof.discard();
            }
        }
    }

    private Result search(Model model, Limits limits, Cnf cnf, ISolver solver, DratProof proof, Deadline deadline,
                          List<int[]> kept, Map<String, Long> stats, long start) {
        List<int[]> blocked = new ArrayList<>();
        if (!load(solver, cnf)) {
            return proved(finish(Status.EXHAUSTED, 0, kept, stats, solver, start, "contradiction found while loading the clauses"),
                    proof, cnf, blocked);
        }
        ConflictBudget budget = new ConflictBudget(solver, deadline, limits.nodeLimit());
        solver.setSearchListener(proof == null ? budget : new MultiTracing<>(List.of(budget, proof)));
        int[] masks = model.initialMasks();
        long count = 0;
        while (true) {
            if (deadline.passed() || budget.spent()) {
                return finish(Status.TIMEOUT, count, kept, stats, solver, start, "");
            }
            if (limits.timeoutMillis() > 0) {
                // Sat4j schedules a java.util.Timer, which rejects a far-off end; its own "no timeout"
                // is Integer.MAX_VALUE ms, and ConflictBudget still enforces a longer deadline
                solver.setTimeoutMs(Math.min(deadline.remainingMillis(), Integer.MAX_VALUE));
            }
            boolean satisfiable;
            try {
                satisfiable = solver.isSatisfiable();
            } catch (TimeoutException e) {
                return finish(Status.TIMEOUT, count, kept, stats, solver, start, "");
            }
            if (!satisfiable) {
                return proved(finish(Status.EXHAUSTED, count, kept, stats, solver, start, ""), proof, cnf, blocked);
            }
            GridDecoder.Decoded decoded = GridDecoder.decode(model, solver::model);
            if (!decoded.valid()) {
                return finish(Status.UNKNOWN, count, kept, stats, solver, start,
                        "internal error: the SAT model decodes to an invalid grid: " + decoded.problem());
            }
            count++;
            if (kept.size() < limits.keep()) {
                kept.add(decoded.grid());
            }
            if (count >= limits.solutions()) {
                return finish(Status.LIMIT, count, kept, stats, solver, start, "");
            }
            int[] blocking = Cnf.blockingClause(model.size(), masks, decoded.grid());
            try {
                if (blocking.length == 0) {
                    // every cell is fixed by its domain: the grid found is the only one
                    return finish(Status.EXHAUSTED, count, kept, stats, solver, start, "");
                }
                blocked.add(blocking);
                solver.addClause(new VecInt(blocking));
            } catch (ContradictionException e) {
                return proved(finish(Status.EXHAUSTED, count, kept, stats, solver, start, ""), proof, cnf, blocked);
            }
        }
    }

    /** The result of an unsatisfiable last call, with the proof of it finished and named in the message. */
    private static Result proved(Result r, DratProof proof, Cnf cnf, List<int[]> blocked) {
        if (proof == null) {
            return r;
        }
        String written = proof.finish(cnf, blocked);
        return new Result(r.status(), r.count(), r.solutions(), r.stats(), r.nanos(),
                r.message().isEmpty() ? written : r.message() + "; " + written);
    }

    /** Loads every clause and sum; false when Sat4j finds a contradiction already (no solution). */
    static boolean load(ISolver solver, Cnf cnf) {
        solver.newVar(cnf.variables());
        solver.setExpectedNumberOfClauses(cnf.clauses());
        boolean[] ok = {true};
        cnf.forEachClause((lits, length) -> {
            if (!ok[0]) {
                return;
            }
            if (length == 0) {
                ok[0] = false;
                return;
            }
            try {
                solver.addClause(new VecInt(java.util.Arrays.copyOf(lits, length)));
            } catch (ContradictionException e) {
                ok[0] = false;
            }
        });
        if (!ok[0]) {
            return false;
        }
        for (Cnf.PbSum sum : cnf.pbSums()) {
            Vec<BigInteger> coeffs = new Vec<>();
            for (int c : sum.coeffs()) {
                coeffs.push(BigInteger.valueOf(c));
            }
            try {
                ((IPBSolver) solver).addExactly(new VecInt(sum.literals()), coeffs, BigInteger.valueOf(sum.total()));
            } catch (ContradictionException e) {
                return false;
            }
        }
        return true;
    }

    private static Result finish(Status status, long count, List<int[]> kept, Map<String, Long> stats, ISolver solver,
                                 long start, String message) {
        Map<String, Number> own = solver.getStat();
        for (String key : new String[] {"conflicts", "decisions", "propagations", "starts"}) {
            Number v = own.get(key);
            if (v != null) {
                stats.put(key, v.longValue());
            }
        }
        return new Result(status, count, kept, stats, System.nanoTime() - start, message);
    }

    /** Stops the search from inside (on a conflict) when the deadline passes or the conflict budget is spent. */
    private static final class ConflictBudget extends SearchListenerAdapter<ISolverService> {
        private static final long serialVersionUID = 1L;
        private final transient ISolver solver;
        private final transient Deadline deadline;
        private final long maxConflicts;
        private long conflicts;

        ConflictBudget(ISolver solver, Deadline deadline, long maxConflicts) {
            this.solver = solver;
            this.deadline = deadline;
            this.maxConflicts = maxConflicts;
        }

        boolean spent() {
            return maxConflicts > 0 && conflicts >= maxConflicts;
        }

        @Override
        public void conflictFound(IConstr confl, int dlevel, int trailLevel) {
            conflicts++;
            if (spent() || deadline.passed()) {
                solver.expireTimeout();
            }
        }
    }
}
