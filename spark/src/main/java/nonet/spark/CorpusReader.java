package nonet.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import nonet.batch.PuzzleArgs;
import nonet.io.PuzzleReader;
import org.apache.hadoop.fs.FileSystem;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.util.TaskCompletionListener;

/**
 * Reads one file of the corpus in a task, with nonet's own reader, so that every form
 * {@code nonet check} reads (one-line grids of any size, multi-line grids, puzzle files) gives the
 * same puzzles, positions and error messages. The file streams: the reader runs on its own thread
 * and hands records over through a bounded queue, so a file of any length is read in constant memory.
 */
final class CorpusReader implements FlatMapFunction<CorpusInput, PuzzleRecord> {

    private static final long serialVersionUID = 1L;
    private static final int QUEUE = 1024;

    private final String model;
    private final HadoopConf conf;

    CorpusReader(String model, HadoopConf conf) {
        this.model = model;
        this.conf = conf;
    }

    @Override
    public Iterator<PuzzleRecord> call(CorpusInput input) {
        if (input.error() != null) {
            return List.of(PuzzleRecord.unreadable(input)).iterator();
        }
        PuzzleReader reader = PuzzleArgs.open(model, InputStream.nullInputStream()).reader();
        Pushed records = new Pushed();
        Thread t = new Thread(() -> {
            try {
                read(input, reader, records);
                records.end();
            } catch (Stopped e) {
                // the task ended before the file did (killed, or its consumer took what it wanted): nobody reads the rest
            }
        }, "nonet-read");
        t.setDaemon(true);
        TaskContext task = TaskContext.get();
        if (task != null) {
            task.addTaskCompletionListener((TaskCompletionListener) context -> t.interrupt());
        }
        t.start();
        return records;
    }

    private void read(CorpusInput input, PuzzleReader reader, Pushed records) {
        org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(input.path());
        try {
            FileSystem fs = conf.fileSystem(path);
            // a local puzzle file's 'use' of a model beside it resolves there; elsewhere, in the working directory
            Path dir = "file".equals(fs.getUri().getScheme()) ? Path.of(path.toUri().getPath()).getParent() : Path.of("").toAbsolutePath();
            try (InputStream in = fs.open(path)) {
                reader.read(input.source(), in, dir, entry -> records.put(PuzzleRecord.of(entry)));
            }
        } catch (Stopped e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            // RuntimeException: Hadoop's unchecked failures (a bad URI), and nonet's own wrapped I/O errors
            records.put(PuzzleRecord.unreadable(new CorpusInput(input.source(), input.path(), "cannot read: "
                    + CorpusInput.firstLine(e instanceof UncheckedIOException u ? u.getCause() : e))));
        }
    }

    /** The reading thread's way out when its task has ended. */
    private static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super(null, null, false, false);
        }
    }

    /** The records the reading thread pushes, pulled by the task as an iterator. */
    private static final class Pushed implements Iterator<PuzzleRecord> {

        private static final PuzzleRecord END = new PuzzleRecord(-1, "", 0, 0, "", null);

        private final BlockingQueue<PuzzleRecord> queue = new ArrayBlockingQueue<>(QUEUE);
        private PuzzleRecord next;

        /** Waits for room; the reading thread is interrupted when its task ends, and stops. */
        void put(PuzzleRecord r) {
            try {
                queue.put(r);
            } catch (InterruptedException e) {
                throw new Stopped();
            }
        }

        void end() {
            put(END);
        }

        @Override
        public boolean hasNext() {
            if (next == null) {
                try {
                    next = queue.take();
                } catch (InterruptedException e) {
                    // the task itself is being killed: Spark expects its interruption to end it
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("the task was stopped while reading", e);
                }
            }
            return next != END;
        }

        @Override
        public PuzzleRecord next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            PuzzleRecord r = next;
            next = null;
            return r;
        }
    }
}
