package nonet.cli;

import java.io.PrintWriter;
import nonet.engine.EngineDescription;
import nonet.engine.EngineProvider;
import nonet.engine.OptimizingEngine;
import nonet.engine.OptionSpec;
import nonet.engine.registry.EngineRegistry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nonet engines}: the engines that can be selected with {@code -e}, then the families of
 * external engines ({@code dimacs:COMMAND}) with the members found on this machine's PATH; with
 * {@code --options}, each engine's settings as the engine declares them.
 */
@Command(name = "engines", mixinStandardHelpOptions = true, description = "List the engines.")
final class EnginesCommand implements Runnable {

    @Option(names = "--options", description = "Under each engine, the primitives it does not support and the settings it"
            + " reads (-O KEY=VALUE): the values allowed, the default, what each does.")
    boolean options;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        for (EngineProvider.Entry e : EngineRegistry.entries()) {
            row(out, e.description(), e.description().summary());
        }
        for (EngineProvider.Family f : EngineRegistry.families()) {
            row(out, f.description(), f.description().summary());
            for (String name : f.found().get()) {
                out.printf("%-16s %-10s %s%n", name, f.description().complete() ? "complete" : "incomplete", "available: on the PATH");
            }
        }
        if (options) {
            out.printf("%-16s %-10s %s%n", "(every engine)", "", "settings the model goes through before any engine");
            setting(out, OptimizingEngine.OPTION);
        }
    }

    private static void setting(PrintWriter out, OptionSpec o) {
        out.printf("    %-22s %s (default %s): %s%n", o.key(), o.allowed(),
                o.defaultValue().isEmpty() ? "none" : o.defaultValue(), o.description());
    }

    private void row(PrintWriter out, EngineDescription d, String summary) {
        out.printf("%-16s %-10s %s%n", d.name(), d.complete() ? "complete" : "incomplete", summary);
        if (options) {
            if (!d.unsupported().isEmpty()) {
                out.printf("    %-22s %s%n", "(unsupported)", String.join(", ", d.unsupported().stream().map(Class::getSimpleName).toList()));
            }
            for (OptionSpec o : d.options()) {
                setting(out, o);
            }
        }
    }
}
