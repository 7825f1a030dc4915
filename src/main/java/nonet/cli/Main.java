package nonet.cli;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code nonet} command: subcommands for each job, Unix-style exit codes, no stack traces. */
@Command(name = "nonet", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Model Sudoku and its variants declaratively; solve, count and cross-check them with several engines.")
public final class Main implements Runnable {

    /** In the order of the usage message; {@code help} last. */
    private static final List<Class<?>> SUBCOMMANDS = List.of(SolveCommand.class, CountCommand.class, CheckCommand.class,
            ExplainCommand.class, CnfCommand.class, DecodeCommand.class, ImportCommand.class, ExportCommand.class, DrawCommand.class, CandidatesCommand.class, MinimalCommand.class,
            BenchCommand.class, ModelsCommand.class,
            EnginesCommand.class, CommandLine.HelpCommand.class);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given streams and returns the exit code (tests call this). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = commandLine(args);
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

    /**
     * The command tree for these arguments. Picocli builds each subcommand's model by reflection, a
     * tenth of a second for all of them at start-up (measured), so when the first argument names a
     * subcommand only that one is built; help, an unknown name or none get them all.
     */
    static CommandLine commandLine(String[] args) {
        CommandLine cl = new CommandLine(new Main());
        String first = args.length > 0 ? args[0] : "";
        for (Class<?> c : SUBCOMMANDS) {
            if (c != CommandLine.HelpCommand.class && c.getAnnotation(Command.class).name().equals(first)) {
                cl.addSubcommand(c);
                return cl;
            }
        }
        SUBCOMMANDS.forEach(cl::addSubcommand);
        return cl;
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a subcommand is required");
    }
}
