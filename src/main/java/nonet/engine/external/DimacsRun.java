package nonet.engine.external;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import nonet.engine.Deadline;
import nonet.engine.EngineFailure;
import nonet.engine.cnf.SatOutputReader;

/**
 * One run of a {@code dimacs:} engine's SAT solver on a CNF file, in a directory of its own. The
 * solver's output goes to files (so nothing waits on a pipe and no thread is needed), and its
 * answer is read by {@link SatOutputReader}, the reader of {@code nonet decode}. SAT competition
 * exit statuses are checked against the answer: 10 satisfiable, 20 unsatisfiable, 0 tolerated
 * (some solvers exit 0 whatever they found); anything else is a crash.
 */
final class DimacsRun {

    /** An answer longer than this is not read: no Sudoku CNF has a model that large. */
    static final long MAX_OUTPUT_BYTES = 64L << 20;

    private DimacsRun() {
    }

    /**
     * The solver's answer for {@code dir/in.cnf}, or null when the deadline passed first (the solver
     * is then killed). A solver that writes proofs writes this run's to {@link #proof}.
     */
    static SatOutputReader.Answer run(DimacsCommand command, Path dir, Deadline deadline)
            throws IOException, InterruptedException {
        Path in = dir.resolve("in.cnf");
        Path out = dir.resolve("answer.txt");
        Path stdout = dir.resolve("stdout.txt");
        Path stderr = dir.resolve("stderr.txt");
        Files.deleteIfExists(out);
        Files.deleteIfExists(proof(dir));
        ProcessBuilder builder = new ProcessBuilder().redirectOutput(stdout.toFile()).redirectError(stderr.toFile());
        ChildProcess solver;
        try {
            solver = ChildProcess.start(builder, command.words(in, out, proof(dir)), Map.of());
        } catch (IOException e) {
            throw new EngineFailure("the solver could not be started: " + e.getMessage());
        }
        Integer status;
        try {
            // the CNF is a file: a solver that also reads its standard input sees it end at once
            solver.process().getOutputStream().close();
            status = solver.awaitExit(deadline);
        } finally {
            solver.kill();
        }
        if (status == null) {
            return null;
        }
        String answerText = command.answerInFile() ? read(out) : read(stdout);
        if (status != 0 && status != 10 && status != 20) {
            String printed = read(stderr);
            throw new EngineFailure("the solver " + ChildProcess.describeExit(status) + "; it printed "
                    + Excerpt.tail(printed.isBlank() ? answerText : printed));
        }
        SatOutputReader.Answer answer;
        try {
            answer = SatOutputReader.read(answerText);
        } catch (SatOutputReader.MalformedOutput e) {
            throw new EngineFailure("the solver printed no answer nonet can read (" + e.getMessage() + "): "
                    + Excerpt.head(answerText));
        }
        SatOutputReader.Verdict expected = status == 10 ? SatOutputReader.Verdict.SATISFIABLE
                : status == 20 ? SatOutputReader.Verdict.UNSATISFIABLE : answer.verdict();
        if (answer.verdict() != expected) {
            throw new EngineFailure("the solver exited with status " + status + " (" + expected.name().toLowerCase()
                    + ") but its answer says " + answer.verdict().name().toLowerCase());
        }
        return answer;
    }

    /** Where the solver of a run in {@code dir} writes its proof ({@code {proof}}). */
    static Path proof(Path dir) {
        return dir.resolve("proof.drat");
    }

    private static String read(Path file) throws IOException {
        if (!Files.exists(file)) {
            throw new EngineFailure("the solver wrote no answer file (" + DimacsCommand.OUT + ")");
        }
        if (Files.size(file) > MAX_OUTPUT_BYTES) {
            throw new EngineFailure("the solver printed " + Files.size(file) + " bytes, more than the "
                    + MAX_OUTPUT_BYTES + " an answer may have");
        }
        return Files.readString(file, StandardCharsets.ISO_8859_1);
    }
}
