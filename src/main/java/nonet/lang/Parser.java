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
        Cursor c = new Cursor(raw ? line.substring(0, end) : line, file, index);
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
                out.clues.add(clueDef(c, head));
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

    private Ast.ClueDef clueDef(Cursor c, Token head) throws LangException {
        Token name = c.next();
        if (name.kind() != Token.Kind.NAME) {
            throw new LangException(name.pos(), "expected a clue name after 'clue', found " + name.describe());
        }
        if (STATEMENTS.contains(name.text())) {
            throw new LangException(name.pos(), "'" + name.text() + "' is a statement and cannot name a clue");
        }
        c.expect("(", "'(' and the clue's parameters, as in clue cage(total, cells...):");
        ClueScope scope = new ClueScope();
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
                Cursor bc = new Cursor(line, file, i);
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

    private Ast.Rule bodyRule(Cursor c, Token kw, ClueScope scope) throws LangException {
        if (kw.kind() != Token.Kind.NAME || !RULES.contains(kw.text())) {
            String word = kw.kind() == Token.Kind.NAME ? kw.text() : kw.describe();
            throw new LangException(kw.pos(), "expected a rule in the clue's body (" + String.join(", ", RULES)
                    + "), found '" + word + "'" + Suggest.didYouMean(word, RULES));
        }
        return rule(c, kw, scope);
    }

    // ---- rules ------------------------------------------------------------------------------

    private Ast.Rule rule(Cursor c, Token kw, ClueScope scope) throws LangException {
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
                c.next();
                Pos predPos = c.peek().pos();
                return new Ast.Pairs(List.copyOf(offsets), ExprParser.predicate(c, ExprParser.Vars.PAIR, scope), predPos, at, text);
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
            default -> throw new IllegalStateException(kw.text());
        }
    }

    /** Cells and cell parameters up to ':' or '=' (or the end of the line when {@code toEnd}). */
    private List<Ast.Item> cellList(Cursor c, ClueScope scope, boolean toEnd) throws LangException {
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
}
