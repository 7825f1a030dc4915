package nonet.lang;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Matches a clue in a puzzle to its definition: checks the name and the arguments, binds the parameters. */
final class ClueBinder {

    /** A clue's parameters bound to its arguments. */
    static final class Bindings {
        final Map<String, int[]> cells = new HashMap<>();
        final Map<String, Pos[]> cellPos = new HashMap<>();
        final Map<String, Integer> numbers = new HashMap<>();
        final Map<String, Pos> numberPos = new HashMap<>();
        final Map<String, Integer> lengths = new HashMap<>();
        final Map<String, int[]> numberLists = new HashMap<>();
    }

    static final Bindings NONE = new Bindings();

    private ClueBinder() {
    }

    static void checkAll(Composition comp, PuzzleSpec spec) throws LangException {
        for (ClueUse use : spec.clues()) {
            bind(definition(comp, use), use, spec.size());
        }
    }

    static Ast.ClueDef definition(Composition comp, ClueUse use) throws LangException {
        Ast.ClueDef def = comp.clues.get(use.name());
        if (def == null) {
            if (Parser.STATEMENTS.contains(use.name())) {
                throw new LangException(use.pos(), "'" + use.name() + "' belongs in a model file, not a puzzle file");
            }
            List<String> names = new ArrayList<>(comp.clues.keySet());
            String models = String.join(", ", comp.models.stream().map(ModelDef::name).toList());
            String hint = Suggest.didYouMean(use.name(), names);
            if (hint.isEmpty()) {
                hint = Suggest.didYouMean(use.name(), Parser.STATEMENTS);
            }
            throw new LangException(use.pos(), "unknown clue '" + use.name() + "'" + hint
                    + (names.isEmpty() ? " (the models " + models + " define no clues)" : " (clues here: " + String.join(", ", names) + ")")
                    + bundledDefiner(use.name()));
        }
        return def;
    }

    /** Which bundled model to use for a clue the puzzle's models lack, preferring a complete variant over a rules/ file. */
    private static String bundledDefiner(String clue) {
        return ModelLibrary.bundled().list().stream()
                .filter(m -> m.clueNames().contains(clue))
                .min(java.util.Comparator.comparing((ModelInfo m) -> m.name().startsWith("rules/")).thenComparing(m -> m.clueNames().size()))
                .map(m -> "; '" + clue + "' is defined by model " + m.name() + ": add 'use " + m.name() + "'")
                .orElse("");
    }

    static Bindings bind(Ast.ClueDef def, ClueUse use, int size) throws LangException {
        Bindings b = new Bindings();
        List<Ast.Param> params = def.params();
        List<Arg> args = use.args();
        int fixed = def.variadic() ? params.size() - 1 : params.size();
        if (args.size() < params.size() || (!def.variadic() && args.size() > params.size())) {
            Pos at = args.size() > params.size() ? args.get(params.size()).pos() : use.pos();
            throw new LangException(at, "clue " + def.signature() + " takes " + (def.variadic() ? "at least " : "")
                    + params.size() + " argument" + (params.size() == 1 ? "" : "s") + ", not " + args.size());
        }
        for (int i = 0; i < fixed; i++) {
            Ast.Param p = params.get(i);
            Arg a = args.get(i);
            if (p.kind() == Ast.Kind.NUMBER) {
                if (a.isCell()) {
                    throw new LangException(a.pos(), "argument '" + p.name() + "' of " + def.signature() + " is a number, not cells");
                }
                b.numbers.put(p.name(), a.number());
                b.numberPos.put(p.name(), a.pos());
            } else {
                if (!a.isCell()) {
                    throw new LangException(a.pos(), "argument '" + p.name() + "' of " + def.signature() + " is a cell, not the number " + a.number());
                }
                if (a.cells().length != 1) {
                    throw new LangException(a.pos(), "argument '" + p.name() + "' of " + def.signature() + " is one cell, not a range of " + a.cells().length);
                }
                putCells(b, p.name(), a.cells(), new Pos[] {a.pos()});
            }
        }
        if (def.variadic() && params.get(params.size() - 1).kind() == Ast.Kind.NUMBERS) {
            Ast.Param p = params.get(params.size() - 1);
            int[] numbers = new int[args.size() - fixed];
            for (int i = fixed; i < args.size(); i++) {
                Arg a = args.get(i);
                if (a.isCell()) {
                    throw new LangException(a.pos(), "arguments '" + p.name() + "...' of " + def.signature() + " are numbers, not cells");
                }
                numbers[i - fixed] = a.number();
            }
            b.numberLists.put(p.name(), numbers);
        } else if (def.variadic()) {
            Ast.Param p = params.get(params.size() - 1);
            List<Integer> cells = new ArrayList<>();
            List<Pos> pos = new ArrayList<>();
            for (int i = fixed; i < args.size(); i++) {
                Arg a = args.get(i);
                if (!a.isCell()) {
                    throw new LangException(a.pos(), "arguments '" + p.name() + "...' of " + def.signature() + " are cells, not the number " + a.number());
                }
                for (int c : a.cells()) {
                    cells.add(c);
                    pos.add(a.pos());
                }
            }
            putCells(b, p.name(), cells.stream().mapToInt(Integer::intValue).toArray(), pos.toArray(new Pos[0]));
        }
        for (int[] cs : b.cells.values()) {
            for (int c : cs) {
                if (c < 0 || c >= size * size) {
                    throw new LangException(use.pos(), "a cell of '" + use.name() + "' is outside the " + size + "x" + size + " grid");
                }
            }
        }
        return b;
    }

    private static void putCells(Bindings b, String name, int[] cells, Pos[] pos) {
        b.cells.put(name, cells);
        b.cellPos.put(name, pos);
        b.lengths.put(name, cells.length);
    }
}
