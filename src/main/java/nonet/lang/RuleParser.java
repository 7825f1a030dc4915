package nonet.lang;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses one rule from its tokens (a model's rule line, or a rule in a clue's body): its cell lists
 * with their functions and slices, offsets, predicates, and a machine's lines below it.
 */
final class RuleParser {

    /** {@code number(list)}: a sum's cells read as one base-10 number. */
    private static final String NUMBER = "number";
    /** Cell-list functions of one cell; the offset sets of {@link Offsets} also work this way. */
    static final List<String> CELL_FUNCTIONS = List.of("row", "column", "box", "region", "block", "fold", "reverse");
    static final List<String> GROUPS = List.of("rows", "columns", "boxes", "regions", "diagonals", "positions");

    private final SourceLines src;

    RuleParser(SourceLines src) {
        this.src = src;
    }

    Ast.Rule rule(Cursor c, Token kw, ClueScope scope) throws LangException {
        String text = c.line.substring(kw.pos().col() - 1).trim();
        Pos at = kw.pos();
        switch (kw.text()) {
            case "distinct" -> {
                List<String> groups = new ArrayList<>();
                List<Ast.Item> cells = new ArrayList<>();
                while (!c.atEnd()) {
                    Token t = c.peek();
                    if (t.is(",")) {
                        c.next();
                    } else if (t.kind() == Token.Kind.NAME && GROUPS.contains(t.text()) && (scope == null || !scope.has(t.text()))) {
                        c.next();
                        groups.add(t.text());
                    } else {
                        cells.addAll(cellList(c, scope, true));
                    }
                }
                if (groups.isEmpty() && cells.isEmpty()) {
                    throw new LangException(c.peek().pos(), "expected what is distinct: " + String.join(", ", GROUPS) + " or cells");
                }
                if (!groups.isEmpty() && !cells.isEmpty()) {
                    throw new LangException(cells.get(0).pos(), "write grid-wide groups and cell lists in separate 'distinct' statements");
                }
                return new Ast.Distinct(List.copyOf(groups), List.copyOf(cells), at, text);
            }
            case "pairs" -> {
                List<int[]> offsets = new ArrayList<>();
                List<String> unless = new ArrayList<>();
                Pos unlessPos = null;
                while (!c.peek().is(":")) {
                    Token t = c.next();
                    if (t.is(",")) {
                        continue;
                    }
                    if (t.is("unless") || unlessPos != null) {
                        if (t.is("unless")) {
                            unlessPos = c.peek().pos();
                            continue;
                        }
                        if (t.kind() != Token.Kind.NAME) {
                            throw new LangException(t.pos(), "expected clue names after 'unless', found " + t.describe());
                        }
                        unless.add(t.text());
                        continue;
                    }
                    if (t.is("(")) {
                        int dr = c.signedNumber();
                        c.expect(",", "',' between the row and column offsets, as in (0,1)");
                        int dc = c.signedNumber();
                        c.expect(")", "')' after the offset");
                        if (dr == 0 && dc == 0) {
                            throw new LangException(t.pos(), "offset (0,0) pairs a cell with itself");
                        }
                        offsets.add(new int[] {dr, dc});
                    } else if (t.kind() == Token.Kind.NAME && Offsets.SETS.containsKey(t.text())) {
                        offsets.addAll(Offsets.SETS.get(t.text()));
                    } else {
                        String word = t.kind() == Token.Kind.NAME ? t.text() : t.describe();
                        throw new LangException(t.pos(), "unknown offset set '" + word + "' (expected "
                                + String.join(", ", Offsets.SETS.keySet()) + " or (dr,dc))"
                                + Suggest.didYouMean(word, Offsets.SETS.keySet()));
                    }
                }
                if (offsets.isEmpty()) {
                    throw new LangException(c.peek().pos(), "expected offsets before ':' (king, knight, (0,1) ...)");
                }
                if (unlessPos != null && unless.isEmpty()) {
                    throw new LangException(unlessPos, "expected clue names after 'unless', as in pairs orthogonal unless white, black: ...");
                }
                if (unlessPos != null && scope != null) {
                    throw new LangException(unlessPos, "'unless' belongs in a model's grid-wide rule, not in a clue");
                }
                c.next();
                Pos predPos = c.peek().pos();
                return new Ast.Pairs(List.copyOf(offsets), List.copyOf(unless), unlessPos,
                        ExprParser.predicate(c, ExprParser.Vars.PAIR, scope), predPos, at, text);
            }
            case "sum" -> {
                List<Ast.Item> cells = sumSide(c, scope);
                c.expect("=", "'=' and the total after the cells");
                Pos rhsPos = c.peek().pos();
                List<Token> rest = c.rest();
                boolean cellsOnly = rest.size() > 1;
                for (Token t : rest) {
                    cellsOnly &= t.kind() == Token.Kind.END || t.is(",") || t.kind() == Token.Kind.CELL
                            || (t.kind() == Token.Kind.NAME && scope != null && scope.has(t.text()));
                }
                if (cellsOnly && rest.size() == 2 && rest.get(0).kind() == Token.Kind.NAME) {
                    c.next();
                    scope.useAsSumTotal(rest.get(0).text());
                    return new Ast.Sum(cells, null, null, rest.get(0).text(), rhsPos, at, text);
                }
                Token first = rest.get(0);
                boolean startsWithCells = first.kind() == Token.Kind.CELL || (rest.size() > 1 && rest.get(1).is("[")
                        && first.kind() == Token.Kind.NAME && scope != null && scope.has(first.text()))
                        || (rest.size() > 1 && rest.get(1).is("(") && (CELL_FUNCTIONS.contains(first.text())
                        || Offsets.SETS.containsKey(first.text()) || first.is(NUMBER)));
                if (cellsOnly || startsWithCells) {
                    return new Ast.Sum(cells, sumSide(c, scope), null, null, rhsPos, at, text);
                }
                return new Ast.Sum(cells, null, ExprParser.total(c, scope, rhsPos), null, rhsPos, at, text);
            }
            case "chain", "allpairs", "mirror", "pair" -> {
                List<Ast.Item> cells = cellList(c, scope, false);
                c.expect(":", "':' and a predicate on a and b");
                Pos predPos = c.peek().pos();
                return new Ast.Link(kw.text(), cells, ExprParser.predicate(c, ExprParser.Vars.PAIR, scope), predPos, at, text);
            }
            case "each" -> {
                List<Ast.Item> cells = cellList(c, scope, false);
                c.expect(":", "':' and a predicate on x");
                Pos predPos = c.peek().pos();
                return new Ast.Each(cells, ExprParser.predicate(c, ExprParser.Vars.EACH, scope), predPos, at, text);
            }
            case "table" -> {
                List<Ast.Item> cells = cellList(c, scope, false);
                c.expect(":", "':' and a predicate on xs");
                Pos predPos = c.peek().pos();
                return new Ast.TableRule(cells, ExprParser.predicate(c, ExprParser.Vars.TABLE, scope), predPos, at, text);
            }
            case "machine" -> {
                List<Ast.Item> cells = cellList(c, scope, false);
                c.expect(":", "':' after the cells, then the machine's state, when, next and accept on the lines below");
                c.expectEnd();
                return machine(cells, kw, scope, text);
            }
            default -> throw new IllegalStateException(kw.text());
        }
    }

    /**
     * The lines indented under {@code machine LIST:}: {@code state v = e, ...} (first, at most once),
     * then any of {@code when PRED}, {@code next v = e, ...} (at most once) and {@code accept PRED} (at most once).
     */
    private Ast.Rule machine(List<Ast.Item> cells, Token kw, ClueScope scope, String text) throws LangException {
        int own = kw.pos().col() - 1;
        List<String> state = new ArrayList<>();
        List<Expr> start = new ArrayList<>();
        List<Expr> guards = new ArrayList<>();
        Expr[] next = null;
        Expr accept = null;
        boolean any = false;
        for (int index; (index = src.takeIndentedBeyond(own)) >= 0;) {
            Cursor mc = new Cursor(src.line(index), src.file, index);
            Token head = mc.next();
            mc.toPredicate();
            any = true;
            switch (head.text()) {
                case "state" -> {
                    if (!state.isEmpty() || next != null || !guards.isEmpty() || accept != null) {
                        throw new LangException(head.pos(), "'state' comes first in a machine, and once");
                    }
                    do {
                        Token name = mc.next();
                        if (name.kind() != Token.Kind.NAME || List.of("x", "i", "N").contains(name.text())
                                || (scope != null && scope.has(name.text()))) {
                            throw new LangException(name.pos(), "expected a new name for a state variable (not x, i, N or a parameter), found "
                                    + name.describe());
                        }
                        if (state.contains(name.text())) {
                            throw new LangException(name.pos(), "state variable '" + name.text() + "' is declared twice");
                        }
                        mc.expect("=", "'=' and the starting value, as in state s = 0");
                        start.add(ExprParser.machineExpr(mc, ExprParser.Vars.NONE, scope, List.of(), Expr.Type.INT, "a starting value"));
                        state.add(name.text());
                    } while (mc.accept(","));
                }
                case "when" -> guards.add(ExprParser.machineExpr(mc, ExprParser.Vars.MACHINE, scope, state, Expr.Type.BOOL,
                        "a condition on x, i and the state"));
                case "next" -> {
                    if (next != null) {
                        throw new LangException(head.pos(), "'next' appears twice in one machine; give every variable in one 'next'");
                    }
                    next = new Expr[state.size()];
                    do {
                        Token name = mc.next();
                        if (!state.contains(name.text())) {
                            throw new LangException(name.pos(), "'" + name.text() + "' is not a state variable"
                                    + (state.isEmpty() ? " (declare them first: state s = 0)" : " (state: " + String.join(", ", state) + ")")
                                    + Suggest.didYouMean(name.text(), state));
                        }
                        mc.expect("=", "'=' and the new value");
                        next[state.indexOf(name.text())] = ExprParser.machineExpr(mc, ExprParser.Vars.MACHINE, scope, state,
                                Expr.Type.INT, "the new value of " + name.text());
                    } while (mc.accept(","));
                }
                case "accept" -> {
                    if (accept != null) {
                        throw new LangException(head.pos(), "'accept' appears twice in one machine; join the conditions with 'and'");
                    }
                    accept = ExprParser.machineExpr(mc, ExprParser.Vars.STATE, scope, state, Expr.Type.BOOL, "a condition on the state");
                }
                default -> throw new LangException(head.pos(), "expected state, when, next or accept in a machine, found "
                        + head.describe() + Suggest.didYouMean(head.text(), List.of("state", "when", "next", "accept")));
            }
            mc.expectEnd();
        }
        if (!any) {
            throw new LangException(kw.pos(), "the machine has no body: indent its state, when, next and accept lines under it");
        }
        List<Expr> nextList = new ArrayList<>();
        for (int i = 0; i < state.size(); i++) {
            nextList.add(next == null ? null : next[i]);
        }
        return new Ast.Machine(cells, List.copyOf(state), List.copyOf(start), List.copyOf(guards),
                java.util.Collections.unmodifiableList(nextList), accept, kw.pos(), text);
    }

    /** A cell-list function call after its name: {@code row(p)}, {@code block(p, 2, 2)}, {@code fold(line)} ... */
    private Ast.Item cellFunction(Cursor c, Token fn, ClueScope scope) throws LangException {
        c.expect("(", "'(' after '" + fn.text() + "'");
        Token first = c.next();
        Ast.Item arg = cellItem(c, first, scope);
        if (arg == null) {
            throw new LangException(first.pos(), "expected a cell" + (scope == null ? "" : " or a parameter") + " in '"
                    + fn.text() + "(...)', found " + first.describe());
        }
        List<Expr> numbers = new ArrayList<>();
        while (c.accept(",")) {
            c.toPredicate();
            numbers.add(ExprParser.machineExpr(c, ExprParser.Vars.NONE, scope, List.of(), Expr.Type.INT, "a number"));
        }
        c.expect(")", "')' after the argument of '" + fn.text() + "'");
        int wanted = fn.is("block") ? 2 : 0;
        if (numbers.size() != wanted) {
            throw new LangException(fn.pos(), fn.text() + "(...) takes " + (wanted == 0 ? "one cell or list" : "a cell, a height and a width")
                    + ", not " + (1 + numbers.size()) + " arguments");
        }
        return new Ast.FnItem(fn.text(), arg, List.copyOf(numbers), fn.pos());
    }

    /** The cell-list element that starts with {@code t} (a cell or range, a parameter, a slice of one, a cell-list function), or null. */
    private Ast.Item cellItem(Cursor c, Token t, ClueScope scope) throws LangException {
        if (t.kind() == Token.Kind.CELL) {
            return new Ast.CellItem(t);
        }
        if (t.kind() == Token.Kind.NAME && c.peek().is("(") && (CELL_FUNCTIONS.contains(t.text()) || Offsets.SETS.containsKey(t.text()))) {
            return cellFunction(c, t, scope);
        }
        if (t.kind() == Token.Kind.NAME && scope != null && scope.has(t.text())) {
            scope.use(t.text(), Ast.Kind.CELL, t.pos());
            return c.peek().is("[") ? slice(c, t, scope) : new Ast.ParamItem(t.text(), t.pos());
        }
        return null;
    }

    private Ast.Item slice(Cursor c, Token param, ClueScope scope) throws LangException {
        c.next();
        c.toPredicate();
        Expr from = c.peek().is("..") ? null
                : ExprParser.machineExpr(c, ExprParser.Vars.NONE, scope, List.of(), Expr.Type.INT, "a position (1 is the first cell, -1 the last)");
        boolean range = c.accept("..");
        Expr to = null;
        if (range && !c.peek().is("]")) {
            to = ExprParser.machineExpr(c, ExprParser.Vars.NONE, scope, List.of(), Expr.Type.INT, "a position");
        }
        if (!range && from == null) {
            throw new LangException(c.peek().pos(), "expected a position or a range such as " + param.text() + "[2..-2]");
        }
        c.expect("]", "']' after the position");
        return new Ast.SliceItem(param.text(), from, to, range, param.pos());
    }

    /** Where a cell list stands, which decides whether {@code number(list)} may be one of its items. */
    private enum ListPlace {
        /** A sum's side: {@code number(list)} may stand among the cells. */
        SUM_SIDE,
        /** Inside {@code number(...)}: the list ends at its ')'. */
        IN_NUMBER,
        ELSEWHERE
    }

    /** One side of a sum: a cell list whose items may also be {@code number(list)}. */
    private List<Ast.Item> sumSide(Cursor c, ClueScope scope) throws LangException {
        return cellList(c, scope, false, ListPlace.SUM_SIDE);
    }

    /** Cells and cell parameters up to ':' or '=' (or the end of the line when {@code toEnd}). */
    private List<Ast.Item> cellList(Cursor c, ClueScope scope, boolean toEnd) throws LangException {
        return cellList(c, scope, toEnd, ListPlace.ELSEWHERE);
    }

    private List<Ast.Item> cellList(Cursor c, ClueScope scope, boolean toEnd, ListPlace place) throws LangException {
        List<Ast.Item> items = new ArrayList<>();
        while (!c.atEnd() && !c.peek().is(":") && !c.peek().is("=") && !(place == ListPlace.IN_NUMBER && c.peek().is(")"))) {
            Token t = c.next();
            if (t.is(",")) {
                continue;
            }
            if (t.is(NUMBER) && c.peek().is("(")) {
                if (place != ListPlace.SUM_SIDE) {
                    throw new LangException(t.pos(), "number(...) reads cells as one number, so it belongs in a sum"
                            + " (sum line[3..] = number(line[..2]))");
                }
                c.next();
                List<Ast.Item> digits = cellList(c, scope, false, ListPlace.IN_NUMBER);
                c.expect(")", "')' after the cells of number(...)");
                items.add(new Ast.NumberItem(List.copyOf(digits), t.pos()));
                continue;
            }
            Ast.Item item = cellItem(c, t, scope);
            if (item != null) {
                items.add(item);
            } else if (t.kind() == Token.Kind.NAME) {
                String hint = scope == null ? "" : Suggest.didYouMean(t.text(), scope.declared.keySet());
                if (hint.isEmpty() && toEnd) {
                    hint = Suggest.didYouMean(t.text(), GROUPS);
                }
                throw new LangException(t.pos(), "expected cells such as r1c1 or r1c1-9" + (scope == null ? "" : " or a parameter")
                        + (toEnd ? " or a group (" + String.join(", ", GROUPS) + ")" : "") + ", found '" + t.text() + "'" + hint);
            } else {
                throw new LangException(t.pos(), "expected cells such as r1c1 or r1c1-9, found " + t.describe());
            }
        }
        if (items.isEmpty()) {
            throw new LangException(c.peek().pos(), "expected cells such as r1c1 or r1c1-9, found " + c.peek().describe());
        }
        return items;
    }
}
