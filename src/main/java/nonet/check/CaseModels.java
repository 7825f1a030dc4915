package nonet.check;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import nonet.lang.LangException;
import nonet.lang.ModelDef;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleSpec;

/**
 * Copies the model files a case's puzzle uses into the case, so that the case still reproduces
 * when the originals move or the case is sent elsewhere. Bundled models stay referenced by name
 * (they travel with nonet); every other model, and everything it extends, is copied to
 * {@code models/} in the case with its {@code extends} references rewritten to the copies.
 */
final class CaseModels {

    static final String DIR = "models";
    /** An {@code extends} statement: the keyword opening an unindented line (a clue named extends-x is not one). */
    private static final Pattern EXTENDS = Pattern.compile("^extends(?![A-Za-z0-9_-])");

    private final Path caseDir;
    /** Absolute path of each copied model file to its file name under models/. */
    private final Map<String, String> copies = new LinkedHashMap<>();
    private final Set<String> usedNames = new HashSet<>();

    private CaseModels(Path caseDir) {
        this.caseDir = caseDir;
    }

    /** The puzzle referring to the copies, and where each copy came from (copy's path in the case to original). */
    record Copied(PuzzleSpec spec, Map<String, String> origins) {
    }

    /** Copies what {@code spec} uses into {@code caseDir}. */
    static Copied copyInto(Path caseDir, PuzzleSpec spec) throws IOException {
        CaseModels models = new CaseModels(caseDir);
        List<String> refs = new ArrayList<>();
        for (String ref : spec.models()) {
            refs.add(models.reference(load(ref), "./" + DIR + "/"));
        }
        Map<String, String> origins = new LinkedHashMap<>();
        models.copies.forEach((original, name) -> origins.put(DIR + "/" + name, original));
        return new Copied(new PuzzleSpec(refs, spec.size(), spec.givens(), spec.regions(), spec.clues(), spec.solution(),
                spec.source()), origins);
    }

    private static ModelDef load(String ref) throws IOException {
        try {
            return ModelLibrary.bundled().load(ref, null);
        } catch (LangException e) {
            throw new IOException("cannot load the model to copy: " + e.getMessage(), e);
        }
    }

    private static boolean bundled(ModelDef model) {
        return !Path.of(model.key()).isAbsolute();
    }

    /** How a file in {@code prefix}'s directory refers to the model: its bundled name, or its copy (made on first use). */
    private String reference(ModelDef model, String prefix) throws IOException {
        if (bundled(model)) {
            return model.key();
        }
        String name = copies.get(model.key());
        if (name == null) {
            name = freshName(Path.of(model.key()).getFileName().toString());
            copies.put(model.key(), name);
            copy(model, name);
        }
        return prefix + name;
    }

    /** The original file's name, made safe for the script's directory and unique among the copies. */
    private String freshName(String original) {
        String stem = original.replaceAll("\\.nonet$", "").replaceAll("[^A-Za-z0-9._-]", "-");
        String name = stem + ".nonet";
        for (int i = 2; !usedNames.add(name); i++) {
            name = stem + "-" + i + ".nonet";
        }
        return name;
    }

    private void copy(ModelDef model, String name) throws IOException {
        List<String> parents = new ArrayList<>();
        for (ModelDef parent : model.parents()) {
            parents.add(reference(parent, "./"));
        }
        String[] lines = Files.readString(Path.of(model.key())).split("\n", -1);
        boolean first = true;
        for (int i = 0; i < lines.length; i++) {
            if (EXTENDS.matcher(lines[i]).find()) {
                // one line for all parents, in their order; later extends lines become comments so line numbers stay
                lines[i] = first ? "extends " + String.join(", ", parents) : "# (merged into the first extends line)";
                first = false;
            }
        }
        Path dir = Files.createDirectories(caseDir.resolve(DIR));
        Files.writeString(dir.resolve(name), String.join("\n", lines));
    }
}
