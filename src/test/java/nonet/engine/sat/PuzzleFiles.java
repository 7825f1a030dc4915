package nonet.engine.sat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Puzzle lines from the repository's puzzles/ folder (comments and blank lines skipped). */
final class PuzzleFiles {

    private PuzzleFiles() {
    }

    static List<String> lines(String name) {
        try {
            List<String> out = new ArrayList<>();
            for (String line : Files.readAllLines(Path.of("puzzles", "classic", name))) {
                String t = line.trim();
                if (!t.isEmpty() && !t.startsWith("#")) {
                    out.add(t);
                }
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
