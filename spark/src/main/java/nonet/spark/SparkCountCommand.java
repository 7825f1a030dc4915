package nonet.spark;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import nonet.cli.EngineSelection;
import nonet.batch.OutputFormat;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code nonet-spark count}: {@code nonet count} over a corpus on Spark, the answers written to a Hadoop path in input order. */
@Command(name = "count", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Count each puzzle's solutions up to a limit (default 2: is it unique?), on Spark.",
                "The answers go to OUTPUT, a new directory of part files whose lines, in order, are the puzzles' answers in input order."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every puzzle was processed", "1:an engine returned a grid the model rejects",
                "2:usage error or malformed input (the rest of the corpus is still counted)"})
final class SparkCountCommand implements Callable<Integer> {

    @Mixin
    EngineSelection engine;

    @Mixin
    SparkJobOptions job;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "line",
            description = "line (the count: 0, 1, 2+...; 'error' for bad input), json (one object a line) or text. Default: ${DEFAULT-VALUE}.")
    OutputFormat format;

    @Option(names = {"-o", "--output"}, paramLabel = "OUTPUT", required = true, description = "The directory to write the answers to (a Hadoop path).")
    String output;

    @ParentCommand
    SparkMain main;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        engine.tuning().create(engine.name()).close();
        job.validate();
        JavaSparkContext spark = main.spark();
        SparkJobOptions.requireNew("--output", output, spark.hadoopConfiguration());
        JobSettings settings = new JobSettings(job.model, List.of(engine.name()), engine.tuning().options().values(), job.limit,
                job.timeoutMillis(), null);
        long start = System.nanoTime();
        CorpusJob.CountSummary summary = new CorpusJob(spark, settings).count(job.inputs, job.partitions, output, format, engine.tuning().seed());
        PrintWriter out = spec.commandLine().getOut();
        StringBuilder counts = new StringBuilder();
        summary.counts().forEach((word, n) -> counts.append(counts.length() == 0 ? "" : ", ").append(word).append(": ").append(n));
        out.printf(Locale.ROOT, "Counted %d puzzles with %s (limit %d) in %.2f s, answers in %s. Counts: %s.%n", summary.puzzles(),
                engine.name(), job.limit, (System.nanoTime() - start) / 1e9, output, counts.length() == 0 ? "none" : counts);
        PrintWriter err = spec.commandLine().getErr();
        summary.problems().forEach(p -> err.println("nonet: " + p));
        return summary.exitCode();
    }
}
