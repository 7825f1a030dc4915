package nonet.lang;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The models a puzzle uses, with everything they extend, each included once (so {@code use killer,
 * anti-knight} has classic once although both extend it), parents before children. Also gathers
 * what must agree across them: the grid size, the box shape, the clue names.
 */
final class Composition {

    final List<ModelDef> models;
    final int size;
    final Pos sizePos;
    final int boxRows;
    final int boxCols;
    final Pos boxesPos;
    final Map<String, Ast.ClueDef> clues;

    private Composition(List<ModelDef> models, int size, Pos sizePos, int boxRows, int boxCols, Pos boxesPos,
            Map<String, Ast.ClueDef> clues) {
        this.models = models;
        this.size = size;
        this.sizePos = sizePos;
        this.boxRows = boxRows;
        this.boxCols = boxCols;
        this.boxesPos = boxesPos;
        this.clues = clues;
    }

    static List<ModelDef> flatten(ModelDef root) {
        Set<ModelDef> out = new LinkedHashSet<>();
        visit(root, out);
        return List.copyOf(out);
    }

    private static void visit(ModelDef m, Set<ModelDef> out) {
        if (out.contains(m)) {
            return;
        }
        for (ModelDef p : m.parents()) {
            visit(p, out);
        }
        out.add(m);
    }

    /** Loads and composes models given by name or absolute path; {@code at} locates errors about the list itself. */
    static Composition of(ModelLibrary lib, List<String> refs, List<Pos> refPos, Path dir) throws LangException {
        Set<ModelDef> all = new LinkedHashSet<>();
        for (int i = 0; i < refs.size(); i++) {
            for (ModelDef m : flatten(lib.load(refs.get(i), dir, refPos.get(i)))) {
                all.add(m);
            }
        }
        int size = 0;
        Pos sizePos = null;
        int boxRows = 0;
        int boxCols = 0;
        Pos boxesPos = null;
        Map<String, Ast.ClueDef> clues = new LinkedHashMap<>();
        for (ModelDef m : all) {
            ParsedFile f = m.parsed();
            if (f.gridPos != null) {
                if (sizePos != null && size != f.grid) {
                    throw new LangException(f.gridPos, "grid " + f.grid + "x" + f.grid + " conflicts with grid "
                            + size + "x" + size + " at " + sizePos);
                }
                size = f.grid;
                sizePos = f.gridPos;
            }
            if (f.boxesPos != null) {
                if (boxesPos != null && (boxRows != f.boxRows || boxCols != f.boxCols)) {
                    throw new LangException(f.boxesPos, "boxes " + f.boxRows + "x" + f.boxCols + " conflict with boxes "
                            + boxRows + "x" + boxCols + " at " + boxesPos);
                }
                boxRows = f.boxRows;
                boxCols = f.boxCols;
                boxesPos = f.boxesPos;
            }
            for (Ast.ClueDef c : f.clues) {
                Ast.ClueDef other = clues.put(c.name(), c);
                if (other != null) {
                    throw new LangException(c.pos(), "clue '" + c.name() + "' is already defined at " + other.pos());
                }
            }
        }
        return new Composition(List.copyOf(all), size, sizePos, boxRows, boxCols, boxesPos, clues);
    }

    /** Whether any model's rules name this grid-wide group (rows, boxes, regions ...). */
    boolean usesGroup(String group) {
        for (ModelDef m : models) {
            for (Ast.Rule r : m.parsed().rules) {
                if (r instanceof Ast.Distinct d && d.groups().contains(group)) {
                    return true;
                }
            }
        }
        return false;
    }

    Pos groupPos(String group) {
        for (ModelDef m : models) {
            for (Ast.Rule r : m.parsed().rules) {
                if (r instanceof Ast.Distinct d && d.groups().contains(group)) {
                    return d.pos();
                }
            }
        }
        return null;
    }
}
