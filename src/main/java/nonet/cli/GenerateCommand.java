package nonet.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import nonet.batch.PuzzleArgs;
import nonet.batch.UserError;
import nonet.engine.Engine;
import nonet.generate.DifficultyFilter;
import nonet.generate.Generated;
import nonet.generate.Generator;
import nonet.generate.SecondOpinion;
import nonet.generate.Symmetry;
import nonet.lang.LangException;
import nonet.model.Geometry;
import nonet.workbench.WorkbenchStop;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code nonet generate}: unique puzzles of any model, each confirmed by a second engine. */
@Command(name = "generate", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Generate unique puzzles of a model, each confirmed by a second engine.",
                "From a random solution, with clues of the model's types that it satisfies,",
                "givens are removed (in orbits with --symmetry), then clues, while that",
                "solution stays the only one. The second engine (sat, or native with -e sat)",
                "must find the same one solution before a puzzle is written.",
                "With --difficulty, the logic engine rates each reduced puzzle and keeps only those of the level asked for.",
                "--seed S chooses the puzzles: puzzle k depends only on S, k, --difficulty and the engine.",
                "--format line: one grid per line; nonet: puzzle files, each after '# puzzle N'."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every puzzle was written, or skipped with a note on stderr when --timeout ran out",
                "1:the second engine did not confirm a puzzle, or an engine returned a grid the model rejects",
                "2:usage error"})
final class GenerateCommand implements Callable<Integer> {

    @Option(names = {"-m", "--model"}, paramLabel = "MODEL", description = "A bundled model's name or a model file's path. Default: classic.")
    String model;

    @Option(names = "--count", paramLabel = "N", defaultValue = "1", description = "How many puzzles. Default: ${DEFAULT-VALUE}.")
    int count;

    @Option(names = "--size", paramLabel = "N", description = "Grid size when the model does not fix one. Default: 9.")
    Integer size;

    @Option(names = "--symmetry", paramLabel = "KIND", defaultValue = "none",
            description = "Givens are removed a whole orbit at a time, so the puzzle keeps the symmetry: none, rotational (180 "
                    + "degrees), rotational90 (quarter turns), diagonal (main diagonal mirror), antidiagonal, bidiagonal "
                    + "(both diagonals), horizontal (top-bottom mirror), vertical (left-right mirror), both (both mirrors), "
                    + "full (every rotation and mirror). The puzzle is then minimal orbit-wise: removing any orbit of "
                    + "givens breaks uniqueness, though a single given may go. Default: ${DEFAULT-VALUE}.")
    String symmetry;

    @Option(names = "--difficulty", paramLabel = "LEVEL",
            description = "Only puzzles the logic engine rates so ('nonet explain'): singles (naked and hidden singles only), "
                    + "easy (also a variant's own deductions and pointing/claiming), medium (also naked and hidden pairs), "
                    + "hard (also fish, triples, quads, chains and forcing chains), search (logic stalls); a technique's name "
                    + "(\"x-wing\", \"hidden pair\"): solved by logic with techniques up to and including it; "
                    + "or a range of ratings on Sudoku Explainer's scale (\"2.0-4.5\", see 'nonet explain'). Default: any.")
    String difficulty;

    @Option(names = "--timeout", paramLabel = "SEC", defaultValue = "0",
            description = "Time limit per puzzle in seconds, for all of its work (random starts, reduction, rating, both "
                    + "engines); a puzzle not done in time is skipped with a note. 0 = none.")
    double timeoutSeconds;

    @Option(names = "--format", paramLabel = "FORMAT",
            description = "line (grid models: one grid per line) or nonet (puzzle files). Default: line for grid models, else nonet.")
    String format;

    @Mixin
    EngineSelection engine;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (count < 0) {
            throw new UserError("--count needs a number of puzzles, not " + count);
        }
        if (size != null && (size < 1 || size > Geometry.MAX_SIZE)) {
            throw new UserError("--size must be between 1 and " + Geometry.MAX_SIZE + ", not " + size);
        }
        Symmetry sym = symmetry();
        DifficultyFilter filter = difficultyFilter();
        long millis = Seconds.toMillis("--timeout", timeoutSeconds);
        WorkbenchEngine.requireComplete(engine.engine, "generate");
        String name = model == null ? "classic" : model;
        PuzzleArgs args = PuzzleArgs.open(name, System.in);
        boolean line = lineFormat(args, name);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try (Engine first = engine.create(); Engine second = engine.tuning.create(engine.engine.equals("sat") ? "native" : "sat")) {
            Generator generator = generator(args, name, sym, filter, first, second, millis);
            for (int k = 1; k <= count; k++) {
                if (writeOne(generator, k, name, args, line, out, err) != ExitCodes.OK) {
                    return ExitCodes.DISAGREEMENT;
                }
            }
        }
        return ExitCodes.OK;
    }

    /**
     * Writes puzzle k, or notes on stderr why it was skipped (out of time, no start with a solution).
     * An engine at fault (a rejected grid, a second engine disagreeing) stops generation: exit 1.
     */
    private int writeOne(Generator generator, int k, String name, PuzzleArgs args, boolean line, PrintWriter out, PrintWriter err) {
        Generated g;
        try {
            g = generator.generate(k);
        } catch (WorkbenchStop stop) {
            switch (stop.reason()) {
                case UNSUPPORTED -> throw new UserError("-m " + name + ": " + stop.getMessage());
                case INVALID -> {
                    err.println("nonet: puzzle " + k + ": " + stop.getMessage());
                    return ExitCodes.DISAGREEMENT;
                }
                default -> {
                    err.println("nonet: puzzle " + k + ": " + stop.getMessage() + "; skipped");
                    return ExitCodes.OK;
                }
            }
        } catch (SecondOpinion fault) {
            err.println("nonet: puzzle " + k + ": " + fault.getMessage());
            return ExitCodes.DISAGREEMENT;
        }
        if (g == null && difficulty != null) {
            err.println("nonet: puzzle " + k + ": none of " + generator.startsPerPuzzle() + " random starts gave a puzzle of difficulty "
                    + difficulty + "; skipped");
        } else if (g == null) {
            err.println("nonet: puzzle " + k + ": no random start of the model had a solution; skipped");
        } else if (line) {
            out.println(geometry(args, g).format(g.spec().givens()));
        } else {
            out.println("# puzzle " + k);
            out.print(g.spec().toNonet());
        }
        out.flush();
        return ExitCodes.OK;
    }

    private Symmetry symmetry() {
        Symmetry s = Symmetry.parse(symmetry);
        if (s == null) {
            throw new UserError("--symmetry must be one of " + Symmetry.words() + ", not '" + symmetry + "'");
        }
        return s;
    }

    private DifficultyFilter difficultyFilter() {
        try {
            return difficulty == null ? null : DifficultyFilter.parse(difficulty);
        } catch (IllegalArgumentException e) {
            throw new UserError("--difficulty: " + e.getMessage());
        }
    }

    /** Whether to write grid lines: the default for models whose puzzles are only givens, and refused for the others. */
    private boolean lineFormat(PuzzleArgs args, String name) {
        boolean gridModel;
        try {
            gridModel = args.compiler().clues(List.of(name)).isEmpty() && !args.compiler().needsRegions(List.of(name));
        } catch (LangException e) {
            throw new UserError("-m " + name + ": " + e.getMessage());
        }
        if (format == null) {
            return gridModel;
        }
        if (!format.equals("line") && !format.equals("nonet")) {
            throw new UserError("--format must be line or nonet, not '" + format + "'");
        }
        if (format.equals("line") && !gridModel) {
            throw new UserError("--format line writes grids, and puzzles of model " + name + " have clues or regions; use --format nonet");
        }
        return format.equals("line");
    }

    private Generator generator(PuzzleArgs args, String name, Symmetry sym, DifficultyFilter filter, Engine first, Engine second, long millis) {
        try {
            return new Generator(args.compiler(), name, size == null ? 0 : size, engine.tuning.seed, sym, filter, first, second, millis);
        } catch (IllegalArgumentException e) {
            throw new UserError((size == null ? "-m " + name : "--size " + size) + ": " + e.getMessage());
        }
    }

    private static Geometry geometry(PuzzleArgs args, Generated g) {
        try {
            return args.compiler().compile(g.spec()).geometry();
        } catch (LangException e) {
            throw new IllegalStateException("a generated puzzle always compiles", e);
        }
    }
}
