package nonet.spark;

import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.storage.StorageLevel;

/**
 * The puzzles of a corpus as an RDD, each numbered by its position among all the inputs (from 1),
 * as {@code nonet check} numbers its cases. Closing it releases the records it keeps.
 */
final class Corpus implements AutoCloseable {

    private final List<CorpusInput> files;
    private final JavaRDD<PuzzleRecord> read;
    private final int defaultParallelism;

    private Corpus(List<CorpusInput> files, JavaRDD<PuzzleRecord> read, int defaultParallelism) {
        this.files = files;
        this.read = read;
        this.defaultParallelism = defaultParallelism;
    }

    /**
     * Lists the files the arguments name and reads them, a file a task (several a task when there are
     * many). The records are kept (memory, then disk): numbering them counts each partition first,
     * and reading the files twice would cost more than keeping them.
     */
    static Corpus read(JavaSparkContext spark, List<String> args, String model, HadoopConf conf) {
        List<CorpusInput> files = CorpusInput.list(args, conf);
        int tasks = Math.max(1, Math.min(files.size(), 8 * spark.defaultParallelism()));
        JavaRDD<PuzzleRecord> read = spark.parallelize(files, tasks)
                .flatMap(new CorpusReader(model, conf))
                .persist(StorageLevel.MEMORY_AND_DISK_SER());
        return new Corpus(files, read, spark.defaultParallelism());
    }

    List<CorpusInput> files() {
        return files;
    }

    /** The cluster's cores, as Spark counts them: the default number of partitions. */
    int defaultParallelism() {
        return defaultParallelism;
    }

    JavaRDD<PuzzleRecord> numbered() {
        return read.zipWithIndex().map(t -> t._1().numbered(t._2() + 1));
    }

    @Override
    public void close() {
        read.unpersist(false);
    }
}
