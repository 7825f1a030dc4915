package nonet.web;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import nonet.lang.ClueInfo;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.ModelInfo;
import nonet.lang.ModelLibrary;
import nonet.lang.Pos;
import nonet.lang.PuzzleFileParser;

/**
 * The models a server offers: the bundled ones and the files named on its command line. A page may
 * only name these, so a request can never make the server read a file of its choosing; a puzzle's
 * {@code use} line is checked against them before any model is looked up.
 */
final class ServedModels implements PuzzleFileParser.ModelGate {

    private final Set<String> bundled;
    /** Absolute normalised path of each command-line model file. */
    private final Set<String> files = new LinkedHashSet<>();
    private final List<Map<String, Object>> listing = new ArrayList<>();

    /** Loads every named file once, so a broken one stops the server at start rather than at the page. */
    ServedModels(ModelLibrary library, Compiler compiler, List<Path> modelFiles) throws LangException {
        this.bundled = Set.copyOf(library.bundledNames());
        for (Path file : modelFiles) {
            String path = file.toAbsolutePath().normalize().toString();
            library.load(path, null);
            files.add(path);
            listing.add(entry(path, library.load(path, null).about(), compiler.clues(List.of(path)).stream().map(ClueInfo::name).toList(), true));
        }
        for (ModelInfo m : library.list()) {
            listing.add(entry(m.name(), m.about(), m.clueNames(), false));
        }
    }

    private static Map<String, Object> entry(String name, String about, List<String> clues, boolean local) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", name);
        m.put("about", about);
        m.put("clues", clues);
        m.put("local", local);
        return m;
    }

    /** Every offered model: command-line files first, then the bundled ones by name. */
    List<Map<String, Object>> listing() {
        return listing;
    }

    @Override
    public void admit(String reference, Pos at) throws LangException {
        if (bundled.contains(reference) || files.contains(absolute(reference))) {
            return;
        }
        throw new LangException(at, "model '" + reference + "' is not offered here: this server offers the bundled models"
                + (files.isEmpty() ? "" : " and " + String.join(", ", files)) + " (files are named by 'nonet serve --model FILE', never by the page)");
    }

    /** Checks models a request names outside a puzzle file (the clue palette, generate). */
    void admit(List<String> references) throws HttpError {
        for (String r : references) {
            try {
                admit(r, new Pos("request", 1, 1));
            } catch (LangException e) {
                throw HttpError.badRequest(e.detail());
            }
        }
    }

    private static String absolute(String reference) {
        try {
            return Path.of(reference).toAbsolutePath().normalize().toString();
        } catch (InvalidPathException e) {
            return "";
        }
    }
}
