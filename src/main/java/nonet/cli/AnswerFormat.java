package nonet.cli;

import nonet.batch.OutputFormat;
import picocli.CommandLine.Option;

/** {@code --format} for the commands that print one answer per puzzle (solve, count): every format. */
public final class AnswerFormat {

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text (for people), line (one line per puzzle), json (one object per line). Default: ${DEFAULT-VALUE}.")
    OutputFormat format;
}
