package nonet.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.model.Model;
import nonet.testing.TestModels;

/**
 * A measuring tool, not a test (until the command line's {@code nonet bench} lands): benchmarks the
 * native engine on one-line puzzle files.
 *
 * <pre>java -cp target/classes:target/test-classes nonet.bench.BenchRun LIMIT WARMUP_S TIME_S MAX_PUZZLES [timeout-ms=N] [key=value...] FILE...</pre>
 */
public final class BenchRun {

    private BenchRun() {
    }

    public static void main(String[] args) throws IOException {
        long limit = Long.parseLong(args[0]);
        double warmup = Double.parseDouble(args[1]);
        double time = Double.parseDouble(args[2]);
        int max = Integer.parseInt(args[3]);
        EngineOptions options = EngineOptions.NONE;
        long timeoutMillis = 0;
        for (int i = 4; i < args.length; i++) {
            if (args[i].startsWith("timeout-ms=")) {
                timeoutMillis = Long.parseLong(args[i].substring("timeout-ms=".length()));
                continue;
            }
            if (args[i].contains("=")) {
                String[] kv = args[i].split("=", 2);
                options = options.with(kv[0], kv[1]);
                continue;
            }
            List<Model> models = read(Path.of(args[i]), max);
            BenchResult r = BenchHarness.run("native", options, models, new Limits(limit, timeoutMillis, 0, 1, 0), warmup, time, 1);
            System.out.println(Path.of(args[i]).getFileName() + " limit " + limit + " | " + r.summary()
                    + (r.firstProblem().isEmpty() ? "" : " | " + r.firstProblem()));
        }
    }

    private static List<Model> read(Path file, int max) throws IOException {
        List<Model> out = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            String grid = line.strip().split(":")[0];
            if (!grid.isEmpty() && !grid.startsWith("#") && out.size() < max) {
                out.add(TestModels.classic(grid));
            }
        }
        return out;
    }
}
