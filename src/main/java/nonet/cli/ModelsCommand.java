package nonet.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import nonet.batch.UserError;
import nonet.lang.LangException;
import nonet.lang.ModelLibrary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code nonet models [NAME]}: the bundled models, or one model's source. */
@Command(name = "models", mixinStandardHelpOptions = true,
        description = "List the bundled models with their clue types, or print one model's source.")
final class ModelsCommand implements Callable<Integer> {

    @Parameters(paramLabel = "NAME", arity = "0..1", description = "Print this bundled model's source.")
    String name;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        ModelLibrary library = ModelLibrary.bundled();
        if (name != null) {
            try {
                out.print(library.source(name));
            } catch (LangException e) {
                throw new UserError(e.getMessage());
            }
            return ExitCodes.OK;
        }
        int width = library.list().stream().mapToInt(m -> m.name().length()).max().orElse(8);
        for (nonet.lang.ModelInfo m : library.list()) {
            String clues = m.clueNames().isEmpty() ? "" : "  [clues: " + String.join(", ", m.clueNames()) + "]";
            out.printf("%-" + width + "s  %s%s%n", m.name(), m.about(), clues);
        }
        return ExitCodes.OK;
    }
}
