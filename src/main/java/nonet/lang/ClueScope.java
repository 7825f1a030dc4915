package nonet.lang;

import java.util.LinkedHashMap;
import java.util.Map;

/** The parameters of a clue being defined, and how its body uses them (to infer cell or number). */
final class ClueScope {
    final Map<String, Ast.Param> declared = new LinkedHashMap<>();
    final Map<String, Ast.Kind> inferred = new LinkedHashMap<>();
    final Map<String, Pos> firstUse = new LinkedHashMap<>();
    final Map<String, Boolean> rhsOnly = new LinkedHashMap<>();

    boolean has(String name) {
        return declared.containsKey(name);
    }

    void use(String name, Ast.Kind as, Pos at) throws LangException {
        rhsOnly.put(name, false);
        Ast.Param p = declared.get(name);
        Ast.Kind known = p.kind() != null ? p.kind() : inferred.get(name);
        boolean cellsOk = as != Ast.Kind.NUMBER;
        if (known != null && (known == Ast.Kind.NUMBER) != !cellsOk) {
            throw new LangException(at, "parameter '" + name + "' is used as " + (cellsOk ? "cells" : "a number")
                    + " here but " + (known == Ast.Kind.NUMBER ? "is a number" : "holds cells")
                    + (firstUse.containsKey(name) ? " (see " + firstUse.get(name) + ")" : ""));
        }
        if (known == null) {
            inferred.put(name, as);
            firstUse.put(name, at);
        }
    }

    void useAsSumTotal(String name) {
        rhsOnly.putIfAbsent(name, true);
    }
}
