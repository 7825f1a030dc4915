package nonet.spark;

import java.io.PrintWriter;
import java.util.function.Supplier;
import nonet.cli.Main;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code nonet-spark}: nonet's batch commands as Spark jobs, for spark-submit. The options are
 * {@code nonet check}'s and {@code nonet count}'s; paths are Hadoop paths (local files, {@code hdfs://},
 * {@code s3a://}). Exit codes are nonet's.
 */
@Command(name = "nonet-spark", mixinStandardHelpOptions = true, subcommands = {SparkCheckCommand.class, SparkCountCommand.class},
        description = {"Cross-check or count a corpus of puzzles on Apache Spark, as 'nonet check' and 'nonet count' do on one machine.",
                "Run it with spark-submit; inputs and outputs are Hadoop paths (file:, hdfs://, s3a://)."})
public final class SparkMain implements Runnable {

    private final Supplier<JavaSparkContext> spark;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private SparkMain(Supplier<JavaSparkContext> spark) {
        this.spark = spark;
    }

    public static void main(String[] args) {
        JavaSparkContext[] created = new JavaSparkContext[1];
        int code = run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true), () -> {
            // spark-submit sets the master; run without it (java -cp), a job uses this machine's cores
            SparkConf conf = new SparkConf().setAppName("nonet").setIfMissing("spark.master", "local[*]");
            created[0] = new JavaSparkContext(conf);
            created[0].setLogLevel("WARN");
            return created[0];
        });
        if (created[0] != null) {
            created[0].stop();
        }
        System.exit(code);
    }

    /** Runs the command line on the context the supplier gives (created only when a job runs); returns the exit code. */
    public static int run(String[] args, PrintWriter out, PrintWriter err, Supplier<JavaSparkContext> spark) {
        return Main.execute(new CommandLine(new SparkMain(spark)), args, out, err);
    }

    JavaSparkContext spark() {
        return spark.get();
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a subcommand is required: check or count");
    }
}
