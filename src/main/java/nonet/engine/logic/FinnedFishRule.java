package nonet.engine.logic;

import java.util.ArrayList;
import java.util.List;
import nonet.model.Geometry;

/**
 * Finned and sashimi fish (X-wing, swordfish, jellyfish): k base lines (rows, or columns) whose
 * places of a digit lie within k cover lines of the other direction, but for some places, the
 * fins, that all lie in one other group (a box, a jigsaw region, a diagonal, an extra region).
 * Either no fin holds the digit, and the fish puts it in the covers' base cells, or a fin does;
 * so the digit leaves every cover cell outside the base that every fin rules out (what a fin
 * rules out is {@link Consequences}, so relations count as well as groups). The fish is sashimi
 * when a base line keeps at most one place once its fins are gone.
 *
 * <p>Lines are the model's groups that are whole rows and columns (bases must be exact, covers
 * need only be distinct), so the rule holds in jigsaw and variant grids; fish whose bases or covers
 * are boxes or regions (Franken, mutant) are left to chains, as their search costs a power of the
 * board. This search is cheap: per base line one bit per cover line, base sets grown one line at a
 * time and dropped once their cover lines outnumber k plus the widest fin group, and the fin group
 * choosing the covers (the lines its fins leave behind).
 */
final class FinnedFishRule {

    private static final int MAX_SIZE = 4;
    private static final Technique[] FINNED = {Technique.FINNED_X_WING, Technique.FINNED_SWORDFISH, Technique.FINNED_JELLYFISH};
    private static final Technique[] SASHIMI = {Technique.SASHIMI_X_WING, Technique.SASHIMI_SWORDFISH, Technique.SASHIMI_JELLYFISH};

    private final Structure s;
    private final Geometry g;
    private final int n;
    private final RuledOut ruledOut;
    private final StepMemo memo;
    /** Whether what a placement rules out is the same in every state (no sums, tables or lines), so a digit's cells decide its fish. */
    private final boolean placesDecide;
    /** Per direction (0: rows are the bases, 1: columns), the exact group of each base line, or -1. */
    private final int[][] baseGroup = new int[2][];
    /** Per direction, the distinct group of each cover line, or -1. */
    private final int[][] coverGroup = new int[2][];
    /** Per direction, fin group and base line, bit j when the line's cell on cover line j is in the fin group. */
    private final int[][][] finBits = new int[2][][];
    /** Per direction, the most cover lines one fin group meets. */
    private final int[] widestFinGroup = new int[2];

    /** The current search: direction, digit, per base line its places as cover-line bits, the base lines picked. */
    private int dir;
    private int d;
    private final int[] placesOf;
    private final int[] pick = new int[MAX_SIZE];
    private final int[] bodies = new int[64];

    FinnedFishRule(Structure s) {
        this.s = s;
        this.g = s.geometry;
        this.n = s.n;
        this.ruledOut = new RuledOut(s);
        this.memo = new StepMemo(n + 1);
        this.placesDecide = s.sums.length == 0 && s.tables.length == 0 && s.lines.length == 0;
        this.placesOf = new int[n];
        int[] rows = lines(g::row);
        int[] cols = lines(g::col);
        List<Integer> others = new ArrayList<>();
        for (int gi = 0; gi < s.groups.length; gi++) {
            if (!Names.allSame(s.groups[gi], g::row) && !Names.allSame(s.groups[gi], g::col)) {
                others.add(gi);
            }
        }
        for (int dir = 0; dir < 2; dir++) {
            int[] bases = dir == 0 ? rows : cols;
            baseGroup[dir] = new int[n];
            for (int i = 0; i < n; i++) {
                baseGroup[dir][i] = bases[i] >= 0 && s.exact[bases[i]] ? bases[i] : -1;
            }
            coverGroup[dir] = dir == 0 ? cols : rows;
            finBits[dir] = new int[others.size()][n];
            for (int f = 0; f < others.size(); f++) {
                int span = 0;
                for (int c : s.groups[others.get(f)]) {
                    int i = dir == 0 ? g.row(c) : g.col(c);
                    int j = dir == 0 ? g.col(c) : g.row(c);
                    finBits[dir][f][i] |= 1 << j;
                    span |= 1 << j;
                }
                widestFinGroup[dir] = Math.max(widestFinGroup[dir], Integer.bitCount(span));
            }
        }
    }

    /** Per row (or column) index, a group that is exactly that whole line, preferring an exact one; -1 when none is. */
    private int[] lines(java.util.function.IntUnaryOperator line) {
        int[] found = new int[n];
        java.util.Arrays.fill(found, -1);
        for (int gi = 0; gi < s.groups.length; gi++) {
            int[] cells = s.groups[gi];
            if (cells.length == n && Names.allSame(cells, line)) {
                int i = line.applyAsInt(cells[0]);
                if (found[i] < 0 || !s.exact[found[i]]) {
                    found[i] = gi;
                }
            }
        }
        return found;
    }

    void apply(int[] masks, List<Step> out) {
        ruledOut.reset(masks);
        for (int digit = 1; digit <= n; digit++) {
            if (placesDecide) {
                memo.addSteps(digit, StepMemo.cellsWith(digit, masks), masks, this::search, out);
            } else {
                search(digit, masks, out);
            }
        }
    }

    private void search(int digit, int[] masks, List<Step> out) {
        d = digit;
        int bit = 1 << (d - 1);
        for (dir = 0; dir < 2; dir++) {
            for (int i = 0; i < n; i++) {
                placesOf[i] = 0;
                if (baseGroup[dir][i] >= 0) {
                    for (int j = 0; j < n; j++) {
                        if ((masks[cell(i, j)] & bit) != 0) {
                            placesOf[i] |= 1 << j;
                        }
                    }
                }
            }
            for (int k = 2; k <= MAX_SIZE; k++) {
                grow(masks, k, 0, 0, 0, out);
            }
        }
    }

    /** Picks base lines from {@code from} on; {@code union}: the cover lines the picked ones meet. */
    private void grow(int[] masks, int k, int depth, int from, int union, List<Step> out) {
        if (depth == k) {
            if (Integer.bitCount(union) > k) {
                tryFinGroups(masks, k, out);
            }
            return;
        }
        for (int i = from; i < n; i++) {
            // a line with one place holds the digit already (or will by a hidden single)
            if (Integer.bitCount(placesOf[i]) < 2) {
                continue;
            }
            int grown = union | placesOf[i];
            if (Integer.bitCount(grown) <= k + widestFinGroup[dir]) {
                pick[depth] = i;
                grow(masks, k, depth + 1, i + 1, grown, out);
            }
        }
    }

    /**
     * For each fin group, the cover lines are those the base keeps outside it; a fish when there
     * are k of them, its fins the places outside them. Fin groups that leave the same covers give
     * the same fish, which is reported once.
     */
    private void tryFinGroups(int[] masks, int k, List<Step> out) {
        int seen = 0;
        for (int[] fin : finBits[dir]) {
            int body = 0;
            for (int p = 0; p < k; p++) {
                body |= placesOf[pick[p]] & ~fin[pick[p]];
            }
            if (Integer.bitCount(body) != k || !coverLines(body) || contains(bodies, seen, body)) {
                continue;
            }
            if (seen < bodies.length) {
                bodies[seen++] = body;
            }
            report(masks, k, body, out);
        }
    }

    private boolean coverLines(int body) {
        for (int m = body; m != 0; m &= m - 1) {
            if (coverGroup[dir][Integer.numberOfTrailingZeros(m)] < 0) {
                return false;
            }
        }
        return true;
    }

    private void report(int[] masks, int k, int body, List<Step> out) {
        int bit = 1 << (d - 1);
        List<Integer> fins = new ArrayList<>();
        List<Integer> cells = new ArrayList<>();
        boolean sashimi = false;
        int baseLines = 0;
        for (int p = 0; p < k; p++) {
            int i = pick[p];
            baseLines |= 1 << i;
            sashimi |= Integer.bitCount(placesOf[i] & body) <= 1;
            for (int m = placesOf[i]; m != 0; m &= m - 1) {
                int j = Integer.numberOfTrailingZeros(m);
                cells.add(cell(i, j));
                if ((body & 1 << j) == 0) {
                    fins.add(cell(i, j));
                }
            }
        }
        List<Candidate> elims = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if ((baseLines & 1 << i) != 0) {
                continue;
            }
            for (int m = body; m != 0; m &= m - 1) {
                int target = cell(i, Integer.numberOfTrailingZeros(m));
                if ((masks[target] & bit) != 0 && seesEvery(fins, target)) {
                    elims.add(new Candidate(target, d));
                }
            }
        }
        if (elims.isEmpty()) {
            return;
        }
        elims.sort(java.util.Comparator.comparingInt(Candidate::cell));
        Technique t = (sashimi ? SASHIMI : FINNED)[k - 2];
        int[] finCells = fins.stream().mapToInt(Integer::intValue).toArray();
        String text = Names.eliminations(elims, g) + ": " + t.label() + ": " + d + " in " + lineNames(baseLines, dir)
                + " / " + lineNames(body, 1 - dir) + ", fin" + (finCells.length > 1 ? "s " : " ") + Names.cells(finCells, g);
        out.add(new Step(t, text, List.of(), elims, cells.stream().mapToInt(Integer::intValue).toArray()));
    }

    /** Whether placing the digit in any fin rules it out at the target. */
    private boolean seesEvery(List<Integer> fins, int target) {
        for (int fin : fins) {
            if ((ruledOut.by(fin, d)[target] & 1 << (d - 1)) == 0) {
                return false;
            }
        }
        return true;
    }

    /** Lines as the community writes them: "r1,r5,r8" or "c2,c6,c9". */
    private static String lineNames(int lines, int direction) {
        StringBuilder sb = new StringBuilder();
        for (int m = lines; m != 0; m &= m - 1) {
            sb.append(sb.length() == 0 ? "" : ",").append(direction == 0 ? 'r' : 'c').append(Integer.numberOfTrailingZeros(m) + 1);
        }
        return sb.toString();
    }

    /** The cell on base line i and cover line j. */
    private int cell(int i, int j) {
        return dir == 0 ? g.cell(i, j) : g.cell(j, i);
    }

    private static boolean contains(int[] xs, int length, int x) {
        for (int i = 0; i < length; i++) {
            if (xs[i] == x) {
                return true;
            }
        }
        return false;
    }
}
