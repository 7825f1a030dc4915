package nonet.lang;

import java.util.List;
import java.util.Map;

/**
 * A predicate or number in a model file. Evaluated only while compiling (into masks and tables);
 * clue parameters are replaced by constants first ({@link #bind}), so evaluation reads no maps.
 * Booleans evaluate to 1 and 0; the parser checks types, so evaluation never meets a mismatch.
 */
sealed interface Expr {

    enum Type { INT, BOOL, LIST }

    /** The digit variables a predicate ranges over: {@code a b} in pair rules, {@code x} in each, {@code xs} in table. */
    final class Env {
        int a;
        int b;
        int[] xs;
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
    Expr bind(Map<String, Integer> numbers, Map<String, Integer> lengths);

    /** Whether the expression reads a digit variable (a, b, x or xs). */
    boolean mentionsVariables();

    /** Whether the expression reads a clue parameter (so its truth can depend on the clue's arguments). */
    boolean mentionsParameters();

    record Num(int value) implements Expr {
        public Type type() { return Type.INT; }
        public int eval(Env env) { return value; }
        public Expr bind(Map<String, Integer> n, Map<String, Integer> l) { return this; }
        public boolean mentionsVariables() { return false; }
        public boolean mentionsParameters() { return false; }
    }

    /** a (slot 0) or b / x (slot 1 for b; x shares slot 0 with a, since no context has both). */
    record Var(String name, boolean second) implements Expr {
        public Type type() { return Type.INT; }
        public int eval(Env env) { return second ? env.b : env.a; }
        public Expr bind(Map<String, Integer> n, Map<String, Integer> l) { return this; }
        public boolean mentionsVariables() { return true; }
        public boolean mentionsParameters() { return false; }
    }

    record Xs() implements Expr {
        public Type type() { return Type.LIST; }
        public int eval(Env env) { throw new IllegalStateException("xs is a list"); }
        public Expr bind(Map<String, Integer> n, Map<String, Integer> l) { return this; }
        public boolean mentionsVariables() { return true; }
        public boolean mentionsParameters() { return false; }
    }

    /** A numeric clue parameter, or {@code len} of a list parameter. */
    record Param(String name, boolean length, Pos pos) implements Expr {
        public Type type() { return Type.INT; }
        public int eval(Env env) { throw new IllegalStateException("unbound parameter " + name); }
        public Expr bind(Map<String, Integer> n, Map<String, Integer> l) {
            Integer v = length ? l.get(name) : n.get(name);
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
        public Expr bind(Map<String, Integer> n, Map<String, Integer> l) { return new Unary(op, e.bind(n, l), pos); }
        public boolean mentionsVariables() { return e.mentionsVariables(); }
        public boolean mentionsParameters() { return e.mentionsParameters(); }
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
        public Expr bind(Map<String, Integer> n, Map<String, Integer> m) { return new Binary(op, l.bind(n, m), r.bind(n, m), pos); }
        public boolean mentionsVariables() { return l.mentionsVariables() || r.mentionsVariables(); }
        public boolean mentionsParameters() { return l.mentionsParameters() || r.mentionsParameters(); }
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
        public Expr bind(Map<String, Integer> n, Map<String, Integer> l) { return new In(e.bind(n, l), set); }
        public boolean mentionsVariables() { return e.mentionsVariables(); }
        public boolean mentionsParameters() { return e.mentionsParameters(); }
    }

    /** min, max, sum, prod, len over xs, or min / max over several numbers. */
    record Aggregate(String fn, List<Expr> args, Pos pos) implements Expr {
        public Type type() { return Type.INT; }
        public int eval(Env env) {
            if (args.size() == 1 && args.get(0) instanceof Xs) {
                int[] xs = env.xs;
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
        public Expr bind(Map<String, Integer> n, Map<String, Integer> l) {
            return new Aggregate(fn, args.stream().map(e -> e.bind(n, l)).toList(), pos);
        }
        public boolean mentionsVariables() { return args.stream().anyMatch(Expr::mentionsVariables); }
        public boolean mentionsParameters() { return args.stream().anyMatch(Expr::mentionsParameters); }
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
        public Expr bind(Map<String, Integer> n, Map<String, Integer> l) { return new Index(i.bind(n, l), pos); }
        public boolean mentionsVariables() { return true; }
        public boolean mentionsParameters() { return i.mentionsParameters(); }
    }
}
