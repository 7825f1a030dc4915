package nonet.check;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import nonet.lang.PuzzleSpec;

/**
 * Writes each disagreement as a self-contained case directory: the puzzle as a puzzle file, what
 * every engine answered, and the one command that reproduces it.
 */
final class CaseWriter {

    private final Path root;
    private final CheckSettings settings;
    private int next = 1;

    CaseWriter(Path root, CheckSettings settings) {
        this.root = root;
        this.settings = settings;
    }

    synchronized Path write(String where, PuzzleSpec spec, Comparison comparison) {
        try {
            Path dir = root.resolve(String.format("case-%04d", next++));
            Files.createDirectories(dir);
            Path puzzle = dir.resolve("puzzle.nonet");
            Files.writeString(puzzle, "# " + where + "\n" + spec.toNonet());
            Files.writeString(dir.resolve("answers.txt"), answers(where, comparison));
            String command = command(puzzle);
            Files.writeString(dir.resolve("reproduce.sh"), "#!/bin/sh\n# reproduces: " + where + "\n" + command + "\n");
            dir.resolve("reproduce.sh").toFile().setExecutable(true);
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the case under " + root + ": " + e.getMessage(), e);
        }
    }

    /** The command that re-runs the check on the case (engine settings included). */
    String command(Path puzzle) {
        StringBuilder sb = new StringBuilder("nonet check --engines ").append(String.join(",", settings.engines()))
                .append(" --limit ").append(settings.limit());
        if (settings.timeoutMillis() > 0) {
            sb.append(" --timeout ").append(settings.timeoutMillis() / 1000.0);
        }
        for (Map.Entry<String, String> e : settings.options().values().entrySet()) {
            sb.append(" -O ").append(e.getKey()).append('=').append(e.getValue());
        }
        return sb.append(' ').append(puzzle).toString();
    }

    private static String answers(String where, Comparison c) {
        StringBuilder sb = new StringBuilder("puzzle: ").append(where).append('\n');
        sb.append("consensus: ").append(c.consensus()).append('\n');
        for (int i = 0; i < c.answers().size(); i++) {
            EngineAnswer a = c.answers().get(i);
            sb.append('\n').append(a.engine()).append(": ").append(c.roles().get(i)).append(", ").append(c.reasons().get(i)).append('\n');
            sb.append("  status ").append(a.result().status()).append(", count ").append(a.result().count()).append('\n');
            if (!a.result().message().isEmpty()) {
                sb.append("  message: ").append(a.result().message()).append('\n');
            }
            for (int[] grid : a.result().solutions()) {
                sb.append("  solution ").append(gridLine(grid)).append('\n');
            }
            a.violations().forEach(v -> sb.append("  ").append(v).append('\n'));
        }
        return sb.toString();
    }

    private static String gridLine(int[] grid) {
        StringBuilder sb = new StringBuilder();
        for (int v : grid) {
            sb.append(v == 0 ? '.' : nonet.model.Geometry.symbol(v));
        }
        return sb.toString();
    }
}
