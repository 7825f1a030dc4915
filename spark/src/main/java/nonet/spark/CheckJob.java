package nonet.spark;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import nonet.check.CheckReport;
import nonet.check.Disagreement;
import org.apache.spark.HashPartitioner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import scala.Tuple2;

/**
 * {@code nonet check} as a Spark job: the corpus's files are read in parallel (one task a file),
 * its puzzles numbered in input order and dealt round-robin to partitions, each partition checked
 * by one {@link PartitionCheck}, and the partitions' reports merged on the driver into the report
 * {@code nonet check} prints for the same corpus.
 */
final class CheckJob {

    private final JavaSparkContext spark;
    private final JobSettings job;
    private final HadoopConf conf;

    CheckJob(JavaSparkContext spark, JobSettings job) {
        this.spark = spark;
        this.job = job;
        this.conf = new HadoopConf(spark.hadoopConfiguration());
    }

    /** Checks the files the arguments name in {@code partitions} partitions (0: twice the cluster's cores). */
    CheckReport run(List<String> inputs, int partitions) {
        CheckReport report = new CheckReport(job.engines(), job.limit());
        try (Corpus corpus = Corpus.read(spark, inputs, job.model(), conf)) {
            for (CheckReport part : dealt(corpus, partitions).mapPartitions(new PartitionCheck(job, conf)).collect()) {
                report.merge(part);
            }
            report.finish();
            report.sortDisagreements(inputOrder(corpus.files()));
        }
        return report;
    }

    /**
     * The corpus in {@code partitions} partitions (0: twice the cluster's cores), dealt by position
     * modulo their number, so that hard puzzles sitting together in a file are spread out; each
     * partition in input order.
     */
    static JavaRDD<PuzzleRecord> dealt(Corpus corpus, int partitions) {
        int slices = partitions > 0 ? partitions : 2 * corpus.defaultParallelism();
        JavaPairRDD<Long, PuzzleRecord> byNumber = corpus.numbered().mapToPair(r -> new Tuple2<>(r.number(), r));
        return byNumber.repartitionAndSortWithinPartitions(new HashPartitioner(slices)).values();
    }

    /** Disagreements as {@code nonet check --jobs 1} lists them: by input file, then position in it. */
    private static Comparator<Disagreement> inputOrder(List<CorpusInput> files) {
        Map<String, Integer> rank = new HashMap<>();
        for (CorpusInput f : files) {
            rank.putIfAbsent(f.source(), rank.size());
        }
        return Comparator.<Disagreement>comparingInt(d -> rank.getOrDefault(d.source(), Integer.MAX_VALUE))
                .thenComparingInt(Disagreement::index);
    }
}
