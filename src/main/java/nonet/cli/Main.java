package nonet.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code nonet} command: subcommands for each job, Unix-style exit codes, no stack traces. */
@Command(name = "nonet", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Model Sudoku and its variants declaratively; solve, count and cross-check them with several engines.",
        subcommands = {SolveCommand.class, CountCommand.class, CheckCommand.class, ExplainCommand.class, CnfCommand.class, DecodeCommand.class, BenchCommand.class, ModelsCommand.class, EnginesCommand.class,
                CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given streams and returns the exit code (tests call this). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new Main());
        cl.setOut(out);
        cl.setErr(err);
        cl.setParameterExceptionHandler((e, a) -> {
            err.println("nonet: " + e.getMessage());
            CommandLine.UnmatchedArgumentException.printSuggestions(e, err);
            err.println("Try '" + e.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
            return ExitCodes.BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((e, c, p) -> {
            if (e instanceof UserError) {
                err.println("nonet: " + e.getMessage());
                return ExitCodes.BAD_INPUT;
            }
            err.println("nonet: internal error: " + e + " (please report it with the command line that caused it)");
            return ExitCodes.INTERNAL;
        });
        int code;
        try {
            code = cl.execute(args);
        } catch (StackOverflowError | OutOfMemoryError e) {
            // the JVM's own limits, past every per-puzzle guard: say which, without a stack trace
            err.println("nonet: internal error: " + e + (e instanceof OutOfMemoryError
                    ? " (give Java more memory: NONET_JAVA_OPTS=-Xmx4g ./nonet ...)" : "")
                    + " (please report it with the command line that caused it)");
            code = ExitCodes.INTERNAL;
        }
        out.flush();
        err.flush();
        return code;
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a subcommand is required");
    }
}
