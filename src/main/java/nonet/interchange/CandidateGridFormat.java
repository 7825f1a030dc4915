package nonet.interchange;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import nonet.io.ForeignFormat;
import nonet.lang.BoundedLineReader;
import nonet.lang.LangException;
import nonet.lang.Pos;

/**
 * Candidate grids as PUZZLE arguments: one typed inline, or a file of them, one per line ({@code #}
 * comments and blank lines skipped). A file is taken for candidates when its first line that is
 * not a comment is one. Each line is its own puzzle; a bad line is an error at its column, and
 * the other lines are read.
 */
public final class CandidateGridFormat implements ForeignFormat {

    private static final Pattern SYMBOLS = Pattern.compile("[0-9A-Ga-g.]+");

    @Override
    public boolean recognizes(String arg) {
        if (isCandidates(arg)) {
            return true;
        }
        Path path = path(arg);
        if (path == null || !Files.isRegularFile(path)) {
            return false;
        }
        try (BufferedReader in = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            // every file argument is asked: read its first line within limits, so a huge one costs no memory
            BoundedLineReader lines = new BoundedLineReader(in);
            String line;
            while ((line = lines.next()) != null && (line.isBlank() || line.strip().startsWith("#"))) {
                continue;
            }
            return line != null && !lines.wasCut() && isCandidates(line);
        } catch (IOException | java.io.UncheckedIOException e) {
            // an unreadable or binary file is not ours; the collection reader reports it
            return false;
        }
    }

    private static boolean isCandidates(String text) {
        String s = text.strip();
        return CandidateGrid.sizeOf(s.length()) != 0 && SYMBOLS.matcher(s).matches();
    }

    @Override
    public List<Item> read(String arg, String defaultModel) {
        String source = sourceName(arg);
        if (isCandidates(arg)) {
            return List.of(item(arg.strip(), defaultModel, source, 1));
        }
        List<Item> out = new ArrayList<>();
        try {
            List<String> lines = Files.readAllLines(path(arg), StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).strip();
                if (!line.isEmpty() && !line.startsWith("#")) {
                    out.add(item(line, defaultModel, source, i + 1));
                }
            }
        } catch (IOException e) {
            out.add(new Item(1, null, new LangException(new Pos(source, 1, 1), "cannot read: " + e.getMessage())));
        }
        return out;
    }

    private static Item item(String line, String model, String source, int number) {
        try {
            return new Item(number, CandidateGrid.read(line, model, source, number), null);
        } catch (LangException e) {
            return new Item(number, null, e);
        }
    }

    @Override
    public String sourceName(String arg) {
        return isCandidates(arg) ? "<arg>" : arg;
    }

    private static Path path(String arg) {
        try {
            return Path.of(arg);
        } catch (InvalidPathException e) {
            return null;
        }
    }
}
