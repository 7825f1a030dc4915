package nonet.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import nonet.batch.PuzzleArgs;
import nonet.batch.UserError;
import nonet.engine.cnf.GridDecoder;
import nonet.engine.cnf.SatOutputReader;
import nonet.model.Model;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code nonet decode}: reads a SAT solver's answer to {@code nonet cnf} and prints the grid, after
 * checking it against the model. Exit 0 with the grid (or {@code none} when the solver proved the
 * CNF unsatisfiable); exit 1 when the assignment is not a solution or the solver gave no answer.
 */
@Command(name = "decode", mixinStandardHelpOptions = true,
        description = "Decode a SAT solver's output for `nonet cnf` into a verified grid line (\"none\" if UNSAT).")
public final class DecodeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-m", "--model"}, paramLabel = "MODEL", description = "the model (default: classic)")
    String model;

    @Parameters(index = "0", paramLabel = "PUZZLE", description = "the puzzle given to `nonet cnf`")
    String puzzle;

    @Parameters(index = "1", paramLabel = "SOLVER_OUTPUT", description = "the solver's output file (minisat result file or competition output), or - for stdin")
    String output;

    /** The longest solver output read. */
    static final int MAX_OUTPUT = 64 << 20;

    /** Where "-" reads from; tests replace it. */
    InputStream stdin = System.in;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            Model m = PuzzleArgs.loadOne(model, puzzle);
            SatOutputReader.Answer answer = SatOutputReader.read(readOutput());
            switch (answer.verdict()) {
                case UNSATISFIABLE:
                    out.println("none");
                    out.flush();
                    return 0;
                case UNKNOWN:
                    err.println("nonet decode: the solver gave no answer (UNKNOWN/INDET)");
                    return 1;
                default:
                    break;
            }
            GridDecoder.Decoded decoded = GridDecoder.decode(m, answer::isTrue);
            if (!decoded.valid()) {
                err.println("nonet decode: the assignment is not a solution: " + decoded.problem());
                return 1;
            }
            out.println(m.geometry().format(decoded.grid()));
            out.flush();
            return 0;
        } catch (UserError e) {
            err.println("nonet decode: " + e.getMessage());
            return 2;
        } catch (SatOutputReader.MalformedOutput e) {
            err.println("nonet decode: " + (output.equals("-") ? "stdin" : output) + ": " + e.getMessage());
            return 1;
        }
    }

    /** The solver's output, up to {@link #MAX_OUTPUT} bytes: an endless input (/dev/zero) is an error, not an allocation. */
    private String readOutput() {
        try (InputStream in = output.equals("-") ? stdin : Files.newInputStream(Path.of(output))) {
            byte[] bytes = in.readNBytes(MAX_OUTPUT + 1);
            if (bytes.length > MAX_OUTPUT) {
                throw new UserError(output + ": longer than " + MAX_OUTPUT + " bytes, where a solver's answer for a 25x25 grid"
                        + " is about 100 KB");
            }
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException | java.nio.file.InvalidPathException e) {
            throw new UserError(output + ": cannot read: " + e.getMessage());
        }
    }
}
