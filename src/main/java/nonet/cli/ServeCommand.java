package nonet.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.BindException;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import nonet.batch.UserError;
import nonet.lang.LangException;
import nonet.web.WebServer;
import nonet.web.WebSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code nonet serve}: the local web page, until Ctrl-C. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serve the web page: enter a puzzle and see its true candidates after every edit.",
            "Solve, count, explain, cross-check and generate from the page. Listens on 127.0.0.1 unless --host says otherwise."},
        exitCodeListHeading = "Exit status:%n",
        exitCodeList = {"130:stopped by Ctrl-C", "2:usage error, the port is taken, or a --model file is broken"})
final class ServeCommand implements Callable<Integer> {

    @Option(names = "--port", paramLabel = "P", defaultValue = "8719", description = "The port (0: any free one). Default: ${DEFAULT-VALUE}.")
    int port;

    @Option(names = "--host", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
            description = "The address to listen on. Default: ${DEFAULT-VALUE} (this machine only); 0.0.0.0 lets others reach the page.")
    String host;

    @Option(names = "--open", description = "Open the page in the desktop's browser.")
    boolean open;

    @Option(names = {"-m", "--model"}, paramLabel = "FILE", description = "A model file the page may use besides the bundled ones (repeatable).")
    List<Path> models = new ArrayList<>();

    @Option(names = "--timeout", paramLabel = "SEC", defaultValue = "30",
            description = "The longest one request may compute. Default: ${DEFAULT-VALUE} s.")
    double timeoutSeconds;

    @Option(names = "--jobs", paramLabel = "N", description = "Computations at once (default: the cores, at least 2).")
    Integer jobs;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        if (jobs != null && jobs < 1) {
            throw new UserError("--jobs must be at least 1, not " + jobs);
        }
        WebSettings settings;
        try {
            WebSettings defaults = WebSettings.local(port);
            long millis = Seconds.toMillis("--timeout", timeoutSeconds);
            settings = new WebSettings(host, port, models, millis == 0 ? Long.MAX_VALUE / 4 : millis, jobs == null ? defaults.jobs() : jobs,
                    defaults.maxBodyBytes(), defaults.maxSize());
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
        WebServer server;
        try {
            server = WebServer.start(settings);
        } catch (BindException e) {
            throw new UserError("cannot listen on " + host + ":" + port + ": " + e.getMessage() + " (try --port 0 for any free port)");
        } catch (IOException | IllegalArgumentException e) {
            throw new UserError("cannot listen on " + host + ":" + port + ": " + e.getMessage());
        } catch (LangException e) {
            throw new UserError(e.getMessage());
        }
        URI address = server.address();
        out.println("nonet serve: " + address + "  (Ctrl-C stops)");
        out.flush();
        if (open) {
            openBrowser(address, spec.commandLine().getErr());
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }));
        stopped.await();
        return ExitCodes.INTERRUPTED;
    }

    /** The desktop's browser, or xdg-open; when neither is there, the address printed above is the way in. */
    private static void openBrowser(URI address, PrintWriter err) {
        try {
            if (java.awt.Desktop.isDesktopSupported() && java.awt.Desktop.getDesktop().isSupported(java.awt.Desktop.Action.BROWSE)) {
                java.awt.Desktop.getDesktop().browse(address);
                return;
            }
            new ProcessBuilder("xdg-open", address.toString()).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException | UnsupportedOperationException e) {
            err.println("nonet serve: cannot open a browser (" + e.getMessage() + "); open " + address + " yourself");
        }
    }
}
