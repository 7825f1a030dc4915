package nonet.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Compares the answers of several engines on one puzzle. Facts come first: a grid that breaks the
 * model is wrong, and distinct verified solutions prove a lower bound no count may undercut. Then
 * the remaining claims must all be compatible; when they are not, the claims the majority of exact
 * answers contradicts are marked wrong.
 */
public record Comparison(List<EngineAnswer> answers, List<Role> roles, List<String> reasons, long provedAtLeast,
                         String consensus) {

    public boolean agree() {
        return !roles.contains(Role.WRONG);
    }

    /** Whether some engine answered at all (otherwise the puzzle is undecided, not agreed). */
    public boolean decided() {
        return roles.contains(Role.AGREED) || roles.contains(Role.WRONG);
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
        Claim majority = majorityExact(claims, roles);
        for (int i = 0; i < n; i++) {
            if (roles[i] != null) {
                continue;
            }
            boolean fits = true;
            for (int j = 0; j < n; j++) {
                if (j != i && roles[j] != Role.UNKNOWN && roles[j] != Role.WRONG && !claims[i].compatibleWith(claims[j])) {
                    fits = false;
                }
            }
            if (fits || (majority != null && claims[i].compatibleWith(majority))) {
                roles[i] = Role.AGREED;
                reasons[i] = describe(claims[i], limit);
            } else {
                roles[i] = Role.WRONG;
                reasons[i] = "claims " + describe(claims[i], limit) + (majority == null ? ", contradicting another engine"
                        : " against the majority's " + describe(majority, limit));
            }
        }
        long bound = proved;
        for (int i = 0; i < n; i++) {
            if (roles[i] == Role.AGREED) {
                bound = Math.max(bound, claims[i].low());
            }
        }
        String consensus = majority != null ? describe(majority, limit)
                : bound > 0 ? describe(new Claim(bound, Claim.UNBOUNDED), limit) : "unknown";
        return new Comparison(List.copyOf(answers), List.of(roles), List.of(reasons), proved, consensus);
    }

    /** The exact claim most engines make, when one value has a strict majority among exact claims. */
    private static Claim majorityExact(Claim[] claims, Role[] roles) {
        Map<Claim, Integer> votes = new LinkedHashMap<>();
        for (int i = 0; i < claims.length; i++) {
            if (roles[i] == null && claims[i].exact()) {
                votes.merge(claims[i], 1, Integer::sum);
            }
        }
        Claim best = null;
        int bestVotes = 0;
        boolean tie = false;
        for (Map.Entry<Claim, Integer> e : votes.entrySet()) {
            if (e.getValue() > bestVotes) {
                best = e.getKey();
                bestVotes = e.getValue();
                tie = false;
            } else if (e.getValue() == bestVotes) {
                tie = true;
            }
        }
        return tie ? null : best;
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

    /** One readable line: what each engine answered, wrong ones marked. */
    public String summary() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < answers.size(); i++) {
            if (i > 0) {
                sb.append("; ");
            }
            sb.append(answers.get(i).engine()).append(": ").append(reasons.get(i));
            if (roles.get(i) == Role.WRONG) {
                sb.append(" [WRONG]");
            }
        }
        return sb.toString();
    }
}
