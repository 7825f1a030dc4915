package nonet.spark;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import nonet.cli.OutputFormat;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.storage.StorageLevel;

/**
 * {@code nonet count} as a Spark job: each puzzle's count, as {@code nonet count} prints it, written
 * in input order (one line per puzzle in line and JSON formats) to a directory of part files on any
 * Hadoop path, and a tally of the counts for the driver to print.
 */
final class CountJob {

    /** What the driver says when the counts are written: how many of each count, the first problems. */
    record Summary(Map<String, Long> counts, List<String> problems) {

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

    CountJob(JavaSparkContext spark, JobSettings job) {
        this.spark = spark;
        this.job = job;
        this.conf = new HadoopConf(spark.hadoopConfiguration());
    }

    Summary run(List<String> inputs, int partitions, String output, OutputFormat format, long seed) {
        try (Corpus corpus = Corpus.read(spark, inputs, job.model(), conf)) {
            JavaPairRDD<Long, CountedPuzzle> counted = CheckJob.dealt(corpus, partitions)
                    .mapPartitionsToPair(new PartitionCount(job, format, seed))
                    .persist(StorageLevel.MEMORY_AND_DISK_SER());
            try {
                counted.sortByKey().values().map(CountedPuzzle::text).saveAsTextFile(output);
                Map<String, Long> counts = new TreeMap<>(counted.values().map(CountedPuzzle::word).countByValue());
                List<String> problems = counted.filter(c -> c._2().problem() != null).sortByKey()
                        .map(c -> c._2().problem()).take(PROBLEMS_SHOWN);
                return new Summary(counts, problems);
            } finally {
                counted.unpersist(false);
            }
        }
    }
}
