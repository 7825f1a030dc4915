package nonet.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Compares the answers of several engines on one puzzle. Facts come first: a grid that breaks the
 * model is wrong, and distinct verified solutions prove a lower bound no count may undercut,
 * whatever the votes. Then the remaining claims must all be compatible. When they are not, an exact
 * count that a strict majority of the conflicting engines is compatible with decides, and the
 * claims against it are wrong; without such a majority (one engine against one, two against two)
 * every conflicting engine is disputed: the puzzle is a disagreement, but nobody is blamed.
 */
public record Comparison(List<EngineAnswer> answers, List<Role> roles, List<String> reasons, long provedAtLeast,
                         String consensus) {

    /** The consensus of a puzzle whose engines dispute the count with no majority. */
    static final String NO_MAJORITY = "no majority";

    public boolean agree() {
        return !roles.contains(Role.WRONG) && !roles.contains(Role.DISPUTED);
    }

    /** Whether some engine answered at all (otherwise the puzzle is undecided, not agreed). */
    public boolean decided() {
        return roles.contains(Role.AGREED) || !agree();
    }

    public static Comparison of(List<EngineAnswer> answers, long limit) {
        long proved = Math.min(distinctSolutions(answers), limit);
        int n = answers.size();
        Role[] roles = new Role[n];
        String[] reasons = new String[n];
        Claim[] claims = new Claim[n];
        for (int i = 0; i < n; i++) {
            EngineAnswer a = answers.get(i);
            claims[i] = Claim.of(a, limit);
            if (a.invalid()) {
                roles[i] = Role.WRONG;
                reasons[i] = "invalid answer: " + a.violations().get(0);
            } else if (!claims[i].assertsAnything()) {
                roles[i] = Role.UNKNOWN;
                reasons[i] = a.countWord();
            } else if (claims[i].high() < proved) {
                roles[i] = Role.WRONG;
                reasons[i] = "claims " + describe(claims[i], limit) + " but the engines returned " + proved + " distinct valid solutions";
            }
        }
        boolean[] conflicting = conflicting(claims, roles);
        Claim majority = majority(claims, conflicting);
        boolean disputed = false;
        for (int i = 0; i < n; i++) {
            if (roles[i] != null) {
                continue;
            }
            if (!conflicting[i] || (majority != null && claims[i].compatibleWith(majority))) {
                roles[i] = Role.AGREED;
                reasons[i] = describe(claims[i], limit);
            } else if (majority != null) {
                roles[i] = Role.WRONG;
                reasons[i] = "claims " + describe(claims[i], limit) + " against the majority's " + describe(majority, limit);
            } else {
                roles[i] = Role.DISPUTED;
                reasons[i] = "claims " + describe(claims[i], limit);
                disputed = true;
            }
        }
        String consensus = disputed ? NO_MAJORITY : consensus(claims, roles, proved, limit);
        return new Comparison(List.copyOf(answers), List.of(roles), List.of(reasons), proved, consensus);
    }

    /** Which claims still standing contradict some other claim still standing. */
    private static boolean[] conflicting(Claim[] claims, Role[] roles) {
        boolean[] out = new boolean[claims.length];
        for (int i = 0; i < claims.length; i++) {
            for (int j = i + 1; j < claims.length; j++) {
                if (roles[i] == null && roles[j] == null && !claims[i].compatibleWith(claims[j])) {
                    out[i] = true;
                    out[j] = true;
                }
            }
        }
        return out;
    }

    /**
     * The exact claim that more than half of the conflicting claims are compatible with, when one
     * has strictly the most such support; null otherwise. Claims that fit everyone do not vote: an
     * "at least 1" from local search must not tip a one-against-one dispute.
     */
    private static Claim majority(Claim[] claims, boolean[] conflicting) {
        int voters = 0;
        for (boolean c : conflicting) {
            voters += c ? 1 : 0;
        }
        Set<Claim> candidates = new LinkedHashSet<>();
        for (int i = 0; i < claims.length; i++) {
            if (conflicting[i] && claims[i].exact()) {
                candidates.add(claims[i]);
            }
        }
        Claim best = null;
        int bestSupport = 0;
        boolean tie = false;
        for (Claim candidate : candidates) {
            int support = 0;
            for (int j = 0; j < claims.length; j++) {
                support += conflicting[j] && claims[j].compatibleWith(candidate) ? 1 : 0;
            }
            if (support > bestSupport) {
                best = candidate;
                bestSupport = support;
                tie = false;
            } else if (support == bestSupport) {
                tie = true;
            }
        }
        return tie || 2 * bestSupport <= voters ? null : best;
    }

    /** The agreed exact count, else the best lower bound the agreeing engines and verified grids give. */
    private static String consensus(Claim[] claims, Role[] roles, long proved, long limit) {
        long bound = proved;
        for (int i = 0; i < claims.length; i++) {
            if (roles[i] == Role.AGREED) {
                if (claims[i].exact()) {
                    return describe(claims[i], limit);
                }
                bound = Math.max(bound, claims[i].low());
            }
        }
        return bound > 0 ? describe(new Claim(bound, Claim.UNBOUNDED), limit) : "unknown";
    }

    private static long distinctSolutions(List<EngineAnswer> answers) {
        List<int[]> seen = new ArrayList<>();
        for (EngineAnswer a : answers) {
            if (a.invalid()) {
                continue;
            }
            for (int[] grid : a.result().solutions()) {
                if (seen.stream().noneMatch(s -> Arrays.equals(s, grid))) {
                    seen.add(grid);
                }
            }
        }
        return seen.size();
    }

    static String describe(Claim c, long limit) {
        if (c.exact()) {
            return c.low() == 0 ? "no solution" : c.low() == 1 ? "1 solution" : c.low() + " solutions";
        }
        return c.low() >= limit ? limit + "+ solutions" : "at least " + c.low() + " solution" + (c.low() == 1 ? "" : "s");
    }

    /**
     * One readable line: what each engine answered, wrong ones marked; disputed engines are named
     * together ("native claims 1 solution, faulty-count claims 2 solutions: no majority").
     */
    public String summary() {
        List<String> parts = new ArrayList<>();
        List<String> dispute = new ArrayList<>();
        for (int i = 0; i < answers.size(); i++) {
            String engine = answers.get(i).engine();
            if (roles.get(i) == Role.DISPUTED) {
                if (dispute.isEmpty()) {
                    parts.add(null);
                }
                dispute.add(engine + " " + reasons.get(i));
            } else {
                parts.add(engine + ": " + reasons.get(i) + (roles.get(i) == Role.WRONG ? " [WRONG]" : ""));
            }
        }
        String disputeText = String.join(", ", dispute) + ": " + NO_MAJORITY;
        return String.join("; ", parts.stream().map(p -> p == null ? disputeText : p).toList());
    }
}
