package nonet.cli;

import java.io.PrintWriter;
import nonet.engine.EngineRegistry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;

/**
 * {@code nonet engines}: the engines that can be selected with {@code -e}, then the families of
 * external engines ({@code dimacs:COMMAND}) with the members found on this machine's PATH.
 */
@Command(name = "engines", mixinStandardHelpOptions = true, description = "List the engines.")
final class EnginesCommand implements Runnable {

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        for (EngineRegistry.Entry e : EngineRegistry.entries()) {
            row(out, e.name(), e.complete(), e.description());
        }
        for (EngineRegistry.Family f : EngineRegistry.families()) {
            row(out, f.prefix() + f.argument(), f.complete(), f.description());
            for (String name : f.found().get()) {
                row(out, name, f.complete(), "available: on the PATH");
            }
        }
    }

    private static void row(PrintWriter out, String name, boolean complete, String description) {
        out.printf("%-16s %-10s %s%n", name, complete ? "complete" : "incomplete", description);
    }
}
