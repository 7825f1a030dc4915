package nonet.engine.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nonet.engine.Deadline;
import nonet.model.Geometry;

/**
 * Alternating inference chains over the {@link LinkGraph}: A = B - C = D ... = X, strong and weak
 * links alternating, proves that A or X is true. So every candidate weakly linked to both ends goes,
 * and a chain that starts and ends on the same candidate places it (A false would make A true).
 * A breadth-first search from each start finds the shortest chain to each end; a round keeps the
 * shortest chains found. Chains of one digit are X-chains (the turbot fish at four nodes), chains
 * through bivalue cells only are XY-chains (the XY-wing at three cells), and a chain of two
 * bivalue cells with the same two digits joined by a strong link is a W-wing.
 *
 * <p>Only when no such chain proves anything does the search run again with group nodes (a digit's
 * candidates where a box meets a line, written {@code (4)r1c12}): grouped X-chains and grouped
 * AICs. Searching them second keeps the chains found before as they were, and costs a second graph
 * only in rounds that would otherwise go to the far heavier forcing chains.
 */
final class ChainRule {

    /** The longest chain searched, in nodes: longer ones are left to forcing chains. */
    private static final int MAX_NODES = 16;

    private final Structure s;
    private final Geometry g;
    private final Consequences consequences;
    private final List<int[]> intersections;

    ChainRule(Structure s) {
        this.s = s;
        this.g = s.geometry;
        this.consequences = new Consequences(s);
        this.intersections = LinkGraph.intersections(s);
    }

    /** A chain found: its candidates in order (strong link first) and what it proves. */
    private record Chain(int[] nodes, List<Candidate> placements, List<Candidate> eliminations) {
    }

    /** The shortest chains of the state that prove something, plain ones when there are any, else grouped ones. */
    List<Step> apply(int[] masks, Deadline deadline) {
        LinkGraph links = new LinkGraph(s, masks, consequences);
        List<Step> plain = apply(links, masks, deadline);
        if (!plain.isEmpty() || intersections.isEmpty() || deadline.passed()) {
            return plain;
        }
        return apply(links.withGroups(s, masks, intersections), masks, deadline);
    }

    private List<Step> apply(LinkGraph links, int[] masks, Deadline deadline) {
        int nodes = 2 * links.nodes;
        int[] parent = new int[nodes];
        int[] depth = new int[nodes];
        int[] queue = new int[nodes];
        List<Chain> shortest = new ArrayList<>();
        int best = MAX_NODES;
        Set<String> seen = new HashSet<>();
        for (int a = 0; a < links.nodes && !deadline.passed(); a++) {
            if (!links.present(a) || links.strong[a].length == 0) {
                continue;
            }
            Arrays.fill(depth, -1);
            // node 2i: candidate i is false; node 2i + 1: candidate i is true
            int head = 0;
            int tail = 0;
            queue[tail++] = 2 * a;
            depth[2 * a] = 1;
            parent[2 * a] = -1;
            while (head < tail) {
                int node = queue[head++];
                int i = node >> 1;
                if (depth[node] >= best) {
                    break;
                }
                int[] next = (node & 1) == 0 ? links.strong[i] : links.onward[i];
                for (int j : next) {
                    int to = (node & 1) == 0 ? 2 * j + 1 : 2 * j;
                    if (depth[to] >= 0) {
                        continue;
                    }
                    depth[to] = depth[node] + 1;
                    parent[to] = node;
                    queue[tail++] = to;
                    if ((to & 1) == 1) {
                        Chain chain = proves(links, a, j, parent, to);
                        if (chain != null && depth[to] <= best) {
                            if (depth[to] < best) {
                                best = depth[to];
                                shortest.clear();
                                seen.clear();
                            }
                            if (seen.add(chain.placements() + "/" + chain.eliminations())) {
                                shortest.add(chain);
                            }
                        }
                    }
                }
            }
        }
        List<Step> out = new ArrayList<>();
        for (Chain chain : shortest) {
            out.add(step(chain, links, masks));
        }
        return out;
    }

    /** What the chain from a (false) to x (true) proves, or null when it proves nothing new. */
    private Chain proves(LinkGraph links, int a, int x, int[] parent, int end) {
        if (x == a) {
            if (a >= links.count) {
                return null; // the digit is in the group: no single candidate to place
            }
            int[] path = path(parent, end);
            return new Chain(path, List.of(candidate(a)), List.of());
        }
        long[] both = links.seeingBoth(a, x);
        if (both == null) {
            return null;
        }
        List<Candidate> elims = new ArrayList<>();
        for (int w = 0; w < both.length; w++) {
            for (long b = both[w]; b != 0; b &= b - 1) {
                elims.add(candidate(w * 64 + Long.numberOfTrailingZeros(b)));
            }
        }
        return elims.isEmpty() ? null : new Chain(path(parent, end), List.of(), elims);
    }

    private Candidate candidate(int i) {
        return new Candidate(i / s.n, i % s.n + 1);
    }

    private static int[] path(int[] parent, int end) {
        List<Integer> nodes = new ArrayList<>();
        for (int node = end; node >= 0; node = parent[node]) {
            nodes.add(node >> 1);
        }
        int[] out = new int[nodes.size()];
        for (int k = 0; k < out.length; k++) {
            out[k] = nodes.get(out.length - 1 - k);
        }
        return out;
    }

    private Step step(Chain chain, LinkGraph links, int[] masks) {
        int[] nodes = chain.nodes();
        Technique t = classify(nodes, links, masks);
        double rating = t == Technique.XY_WING || t == Technique.W_WING ? t.rating() : Rating.of(t.rating(), nodes.length);
        int[] cells = Arrays.stream(nodes).flatMap(node -> Arrays.stream(links.cells(node))).toArray();
        String proof = chain.placements().isEmpty()
                ? ": one end is true, and they see both"
                : ": if it were false, the chain would make it true";
        String text = Names.forced(chain.placements(), chain.eliminations(), g) + ": " + t.label() + " " + eureka(nodes, links)
                + proof.replace("they see", chain.eliminations().size() == 1 ? "it sees" : "they see");
        return new Step(t, text, chain.placements(), chain.eliminations(), cells, rating);
    }

    /** The pattern's name: its digits, whether its strong links lie in cells or in groups, and whether it has group nodes. */
    private Technique classify(int[] nodes, LinkGraph links, int[] masks) {
        boolean oneDigit = true;
        boolean cellLinks = true;
        boolean grouped = false;
        for (int k = 0; k < nodes.length; k++) {
            oneDigit &= links.digit(nodes[k]) == links.digit(nodes[0]);
            grouped |= links.cell(nodes[k]) < 0;
            if (k % 2 == 0) {
                cellLinks &= links.cell(nodes[k]) >= 0 && links.cell(nodes[k]) == links.cell(nodes[k + 1]);
            }
        }
        if (grouped) {
            return oneDigit ? Technique.GROUPED_X_CHAIN : Technique.GROUPED_AIC;
        }
        if (oneDigit) {
            return nodes.length == 4 ? Technique.TURBOT_FISH : Technique.X_CHAIN;
        }
        if (cellLinks) {
            return nodes.length == 6 ? Technique.XY_WING : Technique.XY_CHAIN;
        }
        if (nodes.length == 6 && nodes[0] / s.n == nodes[1] / s.n && nodes[4] / s.n == nodes[5] / s.n
                && masks[nodes[0] / s.n] == masks[nodes[5] / s.n] && nodes[1] % s.n == nodes[2] % s.n
                && nodes[2] % s.n == nodes[3] % s.n && nodes[3] % s.n == nodes[4] % s.n) {
            return Technique.W_WING;
        }
        return Technique.AIC;
    }

    /**
     * The chain in Eureka notation: (5)r1c2=(5)r3c2-(5=3)r3c8..., a strong link inside a cell written
     * (a=b), a group node by its cells on one line: (4)r1c12.
     */
    private String eureka(int[] nodes, LinkGraph links) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < nodes.length; k++) {
            if (k > 0) {
                sb.append(k % 2 == 1 ? '=' : '-');
            }
            int cell = links.cell(nodes[k]);
            char digit = Geometry.symbol(links.digit(nodes[k]) + 1);
            if (k % 2 == 0 && cell >= 0 && links.cell(nodes[k + 1]) == cell) {
                sb.append('(').append(digit).append('=').append(Geometry.symbol(links.digit(nodes[k + 1]) + 1)).append(')')
                        .append(g.cellName(cell));
                k++;
            } else {
                sb.append('(').append(digit).append(')').append(cell >= 0 ? g.cellName(cell) : groupName(links.cells(nodes[k])));
            }
        }
        return sb.toString();
    }

    /** Cells on one row or column written as r1c12 or r12c4 (with commas between numbers past 9). */
    private String groupName(int[] cells) {
        boolean oneRow = Names.allSame(cells, g::row);
        StringBuilder sb = new StringBuilder("r");
        if (oneRow) {
            sb.append(g.row(cells[0]) + 1).append('c');
        }
        String sep = s.n > 9 ? "," : "";
        for (int k = 0; k < cells.length; k++) {
            sb.append(k > 0 ? sep : "").append((oneRow ? g.col(cells[k]) : g.row(cells[k])) + 1);
        }
        if (!oneRow) {
            sb.append('c').append(g.col(cells[0]) + 1);
        }
        return sb.toString();
    }
}
