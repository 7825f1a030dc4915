package nonet.lang;

import java.util.List;

/**
 * A predicate or number in a model file. Evaluated only while compiling (into masks and tables);
 * clue parameters are replaced by constants first ({@link #bind}), so evaluation reads no maps.
 * Booleans evaluate to 1 and 0; the parser checks types, so evaluation never meets a mismatch.
 */
sealed interface Expr {

    enum Type { INT, BOOL, LIST }

    /**
     * What an expression reads while it is evaluated: the digit variables ({@code a b} in pair rules,
     * {@code x} in each and machine, {@code xs} in table), the grid size {@code N}, a machine's position
     * {@code i} and state, where the cells of a and b (or x) lie, and the values of quantified names.
     */
    final class Env {
        int a;
        int b;
        int[] xs;
        int n;
        int i;
        int[] state;
        /** Row, column, box and region (1-based) of the cell of a (or x), and of b. */
        final int[] cellA = new int[CellAttr.ATTRIBUTES.size()];
        final int[] cellB = new int[CellAttr.ATTRIBUTES.size()];
        final int[] bound = new int[8];
    }

    /** A failure while evaluating (division by zero, index out of range), located at the operator. */
    final class EvalError extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient Pos pos;

        EvalError(Pos pos, String message) {
            super(message, null, false, false);
            this.pos = pos;
        }

        /** Arithmetic is exact: a result outside the int range is an error, never a wrapped-around value. */
        static EvalError overflow(Pos pos, String op) {
            return new EvalError(pos, "integer overflow in '" + op + "': the result is outside "
                    + Integer.MIN_VALUE + ".." + Integer.MAX_VALUE);
        }
    }

    Type type();

    int eval(Env env);

    /** The expression with parameters replaced: numbers by their value, {@code len(list)} by the list's length. */
    Expr bind(ClueBinder.Bindings b);

    /** The values of a list expression ({@code xs} or a list of numbers). */
    default int[] list(Env env) {
        throw new IllegalStateException("not a list");
    }

    /** Whether the expression reads a digit variable (a, b, x or xs). */
    boolean mentionsVariables();

    /** Whether the expression reads a clue parameter (so its truth can depend on the clue's arguments). */
    boolean mentionsParameters();

    /** Whether the expression reads where its cells lie (row, col, box, region) or a machine's position i. */
    default boolean mentionsPositions() {
        return false;
    }

    record Num(int value) implements Expr {
        public Type type() { return Type.INT; }
        public int eval(Env env) { return value; }
        public Expr bind(ClueBinder.Bindings b) { return this; }
        public boolean mentionsVariables() { return false; }
        public boolean mentionsParameters() { return false; }
    }

    /** a (slot 0) or b / x (slot 1 for b; x shares slot 0 with a, since no context has both). */
    record Var(String name, boolean second) implements Expr {
        public Type type() { return Type.INT; }
        public int eval(Env env) { return second ? env.b : env.a; }
        public Expr bind(ClueBinder.Bindings b) { return this; }
        public boolean mentionsVariables() { return true; }
        public boolean mentionsParameters() { return false; }
    }

    record Xs() implements Expr {
        public Type type() { return Type.LIST; }
        public int eval(Env env) { throw new IllegalStateException("xs is a list"); }
        public int[] list(Env env) { return env.xs; }
        public Expr bind(ClueBinder.Bindings b) { return this; }
        public boolean mentionsVariables() { return true; }
        public boolean mentionsParameters() { return false; }
    }

    /** A numeric clue parameter, or {@code len} of a list parameter. */
    record Param(String name, boolean length, Pos pos) implements Expr {
        public Type type() { return Type.INT; }
        public int eval(Env env) { throw new IllegalStateException("unbound parameter " + name); }
        public Expr bind(ClueBinder.Bindings b) {
            Integer v = length ? b.lengths.get(name) : b.numbers.get(name);
            return v == null ? this : new Num(v);
        }
        public boolean mentionsVariables() { return false; }
        public boolean mentionsParameters() { return true; }
    }

    record Unary(String op, Expr e, Pos pos) implements Expr {
        public Type type() { return op.equals("not") ? Type.BOOL : Type.INT; }
        public int eval(Env env) {
            int v = e.eval(env);
            try {
                return switch (op) {
                    case "-" -> Math.negateExact(v);
                    case "abs" -> Math.absExact(v);
                    default -> v == 0 ? 1 : 0;
                };
            } catch (ArithmeticException overflow) {
                throw EvalError.overflow(pos, op);
            }
        }
        public Expr bind(ClueBinder.Bindings b) { return new Unary(op, e.bind(b), pos); }
        public boolean mentionsVariables() { return e.mentionsVariables(); }
        public boolean mentionsParameters() { return e.mentionsParameters(); }
        public boolean mentionsPositions() { return e.mentionsPositions(); }
    }

    record Binary(String op, Expr l, Expr r, Pos pos) implements Expr {
        public Type type() {
            return switch (op) {
                case "+", "-", "*", "/", "%" -> Type.INT;
                default -> Type.BOOL;
            };
        }
        public int eval(Env env) {
            int x = l.eval(env);
            switch (op) {
                case "and": return x != 0 ? r.eval(env) : 0;
                case "or": return x != 0 ? 1 : r.eval(env);
                default: break;
            }
            int y = r.eval(env);
            try {
                return arithmeticOrComparison(x, y);
            } catch (ArithmeticException overflow) {
                throw EvalError.overflow(pos, op);
            }
        }
        private int arithmeticOrComparison(int x, int y) {
            return switch (op) {
                case "+" -> Math.addExact(x, y);
                case "-" -> Math.subtractExact(x, y);
                case "*" -> Math.multiplyExact(x, y);
                case "/" -> { checkDivisor(y); yield Math.floorDiv(x, y); }
                case "%" -> { checkDivisor(y); yield Math.floorMod(x, y); }
                case "=" -> x == y ? 1 : 0;
                case "!=" -> x != y ? 1 : 0;
                case "<" -> x < y ? 1 : 0;
                case "<=" -> x <= y ? 1 : 0;
                case ">" -> x > y ? 1 : 0;
                case ">=" -> x >= y ? 1 : 0;
                default -> throw new IllegalStateException(op);
            };
        }
        private void checkDivisor(int y) {
            if (y == 0) {
                throw new EvalError(pos, "division by zero in '" + op + "'");
            }
        }
        public Expr bind(ClueBinder.Bindings b) { return new Binary(op, l.bind(b), r.bind(b), pos); }
        public boolean mentionsVariables() { return l.mentionsVariables() || r.mentionsVariables(); }
        public boolean mentionsParameters() { return l.mentionsParameters() || r.mentionsParameters(); }
        public boolean mentionsPositions() { return l.mentionsPositions() || r.mentionsPositions(); }
    }

    record In(Expr e, int[] set) implements Expr {
        public Type type() { return Type.BOOL; }
        public int eval(Env env) {
            int v = e.eval(env);
            for (int s : set) {
                if (s == v) {
                    return 1;
                }
            }
            return 0;
        }
        public Expr bind(ClueBinder.Bindings b) { return new In(e.bind(b), set); }
        public boolean mentionsVariables() { return e.mentionsVariables(); }
        public boolean mentionsParameters() { return e.mentionsParameters(); }
        public boolean mentionsPositions() { return e.mentionsPositions(); }
    }

    /** min, max, sum, prod, len over xs, or min / max over several numbers. */
    record Aggregate(String fn, List<Expr> args, Pos pos) implements Expr {
        public Type type() { return Type.INT; }
        public int eval(Env env) {
            if (args.size() == 1 && args.get(0).type() == Type.LIST) {
                int[] xs = args.get(0).list(env);
                if (fn.equals("len")) {
                    return xs.length;
                }
                int acc = xs[0];
                for (int i = 1; i < xs.length; i++) {
                    acc = combine(acc, xs[i]);
                }
                return acc;
            }
            int acc = args.get(0).eval(env);
            for (int i = 1; i < args.size(); i++) {
                acc = combine(acc, args.get(i).eval(env));
            }
            return acc;
        }
        private int combine(int acc, int v) {
            try {
                return switch (fn) {
                    case "min" -> Math.min(acc, v);
                    case "max" -> Math.max(acc, v);
                    case "prod" -> Math.multiplyExact(acc, v);
                    default -> Math.addExact(acc, v);
                };
            } catch (ArithmeticException overflow) {
                throw EvalError.overflow(pos, fn);
            }
        }
        public Expr bind(ClueBinder.Bindings b) {
            return new Aggregate(fn, args.stream().map(e -> e.bind(b)).toList(), pos);
        }
        public boolean mentionsVariables() { return args.stream().anyMatch(Expr::mentionsVariables); }
        public boolean mentionsParameters() { return args.stream().anyMatch(Expr::mentionsParameters); }
        public boolean mentionsPositions() { return args.stream().anyMatch(Expr::mentionsPositions); }
    }

    /** {@code xs[i]}, 1-based like rows and columns. */
    record Index(Expr i, Pos pos) implements Expr {
        public Type type() { return Type.INT; }
        public int eval(Env env) {
            int k = i.eval(env);
            if (k < 1 || k > env.xs.length) {
                throw new EvalError(pos, "index " + k + " is outside xs[1.." + env.xs.length + "]");
            }
            return env.xs[k - 1];
        }
        public Expr bind(ClueBinder.Bindings b) { return new Index(i.bind(b), pos); }
        public boolean mentionsVariables() { return true; }
        public boolean mentionsParameters() { return i.mentionsParameters(); }
        public boolean mentionsPositions() { return i.mentionsPositions(); }
    }

    /** {@code if c then t else e}. */
    record If(Expr cond, Expr then, Expr otherwise) implements Expr {
        public Type type() { return then.type(); }
        public int eval(Env env) { return cond.eval(env) != 0 ? then.eval(env) : otherwise.eval(env); }
        public Expr bind(ClueBinder.Bindings b) { return new If(cond.bind(b), then.bind(b), otherwise.bind(b)); }
        public boolean mentionsVariables() {
            return cond.mentionsVariables() || then.mentionsVariables() || otherwise.mentionsVariables();
        }
        public boolean mentionsParameters() {
            return cond.mentionsParameters() || then.mentionsParameters() || otherwise.mentionsParameters();
        }
        public boolean mentionsPositions() {
            return cond.mentionsPositions() || then.mentionsPositions() || otherwise.mentionsPositions();
        }
    }

    /** {@code N}, the grid size (digits are 1..N). */
    record Size() implements Expr {
        public Type type() { return Type.INT; }
        public int eval(Env env) { return env.n; }
        public Expr bind(ClueBinder.Bindings b) { return this; }
        public boolean mentionsVariables() { return false; }
        public boolean mentionsParameters() { return false; }
    }

    /** {@code i}, the 1-based position in a machine's line of the cell being read. */
    record Position() implements Expr {
        public Type type() { return Type.INT; }
        public int eval(Env env) { return env.i; }
        public Expr bind(ClueBinder.Bindings b) { return this; }
        public boolean mentionsVariables() { return false; }
        public boolean mentionsParameters() { return false; }
        public boolean mentionsPositions() { return true; }
    }

    /** A machine's state variable, slot {@code index} of the state tuple. */
    record StateVar(String name, int index) implements Expr {
        public Type type() { return Type.INT; }
        public int eval(Env env) { return env.state[index]; }
        public Expr bind(ClueBinder.Bindings b) { return this; }
        public boolean mentionsVariables() { return true; }
        public boolean mentionsParameters() { return false; }
    }

    /** {@code row(a)}, {@code col(b)}, {@code box(x)}, {@code region(x)}: where the digit's cell lies, 1-based. */
    record CellAttr(String attr, boolean second) implements Expr {
        static final List<String> ATTRIBUTES = List.of("row", "col", "box", "region");
        public Type type() { return Type.INT; }
        public int eval(Env env) { return (second ? env.cellB : env.cellA)[ATTRIBUTES.indexOf(attr)]; }
        public Expr bind(ClueBinder.Bindings b) { return this; }
        public boolean mentionsVariables() { return false; }
        public boolean mentionsParameters() { return false; }
        public boolean mentionsPositions() { return true; }
    }

    /** A list parameter of numbers ({@code digits...} of a quadruple), replaced by its values when bound. */
    record ListParam(String name, Pos pos) implements Expr {
        public Type type() { return Type.LIST; }
        public int eval(Env env) { throw new IllegalStateException("a list"); }
        public Expr bind(ClueBinder.Bindings b) {
            int[] v = b.numberLists.get(name);
            return v == null ? this : new Numbers(v);
        }
        public boolean mentionsVariables() { return false; }
        public boolean mentionsParameters() { return true; }
    }

    /** A constant list of numbers. */
    record Numbers(int[] values) implements Expr {
        public Type type() { return Type.LIST; }
        public int eval(Env env) { throw new IllegalStateException("a list"); }
        public int[] list(Env env) { return values; }
        public Expr bind(ClueBinder.Bindings b) { return this; }
        public boolean mentionsVariables() { return false; }
        public boolean mentionsParameters() { return false; }
    }

    /** {@code count(list, v)}: how many elements of the list equal v. */
    record Count(Expr list, Expr value) implements Expr {
        public Type type() { return Type.INT; }
        public int eval(Env env) {
            int v = value.eval(env);
            int k = 0;
            for (int e : list.list(env)) {
                k += e == v ? 1 : 0;
            }
            return k;
        }
        public Expr bind(ClueBinder.Bindings b) { return new Count(list.bind(b), value.bind(b)); }
        public boolean mentionsVariables() { return list.mentionsVariables() || value.mentionsVariables(); }
        public boolean mentionsParameters() { return list.mentionsParameters() || value.mentionsParameters(); }
        public boolean mentionsPositions() { return value.mentionsPositions(); }
    }

    /** {@code all(v in list: cond)} or {@code any(v in list: cond)}; v is slot {@code slot} of the bound names. */
    record Quantified(boolean all, int slot, Expr list, Expr cond) implements Expr {
        public Type type() { return Type.BOOL; }
        public int eval(Env env) {
            for (int e : list.list(env)) {
                env.bound[slot] = e;
                if ((cond.eval(env) != 0) != all) {
                    return all ? 0 : 1;
                }
            }
            return all ? 1 : 0;
        }
        public Expr bind(ClueBinder.Bindings b) { return new Quantified(all, slot, list.bind(b), cond.bind(b)); }
        public boolean mentionsVariables() { return list.mentionsVariables() || cond.mentionsVariables(); }
        public boolean mentionsParameters() { return list.mentionsParameters() || cond.mentionsParameters(); }
        public boolean mentionsPositions() { return cond.mentionsPositions(); }
    }

    /** A name bound by {@code all} or {@code any}. */
    record Bound(String name, int slot) implements Expr {
        public Type type() { return Type.INT; }
        public int eval(Env env) { return env.bound[slot]; }
        public Expr bind(ClueBinder.Bindings b) { return this; }
        public boolean mentionsVariables() { return false; }
        public boolean mentionsParameters() { return false; }
    }
}
