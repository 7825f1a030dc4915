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
    private static final Pattern SIZE = Pattern.compile("(\\d{1,4})\\s*(?:[xX]\\s*(\\d{1,4}))?");

    private final SourceLines src;
    private final RuleParser rules;
    private final ParsedFile out = new ParsedFile();

    private Parser(String text, String file) {
        this.src = new SourceLines(text, file);
        this.rules = new RuleParser(src);
        out.source = file;
    }

    static ParsedFile parse(String text, String file) throws LangException {
        Parser p = new Parser(text, file);
        p.parseFile();
        return p.out;
    }

    private void parseFile() throws LangException {
        while (!src.atEnd()) {
            int index = src.take();
            String line = src.line(index);
            if (line.isBlank()) {
                continue;
            }
            if (SourceLines.indent(line) > 0) {
                throw new LangException(src.pos(index, SourceLines.indent(line) + 1),
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
        Cursor c = new Cursor(raw ? line.substring(0, end) : line, src.file, index);
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
                    out.rules.add(rules.rule(c, head, null));
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
            refs.add(new Ast.Ref(rest.substring(i, j), src.pos(index, restCol + i)));
            i = j;
        }
        if (refs.isEmpty()) {
            throw new LangException(src.pos(index, restCol), "expected one or more model names after '" + kw + "'");
        }
        return refs;
    }

    private int[] size(String rest, int index, int restCol, String kw) throws LangException {
        Matcher m = SIZE.matcher(rest.trim());
        if (!m.matches()) {
            throw new LangException(src.pos(index, restCol + SourceLines.indent(rest)),
                    "expected a size after '" + kw + "' such as 9x9" + (kw.equals("grid") ? " or 9" : "") + ", found '" + rest.trim() + "'");
        }
        int a = Integer.parseInt(m.group(1));
        int b = m.group(2) == null ? a : Integer.parseInt(m.group(2));
        if (a < 1 || b < 1 || (kw.equals("grid") && a > nonet.model.Geometry.MAX_SIZE)) {
            throw new LangException(src.pos(index, restCol + SourceLines.indent(rest)),
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
            if (src.atEnd()) {
                throw new LangException(at, kw + " needs " + (width < 0 ? "N" : width) + " rows of symbols, found " + rows);
            }
            int i = src.take();
            String line = src.line(i);
            if (line.isBlank() || line.trim().chars().allMatch(ch -> "-+|= \t".indexOf(ch) >= 0)) {
                continue;
            }
            int before = syms.size();
            symbols(line, i, 1, syms);
            int count = syms.size() - before;
            if (width < 0) {
                width = count;
            } else if (count != width) {
                throw new LangException(src.pos(i, SourceLines.indent(line) + 1),
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
                syms.add(new ParsedFile.Sym(ch, src.pos(index, col + i)));
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
            for (int i; (i = src.takeIndentedBeyond(0)) >= 0;) {
                Cursor bc = new Cursor(src.line(i), src.file, i);
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
        return new Ast.ClueDef(name.text(), List.copyOf(params), List.copyOf(resolved), head.pos(), src.file, drawing);
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
        return rules.rule(c, kw, scope);
    }
}
