package nonet.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.util.List;
import nonet.batch.UserError;
import nonet.format.Visible;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code nonet} command: subcommands for each job, Unix-style exit codes, no stack traces. */
@Command(name = "nonet", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Model Sudoku and its variants declaratively; solve, count and cross-check them with several engines.")
public final class Main implements Runnable {

    /** In the order of the usage message; {@code help} last. */
    private static final List<Class<?>> SUBCOMMANDS = List.of(SolveCommand.class, CountCommand.class, CheckCommand.class,
            ExplainCommand.class, CnfCommand.class, DecodeCommand.class, ImportCommand.class, ExportCommand.class, DrawCommand.class, CandidatesCommand.class, MinimalCommand.class, GenerateCommand.class,
            EstimateCommand.class,
            BenchCommand.class, ModelsCommand.class, ServeCommand.class,
            EnginesCommand.class, CommandLine.HelpCommand.class);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(new CheckedOutput(new FileOutputStream(FileDescriptor.out)),
                Charset.defaultCharset()), true);
        System.exit(run(args, out, new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given streams and returns the exit code (tests call this). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return execute(commandLine(args), args, out, err);
    }

    /**
     * Runs a command tree (nonet's, or another program's built of nonet's commands and options) with
     * nonet's handling: usage errors and {@link UserError}s as one line and exit 2, no stack traces.
     */
    public static int execute(CommandLine cl, String[] args, PrintWriter out, PrintWriter err) {
        cl.setOut(out);
        cl.setErr(err);
        cl.setParameterExceptionHandler((e, a) -> {
            err.println("nonet: " + Visible.of(e.getMessage()));
            CommandLine.UnmatchedArgumentException.printSuggestions(e, err);
            err.println("Try '" + e.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
            return ExitCodes.BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((e, c, p) -> {
            if (e instanceof UserError) {
                err.println("nonet: " + Visible.of(e.getMessage()));
                return ExitCodes.BAD_INPUT;
            }
            if (e instanceof OutputFailed failed) {
                return outputFailed(failed, err);
            }
            err.println("nonet: internal error: " + e + " (please report it with the command line that caused it)");
            return ExitCodes.INTERNAL;
        });
        cl.setExecutionStrategy(parsed -> {
            try {
                return new CommandLine.RunLast().execute(parsed);
            } catch (OutputFailed e) {
                // picocli's own printing (help, version) failed; a command's failure reaches the handler above
                return outputFailed(e, err);
            }
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
        try {
            out.flush();
        } catch (OutputFailed e) {
            code = outputFailed(e, err);
        }
        err.flush();
        return code;
    }

    /** A closed pipe ends the run quietly, as coreutils do; any other write error is reported. */
    private static int outputFailed(OutputFailed e, PrintWriter err) {
        if (e.brokenPipe()) {
            return ExitCodes.BROKEN_PIPE;
        }
        err.println("nonet: cannot write the output: " + e.getMessage());
        return ExitCodes.OUTPUT_FAILED;
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
                return withVersion(cl);
            }
        }
        SUBCOMMANDS.forEach(cl::addSubcommand);
        return withVersion(cl);
    }

    /** Each subcommand's {@code --version} prints nonet's, as {@code nonet --version} does. */
    private static CommandLine withVersion(CommandLine cl) {
        cl.getSubcommands().values().forEach(sub -> sub.getCommandSpec().versionProvider(new Version()));
        return cl;
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a subcommand is required");
    }
}
