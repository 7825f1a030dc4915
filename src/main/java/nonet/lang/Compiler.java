package nonet.lang;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.model.Constraint;
import nonet.model.Geometry;
import nonet.model.Model;

/**
 * Compiles a {@link PuzzleSpec} to an IR {@link Model}. The rule part of a model (everything but
 * clues and givens) is compiled once per (models, size, regions) and cached, so a collection of
 * grids under one model costs only its givens per line.
 */
public final class Compiler {

    private static final int CACHE_SIZE = 64;

    private final ModelLibrary lib;
    private final Map<String, RuleSet> cache = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, RuleSet> eldest) {
            return size() > CACHE_SIZE;
        }
    });
    private volatile RuleSet last;

    public Compiler(ModelLibrary lib) {
        this.lib = lib;
    }

    /** The compiled rules of a composition of models for one size (and regions): shared by every puzzle that uses them. */
    private record RuleSet(List<String> models, int size, int[] regions, Composition comp, Elaborator rules,
            List<Constraint> constraints, String name) {
    }

    public Model compile(PuzzleSpec spec) throws LangException {
        return compile(spec, true);
    }

    /**
     * The puzzle without its models' {@code pairs ... unless} rules: what a generator solves before it
     * places the clues those rules depend on.
     */
    public Model compileWithoutUnlessRules(PuzzleSpec spec) throws LangException {
        return compile(spec, false);
    }

    /** The clue types that the models' {@code pairs ... unless} rules name (empty for most models). */
    public java.util.Set<String> unlessClues(List<String> models) throws LangException {
        Composition comp = Composition.of(lib, models, positions(models.size(), "<models>"), null);
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        for (ModelDef m : comp.models) {
            for (Ast.Rule r : m.parsed().rules) {
                if (r instanceof Ast.Pairs p) {
                    out.addAll(p.unless());
                }
            }
        }
        return out;
    }

    private Model compile(PuzzleSpec spec, boolean unlessRules) throws LangException {
        RuleSet rs = ruleSet(spec);
        Geometry g = rs.rules().geometry();
        int n = g.cellCount();
        if (spec.clues().isEmpty() && (!unlessRules || !rs.rules().hasDeferred())) {
            List<Constraint> all = new ArrayList<>(rs.constraints().size() + n);
            all.addAll(rs.constraints());
            Elaborator givens = new Elaborator(g, null);
            addGivens(givens, spec, n);
            all.addAll(givens.constraints());
            return new Model(rs.name(), g, all);
        }
        Elaborator e = rs.rules().copy();
        for (ClueUse use : spec.clues()) {
            Ast.ClueDef def = ClueBinder.definition(rs.comp(), use);
            e.clue(def, use, ClueBinder.bind(def, use, spec.size()));
        }
        if (unlessRules) {
            e.applyDeferred();
        }
        addGivens(e, spec, n);
        return new Model(rs.name(), g, e.constraints());
    }

    public ModelLibrary library() {
        return lib;
    }

    /** The grid size the model (with what it extends) fixes with a {@code grid} statement, or 0. */
    public int fixedSize(String model) throws LangException {
        return Composition.of(lib, List.of(model), positions(1, "<models>"), java.nio.file.Path.of("").toAbsolutePath()).size;
    }

    /** Whether the models take jigsaw regions from the puzzle ({@code distinct regions}). */
    public boolean needsRegions(List<String> models) throws LangException {
        return Composition.of(lib, models, positions(models.size(), "<models>"), java.nio.file.Path.of("").toAbsolutePath()).usesGroup("regions");
    }

    /** The clues the models offer (inherited included), in definition order. */
    public List<ClueInfo> clues(List<String> models) throws LangException {
        Composition comp = Composition.of(lib, models, positions(models.size(), "<models>"), null);
        List<ClueInfo> out = new ArrayList<>();
        for (Ast.ClueDef c : comp.clues.values()) {
            List<String> names = c.params().stream().map(Ast.Param::name).toList();
            List<String> kinds = c.params().stream().map(p -> p.kind().name().toLowerCase()).toList();
            out.add(new ClueInfo(c.name(), c.model(), names, kinds, c.variadic(), c.signature(), c.drawing()));
        }
        return out;
    }

    private static void addGivens(Elaborator e, PuzzleSpec spec, int n) throws LangException {
        int size = spec.size();
        for (int cell = 0; cell < n; cell++) {
            int d = spec.given(cell);
            if (d != 0) {
                if (d < 1 || d > size) {
                    throw new LangException(new Pos(spec.source(), 1, 1), "given " + d + " at r" + (cell / size + 1) + "c"
                            + (cell % size + 1) + " is outside 1.." + size);
                }
                e.given(cell, d);
            }
        }
    }

    private static List<Pos> positions(int count, String source) {
        List<Pos> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(new Pos(source, 1, 1));
        }
        return out;
    }

    private RuleSet ruleSet(PuzzleSpec spec) throws LangException {
        RuleSet rs = last;
        int[] regions = spec.regionsView();
        if (rs != null && rs.size() == spec.size() && rs.models().equals(spec.models()) && Arrays.equals(rs.regions(), regions)) {
            return rs;
        }
        String key = String.join("\n", spec.models()) + "|" + spec.size() + "|" + (regions == null ? "" : Arrays.toString(regions));
        rs = cache.get(key);
        if (rs == null) {
            rs = build(spec);
            cache.put(key, rs);
        }
        last = rs;
        return rs;
    }

    private RuleSet build(PuzzleSpec spec) throws LangException {
        Pos at = new Pos(spec.source(), 1, 1);
        Composition comp = Composition.of(lib, spec.models(), positions(spec.models().size(), spec.source()), null);
        int size = spec.size();
        if (comp.sizePos != null && comp.size != size) {
            throw new LangException(at, "the puzzle is " + size + "x" + size + " but its model declares grid "
                    + comp.size + "x" + comp.size + " at " + comp.sizePos);
        }
        Geometry g;
        if (comp.boxesPos != null) {
            try {
                g = new Geometry(size, comp.boxRows, comp.boxCols);
            } catch (IllegalArgumentException e) {
                throw new LangException(comp.boxesPos, "boxes " + comp.boxRows + "x" + comp.boxCols + " do not tile a "
                        + size + "x" + size + " grid");
            }
        } else if (comp.usesGroup("boxes") || comp.usesGroup("positions")) {
            g = Geometry.standard(size);
        } else {
            g = Geometry.withoutBoxes(size);
        }
        if (spec.regionsView() != null && !comp.usesGroup("regions")) {
            throw new LangException(at, "the puzzle gives regions, but none of its models says 'distinct regions' (use jigsaw)");
        }
        Elaborator e = new Elaborator(g, spec.regionsView());
        for (ModelDef m : comp.models) {
            for (Ast.Rule r : m.parsed().rules) {
                if (r instanceof Ast.Distinct d) {
                    e.modelGroups(d);
                }
            }
        }
        for (ModelDef m : comp.models) {
            for (Ast.Rule r : m.parsed().rules) {
                if (!(r instanceof Ast.Distinct)) {
                    e.modelRule(r);
                }
            }
        }
        for (Map.Entry<String, Pos> unless : e.deferredClueNames().entrySet()) {
            if (!comp.clues.containsKey(unless.getKey())) {
                throw new LangException(unless.getValue(), "unknown clue '" + unless.getKey() + "' after 'unless'"
                        + Suggest.didYouMean(unless.getKey(), comp.clues.keySet()) + " (clues here: " + String.join(", ", comp.clues.keySet()) + ")");
            }
        }
        // composition is a set, and so is the name: 'use thermo' twice is thermo
        String name = String.join("+", comp.models.isEmpty() ? spec.models()
                : spec.models().stream().map(this::shortName).distinct().toList());
        return new RuleSet(spec.models(), size, spec.regionsView() == null ? null : spec.regionsView().clone(), comp, e,
                e.constraints(), name);
    }

    private String shortName(String ref) {
        int slash = Math.max(ref.lastIndexOf('/'), ref.lastIndexOf('\\'));
        String base = ref.endsWith(".nonet") ? ref.substring(slash + 1, ref.length() - ".nonet".length()) : ref;
        return base;
    }
}
