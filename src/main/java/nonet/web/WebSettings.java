package nonet.web;

import java.nio.file.Path;
import java.util.List;

/**
 * How a server runs: where it listens, the models it offers besides the bundled ones (files named on
 * the command line, never by the page), the longest time one request may compute, how many
 * computations run at once, and the largest request body and grid it accepts.
 */
public record WebSettings(String host, int port, List<Path> modelFiles, long maxMillis, int jobs, int maxBodyBytes, int maxSize) {

    /** Bodies up to this many bytes: a 25x25 puzzle file with hundreds of clues fits many times over. */
    public static final int DEFAULT_MAX_BODY = 256 * 1024;
    /** The largest grid the page may send: the largest one-line grid nonet reads. */
    public static final int DEFAULT_MAX_SIZE = 25;

    public WebSettings {
        modelFiles = List.copyOf(modelFiles);
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is outside 0..65535");
        }
        if (maxMillis < 1 || jobs < 1) {
            throw new IllegalArgumentException("the time limit and the number of jobs must be positive");
        }
    }

    /** The defaults of {@code nonet serve} on a port (0: any free one). */
    public static WebSettings local(int port) {
        return new WebSettings("127.0.0.1", port, List.of(), 30_000, Math.max(2, Runtime.getRuntime().availableProcessors()),
                DEFAULT_MAX_BODY, DEFAULT_MAX_SIZE);
    }
}
