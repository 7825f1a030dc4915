package nonet.bench.jmh;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.nativesearch.NativeEngine;
import nonet.engine.nativesearch.classic9.Classic9Shape;
import nonet.engine.nativesearch.classic9.Classic9Solver;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Geometry;
import nonet.model.Model;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The inner loops of the classic path, one puzzle per operation: the bitboard solver counting to
 * 2, the structure check, and the whole native engine on its dedicated and general paths. The
 * puzzle file is a parameter ({@code -p file=...}); lines are one-line grids, {@code #} comments.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class Classic9Benchmark {

    @Param("puzzles/classic/top95.txt")
    public String file;

    private List<Model> models;
    private int next;
    private final Classic9Solver solver = new Classic9Solver();
    private final NativeEngine dedicated = new NativeEngine(EngineOptions.NONE);
    private final NativeEngine general = new NativeEngine(EngineOptions.NONE.with("native.general", "true"));
    private final Limits countToTwo = new Limits(2, 0, 0, 1, 0);

    @Setup(Level.Trial)
    public void load() throws IOException {
        models = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(file))) {
            String grid = line.strip().split(":")[0];
            if (grid.length() == 81) {
                models.add(classic(grid));
            }
        }
    }

    private Model nextModel() {
        Model m = models.get(next);
        next = next + 1 == models.size() ? 0 : next + 1;
        return m;
    }

    @Benchmark
    public long solverCountToTwo() {
        return solver.run(nextModel(), countToTwo).count();
    }

    @Benchmark
    public boolean shapeCheck() {
        return Classic9Shape.matches(nextModel());
    }

    @Benchmark
    public void engineDedicated(Blackhole bh) {
        bh.consume(dedicated.run(nextModel(), countToTwo));
    }

    @Benchmark
    public void engineGeneral(Blackhole bh) {
        bh.consume(general.run(nextModel(), countToTwo));
    }

    private static Model classic(String line) {
        Geometry g = new Geometry(9, 3, 3);
        List<Constraint> all = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            int[] row = new int[9];
            int[] col = new int[9];
            int[] box = new int[9];
            for (int j = 0; j < 9; j++) {
                row[j] = 9 * i + j;
                col[j] = 9 * j + i;
                box[j] = 27 * (i / 3) + 3 * (i % 3) + 9 * (j / 3) + j % 3;
            }
            all.add(new AllDifferent(row, true, "row"));
            all.add(new AllDifferent(col, true, "column"));
            all.add(new AllDifferent(box, true, "box"));
        }
        for (int cell = 0; cell < 81; cell++) {
            int d = Geometry.digitOf(line.charAt(cell));
            if (d > 0) {
                all.add(new Domain(cell, 1 << (d - 1), "given"));
            }
        }
        return new Model("classic", g, all);
    }
}
