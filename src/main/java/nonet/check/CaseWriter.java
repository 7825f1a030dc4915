package nonet.check;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import nonet.lang.PuzzleSpec;

/**
 * Writes each disagreement as a self-contained case directory: the puzzle as a puzzle file, copies
 * of the non-bundled models it uses, what every engine answered, and {@code reproduce.sh}, the one
 * command that shows it again from any working directory.
 */
final class CaseWriter {

    private static final String PUZZLE = "puzzle.nonet";
    /** Words the shell takes as they are; anything else is single-quoted. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./,=:+@%-]+");

    private final Path root;
    private final CheckSettings settings;
    private final List<String> launcher;
    private final String plugins;

    CaseWriter(Path root, CheckSettings settings) {
        this(root, settings, Launcher.current(), Launcher.pluginClassPath());
    }

    /** {@code plugins}: the NONET_CLASSPATH the cases need to find the engines again ("" for none). */
    CaseWriter(Path root, CheckSettings settings, List<String> launcher, String plugins) {
        this.root = root;
        this.settings = settings;
        this.launcher = launcher;
        this.plugins = plugins;
    }

    /** Writes the case of the {@code number}th input puzzle (from 1): numbered by input, the same in every run. */
    Path write(long number, String where, PuzzleSpec spec, Comparison comparison) {
        try {
            Path dir = root.resolve(String.format("case-%04d", number));
            Files.createDirectories(dir);
            CaseModels.Copied copied = CaseModels.copyInto(dir, spec);
            Files.writeString(dir.resolve(PUZZLE), "# " + oneLine(where) + "\n" + copied.spec().toNonet());
            Files.writeString(dir.resolve("answers.txt"), answers(where, comparison));
            Path script = dir.resolve("reproduce.sh");
            Files.writeString(script, script(where, copied.origins()));
            script.toFile().setExecutable(true);
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the case under " + root + ": " + e.getMessage(), e);
        }
    }

    /**
     * The script: it moves to its own directory (so the puzzle and model copies are found by
     * relative paths wherever the case is run from or moved to) and runs the check with the same
     * engine settings, through {@code $NONET} when set (another build, a wrapper), else through
     * the nonet that wrote the case.
     */
    String script(String where, Map<String, String> origins) {
        StringBuilder sb = new StringBuilder("#!/bin/sh\n# reproduces: ").append(oneLine(where)).append('\n');
        origins.forEach((copy, original) -> sb.append("# ").append(copy).append(" is a copy of ").append(oneLine(original)).append('\n'));
        sb.append("# Runs from any directory; NONET=/path/to/nonet runs it with another nonet.\n");
        sb.append("cd \"$(dirname \"$0\")\" || exit 2\n");
        if (!plugins.isEmpty()) {
            sb.append("# the engines of other jars that the check ran\n");
            // a plain assignment is never split into words, whatever the shell
            sb.append("NONET_CLASSPATH=${NONET_CLASSPATH:-").append(quote(plugins)).append("}\nexport NONET_CLASSPATH\n");
        }
        sb.append("if [ -n \"${NONET:-}\" ]; then set -- \"$NONET\"; else set -- ").append(words(launcher)).append("; fi\n");
        return sb.append("\"$@\" ").append(words(arguments())).append('\n').toString();
    }

    /** The arguments of the check that re-runs the case (engine settings included). */
    private List<String> arguments() {
        List<String> args = new ArrayList<>(List.of("check", "--engines", String.join(",", settings.engines()),
                "--limit", Long.toString(settings.limit())));
        if (settings.timeoutMillis() > 0) {
            args.addAll(List.of("--timeout", Double.toString(settings.timeoutMillis() / 1000.0)));
        }
        for (Map.Entry<String, String> e : settings.options().values().entrySet()) {
            args.addAll(List.of("-O", e.getKey() + "=" + e.getValue()));
        }
        args.add(PUZZLE);
        return args;
    }

    private static String words(List<String> words) {
        return String.join(" ", words.stream().map(CaseWriter::quote).toList());
    }

    private static String quote(String word) {
        return PLAIN.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'";
    }

    private static String oneLine(String s) {
        return s.replace('\n', ' ').replace('\r', ' ');
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
