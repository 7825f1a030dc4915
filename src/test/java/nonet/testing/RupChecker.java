package nonet.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A forward checker of DRUP proofs for the tests, plain and slow, sharing no code with Sat4j or
 * nonet's encoder: each lemma must follow from the clauses so far by unit propagation (its negation
 * propagates to a conflict), and the proof must end with the empty clause. Deletions are ignored:
 * checking against more clauses stays sound, since each is an input clause or a checked lemma.
 */
public final class RupChecker {

    private RupChecker() {
    }

    private static final java.util.regex.Pattern KEPT =
            java.util.regex.Pattern.compile("DRAT proof that the last call is unsatisfiable: (\\S+\\.drat) for (\\S+\\.cnf)");

    /** The proof and the CNF an answer's message names (sat.proof, native.proof), or null when it names none. */
    public static Path[] proofAndCnf(String message) {
        java.util.regex.Matcher m = KEPT.matcher(message);
        return m.find() ? new Path[] {Path.of(m.group(1)), Path.of(m.group(2))} : null;
    }

    /** The clauses of a DIMACS file ({@code c} and {@code p} lines skipped, one clause per line). */
    public static List<int[]> clauses(Path dimacs) throws IOException {
        List<int[]> out = new ArrayList<>();
        for (String line : Files.readAllLines(dimacs)) {
            String t = line.strip();
            if (!t.isEmpty() && !t.startsWith("c") && !t.startsWith("p")) {
                out.add(literals(t));
            }
        }
        return out;
    }

    /** Null when the proof is valid for these clauses, else why not. */
    public static String check(List<int[]> formula, Path proof) throws IOException {
        List<int[]> clauses = new ArrayList<>(formula);
        int variables = 0;
        for (int[] c : clauses) {
            for (int lit : c) {
                variables = Math.max(variables, Math.abs(lit));
            }
        }
        int n = 0;
        boolean empty = false;
        for (String line : Files.readAllLines(proof)) {
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("d")) {
                continue;
            }
            n++;
            int[] lemma = literals(t);
            for (int lit : lemma) {
                variables = Math.max(variables, Math.abs(lit));
            }
            if (!implied(clauses, lemma, variables)) {
                return "lemma " + n + " '" + t + "' does not follow by unit propagation";
            }
            clauses.add(lemma);
            empty = lemma.length == 0;
        }
        return empty ? null : "the proof does not end with the empty clause";
    }

    /** Whether assigning every literal of the lemma false propagates to a conflict. */
    private static boolean implied(List<int[]> clauses, int[] lemma, int variables) {
        byte[] value = new byte[variables + 1];
        for (int lit : lemma) {
            value[Math.abs(lit)] = (byte) (lit > 0 ? -1 : 1);
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int[] c : clauses) {
                int open = 0;
                int last = 0;
                boolean satisfied = false;
                for (int lit : c) {
                    int v = value[Math.abs(lit)] * (lit > 0 ? 1 : -1);
                    if (v > 0) {
                        satisfied = true;
                        break;
                    }
                    if (v == 0) {
                        open++;
                        last = lit;
                    }
                }
                if (satisfied) {
                    continue;
                }
                if (open == 0) {
                    return true;
                }
                if (open == 1) {
                    value[Math.abs(last)] = (byte) (last > 0 ? 1 : -1);
                    changed = true;
                }
            }
        }
        return false;
    }

    private static int[] literals(String line) {
        String[] words = line.split("\\s+");
        int[] out = new int[words.length - 1];
        for (int i = 0; i < out.length; i++) {
            out[i] = Integer.parseInt(words[i]);
        }
        return out;
    }
}
