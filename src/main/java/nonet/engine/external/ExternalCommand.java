package nonet.engine.external;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command of an external engine, the text after its prefix ({@code kissat -q} in
 * {@code dimacs:kissat -q}): words split at white space and run without a shell, so there is no
 * quoting, no pipe and no variable (a wrapper script does those). The program is found the way a
 * shell finds it: a word with a slash is a path, any other word is looked up on the PATH.
 */
record ExternalCommand(String engine, List<String> words) {

    ExternalCommand {
        words = List.copyOf(words);
    }

    /** Parses the command of engine {@code engine}; rejects an empty command or a program that is not there. */
    static ExternalCommand parse(String engine, String text) {
        List<String> words = new ArrayList<>();
        for (String w : text.trim().split("\\s+")) {
            if (!w.isEmpty()) {
                words.add(w);
            }
        }
        if (words.isEmpty()) {
            String prefix = engine.substring(0, engine.indexOf(':') + 1);
            throw new IllegalArgumentException("engine '" + engine + "' needs a command after the colon, e.g. "
                    + prefix + "cadical");
        }
        String program = words.get(0);
        if (locate(program) == null) {
            throw new IllegalArgumentException("engine '" + engine + "': " + (program.contains("/")
                    ? "'" + program + "' is not an executable file"
                    : "no program '" + program + "' on the PATH (" + System.getenv().getOrDefault("PATH", "") + ")"));
        }
        return new ExternalCommand(engine, words);
    }

    /** The program's file: the path itself when it has a slash, else the first executable of that name on the PATH; null if none. */
    static Path locate(String program) {
        if (program.contains("/")) {
            Path p = Path.of(program);
            return Files.isRegularFile(p) && Files.isExecutable(p) ? p : null;
        }
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, program);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return p;
            }
        }
        return null;
    }

    /** The program's name without its directory ({@code minisat} for {@code /usr/bin/minisat}). */
    String programName() {
        return Path.of(words.get(0)).getFileName().toString();
    }
}
