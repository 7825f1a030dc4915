package nonet.lang;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses the text of a model or puzzle file into a {@link ParsedFile}. Line-oriented: one
 * statement per line, {@code #} comments, clue bodies indented under {@code clue name(...):},
 * grids of symbols on the lines after {@code givens} / {@code regions}.
 */
final class Parser {

    static final List<String> STATEMENTS = List.of("model", "about", "extends", "use", "grid", "boxes", "distinct",
            "pairs", "sum", "chain", "allpairs", "mirror", "pair", "each", "table", "clue", "given", "givens",
            "regions", "solution");
    static final List<String> RULES = List.of("distinct", "pairs", "sum", "chain", "allpairs", "mirror", "pair",
            "each", "table");
    static final List<String> GROUPS = List.of("rows", "columns", "boxes", "regions", "diagonals", "positions");
    private static final List<String> FUNCTIONS = List.of("abs", "min", "max", "sum", "prod", "len");
    /** Expressions are parsed and evaluated recursively: these bounds keep a pathological line from overflowing the stack. */
    static final int MAX_NESTING = 100;
    static final int MAX_OPERATORS = 1000;
    private static final Pattern SIZE = Pattern.compile("(\\d{1,4})\\s*(?:[xX]\\s*(\\d{1,4}))?");

    private final String file;
    private final String[] lines;
    private int next;
    private final ParsedFile out = new ParsedFile();

    private Parser(String text, String file) {
        this.file = file;
        this.lines = text.split("\r\n|\r|\n", -1);
        out.source = file;
    }

    static ParsedFile parse(String text, String file) throws LangException {
        Parser p = new Parser(text, file);
        p.parseFile();
        return p.out;
    }

    private static String stripComment(String line) {
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (ch == '"') {
                quoted = !quoted;
            } else if (ch == '#' && !quoted) {
                return line.substring(0, i);
            }
        }
        return line;
    }

    private static int indent(String line) {
        int i = 0;
        while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    private static boolean blank(String line) {
        return line.isBlank();
    }

    private Pos pos(int lineIndex, int col) {
        return new Pos(file, lineIndex + 1, col);
    }

    private void parseFile() throws LangException {
        while (next < lines.length) {
            int index = next++;
            String line = stripComment(lines[index]);
            if (blank(line)) {
                continue;
            }
            if (indent(line) > 0) {
                throw new LangException(pos(index, indent(line) + 1),
                        "unexpected indentation: only clue bodies and grid rows are indented");
            }
            statement(index, line);
        }
    }

    /** Statements whose rest is read as raw text (sizes such as 9x9, paths, symbol grids), not tokens. */
    private static final List<String> RAW = List.of("model", "extends", "use", "grid", "boxes", "givens", "regions", "solution");

    private void statement(int index, String line) throws LangException {
        int end = 0;
        while (end < line.length() && (Character.isLetterOrDigit(line.charAt(end)) || line.charAt(end) == '-' || line.charAt(end) == '_')) {
            end++;
        }
        boolean raw = RAW.contains(line.substring(0, end));
        Cursor c = new Cursor(raw ? line.substring(0, end) : line, index, 0, false);
        Token head = c.next();
        if (head.kind() != Token.Kind.NAME) {
            throw new LangException(head.pos(), "expected a statement (such as 'distinct', 'use' or a clue name), found "
                    + head.describe());
        }
        String kw = head.text();
        String rest = line.substring(head.pos().col() - 1 + kw.length());
        int restCol = head.pos().col() + kw.length();
        switch (kw) {
            case "model" -> {
                List<Ast.Ref> names = refs(rest, index, restCol, kw);
                if (names.size() > 1) {
                    throw new LangException(names.get(1).pos(), "expected one model name after 'model', found another: '"
                            + names.get(1).name() + "'");
                }
                out.name = names.get(0).name();
                out.namePos = names.get(0).pos();
            }
            case "about" -> {
                Token s = c.next();
                if (s.kind() != Token.Kind.STRING) {
                    throw new LangException(s.pos(), "expected a quoted description after 'about', found " + s.describe());
                }
                c.expectEnd();
                out.about = s.text();
            }
            case "extends", "use" -> {
                List<Ast.Ref> refs = refs(rest, index, restCol, kw);
                (kw.equals("use") ? out.uses : out.extendsRefs).addAll(refs);
                mark(kw, head.pos());
            }
            case "grid" -> {
                int[] size = size(rest, index, restCol, kw);
                if (size[0] != size[1]) {
                    throw new LangException(head.pos(), "grid " + size[0] + "x" + size[1] + " is not square");
                }
                if (out.gridPos != null && out.grid != size[0]) {
                    throw new LangException(head.pos(), "grid " + size[0] + " conflicts with grid " + out.grid + " at " + out.gridPos);
                }
                out.grid = size[0];
                out.gridPos = head.pos();
            }
            case "boxes" -> {
                mark(kw, head.pos());
                if (rest.trim().equals("none")) {
                    throw new LangException(head.pos(), "'boxes none' is not needed: a model without 'distinct boxes' has no boxes");
                }
                int[] size = size(rest, index, restCol, kw);
                out.boxRows = size[0];
                out.boxCols = size[1];
                out.boxesPos = head.pos();
            }
            case "clue" -> {
                mark(kw, head.pos());
                out.clues.add(clueDef(c, head, index));
            }
            case "given" -> {
                mark(kw, head.pos());
                Token cell = c.next();
                if (cell.kind() != Token.Kind.CELL) {
                    throw new LangException(cell.pos(), "expected a cell after 'given' (given r5c3 = 1), found " + cell.describe());
                }
                c.expect("=", "'=' after the cell (given r5c3 = 1)");
                Token v = c.next();
                if (v.kind() != Token.Kind.NUMBER) {
                    throw new LangException(v.pos(), "expected a digit after '=', found " + v.describe());
                }
                c.expectEnd();
                out.givenList.add(new ParsedFile.Given(cell, v.value(), v.pos(), head.pos()));
            }
            case "givens", "regions", "solution" -> {
                mark(kw, head.pos());
                ParsedFile.GridText g = gridText(kw, rest, index, restCol, head.pos());
                if ((kw.equals("givens") ? out.givens : kw.equals("regions") ? out.regions : out.solution) != null) {
                    throw new LangException(head.pos(), "'" + kw + "' appears twice");
                }
                switch (kw) {
                    case "givens" -> out.givens = g;
                    case "regions" -> out.regions = g;
                    default -> out.solution = g;
                }
            }
            default -> {
                if (RULES.contains(kw)) {
                    mark(kw, head.pos());
                    out.rules.add(rule(c, head, null));
                } else {
                    mark("", head.pos());
                    List<Token> args = List.of();
                    LangException argsError = null;
                    try {
                        args = clueArgs(c, kw);
                    } catch (LangException e) {
                        String hint = Suggest.didYouMean(kw, STATEMENTS);
                        if (!hint.isEmpty()) {
                            throw new LangException(head.pos(), "unknown statement '" + kw + "'" + hint);
                        }
                        argsError = e;
                    }
                    out.clueUses.add(new ParsedFile.RawClue(kw, args, head.pos(), argsError));
                }
            }
        }
    }

    /** Records the first statement that only a puzzle file, or only a model file, may contain. */
    private void mark(String kw, Pos p) {
        boolean puzzleOnly = kw.isEmpty() || kw.equals("use") || kw.startsWith("given") || kw.equals("regions")
                || kw.equals("solution");
        if (puzzleOnly && out.firstPuzzleStatement == null) {
            out.firstPuzzleStatement = p;
            out.firstPuzzleKeyword = kw;
        } else if (!puzzleOnly && out.firstModelStatement == null) {
            out.firstModelStatement = p;
            out.firstModelKeyword = kw;
        }
    }

    private List<Ast.Ref> refs(String rest, int index, int restCol, String kw) throws LangException {
        List<Ast.Ref> refs = new ArrayList<>();
        int i = 0;
        while (i < rest.length()) {
            char ch = rest.charAt(i);
            if (ch == ' ' || ch == '\t' || ch == ',') {
                i++;
                continue;
            }
            int j = i;
            while (j < rest.length() && rest.charAt(j) != ',' && rest.charAt(j) != ' ' && rest.charAt(j) != '\t') {
                j++;
            }
            refs.add(new Ast.Ref(rest.substring(i, j), pos(index, restCol + i)));
            i = j;
        }
        if (refs.isEmpty()) {
            throw new LangException(pos(index, restCol), "expected one or more model names after '" + kw + "'");
        }
        return refs;
    }

    private int[] size(String rest, int index, int restCol, String kw) throws LangException {
        Matcher m = SIZE.matcher(rest.trim());
        if (!m.matches()) {
            throw new LangException(pos(index, restCol + indent(rest)),
                    "expected a size after '" + kw + "' such as 9x9" + (kw.equals("grid") ? " or 9" : "") + ", found '" + rest.trim() + "'");
        }
        int a = Integer.parseInt(m.group(1));
        int b = m.group(2) == null ? a : Integer.parseInt(m.group(2));
        if (a < 1 || b < 1 || (kw.equals("grid") && a > nonet.model.Geometry.MAX_SIZE)) {
            throw new LangException(pos(index, restCol + indent(rest)),
                    kw + " " + a + "x" + b + " is outside 1.." + nonet.model.Geometry.MAX_SIZE);
        }
        return new int[] {a, b};
    }

    /** The symbols after givens / regions / solution: on the same line (N*N), or on the next N lines. */
    private ParsedFile.GridText gridText(String kw, String rest, int index, int restCol, Pos at) throws LangException {
        List<ParsedFile.Sym> syms = new ArrayList<>();
        if (!rest.isBlank()) {
            symbols(rest, index, restCol, syms);
            return new ParsedFile.GridText(kw, syms, 0, at);
        }
        int width = -1;
        int rows = 0;
        while (width < 0 || rows < width) {
            if (next >= lines.length) {
                throw new LangException(at, kw + " needs " + (width < 0 ? "N" : width) + " rows of symbols, found " + rows);
            }
            int i = next++;
            String line = stripComment(lines[i]);
            if (blank(line) || line.trim().chars().allMatch(ch -> "-+|= \t".indexOf(ch) >= 0)) {
                continue;
            }
            int before = syms.size();
            symbols(line, i, 1, syms);
            int count = syms.size() - before;
            if (width < 0) {
                width = count;
            } else if (count != width) {
                throw new LangException(pos(i, indent(line) + 1),
                        kw + " row " + (rows + 1) + " has " + count + " symbols; expected " + width + " like the first row");
            }
            rows++;
        }
        return new ParsedFile.GridText(kw, syms, rows, at);
    }

    private void symbols(String text, int index, int col, List<ParsedFile.Sym> syms) {
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch != ' ' && ch != '\t' && ch != '|') {
                syms.add(new ParsedFile.Sym(ch, pos(index, col + i)));
            }
        }
    }

    private List<Token> clueArgs(Cursor c, String name) throws LangException {
        List<Token> args = new ArrayList<>();
        while (!c.atEnd()) {
            Token t = c.next();
            if (t.is(",")) {
                continue;
            }
            if (t.is("-") && c.peek().kind() == Token.Kind.NUMBER) {
                Token v = c.next();
                args.add(new Token(Token.Kind.NUMBER, "-" + v.text(), -v.value(), 0, 0, 0, 0, t.pos()));
            } else if (t.kind() == Token.Kind.NUMBER || t.kind() == Token.Kind.CELL) {
                args.add(t);
            } else {
                throw new LangException(t.pos(), "expected a number or a cell as an argument of '" + name + "', found " + t.describe());
            }
        }
        return args;
    }

    // ---- clue definitions -------------------------------------------------------------------

    /** The parameters of a clue being defined, and how its body uses them (to infer cell or number). */
    private static final class Scope {
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

    private Ast.ClueDef clueDef(Cursor c, Token head, int index) throws LangException {
        Token name = c.next();
        if (name.kind() != Token.Kind.NAME) {
            throw new LangException(name.pos(), "expected a clue name after 'clue', found " + name.describe());
        }
        if (STATEMENTS.contains(name.text())) {
            throw new LangException(name.pos(), "'" + name.text() + "' is a statement and cannot name a clue");
        }
        c.expect("(", "'(' and the clue's parameters, as in clue cage(total, cells...):");
        Scope scope = new Scope();
        List<Ast.Param> order = new ArrayList<>();
        while (!c.peek().is(")")) {
            if (!order.isEmpty()) {
                c.expect(",", "',' or ')' in the parameter list");
            }
            Token p = c.next();
            if (p.kind() != Token.Kind.NAME) {
                throw new LangException(p.pos(), "expected a parameter name, found " + p.describe());
            }
            if (scope.has(p.text())) {
                throw new LangException(p.pos(), "parameter '" + p.text() + "' is declared twice");
            }
            if (!order.isEmpty() && order.get(order.size() - 1).kind() == Ast.Kind.CELLS) {
                throw new LangException(p.pos(), "only the last parameter can be variadic ('" + order.get(order.size() - 1).name() + "...')");
            }
            Ast.Kind kind = null;
            if (c.accept("...")) {
                kind = Ast.Kind.CELLS;
            } else if (c.accept(":")) {
                Token k = c.next();
                kind = switch (k.text()) {
                    case "cell" -> Ast.Kind.CELL;
                    case "number" -> Ast.Kind.NUMBER;
                    default -> throw new LangException(k.pos(), "expected 'cell' or 'number' after ':', found " + k.describe());
                };
            }
            Ast.Param param = new Ast.Param(p.text(), kind, p.pos());
            order.add(param);
            scope.declared.put(p.text(), param);
        }
        c.next();
        if (order.isEmpty()) {
            throw new LangException(c.peek().pos(), "a clue needs at least one parameter");
        }
        c.expect(":", "':' after the parameter list");
        List<Ast.Rule> body = new ArrayList<>();
        if (!c.atEnd()) {
            Token kw = c.next();
            body.add(bodyRule(c, kw, scope));
        } else {
            while (next < lines.length) {
                String line = stripComment(lines[next]);
                if (blank(line)) {
                    next++;
                    continue;
                }
                if (indent(line) == 0) {
                    break;
                }
                int i = next++;
                Cursor bc = new Cursor(line, i, 0, false);
                body.add(bodyRule(bc, bc.next(), scope));
            }
        }
        if (body.isEmpty()) {
            throw new LangException(c.peek().pos(), "clue '" + name.text() + "' has no body: expected rules indented under it");
        }
        List<Ast.Param> params = new ArrayList<>();
        for (Ast.Param p : order) {
            Ast.Kind kind = p.kind() != null ? p.kind() : scope.inferred.get(p.name());
            if (kind == null && !scope.rhsOnly.containsKey(p.name())) {
                throw new LangException(p.pos(), "parameter '" + p.name() + "' is never used in the clue's body");
            }
            params.add(new Ast.Param(p.name(), kind == null ? Ast.Kind.NUMBER : kind, p.pos()));
        }
        Map<String, Ast.Kind> kinds = new LinkedHashMap<>();
        params.forEach(p -> kinds.put(p.name(), p.kind()));
        List<Ast.Rule> resolved = new ArrayList<>();
        for (Ast.Rule r : body) {
            resolved.add(r instanceof Ast.Sum s && s.rhsParam() != null ? resolveTotal(s, kinds) : r);
        }
        return new Ast.ClueDef(name.text(), List.copyOf(params), List.copyOf(resolved), head.pos(), file);
    }

    /** {@code sum LIST = p}: p is cells (moved to the left with coefficient -1) or a number, by its kind. */
    private static Ast.Rule resolveTotal(Ast.Sum s, Map<String, Ast.Kind> kinds) {
        if (kinds.get(s.rhsParam()) == Ast.Kind.NUMBER) {
            return new Ast.Sum(s.cells(), null, new Expr.Param(s.rhsParam(), false, s.rhsPos()), null, s.rhsPos(), s.pos(), s.text());
        }
        return new Ast.Sum(s.cells(), List.of(new Ast.ParamItem(s.rhsParam(), s.rhsPos())), null, null, s.rhsPos(), s.pos(), s.text());
    }

    private Ast.Rule bodyRule(Cursor c, Token kw, Scope scope) throws LangException {
        if (kw.kind() != Token.Kind.NAME || !RULES.contains(kw.text())) {
            String word = kw.kind() == Token.Kind.NAME ? kw.text() : kw.describe();
            throw new LangException(kw.pos(), "expected a rule in the clue's body (" + String.join(", ", RULES)
                    + "), found '" + word + "'" + Suggest.didYouMean(word, RULES));
        }
        return rule(c, kw, scope);
    }

    // ---- rules ------------------------------------------------------------------------------

    private enum Vars { PAIR, EACH, TABLE, NONE }

    private Ast.Rule rule(Cursor c, Token kw, Scope scope) throws LangException {
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
                while (!c.peek().is(":")) {
                    Token t = c.next();
                    if (t.is(",")) {
                        continue;
                    }
                    if (t.is("(")) {
                        int dr = signedNumber(c);
                        c.expect(",", "',' between the row and column offsets, as in (0,1)");
                        int dc = signedNumber(c);
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
                c.next();
                Pos predPos = c.peek().pos();
                return new Ast.Pairs(List.copyOf(offsets), predicate(c, Vars.PAIR, scope), predPos, at, text);
            }
            case "sum" -> {
                List<Ast.Item> cells = cellList(c, scope, false);
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
                if (cellsOnly) {
                    return new Ast.Sum(cells, cellList(c, scope, false), null, null, rhsPos, at, text);
                }
                c.toPredicate();
                Expr total = add(c, Vars.NONE, scope);
                need(total, Expr.Type.INT, rhsPos, "the total");
                c.expectEnd();
                return new Ast.Sum(cells, null, total, null, rhsPos, at, text);
            }
            case "chain", "allpairs", "mirror", "pair" -> {
                List<Ast.Item> cells = cellList(c, scope, false);
                c.expect(":", "':' and a predicate on a and b");
                Pos predPos = c.peek().pos();
                return new Ast.Link(kw.text(), cells, predicate(c, Vars.PAIR, scope), predPos, at, text);
            }
            case "each" -> {
                List<Ast.Item> cells = cellList(c, scope, false);
                c.expect(":", "':' and a predicate on x");
                Pos predPos = c.peek().pos();
                return new Ast.Each(cells, predicate(c, Vars.EACH, scope), predPos, at, text);
            }
            case "table" -> {
                List<Ast.Item> cells = cellList(c, scope, false);
                c.expect(":", "':' and a predicate on xs");
                Pos predPos = c.peek().pos();
                return new Ast.TableRule(cells, predicate(c, Vars.TABLE, scope), predPos, at, text);
            }
            default -> throw new IllegalStateException(kw.text());
        }
    }

    private static int signedNumber(Cursor c) throws LangException {
        boolean minus = c.accept("-");
        Token t = c.next();
        if (t.kind() != Token.Kind.NUMBER) {
            throw new LangException(t.pos(), "expected a number, found " + t.describe());
        }
        return minus ? -t.value() : t.value();
    }

    /** Cells and cell parameters up to ':' or '=' (or the end of the line when {@code toEnd}). */
    private List<Ast.Item> cellList(Cursor c, Scope scope, boolean toEnd) throws LangException {
        List<Ast.Item> items = new ArrayList<>();
        while (!c.atEnd() && !c.peek().is(":") && !c.peek().is("=")) {
            Token t = c.next();
            if (t.is(",")) {
                continue;
            }
            if (t.kind() == Token.Kind.CELL) {
                items.add(new Ast.CellItem(t));
            } else if (t.kind() == Token.Kind.NAME && scope != null && scope.has(t.text())) {
                scope.use(t.text(), Ast.Kind.CELL, t.pos());
                items.add(new Ast.ParamItem(t.text(), t.pos()));
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

    // ---- expressions ------------------------------------------------------------------------

    private Expr predicate(Cursor c, Vars vars, Scope scope) throws LangException {
        c.toPredicate();
        Pos at = c.peek().pos();
        if (c.atEnd()) {
            throw new LangException(at, "expected a predicate after ':'");
        }
        Expr e = or(c, vars, scope);
        c.expectEnd();
        need(e, Expr.Type.BOOL, at, "a predicate");
        if (!e.mentionsVariables()) {
            String names = switch (vars) {
                case PAIR -> "a or b";
                case EACH -> "x";
                default -> "xs";
            };
            throw new LangException(at, "the predicate never mentions " + names + ", so it does not restrict any digit");
        }
        return e;
    }

    private static void need(Expr e, Expr.Type type, Pos at, String what) throws LangException {
        if (e.type() != type) {
            String want = type == Expr.Type.BOOL ? "a condition (a comparison such as a < b)" : type == Expr.Type.INT ? "a number" : "a list";
            String got = e.type() == Expr.Type.BOOL ? "a condition" : e.type() == Expr.Type.INT ? "a number" : "the list xs";
            throw new LangException(at, what + " must be " + want + ", not " + got);
        }
    }

    private Expr or(Cursor c, Vars v, Scope s) throws LangException {
        Pos at = c.peek().pos();
        Expr l = and(c, v, s);
        while (c.peek().is("or")) {
            Token op = c.next();
            c.operator(op.pos());
            need(l, Expr.Type.BOOL, at, "the left side of 'or'");
            Pos rp = c.peek().pos();
            Expr r = and(c, v, s);
            need(r, Expr.Type.BOOL, rp, "the right side of 'or'");
            l = new Expr.Binary("or", l, r, op.pos());
        }
        return l;
    }

    private Expr and(Cursor c, Vars v, Scope s) throws LangException {
        Pos at = c.peek().pos();
        Expr l = not(c, v, s);
        while (c.peek().is("and")) {
            Token op = c.next();
            c.operator(op.pos());
            need(l, Expr.Type.BOOL, at, "the left side of 'and'");
            Pos rp = c.peek().pos();
            Expr r = not(c, v, s);
            need(r, Expr.Type.BOOL, rp, "the right side of 'and'");
            l = new Expr.Binary("and", l, r, op.pos());
        }
        return l;
    }

    private Expr not(Cursor c, Vars v, Scope s) throws LangException {
        if (c.peek().is("not")) {
            Token op = c.next();
            Pos at = c.peek().pos();
            c.enter(op.pos());
            Expr e = not(c, v, s);
            c.leave();
            need(e, Expr.Type.BOOL, at, "the operand of 'not'");
            return new Expr.Unary("not", e, op.pos());
        }
        return comparison(c, v, s);
    }

    private Expr comparison(Cursor c, Vars v, Scope s) throws LangException {
        Pos at = c.peek().pos();
        Expr l = add(c, v, s);
        Token op = c.peek();
        if (op.kind() == Token.Kind.SYMBOL && List.of("=", "!=", "<", "<=", ">", ">=").contains(op.text())) {
            c.next();
            need(l, Expr.Type.INT, at, "the left side of '" + op.text() + "'");
            Pos rp = c.peek().pos();
            Expr r = add(c, v, s);
            need(r, Expr.Type.INT, rp, "the right side of '" + op.text() + "'");
            return new Expr.Binary(op.text(), l, r, op.pos());
        }
        if (op.is("in")) {
            c.next();
            need(l, Expr.Type.INT, at, "the left side of 'in'");
            c.expect("{", "'{' and a set of numbers, as in x in {1,3,5}");
            List<Integer> set = new ArrayList<>();
            while (!c.peek().is("}")) {
                if (!set.isEmpty()) {
                    c.expect(",", "',' or '}' in the set");
                }
                set.add(signedNumber(c));
            }
            c.next();
            return new Expr.In(l, set.stream().mapToInt(Integer::intValue).toArray());
        }
        return l;
    }

    private Expr add(Cursor c, Vars v, Scope s) throws LangException {
        Pos at = c.peek().pos();
        Expr l = mul(c, v, s);
        while (c.peek().is("+") || c.peek().is("-")) {
            Token op = c.next();
            c.operator(op.pos());
            need(l, Expr.Type.INT, at, "the left side of '" + op.text() + "'");
            Pos rp = c.peek().pos();
            Expr r = mul(c, v, s);
            need(r, Expr.Type.INT, rp, "the right side of '" + op.text() + "'");
            l = new Expr.Binary(op.text(), l, r, op.pos());
        }
        return l;
    }

    private Expr mul(Cursor c, Vars v, Scope s) throws LangException {
        Pos at = c.peek().pos();
        Expr l = unary(c, v, s);
        while (c.peek().is("*") || c.peek().is("/") || c.peek().is("%")) {
            Token op = c.next();
            c.operator(op.pos());
            need(l, Expr.Type.INT, at, "the left side of '" + op.text() + "'");
            Pos rp = c.peek().pos();
            Expr r = unary(c, v, s);
            need(r, Expr.Type.INT, rp, "the right side of '" + op.text() + "'");
            l = new Expr.Binary(op.text(), l, r, op.pos());
        }
        return l;
    }

    private Expr unary(Cursor c, Vars v, Scope s) throws LangException {
        if (c.peek().is("-")) {
            Token op = c.next();
            Pos at = c.peek().pos();
            c.enter(op.pos());
            Expr e = unary(c, v, s);
            c.leave();
            need(e, Expr.Type.INT, at, "the operand of '-'");
            return new Expr.Unary("-", e, op.pos());
        }
        return primary(c, v, s);
    }

    private Expr primary(Cursor c, Vars v, Scope s) throws LangException {
        Token t = c.next();
        switch (t.kind()) {
            case NUMBER:
                return new Expr.Num(t.value());
            case CELL:
                throw new LangException(t.pos(), "a predicate speaks about digits (a, b, x, xs), not cells such as '" + t.text() + "'");
            case SYMBOL:
                if (t.is("(")) {
                    c.enter(t.pos());
                    Expr e = or(c, v, s);
                    c.expect(")", "')'");
                    c.leave();
                    return e;
                }
                if (t.is("|")) {
                    Pos at = c.peek().pos();
                    c.enter(t.pos());
                    Expr e = add(c, v, s);
                    need(e, Expr.Type.INT, at, "the operand of |...|");
                    c.expect("|", "a closing '|'");
                    c.leave();
                    return new Expr.Unary("abs", e, t.pos());
                }
                throw new LangException(t.pos(), "expected a number, a name or '(', found " + t.describe());
            case NAME:
                return name(c, t, v, s);
            default:
                throw new LangException(t.pos(), "expected a number, a name or '(', found " + t.describe());
        }
    }

    private Expr name(Cursor c, Token t, Vars v, Scope s) throws LangException {
        String n = t.text();
        if (FUNCTIONS.contains(n)) {
            return call(c, t, v, s);
        }
        switch (v) {
            case PAIR -> {
                if (n.equals("a") || n.equals("b")) {
                    return new Expr.Var(n, n.equals("b"));
                }
            }
            case EACH -> {
                if (n.equals("x")) {
                    return new Expr.Var(n, false);
                }
            }
            case TABLE -> {
                if (n.equals("xs")) {
                    if (c.accept("[")) {
                        Pos at = c.peek().pos();
                        c.enter(at);
                        Expr i = add(c, v, s);
                        need(i, Expr.Type.INT, at, "an index");
                        c.expect("]", "']'");
                        c.leave();
                        return new Expr.Index(i, t.pos());
                    }
                    return new Expr.Xs();
                }
            }
            default -> {
            }
        }
        if (s != null && s.has(n)) {
            s.use(n, Ast.Kind.NUMBER, t.pos());
            return new Expr.Param(n, false, t.pos());
        }
        List<String> known = new ArrayList<>(switch (v) {
            case PAIR -> List.of("a", "b");
            case EACH -> List.of("x");
            case TABLE -> List.of("xs");
            default -> List.<String>of();
        });
        known.addAll(FUNCTIONS);
        known.add("in");
        if (s != null) {
            known.addAll(s.declared.keySet());
        }
        String where = switch (v) {
            case PAIR -> " (pair predicates use a and b)";
            case EACH -> " (each predicates use x)";
            case TABLE -> " (table predicates use xs)";
            default -> " (a total uses numbers and numeric parameters)";
        };
        throw new LangException(t.pos(), "unknown name '" + n + "'" + where + Suggest.didYouMean(n, known));
    }

    private Expr call(Cursor c, Token fn, Vars v, Scope s) throws LangException {
        c.expect("(", "'(' after '" + fn.text() + "'");
        c.enter(fn.pos());
        List<Expr> args = new ArrayList<>();
        while (!c.peek().is(")")) {
            if (!args.isEmpty()) {
                c.expect(",", "',' or ')' in the arguments of " + fn.text());
            }
            Token a = c.peek();
            if (fn.is("len") && a.kind() == Token.Kind.NAME && s != null && s.has(a.text())) {
                c.next();
                s.use(a.text(), Ast.Kind.CELLS, a.pos());
                args.add(new Expr.Param(a.text(), true, a.pos()));
                continue;
            }
            Expr e = or(c, v, s);
            if (e.type() == Expr.Type.BOOL) {
                throw new LangException(a.pos(), fn.text() + " takes numbers or xs, not a condition");
            }
            args.add(e);
        }
        Pos close = c.next().pos();
        c.leave();
        if (args.isEmpty()) {
            throw new LangException(close, fn.text() + " needs an argument");
        }
        boolean list = args.size() == 1 && args.get(0).type() == Expr.Type.LIST;
        for (Expr a : args) {
            if (a.type() == Expr.Type.LIST && args.size() > 1) {
                throw new LangException(fn.pos(), fn.text() + " takes xs alone, or several numbers");
            }
        }
        switch (fn.text()) {
            case "abs":
                if (args.size() != 1 || list) {
                    throw new LangException(fn.pos(), "abs takes one number");
                }
                return new Expr.Unary("abs", args.get(0), fn.pos());
            case "len":
                if (args.get(0) instanceof Expr.Param p && p.length()) {
                    return p;
                }
                if (!list) {
                    throw new LangException(fn.pos(), "len takes xs or a cell-list parameter");
                }
                return new Expr.Aggregate("len", args, fn.pos());
            default:
                return new Expr.Aggregate(fn.text(), args, fn.pos());
        }
    }

    // ---- token cursor -----------------------------------------------------------------------

    /** The tokens of one line and a read position; can switch to predicate lexing mid-line. */
    private final class Cursor {
        final String line;
        final int index;
        List<Token> tokens;
        int i;
        int nesting;
        int operators;

        Cursor(String line, int index, int from, boolean predicate) throws LangException {
            this.line = line;
            this.index = index;
            this.tokens = Lexer.lex(line, from, predicate, file, index + 1);
        }

        Token peek() {
            return tokens.get(i);
        }

        Token next() {
            Token t = tokens.get(i);
            if (i < tokens.size() - 1) {
                i++;
            }
            return t;
        }

        boolean atEnd() {
            return peek().kind() == Token.Kind.END;
        }

        boolean accept(String symbol) {
            if (peek().is(symbol)) {
                next();
                return true;
            }
            return false;
        }

        Token expect(String symbol, String what) throws LangException {
            Token t = peek();
            if (!t.is(symbol)) {
                throw new LangException(t.pos(), "expected " + what + ", found " + t.describe());
            }
            return next();
        }

        void expectEnd() throws LangException {
            if (!atEnd()) {
                throw new LangException(peek().pos(), "expected the end of the line, found " + peek().describe());
            }
        }

        List<Token> rest() {
            return tokens.subList(i, tokens.size());
        }

        /** Opens a nested expression: parentheses, |...|, a call, an index, unary '-' or 'not'. */
        void enter(Pos at) throws LangException {
            if (++nesting > MAX_NESTING) {
                throw new LangException(at, "expression nesting deeper than " + MAX_NESTING);
            }
        }

        void leave() {
            nesting--;
        }

        /** Counts a binary operator: each one makes the expression tree one level deeper. */
        void operator(Pos at) throws LangException {
            if (++operators > MAX_OPERATORS) {
                throw new LangException(at, "expression with more than " + MAX_OPERATORS + " operators");
            }
        }

        /** Lexes the rest of the line again with '-' as minus (predicates), from the current token. */
        void toPredicate() throws LangException {
            int from = peek().pos().col() - 1;
            tokens = Lexer.lex(line, from, true, file, index + 1);
            i = 0;
        }
    }
}
