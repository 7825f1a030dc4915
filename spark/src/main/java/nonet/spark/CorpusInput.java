package nonet.spark;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * One file of a corpus, as the driver found it: its name in reports and its Hadoop path; or, for an
 * input that names no readable file, the reason, which becomes that input's bad entry (the batch
 * goes on, as {@code nonet check} goes on past a missing file).
 */
record CorpusInput(String source, String path, String error) implements Serializable {

    /**
     * The files the arguments name, in argument order: a file as given; a directory's files, and a
     * glob's matches, sorted by name (hidden and {@code _}-prefixed ones, such as Hadoop's
     * {@code _SUCCESS}, skipped), each named by its full path.
     */
    static List<CorpusInput> list(List<String> args, HadoopConf conf) {
        List<CorpusInput> inputs = new ArrayList<>();
        for (String arg : args) {
            try {
                inputs.addAll(expand(arg, conf));
            } catch (IOException | IllegalArgumentException | UnsupportedOperationException e) {
                // an unknown scheme (s3a:// without hadoop-aws), a refused connection, a malformed URI
                inputs.add(new CorpusInput(arg, arg, "cannot read: " + firstLine(e)));
            }
        }
        return inputs;
    }

    private static List<CorpusInput> expand(String arg, HadoopConf conf) throws IOException {
        if (arg.isBlank()) {
            return List.of(new CorpusInput("<arg>", arg, "empty puzzle argument"));
        }
        Path path = new Path(arg);
        FileSystem fs = conf.fileSystem(path);
        FileStatus[] matches = fs.globStatus(path);
        if (matches == null || matches.length == 0) {
            return List.of(new CorpusInput(arg, arg, "no such file"));
        }
        if (matches.length == 1 && matches[0].isFile() && !isGlob(arg)) {
            return List.of(new CorpusInput(arg, matches[0].getPath().toString(), null));
        }
        List<CorpusInput> files = new ArrayList<>();
        for (FileStatus match : sorted(matches)) {
            if (match.isFile()) {
                files.add(named(match));
            } else {
                for (FileStatus child : sorted(fs.listStatus(match.getPath()))) {
                    if (child.isFile() && visible(child)) {
                        files.add(named(child));
                    }
                }
            }
        }
        return files.isEmpty() ? List.of(new CorpusInput(arg, arg, "holds no puzzle file")) : files;
    }

    private static CorpusInput named(FileStatus file) {
        String path = file.getPath().toString();
        return new CorpusInput(path, path, null);
    }

    private static boolean visible(FileStatus file) {
        String name = file.getPath().getName();
        return !name.startsWith(".") && !name.startsWith("_");
    }

    private static boolean isGlob(String arg) {
        return arg.chars().anyMatch(c -> "*?[{".indexOf(c) >= 0);
    }

    private static List<FileStatus> sorted(FileStatus[] files) {
        return Arrays.stream(files).sorted(Comparator.comparing(f -> f.getPath().toString())).toList();
    }

    /** An exception's message without Hadoop's multi-line detail. */
    static String firstLine(Exception e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
