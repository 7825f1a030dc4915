package nonet.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Puzzle lines of the bundled sets under {@code puzzles/}: comments and blank lines skipped, grid part only. */
public final class PuzzleLines {

    private PuzzleLines() {
    }

    /** The grids of a file such as {@code classic/top95.txt} (anything after a ':' or a space is dropped). */
    public static List<String> read(String relative) {
        List<String> out = new ArrayList<>();
        for (String line : lines(relative)) {
            out.add(line.split("[: \\t]")[0]);
        }
        return out;
    }

    /** The non-comment lines of a file, whole. */
    public static List<String> lines(String relative) {
        try {
            List<String> out = new ArrayList<>();
            for (String line : Files.readAllLines(Path.of("puzzles", relative))) {
                String t = line.strip();
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
