package nonet.spark;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import nonet.check.CheckReport;
import nonet.check.Disagreement;
import nonet.batch.OutputFormat;
import org.apache.spark.HashPartitioner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.storage.StorageLevel;
import scala.Tuple2;

/**
 * {@code nonet check} and {@code nonet count} as Spark jobs over a corpus. The corpus's files are
 * read in parallel (one task a file), its puzzles numbered in input order and dealt round-robin to
 * partitions; then each partition is checked by one {@link PartitionCheck}, whose reports the
 * driver merges into the report {@code nonet check} prints, or counted by one
 * {@link PartitionCount}, whose answers are written back in input order.
 */
final class CorpusJob {

    /** What the driver says when the counts are written: how many of each count, the first problems. */
    record CountSummary(Map<String, Long> counts, List<String> problems) {

        long puzzles() {
            return counts.values().stream().mapToLong(Long::longValue).sum();
        }

        /** 1 for an answer the model rejects, else 2 for bad input, else 0: nonet count's exit codes. */
        int exitCode() {
            return counts.containsKey(CountedPuzzle.INVALID) ? 1 : counts.containsKey(CountedPuzzle.ERROR) ? 2 : 0;
        }
    }

    static final int PROBLEMS_SHOWN = 20;

    private final JavaSparkContext spark;
    private final JobSettings job;
    private final HadoopConf conf;

    CorpusJob(JavaSparkContext spark, JobSettings job) {
        this.spark = spark;
        this.job = job;
        this.conf = new HadoopConf(spark.hadoopConfiguration());
    }

    /** Checks the files the arguments name in {@code partitions} partitions (0: twice the cluster's cores). */
    CheckReport check(List<String> inputs, int partitions) {
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

    /** Counts the files' puzzles, writing the answers to {@code output} (a new Hadoop directory) in input order. */
    CountSummary count(List<String> inputs, int partitions, String output, OutputFormat format, long seed) {
        try (Corpus corpus = Corpus.read(spark, inputs, job.model(), conf)) {
            JavaPairRDD<Long, CountedPuzzle> counted = dealt(corpus, partitions)
                    .mapPartitionsToPair(new PartitionCount(job, format, seed))
                    .persist(StorageLevel.MEMORY_AND_DISK_SER());
            try {
                counted.sortByKey().values().map(CountedPuzzle::text).saveAsTextFile(output);
                Map<String, Long> counts = new TreeMap<>(counted.values().map(CountedPuzzle::word).countByValue());
                List<String> problems = counted.filter(c -> c._2().problem() != null).sortByKey()
                        .map(c -> c._2().problem()).take(PROBLEMS_SHOWN);
                return new CountSummary(counts, problems);
            } finally {
                counted.unpersist(false);
            }
        }
    }

    /**
     * The corpus in {@code partitions} partitions (0: twice the cluster's cores), dealt by position
     * modulo their number, so that hard puzzles sitting together in a file are spread out; each
     * partition in input order.
     */
    private static JavaRDD<PuzzleRecord> dealt(Corpus corpus, int partitions) {
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
