package nonet.cli;

import java.io.PrintWriter;
import nonet.engine.EngineRegistry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;

/** {@code nonet engines}: the engines that can be selected with {@code -e}. */
@Command(name = "engines", mixinStandardHelpOptions = true, description = "List the engines.")
final class EnginesCommand implements Runnable {

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        for (EngineRegistry.Entry e : EngineRegistry.entries()) {
            out.printf("%-8s %-10s %s%n", e.name(), e.complete() ? "complete" : "incomplete", e.description());
        }
    }
}
