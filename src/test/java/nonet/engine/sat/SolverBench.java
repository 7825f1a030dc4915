package nonet.engine.sat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import nonet.engine.Engine;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.model.Constraint;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.testing.TestModels;
import nonet.engine.cnf.Cnf;
import nonet.engine.cnf.CnfEncoder;
import nonet.engine.cnf.UnitPropagation;

/**
 * Measurement driver (not a test): {@code java -cp ... nonet.engine.sat.SolverBench MODE FILE MAX ENGINE OPTIONS LIMIT TIMEOUT_MS}.
 * MODE {@code run} solves/counts each puzzle; {@code killer} first turns each puzzle's solution
 * into a killer puzzle without givens (27 cages per 9x9 grid, 2 to 4 cells, inside boxes);
 * {@code up} reports how many puzzles unit propagation alone settles under each encoding.
 */
public final class SolverBench {

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        List<String> lines = new ArrayList<>();
        for (String l : Files.readAllLines(Path.of(args[1]))) {
            l = l.trim();
            if (!l.isEmpty() && !l.startsWith("#")) {
                lines.add(l.split(":")[0].split("\\s")[0]);
            }
        }
        int max = Integer.parseInt(args[2]);
        if (lines.size() > max) {
            lines = lines.subList(0, max);
        }
        if (mode.equals("up")) {
            unitPropagation(lines);
            return;
        }
        String engineName = args[3];
        Engine engine = EngineRegistry.create(engineName, VariantCrossCheckTest.options(args.length > 4 ? args[4] : ""));
        long limit = Long.parseLong(args[5]);
        long timeout = Long.parseLong(args[6]);
        List<Model> models = new ArrayList<>();
        for (String line : lines) {
            Model m = TestModels.classic(line);
            models.add(mode.equals("killer") ? killer(m) : m);
        }
        for (int pass = 1; pass <= 2; pass++) {
            measure(mode + (pass == 1 ? " (warm-up)" : ""), engineName, args.length > 4 ? args[4] : "", engine, models, limit, timeout);
        }
    }

    private static void measure(String mode, String engineName, String options, Engine engine, List<Model> models, long limit, long timeout) {
        Map<String, Integer> statuses = new TreeMap<>();
        Map<String, Long> stats = new TreeMap<>();
        long worst = 0;
        long start = System.nanoTime();
        for (Model m : models) {
            Result r = engine.run(m, new Limits(limit, timeout, 0, 1, 0));
            for (int[] g : r.solutions()) {
                if (!m.violations(g).isEmpty()) {
                    throw new AssertionError("invalid solution");
                }
            }
            statuses.merge(r.status() + "/" + Math.min(r.count(), 2), 1, Integer::sum);
            r.stats().forEach((k, v) -> stats.merge(k, v, Long::sum));
            worst = Math.max(worst, r.nanos());
        }
        double secs = (System.nanoTime() - start) / 1e9;
        StringBuilder avg = new StringBuilder();
        stats.forEach((k, v) -> avg.append(' ').append(k).append('=').append(v / models.size()));
        System.out.printf("%s %s [%s] limit=%d: %d puzzles in %.2f s = %.1f puzzles/s, worst %.0f ms, %s, mean%s%n",
                mode, engineName, options, limit, models.size(), secs, models.size() / secs,
                worst / 1e6, statuses, avg);
    }

    private static void unitPropagation(List<String> lines) throws Exception {
        for (CnfEncoder.Encoding e : CnfEncoder.Encoding.values()) {
            int settled = 0;
            for (String line : lines) {
                Cnf cnf = new CnfEncoder(e, CnfEncoder.Sums.CLAUSES).encode(TestModels.classic(line));
                if (UnitPropagation.run(cnf).settlesGrid(cnf)) {
                    settled++;
                }
            }
            System.out.printf("unit propagation, %s encoding: settles %d of %d puzzles (%.1f%%)%n",
                    e, settled, lines.size(), 100.0 * settled / lines.size());
        }
    }

    /** A killer puzzle with the solution of {@code m}: per box, cages of its top row, its lower-left pair, and the other four cells. */
    static Model killer(Model m) {
        int[] sol = EngineRegistry.create("sat", nonet.engine.EngineOptions.NONE).run(m, Limits.solve()).solution();
        List<Constraint> cs = new ArrayList<>(TestModels.classicGroups(m.geometry()));
        for (int br = 0; br < 3; br++) {
            for (int bc = 0; bc < 3; bc++) {
                int r = br * 3;
                int c = bc * 3;
                int[][] cages = {
                    {m.geometry().cell(r, c), m.geometry().cell(r, c + 1), m.geometry().cell(r, c + 2)},
                    {m.geometry().cell(r + 1, c), m.geometry().cell(r + 2, c)},
                    {m.geometry().cell(r + 1, c + 1), m.geometry().cell(r + 1, c + 2), m.geometry().cell(r + 2, c + 1), m.geometry().cell(r + 2, c + 2)},
                };
                for (int[] cage : cages) {
                    int total = 0;
                    for (int cell : cage) {
                        total += sol[cell];
                    }
                    int[] ones = new int[cage.length];
                    java.util.Arrays.fill(ones, 1);
                    cs.add(new LinearSum(cage, ones, total, "cage"));
                }
            }
        }
        return new Model("killer", m.geometry(), cs);
    }
}
