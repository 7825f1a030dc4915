package nonet.engine.cnf;

import java.util.BitSet;

/**
 * Reads what a SAT solver printed about a CNF: the competition format ({@code s SATISFIABLE} and
 * {@code v} lines, as cadical, kissat, glucose print), minisat's result file ({@code SAT} then the
 * literals, or {@code UNSAT}), or a bare list of literals. Comment lines ({@code c ...}) are skipped.
 */
public final class SatOutputReader {

    /** What the solver concluded. */
    public enum Verdict {
        SATISFIABLE, UNSATISFIABLE, UNKNOWN
    }

    /** The verdict and, when satisfiable, the variables set true. */
    public record Answer(Verdict verdict, BitSet trueVariables) {
        public boolean isTrue(int var) {
            return trueVariables.get(var);
        }
    }

    /** Bad solver output, with the line it is on. */
    public static final class MalformedOutput extends Exception {
        private static final long serialVersionUID = 1L;

        MalformedOutput(int line, String message) {
            super("line " + line + ": " + message);
        }
    }

    private SatOutputReader() {
    }

    public static Answer read(String text) throws MalformedOutput {
        Verdict verdict = null;
        BitSet trueVars = new BitSet();
        boolean literalsSeen = false;
        boolean ended = false;
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].trim();
            int lineNo = i + 1;
            if (line.isEmpty() || line.startsWith("c ") || line.equals("c")) {
                continue;
            }
            String verdictWord = line.startsWith("s ") ? line.substring(2).trim() : line;
            Verdict v = verdictOf(verdictWord);
            if (v != null) {
                if (verdict != null && verdict != v) {
                    throw new MalformedOutput(lineNo, "a second, different verdict '" + verdictWord + "'");
                }
                verdict = v;
                continue;
            }
            String body = line.startsWith("v ") || line.equals("v") ? line.substring(1).trim() : line;
            for (String token : body.split("\\s+")) {
                if (token.isEmpty()) {
                    continue;
                }
                int lit;
                try {
                    lit = Integer.parseInt(token);
                } catch (NumberFormatException e) {
                    throw new MalformedOutput(lineNo, "expected a literal, found '" + token + "'");
                }
                if (ended) {
                    throw new MalformedOutput(lineNo, "literal " + lit + " after the closing 0");
                }
                if (lit == 0) {
                    ended = true;
                } else if (lit == Integer.MIN_VALUE) {
                    throw new MalformedOutput(lineNo, "literal out of range: " + token);
                } else {
                    literalsSeen = true;
                    if (lit > 0) {
                        trueVars.set(lit);
                    }
                }
            }
        }
        if (verdict == null) {
            if (!literalsSeen) {
                throw new MalformedOutput(lines.length, "no verdict (SAT, UNSAT, s SATISFIABLE...) and no literals");
            }
            verdict = Verdict.SATISFIABLE;
        }
        if (verdict == Verdict.SATISFIABLE && !literalsSeen) {
            throw new MalformedOutput(lines.length, "satisfiable, but the output holds no assignment (run the solver so that it prints the model)");
        }
        return new Answer(verdict, trueVars);
    }

    private static Verdict verdictOf(String word) {
        switch (word) {
            case "SATISFIABLE":
            case "SAT":
                return Verdict.SATISFIABLE;
            case "UNSATISFIABLE":
            case "UNSAT":
                return Verdict.UNSATISFIABLE;
            case "UNKNOWN":
            case "INDET":
            case "INDETERMINATE":
                return Verdict.UNKNOWN;
            default:
                return null;
        }
    }
}
