package nonet.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import nonet.batch.PuzzleArgs;
import nonet.batch.UserError;
import nonet.engine.cnf.CnfEncoder;
import nonet.engine.cnf.DimacsWriter;
import nonet.io.PuzzleEntry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code nonet cnf}: the puzzle as DIMACS CNF, for any SAT solver; read its answer back with {@code nonet decode}. */
@Command(name = "cnf", mixinStandardHelpOptions = true,
        description = "Write the puzzle as DIMACS CNF (direct encoding, one variable per cell and digit) to stdout.")
public final class CnfCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-m", "--model"}, paramLabel = "MODEL", description = "the model (default: classic)")
    String model;

    @Option(names = "--encoding", paramLabel = "extended|minimal", defaultValue = "extended",
            description = "extended (default: also at-most-one per cell and at-least-one per group) or minimal")
    String encoding;

    @Parameters(index = "0", paramLabel = "PUZZLE", description = "a grid line, or a file whose first puzzle is used")
    String puzzle;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        try {
            CnfEncoder.Encoding chosen = CnfEncoder.parse(CnfEncoder.Encoding.class, "--encoding", encoding);
            PuzzleEntry.Ok entry = PuzzleArgs.loadOneEntry(model, puzzle);
            DimacsWriter.write(entry.model(), chosen, entry.spec().toNonet(), spec.commandLine().getOut());
            return 0;
        } catch (UserError | IllegalArgumentException e) {
            err.println("nonet cnf: " + e.getMessage());
            return 2;
        } catch (CnfEncoder.TooLarge e) {
            err.println("nonet cnf: " + e.getMessage());
            return 1;
        }
    }
}
