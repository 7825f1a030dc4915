package nonet.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import nonet.batch.OutputFormat;
import nonet.batch.PuzzleArgs;
import nonet.batch.UserError;
import nonet.bench.BenchHarness;
import nonet.bench.BenchResult;
import nonet.engine.Limits;
import nonet.format.Json;
import nonet.format.Plural;
import nonet.io.PuzzleEntry;
import nonet.model.Model;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code nonet bench}: in-process throughput of engines on puzzle sets, after JIT warm-up. */
@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Measure throughput: each engine on each puzzle set, after JIT warm-up, every answer checked.",
                "One row per (set, engine): puzzles/s, microseconds per puzzle (median, p99), nodes and guesses, allocation."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:measured, every answer valid and as expected", "1:an answer was invalid or unexpected",
                "2:usage error, malformed input, or an engine that cannot express a puzzle (unsupported)"})
final class BenchCommand implements Callable<Integer> {

    @Option(names = {"-m", "--model"}, paramLabel = "MODEL", description = "A bundled model's name or a model file's path. Default: classic.")
    String model;

    @Option(names = {"-e", "--engine"}, paramLabel = "ENGINE", split = ",", defaultValue = "native",
            description = "Engines to measure (repeat or separate with commas). Default: ${DEFAULT-VALUE}.")
    List<String> engines;

    @Option(names = "--limit", paramLabel = "K", defaultValue = "2",
            description = "Count to K (2: solve and prove unique, as published benchmarks do, and a puzzle that is not unique is unexpected; "
                    + "1: solve only; more: count, expecting every run of a puzzle to repeat its complete count). Default: ${DEFAULT-VALUE}.")
    long limit;

    @Option(names = "--warmup", paramLabel = "SEC", defaultValue = "3", description = "JIT warm-up per row. Default: ${DEFAULT-VALUE}.")
    double warmup;

    @Option(names = "--time", paramLabel = "SEC", defaultValue = "5", description = "Measured time per row (at least one full pass). Default: ${DEFAULT-VALUE}.")
    double time;

    @Option(names = "--jobs", paramLabel = "N", defaultValue = "1", description = "Threads, one engine each. Default: ${DEFAULT-VALUE}.")
    int jobs;

    @Option(names = "--max", paramLabel = "N", description = "Use at most the first N puzzles of each set.")
    Integer max;

    @Option(names = "--timeout", paramLabel = "SEC", defaultValue = "0", description = "Time limit per puzzle (0: none).")
    double timeout;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text or json. Default: ${DEFAULT-VALUE}.")
    OutputFormat format;

    @Mixin
    EngineTuning tuning;

    @Parameters(paramLabel = "PUZZLES", arity = "1..*", description = "Puzzle sets: collection files, puzzle files or inline grids; each is one row.")
    List<String> sets;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        validate();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        PuzzleArgs inputs = PuzzleArgs.open(model, System.in);
        Limits limits = Limits.count(limit).withKeep(1).withSeed(tuning.seed)
                .withTimeoutMillis(Seconds.toMillis("--timeout", timeout));
        int exit = ExitCodes.OK;
        if (format == OutputFormat.text) {
            out.printf("%-28s %-8s %8s %12s %11s %11s %9s %9s %11s  %s%n", "set", "engine", "puzzles", "puzzles/s",
                    "median us", "p99 us", "nodes", "guesses", "bytes", "checked");
        }
        for (String set : sets) {
            List<Model> models = new ArrayList<>();
            List<PuzzleEntry.Bad> bad = new ArrayList<>();
            inputs.forEach(List.of(set), entry -> {
                if (entry instanceof PuzzleEntry.Bad b) {
                    bad.add(b);
                } else if (max == null || models.size() < max) {
                    models.add(((PuzzleEntry.Ok) entry).model());
                }
            });
            ErrorLog errors = new ErrorLog(err);
            bad.forEach(errors::report);
            if (!bad.isEmpty()) {
                exit = ExitCodes.BAD_INPUT;
            }
            if (models.isEmpty()) {
                continue;
            }
            for (String engine : engines) {
                BenchResult r = BenchHarness.run(engine, tuning.options(), models, limits, warmup, time, jobs);
                if (!r.clean()) {
                    err.println(set + ": " + engine + ": " + r.invalid() + " invalid, " + r.unexpected() + " unexpected answers; first: "
                            + r.firstProblem());
                    exit = ExitCodes.DISAGREEMENT;
                } else if (r.unsupported() > 0) {
                    err.println(set + ": " + engine + ": unsupported on " + Plural.of(r.unsupported(), "puzzle") + " of "
                            + r.puzzles() + "; first: " + r.firstProblem());
                    exit = exit == ExitCodes.OK ? ExitCodes.BAD_INPUT : exit;
                }
                print(out, set, r);
            }
        }
        return exit;
    }

    private void print(PrintWriter out, String set, BenchResult r) {
        if (format == OutputFormat.json) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("set", set);
            o.put("limit", limit);
            o.putAll(r.toMap());
            out.println(Json.write(o));
            return;
        }
        String name = set.length() > 28 ? "..." + set.substring(set.length() - 25) : set;
        out.println(String.format(Locale.ROOT, "%-28s %-8s %8d %12.0f %11.1f %11.1f %9.1f %9.1f %11s  %s", name, r.engine(),
                r.puzzles(), r.puzzlesPerSecond(), r.medianMicros(), r.p99Micros(), r.nodesPerPuzzle(), r.guessesPerPuzzle(),
                r.bytesPerPuzzle() < 0 ? "?" : String.format(Locale.ROOT, "%.0f", r.bytesPerPuzzle()),
                !r.clean() ? r.invalid() + " invalid, " + r.unexpected() + " unexpected"
                        : r.unsupported() > 0 ? r.unsupported() + " unsupported" : "all valid"));
        out.flush();
    }

    private void validate() {
        engines.forEach(tuning::create);
        Jobs.check("--jobs", jobs);
        if (limit < 1 || warmup < 0 || time < 0 || timeout < 0 || (max != null && max < 1)) {
            throw new UserError("--limit and --max must be at least 1 and times cannot be negative, not --limit " + limit + ", --max " + max
                    + ", --warmup " + warmup + ", --time " + time + ", --timeout " + timeout);
        }
        if (format == OutputFormat.line) {
            throw new UserError("bench prints a table: --format text or json");
        }
    }
}
