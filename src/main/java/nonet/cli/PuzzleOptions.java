package nonet.cli;

import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The options every puzzle-reading command shares: model, time limit, inputs. Each command declares
 * its own {@code --format}, so its help lists only the formats it prints.
 */
public final class PuzzleOptions {

    @Option(names = {"-m", "--model"}, paramLabel = "MODEL",
            description = "A bundled model's name (see 'nonet models') or a model file's path. Default: classic.")
    String model;

    @Option(names = "--timeout", paramLabel = "SEC", defaultValue = "0",
            description = "Time limit per puzzle and engine in seconds (decimals allowed); 0 = none.")
    double timeoutSeconds;

    @Parameters(paramLabel = "PUZZLE", arity = "1..*",
            description = "A collection file (one grid per line, or multi-line grids), a puzzle file (.nonet), - for standard input, a grid typed inline, "
                    + "an f-puzzles or SudokuPad link (or .json file), or a candidate grid.")
    List<String> puzzles;

    long timeoutMillis() {
        return Seconds.toMillis("--timeout", timeoutSeconds);
    }
}
