package nonet.spark;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;
import nonet.check.CheckReport;
import nonet.cli.EngineTuning;
import nonet.batch.OutputFormat;
import nonet.batch.UserError;
import nonet.engine.registry.EngineRegistry;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code nonet-spark check}: {@code nonet check} over a corpus on Spark, with the same report. */
@Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Cross-check engines on every puzzle of a corpus, on Spark: the report of 'nonet check' for the same corpus.",
                "Disagreements are written as reproducible cases (puzzle.nonet, answers.txt, reproduce.sh) under --report."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every engine agreed on every puzzle", "1:a disagreement, or an answer the model rejects",
                "2:usage error or malformed input (the rest of the corpus is still checked)"})
final class SparkCheckCommand implements Callable<Integer> {

    @Option(names = "--engines", paramLabel = "E1,E2", split = ",",
            description = "The engines to compare. Default: every complete engine (see 'nonet engines').")
    List<String> engines;

    @Mixin
    SparkJobOptions job;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text or json. Default: ${DEFAULT-VALUE}.")
    OutputFormat format;

    @Option(names = "--report", paramLabel = "DIR", description = "Write each disagreement as a case under DIR (a Hadoop path).")
    String reportDir;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE",
            description = "Also write the report to FILE (a Hadoop path): in cluster mode the driver's output is in the cluster's logs.")
    String output;

    @Mixin
    EngineTuning tuning;

    @ParentCommand
    SparkMain main;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        List<String> names = engines == null ? EngineRegistry.completeNames() : engines.stream().filter(e -> !e.isBlank()).toList();
        if (names.isEmpty()) {
            throw new UserError("--engines names no engine; a check needs at least one (e.g. --engines native,sat)");
        }
        // creating each engine once here reports a bad name or option before any task runs
        names.forEach(name -> tuning.create(name).close());
        job.validate();
        if (format == OutputFormat.line) {
            throw new UserError("check prints a report: --format text or json");
        }
        JavaSparkContext spark = main.spark();
        if (output != null) {
            SparkJobOptions.requireNew("--output", output, spark.hadoopConfiguration());
        }
        if (reportDir != null) {
            SparkJobOptions.createDirectory("--report", reportDir, spark.hadoopConfiguration());
        }
        JobSettings settings = new JobSettings(job.model, names, tuning.options().values(), job.limit, job.timeoutMillis(), reportDir);
        CheckReport report = new CorpusJob(spark, settings).check(job.inputs, job.partitions);
        String text = format == OutputFormat.json ? report.json(false) : report.text(false);
        spec.commandLine().getOut().println(text);
        if (output != null) {
            write(spark, output, text + "\n");
        }
        return report.exitCode();
    }

    private static void write(JavaSparkContext spark, String file, String text) {
        Path path = new Path(file);
        try (OutputStream out = path.getFileSystem(spark.hadoopConfiguration()).create(path, false)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException | IllegalArgumentException e) {
            throw new UserError("--output " + file + ": cannot write: " + CorpusInput.firstLine(e));
        }
    }
}
