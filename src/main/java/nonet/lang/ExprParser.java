package nonet.lang;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses the expression language of rules into {@link Expr} trees, type-checked as it goes: the predicates
 * after {@code pairs}, {@code chain}, {@code each}, {@code table} ... and the total of {@code sum}.
 */
final class ExprParser {

    /**
     * Which digit variables an expression may use: a and b in pair rules, x in each, xs in table, x, i
     * and the state in a machine's steps, the state alone in its start and accept; NONE for a sum's total.
     */
    enum Vars { PAIR, EACH, TABLE, MACHINE, STATE, NONE }

    private static final List<String> FUNCTIONS = List.of("abs", "min", "max", "sum", "prod", "len", "count", "all",
            "any", "row", "col", "box", "region");
    /** Functions whose names stay free for parameters and state: they are calls only when '(' follows. */
    private static final List<String> SOFT_FUNCTIONS = List.of("count", "all", "any", "row", "col", "box", "region");
    /** Expressions are parsed and evaluated recursively: these bounds keep a pathological line from overflowing the stack. */
    private static final int MAX_NESTING = 100;
    private static final int MAX_OPERATORS = 1000;

    private final Cursor c;
    private final Vars v;
    /** The enclosing clue's parameters, or null outside a clue definition. */
    private final ClueScope s;
    /** A machine's state variables, in slot order (empty elsewhere). */
    private final List<String> state;
    /** Names bound by all(...) / any(...), innermost last; each its slot in Env.bound. */
    private final List<String> bound = new ArrayList<>();
    private int nesting;
    private int operators;

    private ExprParser(Cursor c, Vars v, ClueScope s, List<String> state) {
        this.c = c;
        this.v = v;
        this.s = s;
        this.state = state;
    }

    /**
     * An expression of the given type inside a machine, up to a ',' or the end of the line (the caller
     * checks what follows); {@code state} names the machine's state variables.
     */
    static Expr machineExpr(Cursor c, Vars vars, ClueScope scope, List<String> state, Expr.Type type, String what)
            throws LangException {
        Pos at = c.peek().pos();
        if (c.atEnd()) {
            throw new LangException(at, "expected " + what);
        }
        Expr e = new ExprParser(c, vars, scope, state).or();
        need(e, type, at, what);
        return e;
    }
    /** A predicate that mentions none of its variables would silently accept every digit, so it is an error. */
    static Expr predicate(Cursor c, Vars vars, ClueScope scope) throws LangException {
        c.toPredicate();
        Pos at = c.peek().pos();
        if (c.atEnd()) {
            throw new LangException(at, "expected a predicate after ':'");
        }
        Expr e = new ExprParser(c, vars, scope, List.of()).or();
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

    /** {@code at} is where the caller saw the total begin: a total that is not a number is reported there. */
    static Expr total(Cursor c, ClueScope scope, Pos at) throws LangException {
        c.toPredicate();
        Expr total = new ExprParser(c, Vars.NONE, scope, List.of()).add();
        need(total, Expr.Type.INT, at, "the total");
        c.expectEnd();
        return total;
    }

    private static void need(Expr e, Expr.Type type, Pos at, String what) throws LangException {
        if (e.type() != type) {
            String want = type == Expr.Type.BOOL ? "a condition (a comparison such as a < b)" : type == Expr.Type.INT ? "a number" : "a list";
            String got = e.type() == Expr.Type.BOOL ? "a condition" : e.type() == Expr.Type.INT ? "a number" : "the list xs";
            throw new LangException(at, what + " must be " + want + ", not " + got);
        }
    }

    /** Opens a nested expression: parentheses, |...|, a call, an index, unary '-' or 'not'. */
    private void enter(Pos at) throws LangException {
        if (++nesting > MAX_NESTING) {
            throw new LangException(at, "expression nesting deeper than " + MAX_NESTING);
        }
    }

    private void leave() {
        nesting--;
    }

    /** Counts a binary operator: each one makes the expression tree one level deeper. */
    private void operator(Pos at) throws LangException {
        if (++operators > MAX_OPERATORS) {
            throw new LangException(at, "expression with more than " + MAX_OPERATORS + " operators");
        }
    }

    /** One precedence level of the grammar: parses an operand of the level above it. */
    @FunctionalInterface
    private interface Level {
        Expr parse() throws LangException;
    }

    private Expr or() throws LangException {
        return leftAssociative(this::and, Expr.Type.BOOL, "or");
    }

    private Expr and() throws LangException {
        return leftAssociative(this::not, Expr.Type.BOOL, "and");
    }

    private Expr not() throws LangException {
        return prefix("not", this::not, Expr.Type.BOOL, this::comparison);
    }

    /** {@code operand (op operand)*}, grouped to the left, every operand of the given type. */
    private Expr leftAssociative(Level operand, Expr.Type type, String... ops) throws LangException {
        Pos at = c.peek().pos();
        Expr l = operand.parse();
        while (isOneOf(c.peek(), ops)) {
            Token op = c.next();
            operator(op.pos());
            need(l, type, at, "the left side of '" + op.text() + "'");
            Pos rp = c.peek().pos();
            Expr r = operand.parse();
            need(r, type, rp, "the right side of '" + op.text() + "'");
            l = new Expr.Binary(op.text(), l, r, op.pos());
        }
        return l;
    }

    /** {@code op self} (nested, so it counts towards the nesting limit) or else the next level. */
    private Expr prefix(String op, Level self, Expr.Type type, Level otherwise) throws LangException {
        if (!c.peek().is(op)) {
            return otherwise.parse();
        }
        Token t = c.next();
        Pos at = c.peek().pos();
        enter(t.pos());
        Expr e = self.parse();
        leave();
        need(e, type, at, "the operand of '" + op + "'");
        return new Expr.Unary(op, e, t.pos());
    }

    private static boolean isOneOf(Token t, String... ops) {
        for (String op : ops) {
            if (t.is(op)) {
                return true;
            }
        }
        return false;
    }

    private Expr comparison() throws LangException {
        Pos at = c.peek().pos();
        Expr l = add();
        Token op = c.peek();
        if (op.kind() == Token.Kind.SYMBOL && List.of("=", "!=", "<", "<=", ">", ">=").contains(op.text())) {
            c.next();
            need(l, Expr.Type.INT, at, "the left side of '" + op.text() + "'");
            Pos rp = c.peek().pos();
            Expr r = add();
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
                set.add(c.signedNumber());
            }
            c.next();
            return new Expr.In(l, set.stream().mapToInt(Integer::intValue).toArray());
        }
        return l;
    }

    private Expr add() throws LangException {
        return leftAssociative(this::mul, Expr.Type.INT, "+", "-");
    }

    private Expr mul() throws LangException {
        return leftAssociative(this::unary, Expr.Type.INT, "*", "/", "%");
    }

    private Expr unary() throws LangException {
        return prefix("-", this::unary, Expr.Type.INT, this::primary);
    }

    private Expr primary() throws LangException {
        Token t = c.next();
        switch (t.kind()) {
            case NUMBER:
                return new Expr.Num(t.value());
            case CELL:
                throw new LangException(t.pos(), "a predicate speaks about digits (a, b, x, xs), not cells such as '" + t.text() + "'");
            case SYMBOL:
                if (t.is("(")) {
                    enter(t.pos());
                    Expr e = or();
                    c.expect(")", "')'");
                    leave();
                    return e;
                }
                if (t.is("|")) {
                    Pos at = c.peek().pos();
                    enter(t.pos());
                    Expr e = add();
                    need(e, Expr.Type.INT, at, "the operand of |...|");
                    c.expect("|", "a closing '|'");
                    leave();
                    return new Expr.Unary("abs", e, t.pos());
                }
                throw new LangException(t.pos(), "expected a number, a name or '(', found " + t.describe());
            case NAME:
                return name(t);
            default:
                throw new LangException(t.pos(), "expected a number, a name or '(', found " + t.describe());
        }
    }

    private Expr name(Token t) throws LangException {
        String n = t.text();
        if (FUNCTIONS.contains(n) && (!SOFT_FUNCTIONS.contains(n) || c.peek().is("("))) {
            return call(t);
        }
        if (n.equals("if")) {
            return conditional(t);
        }
        if (n.equals("N")) {
            return new Expr.Size();
        }
        if (bound.contains(n)) {
            return new Expr.Bound(n, bound.lastIndexOf(n));
        }
        if (state.contains(n) && v != Vars.NONE) {
            return new Expr.StateVar(n, state.indexOf(n));
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
            case MACHINE -> {
                if (n.equals("x")) {
                    return new Expr.Var(n, false);
                }
                if (n.equals("i")) {
                    return new Expr.Position();
                }
            }
            case TABLE -> {
                if (n.equals("xs")) {
                    if (c.accept("[")) {
                        Pos at = c.peek().pos();
                        enter(at);
                        Expr i = add();
                        need(i, Expr.Type.INT, at, "an index");
                        c.expect("]", "']'");
                        leave();
                        return new Expr.Index(i, t.pos());
                    }
                    return new Expr.Xs();
                }
            }
            default -> {
            }
        }
        if (s != null && s.has(n)) {
            if (s.declared.get(n).kind() == Ast.Kind.NUMBERS) {
                return new Expr.ListParam(n, t.pos());
            }
            s.use(n, Ast.Kind.NUMBER, t.pos());
            return new Expr.Param(n, false, t.pos());
        }
        List<String> known = new ArrayList<>(switch (v) {
            case PAIR -> List.of("a", "b");
            case EACH -> List.of("x");
            case TABLE -> List.of("xs");
            case MACHINE -> List.of("x", "i");
            default -> List.<String>of();
        });
        known.addAll(state);
        known.addAll(bound);
        known.addAll(FUNCTIONS);
        known.addAll(List.of("in", "if", "N"));
        if (s != null) {
            known.addAll(s.declared.keySet());
        }
        String where = switch (v) {
            case PAIR -> " (pair predicates use a and b)";
            case EACH -> " (each predicates use x)";
            case TABLE -> " (table predicates use xs)";
            case MACHINE -> " (a machine's steps use x, i and its state)";
            case STATE -> " (a machine's start and accept use its state and numeric parameters)";
            default -> " (a total uses numbers and numeric parameters)";
        };
        throw new LangException(t.pos(), "unknown name '" + n + "'" + where + Suggest.didYouMean(n, known));
    }

    /** {@code if c then e1 else e2}: both branches of one type. */
    private Expr conditional(Token t) throws LangException {
        enter(t.pos());
        Pos at = c.peek().pos();
        Expr cond = or();
        need(cond, Expr.Type.BOOL, at, "the condition of 'if'");
        c.expect("then", "'then' after the condition of 'if'");
        Pos tp = c.peek().pos();
        Expr then = or();
        c.expect("else", "'else': an 'if' needs both branches");
        Pos ep = c.peek().pos();
        Expr otherwise = or();
        leave();
        if (then.type() == Expr.Type.LIST || then.type() != otherwise.type()) {
            need(then, Expr.Type.INT, tp, "the 'then' branch");
            need(otherwise, then.type(), ep, "the 'else' branch");
        }
        return new Expr.If(cond, then, otherwise);
    }

    /** {@code row(a)}, {@code col(b)}, {@code box(x)}, {@code region(x)}: where a digit variable's cell lies. */
    private Expr cellAttribute(Token fn) throws LangException {
        Token var = c.next();
        boolean pair = v == Vars.PAIR && (var.is("a") || var.is("b"));
        boolean single = (v == Vars.EACH || v == Vars.MACHINE) && var.is("x");
        if (!pair && !single) {
            throw new LangException(var.pos(), fn.text() + "(...) takes the digit variable "
                    + (v == Vars.PAIR ? "a or b" : v == Vars.EACH || v == Vars.MACHINE ? "x" : "of a pair, each or machine rule")
                    + ", found " + var.describe());
        }
        c.expect(")", "')'");
        return new Expr.CellAttr(fn.text(), var.is("b"));
    }

    /** {@code count(list, v)}. */
    private Expr count(Token fn) throws LangException {
        Expr list = listOperand(fn);
        c.expect(",", "',' and the value to count, as in count(xs, 5)");
        Pos at = c.peek().pos();
        Expr value = add();
        need(value, Expr.Type.INT, at, "the value to count");
        c.expect(")", "')'");
        return new Expr.Count(list, value);
    }

    /** {@code all(d in list: cond)} and {@code any(...)}. */
    private Expr quantified(Token fn) throws LangException {
        Token name = c.next();
        if (name.kind() != Token.Kind.NAME) {
            throw new LangException(name.pos(), "expected a name after '" + fn.text() + "(', as in all(d in digits: count(xs, d) > 0)");
        }
        if (bound.size() == 8) {
            throw new LangException(name.pos(), "more than 8 nested all/any");
        }
        c.expect("in", "'in' after the name");
        Expr list = listOperand(fn);
        c.expect(":", "':' and a condition");
        bound.add(name.text());
        Pos at = c.peek().pos();
        Expr cond = or();
        need(cond, Expr.Type.BOOL, at, "the condition of " + fn.text());
        bound.remove(bound.size() - 1);
        c.expect(")", "')'");
        return new Expr.Quantified(fn.is("all"), bound.size(), list, cond);
    }

    private Expr listOperand(Token fn) throws LangException {
        Pos at = c.peek().pos();
        Expr list = add();
        if (list.type() != Expr.Type.LIST) {
            throw new LangException(at, fn.text() + " needs a list first: xs or a list of numbers");
        }
        return list;
    }

    private Expr call(Token fn) throws LangException {
        c.expect("(", "'(' after '" + fn.text() + "'");
        enter(fn.pos());
        Expr special = switch (fn.text()) {
            case "row", "col", "box", "region" -> cellAttribute(fn);
            case "count" -> count(fn);
            case "all", "any" -> quantified(fn);
            default -> null;
        };
        if (special != null) {
            leave();
            return special;
        }
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
            Expr e = or();
            if (e.type() == Expr.Type.BOOL) {
                throw new LangException(a.pos(), fn.text() + " takes numbers or xs, not a condition");
            }
            args.add(e);
        }
        Pos close = c.next().pos();
        leave();
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
}
