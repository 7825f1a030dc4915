package nonet.spark;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import nonet.cli.Seconds;
import nonet.batch.UserError;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The options check and count share on Spark: the model, the limits, the partitions and the corpus. */
final class SparkJobOptions {

    @Option(names = {"-m", "--model"}, paramLabel = "MODEL",
            description = "A bundled model's name, or a model file's local path on every node (ship it with spark-submit --files). Default: classic.")
    String model;

    @Option(names = "--limit", paramLabel = "K", defaultValue = "2", description = "Count solutions up to K. Default: ${DEFAULT-VALUE}.")
    long limit;

    @Option(names = "--timeout", paramLabel = "SEC", defaultValue = "0",
            description = "Time limit per engine and puzzle in seconds; a timeout is 'unknown'. 0 = none. Default: ${DEFAULT-VALUE}.")
    double timeoutSeconds;

    @Option(names = "--partitions", paramLabel = "N", defaultValue = "0",
            description = "Partitions the puzzles are dealt to (one engine set each). Default: twice the cluster's cores.")
    int partitions;

    @Parameters(paramLabel = "PATH", arity = "1..*",
            description = "Collection files, puzzle files (.nonet), directories of them or globs, on any Hadoop path (file:, hdfs://, s3a://).")
    List<String> inputs = new ArrayList<>();

    long timeoutMillis() {
        return Seconds.toMillis("--timeout", timeoutSeconds);
    }

    /** Checks what the driver can check before any task starts: a usage error is one line, not a failed job. */
    void validate() {
        if (limit < 1) {
            throw new UserError("--limit must be at least 1, not " + limit);
        }
        if (partitions < 0) {
            throw new UserError("--partitions must be at least 1 (or 0 for the default), not " + partitions);
        }
        if (model != null) {
            // loads the model once here: an unknown name is a usage error before the job starts
            nonet.batch.PuzzleArgs.open(model, java.io.InputStream.nullInputStream());
        }
    }

    /** The directory the job writes into (cases), created now: one that cannot be is a usage error before any task runs. */
    static void createDirectory(String option, String dir, Configuration conf) {
        try {
            Path path = new Path(dir);
            FileSystem fs = path.getFileSystem(conf);
            if (!fs.mkdirs(path)) {
                throw new UserError(option + " " + dir + ": cannot create the directory");
            }
        } catch (IOException | IllegalArgumentException e) {
            throw new UserError(option + " " + dir + ": cannot create the directory: " + CorpusInput.firstLine(e));
        }
    }

    /** An output path the job will create: it must not exist yet (Spark will not write over it). */
    static void requireNew(String option, String output, Configuration conf) {
        try {
            Path path = new Path(output);
            FileSystem fs = path.getFileSystem(conf);
            if (fs.exists(path)) {
                throw new UserError(option + " " + output + ": exists already; name a new path");
            }
        } catch (IOException | IllegalArgumentException e) {
            throw new UserError(option + " " + output + ": " + CorpusInput.firstLine(e));
        }
    }
}
