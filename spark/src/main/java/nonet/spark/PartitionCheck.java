package nonet.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import nonet.check.CheckReport;
import nonet.check.Checker;
import nonet.batch.PuzzleArgs;
import nonet.lang.Compiler;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.permission.FsPermission;
import org.apache.spark.api.java.function.FlatMapFunction;

/**
 * Checks one partition of the corpus with nonet's own {@link Checker}: one set of engines for the
 * whole partition (warm caches, one start-up cost), every answer verified and compared as
 * {@code nonet check} does, and one report out, which the driver merges with the others. Cases are
 * written to a local directory by the checker, then copied to the job's case directory.
 */
final class PartitionCheck implements FlatMapFunction<Iterator<PuzzleRecord>, CheckReport> {

    private static final long serialVersionUID = 1L;

    /** The command a case re-runs with: the executor's class path means nothing where the case is read. */
    static final List<String> CASE_LAUNCHER = List.of("nonet");

    private final JobSettings job;
    private final HadoopConf conf;

    PartitionCheck(JobSettings job, HadoopConf conf) {
        this.job = job;
        this.conf = conf;
    }

    @Override
    public Iterator<CheckReport> call(Iterator<PuzzleRecord> records) throws IOException {
        Path local = job.caseDir() == null ? null : Files.createTempDirectory("nonet-cases");
        try {
            CheckReport report = new CheckReport(job.engines(), job.limit());
            Compiler compiler = PuzzleArgs.open(job.model(), InputStream.nullInputStream()).compiler();
            Checker checker = new Checker(job.checkSettings(local), compiler, report, CASE_LAUNCHER);
            while (records.hasNext()) {
                PuzzleRecord r = records.next();
                checker.submit(r.entry(compiler), r.number());
            }
            checker.finish();
            if (local != null) {
                upload(local, report);
            }
            return List.of(report).iterator();
        } finally {
            if (local != null) {
                deleteTree(local);
            }
        }
    }

    /**
     * Copies each written case to the job's case directory and makes the report name it there; a
     * case that cannot be copied is named as not written, with the reason, as nonet check names a
     * case it cannot write, and the check goes on.
     */
    private void upload(Path local, CheckReport report) throws IOException {
        org.apache.hadoop.fs.Path target = new org.apache.hadoop.fs.Path(job.caseDir());
        Map<String, String> copied = new HashMap<>();
        try (Stream<Path> cases = Files.list(local)) {
            for (Path c : cases.toList()) {
                org.apache.hadoop.fs.Path copy = new org.apache.hadoop.fs.Path(target, c.getFileName().toString());
                try {
                    FileSystem fs = conf.fileSystem(target);
                    fs.copyFromLocalFile(false, true, new org.apache.hadoop.fs.Path(c.toUri()), copy);
                    // the copy drops the executable bit, which the case's one command needs
                    fs.setPermission(new org.apache.hadoop.fs.Path(copy, "reproduce.sh"), new FsPermission((short) 0755));
                    copied.put(c.toString(), copy.toString());
                } catch (IOException | RuntimeException e) {
                    copied.put(c.toString(), "(not written: cannot copy the case to " + copy + ": " + CorpusInput.firstLine(e) + ")");
                }
            }
        }
        report.moveCases(dir -> copied.getOrDefault(dir, dir));
    }

    private static void deleteTree(Path root) {
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException | UncheckedIOException e) {
            // a temporary directory left behind is the executor's to clean; the cases are already copied
        }
    }
}
