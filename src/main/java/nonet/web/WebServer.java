package nonet.web;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;

/**
 * The local web page and its JSON API, on the JDK's own HTTP server ({@code com.sun.net.httpserver}):
 * one page and a dozen small JSON routes need no more, and it adds no dependency. Requests are read
 * and answered by a fixed pool of threads; the computations behind them run in {@link Jobs}, whose
 * bounded queue is what keeps a burst of requests from piling up work.
 */
public final class WebServer implements AutoCloseable {

    /** Threads reading and answering requests; they mostly wait for jobs, so more than the cores. */
    private static final int REQUEST_THREADS = 16;

    private final HttpServer http;
    private final ExecutorService requests;
    private final Jobs jobs;

    private WebServer(HttpServer http, ExecutorService requests, Jobs jobs) {
        this.http = http;
        this.requests = requests;
        this.jobs = jobs;
    }

    /** Starts listening; a model file that does not load is a {@link LangException} before anything listens. */
    public static WebServer start(WebSettings settings) throws IOException, LangException {
        ModelLibrary library = ModelLibrary.bundled();
        Compiler compiler = new Compiler(library);
        ServedModels models = new ServedModels(library, compiler, settings.modelFiles());
        Jobs jobs = new Jobs(settings.jobs());
        WebContext ctx = new WebContext(settings, compiler, new PuzzleFileParser(library), models, jobs);
        HttpServer http = HttpServer.create(new InetSocketAddress(settings.host(), settings.port()), 128);
        http.createContext("/", new PageRoute(settings));
        http.createContext("/api/", ex -> Reply.json(ex, 404, new HttpError(404, "no such API route: " + ex.getRequestURI().getPath()).body()));
        http.createContext("/api/models", new ModelsRoute(ctx));
        http.createContext("/api/clues", new CluesRoute(ctx));
        http.createContext("/api/parse", new ParseRoute(ctx));
        http.createContext("/api/solve", new SolveRoute(ctx));
        http.createContext("/api/count", new CountRoute(ctx));
        http.createContext("/api/candidates", new CandidatesRoute(ctx));
        http.createContext("/api/diff", new DiffRoute(ctx));
        http.createContext("/api/explain", new ExplainRoute(ctx));
        http.createContext("/api/check", new CheckRoute(ctx));
        http.createContext("/api/generate", new GenerateRoute(ctx));
        http.createContext("/api/import", new ImportRoute(ctx));
        http.createContext("/api/export", new ExportRoute(ctx));
        http.createContext("/api/cancel", new CancelRoute(ctx));
        http.createContext("/api/status", new StatusRoute(ctx));
        ThreadPoolExecutor requests = new ThreadPoolExecutor(REQUEST_THREADS, REQUEST_THREADS, 0, TimeUnit.MILLISECONDS,
                new LinkedBlockingQueue<>(), r -> {
                    Thread t = new Thread(r, "nonet-http");
                    t.setDaemon(true);
                    return t;
                });
        http.setExecutor(requests);
        http.start();
        return new WebServer(http, requests, jobs);
    }

    /** The page's address, as a browser reaches it. */
    public URI address() {
        InetSocketAddress a = http.getAddress();
        String host = a.getAddress().isAnyLocalAddress() ? "127.0.0.1" : a.getAddress().getHostAddress();
        return URI.create("http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + a.getPort() + "/");
    }

    @Override
    public void close() {
        http.stop(0);
        jobs.close();
        requests.shutdownNow();
    }
}
