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
            "pairs", "sum", "chain", "allpairs", "mirror", "pair", "each", "table", "machine", "clue", "given", "givens",
            "regions", "solution");
    static final List<String> RULES = List.of("distinct", "pairs", "sum", "chain", "allpairs", "mirror", "pair",
            "each", "table", "machine");
    /** Cell-list functions of one cell; the offset sets of {@link Offsets} also work this way. */
    static final List<String> CELL_FUNCTIONS = List.of("row", "column", "box", "region", "block", "fold", "reverse");
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
            if (!order.isEmpty() && (order.get(order.size() - 1).kind() == Ast.Kind.CELLS
                    || order.get(order.size() - 1).kind() == Ast.Kind.NUMBERS)) {
                throw new LangException(p.pos(), "only the last parameter can be variadic ('" + order.get(order.size() - 1).name() + "...')");
            }
            Ast.Kind kind = null;
            if (c.accept("...")) {
                kind = Ast.Kind.CELLS;
                if (c.accept(":")) {
                    Token k = c.next();
                    if (!k.is("number") && !k.is("cell")) {
                        throw new LangException(k.pos(), "expected 'number' or 'cell' after '" + p.text() + "...:', found " + k.describe());
                    }
                    kind = k.is("number") ? Ast.Kind.NUMBERS : Ast.Kind.CELLS;
                }
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
        ClueDrawing drawing = null;
        Token drawAt = null;
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
                Token kw = bc.next();
                if (kw.is("draw")) {
                    if (drawAt != null) {
                        throw new LangException(kw.pos(), "'draw' appears twice in clue '" + name.text() + "' (first at " + drawAt.pos() + ")");
                    }
                    drawAt = kw;
                    drawing = ClueDrawings.parse(bc, scope);
                } else {
                    body.add(bodyRule(bc, kw, scope));
                }
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
        if (drawing != null && drawing.param() != null && kinds.get(drawing.param()) != Ast.Kind.NUMBER
                && kinds.get(drawing.param()) != Ast.Kind.NUMBERS) {
            throw new LangException(drawAt.pos(), "'draw' labels with a number parameter, and '" + drawing.param() + "' holds cells");
        }
        return new Ast.ClueDef(name.text(), List.copyOf(params), List.copyOf(resolved), head.pos(), file, drawing);
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
            throw new LangException(kw.pos(), "expected a rule or 'draw' in the clue's body (" + String.join(", ", RULES)
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
                Token first = rest.get(0);
                boolean startsWithCells = first.kind() == Token.Kind.CELL || (rest.size() > 1 && rest.get(1).is("[")
                        && first.kind() == Token.Kind.NAME && scope != null && scope.has(first.text()))
                        || (rest.size() > 1 && rest.get(1).is("(") && (CELL_FUNCTIONS.contains(first.text())
                        || Offsets.SETS.containsKey(first.text())));
                if (cellsOnly || startsWithCells) {
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
        while (this.next < lines.length) {
            String line = stripComment(lines[this.next]);
            if (blank(line)) {
                this.next++;
                continue;
            }
            if (indent(line) <= own) {
                break;
            }
            int index = this.next++;
            Cursor mc = new Cursor(line, file, index);
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

    /** Cells and cell parameters up to ':' or '=' (or the end of the line when {@code toEnd}). */
    private List<Ast.Item> cellList(Cursor c, ClueScope scope, boolean toEnd) throws LangException {
        List<Ast.Item> items = new ArrayList<>();
        while (!c.atEnd() && !c.peek().is(":") && !c.peek().is("=")) {
            Token t = c.next();
            if (t.is(",")) {
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
