package nonet.interchange.fpuzzles;

import com.google.gson.JsonElement;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import nonet.io.ForeignFormat;
import nonet.lang.LangException;
import nonet.lang.Pos;

/**
 * f-puzzles puzzles as PUZZLE arguments: an f-puzzles or SudokuPad link, the bare compressed data,
 * or a {@code .json} file with the uncompressed JSON. Errors are located at the argument: a JSON
 * syntax error at its line and column (of the file, or of the decompressed data), anything else
 * at the JSON path of the entry it concerns.
 */
public final class FPuzzlesFormat implements ForeignFormat {

    /** Longer links are shortened in messages; the start says which puzzle it was. */
    private static final int SHOWN = 60;

    @Override
    public boolean recognizes(String arg) {
        return arg.toLowerCase(Locale.ROOT).endsWith(".json") || FPuzzlesLink.recognizes(arg);
    }

    @Override
    public List<Item> read(String arg, String defaultModel) {
        try {
            return List.of(new Item(1, readPuzzle(arg).spec(), null));
        } catch (LangException e) {
            return List.of(new Item(e.line(), null, e));
        }
    }

    /** The puzzle with the setter's words and what was left out, for {@code nonet import}. */
    public FPuzzlesPuzzle readPuzzle(String arg) throws LangException {
        String source = sourceName(arg);
        boolean file = arg.toLowerCase(Locale.ROOT).endsWith(".json");
        try {
            String text = file ? readFile(arg, source) : FPuzzlesLink.json(arg);
            JsonElement json;
            try {
                json = JsonText.parse(text);
            } catch (JsonText.SyntaxError e) {
                throw file ? new LangException(new Pos(source, e.line, e.col), e.getMessage())
                        : new LangException(new Pos(source, 1, 1), e.getMessage() + " (line " + e.line + ", column " + e.col + " of the link's JSON)");
            }
            return FPuzzlesReader.read(json, source);
        } catch (ImportError e) {
            throw new LangException(new Pos(source, 1, 1), e.getMessage());
        }
    }

    @Override
    public String sourceName(String arg) {
        return arg.length() <= SHOWN ? arg : arg.substring(0, SHOWN - 12) + "...(" + arg.length() + " characters)";
    }

    private static String readFile(String arg, String source) throws LangException {
        try {
            return Files.readString(Path.of(arg), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new LangException(new Pos(source, 1, 1), "no such file");
        } catch (IOException | java.nio.file.InvalidPathException e) {
            throw new LangException(new Pos(source, 1, 1), "cannot read: " + e.getMessage());
        }
    }
}
