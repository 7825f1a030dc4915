package nonet.engine.external;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import nonet.engine.Deadline;
import nonet.engine.Engine;
import nonet.engine.EngineFailure;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.cnf.Cnf;
import nonet.engine.cnf.CnfEncoder;
import nonet.engine.cnf.DimacsWriter;
import nonet.engine.cnf.GridDecoder;
import nonet.engine.cnf.ProofFiles;
import nonet.engine.cnf.SatOutputReader;
import nonet.model.Model;

/**
 * The {@code dimacs:COMMAND} engine: any SAT solver, run on the CNF that {@code nonet cnf} writes
 * (the same {@link CnfEncoder}, sums always as clauses, {@code sat.encoding} honoured), its answer
 * read back the way {@code nonet decode} reads it. Counting re-runs the solver with one more
 * blocking clause over the cell variables per solution found, as the sat engine does in-process.
 * The solver is killed at the deadline; a crash, an unreadable answer or an assignment that is not
 * a solution is an {@link EngineFailure}. The node limit does not apply. With {@code sat.proof=DIR}
 * and a solver that writes DRAT ({@code {proof}} in the command, or cadical and kissat by
 * themselves), a run whose last call is unsatisfiable leaves that call's CNF and the solver's proof
 * of it in DIR, as the sat engine does.
 */
public final class DimacsEngine implements Engine {

    /** SAT solvers that read DIMACS, shown by {@code nonet engines} when they are on the PATH. */
    static final List<String> WELL_KNOWN = List.of("cadical", "kissat", "minisat", "glucose", "cryptominisat5",
            "lingeling", "picosat");

    private final String name;
    private final DimacsCommand command;
    private final CnfEncoder encoder;
    /** Where proofs are kept, or null: none wanted, or a solver that writes none. */
    private final Path proofDir;

    public DimacsEngine(String command, EngineOptions options) {
        this.name = "dimacs:" + command;
        String proofs = options.get(ProofFiles.OPTION, "");
        this.command = DimacsCommand.of(ExternalCommand.parse(name, command), !proofs.isEmpty());
        // a solver that writes no DRAT (minisat) still runs in a check that asks the others for proofs
        this.proofDir = proofs.isEmpty() || !this.command.writesProof() ? null : ProofFiles.directory(ProofFiles.OPTION, proofs);
        this.encoder = new CnfEncoder(CnfEncoder.parse(CnfEncoder.Encoding.class, "sat.encoding",
                options.get("sat.encoding", "extended")), CnfEncoder.Sums.CLAUSES);
    }

    /** The engine names of the well-known solvers on this machine's PATH. */
    public static List<String> found() {
        return WELL_KNOWN.stream().filter(p -> ExternalCommand.locate(p) != null).map(p -> "dimacs:" + p).toList();
    }

    @Override
    public String name() {
        return name;
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
        Path dir = null;
        try {
            dir = Files.createTempDirectory("nonet-dimacs-");
            return count(model, cnf, limits, deadline, dir, start);
        } catch (IOException e) {
            throw new EngineFailure(name + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(Status.TIMEOUT, 0, List.of(), Map.of(), System.nanoTime() - start, "interrupted");
        } finally {
            delete(dir);
        }
    }

    private Result count(Model model, Cnf cnf, Limits limits, Deadline deadline, Path dir, long start)
            throws IOException, InterruptedException {
        Map<String, Long> stats = new LinkedHashMap<>();
        stats.put("variables", (long) cnf.variables());
        stats.put("clauses", (long) cnf.clauses());
        List<int[]> blocked = new ArrayList<>();
        List<int[]> kept = new ArrayList<>();
        int[] masks = model.initialMasks();
        while (true) {
            if (deadline.passed()) {
                return new Result(Status.TIMEOUT, blocked.size(), kept, stats, System.nanoTime() - start, "");
            }
            try (Writer out = Files.newBufferedWriter(dir.resolve("in.cnf"), StandardCharsets.US_ASCII)) {
                DimacsWriter.writeClauses(cnf, blocked, out);
            }
            stats.merge("runs", 1L, Long::sum);
            SatOutputReader.Answer answer = DimacsRun.run(command, dir, deadline);
            long count = blocked.size();
            if (answer == null) {
                return new Result(Status.TIMEOUT, count, kept, stats, System.nanoTime() - start, "");
            }
            switch (answer.verdict()) {
                case UNSATISFIABLE:
                    return new Result(Status.EXHAUSTED, count, kept, stats, System.nanoTime() - start, keepProof(model, cnf, dir));
                case UNKNOWN:
                    return new Result(Status.UNKNOWN, count, kept, stats, System.nanoTime() - start,
                            "the solver answered UNKNOWN");
                default:
                    break;
            }
            GridDecoder.Decoded decoded = GridDecoder.decode(model, answer::isTrue);
            if (!decoded.valid()) {
                throw new EngineFailure("the solver's assignment is not a solution: " + decoded.problem());
            }
            if (kept.size() < limits.keep()) {
                kept.add(decoded.grid());
            }
            int[] clause = Cnf.blockingClause(model.size(), masks, decoded.grid());
            blocked.add(clause);
            if (count + 1 >= limits.solutions() || clause.length == 0) {
                // with every cell fixed by its domain, the grid found is the only one
                Status status = count + 1 >= limits.solutions() ? Status.LIMIT : Status.EXHAUSTED;
                return new Result(status, count + 1, kept, stats, System.nanoTime() - start, "");
            }
        }
    }

    /**
     * Keeps the proof of an unsatisfiable last call, with the CNF of that call, in the proof
     * directory; returns what to tell people (nothing when no proof is wanted).
     */
    private String keepProof(Model model, Cnf cnf, Path dir) throws IOException {
        if (proofDir == null) {
            return "";
        }
        Path proof = DimacsRun.proof(dir);
        if (!Files.exists(proof)) {
            return "no proof: the solver wrote nothing to " + DimacsCommand.PROOF;
        }
        String name = ProofFiles.name(model.name(), cnf, command.programName());
        Path keptCnf = proofDir.resolve(name + ".cnf");
        Path keptProof = proofDir.resolve(name + ".drat");
        Files.copy(dir.resolve("in.cnf"), keptCnf, StandardCopyOption.REPLACE_EXISTING);
        Files.move(proof, keptProof, StandardCopyOption.REPLACE_EXISTING);
        return ProofFiles.said(keptProof, keptCnf);
    }

    private static void delete(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // a temporary file left behind costs nothing worth failing an answer for
        }
    }
}
