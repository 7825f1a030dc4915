package nonet.lang;

import java.util.List;

/**
 * One loaded model file: its own statements and the models it extends (already loaded).
 * {@code key} is what identifies it: the bundled name, or the file's absolute path.
 */
public final class ModelDef {

    private final String key;
    private final ParsedFile parsed;
    private final List<ModelDef> parents;

    ModelDef(String key, ParsedFile parsed, List<ModelDef> parents) {
        this.key = key;
        this.parsed = parsed;
        this.parents = List.copyOf(parents);
    }

    public String key() {
        return key;
    }

    /** The name from the {@code model} statement, or the key when the file has none. */
    public String name() {
        return parsed.name != null ? parsed.name : key;
    }

    public String about() {
        return parsed.about == null ? "" : parsed.about;
    }

    public List<ModelDef> parents() {
        return parents;
    }

    /** The clue names this model defines itself (not inherited). */
    public List<String> ownClueNames() {
        return parsed.clues.stream().map(Ast.ClueDef::name).toList();
    }

    ParsedFile parsed() {
        return parsed;
    }
}
