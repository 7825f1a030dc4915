package nonet.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import nonet.engine.sat.GridDecoder;
import nonet.engine.sat.SatOutputReader;
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

    private String readOutput() {
        try {
            if (output.equals("-")) {
                return new String(stdin.readAllBytes(), StandardCharsets.UTF_8);
            }
            return Files.readString(Path.of(output), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserError(output + ": cannot read: " + e.getMessage());
        }
    }
}
