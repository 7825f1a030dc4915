package nonet.engine.logic;

import java.util.ArrayList;
import java.util.List;
import nonet.model.Geometry;

/**
 * XYZ-wing, generic over the IR: a pivot with three candidates x, y, z and two pincers with x, z
 * and y, z, where the pivot's x rules out the first pincer's x and its y the second's y. Whatever
 * the pivot holds, z is in the pivot or a pincer, so z goes from every cell whose z placing would
 * rule out z at all three. "Rules out" is {@link Consequences}, so groups, relations, sums and tables
 * all count, not only rows, columns and boxes.
 */
final class XyzWingRule {

    private final Structure s;
    private final Geometry g;
    private final RuledOut ruledOut;

    XyzWingRule(Structure s) {
        this.s = s;
        this.g = s.geometry;
        this.ruledOut = new RuledOut(s);
    }

    void apply(int[] masks, List<Step> out) {
        ruledOut.reset(masks);
        for (int p = 0; p < s.cellCount; p++) {
            if (Integer.bitCount(masks[p]) != 3) {
                continue;
            }
            for (int zm = masks[p]; zm != 0; zm &= zm - 1) {
                int z = Supports.lowest(zm);
                int rest = masks[p] & ~(1 << (z - 1));
                int x = Supports.lowest(rest);
                int y = Supports.lowest(rest & (rest - 1));
                for (int a : s.neighbours[p]) {
                    if (masks[a] != (bit(x) | bit(z)) || (ruledOut.by(p, x)[a] & bit(x)) == 0) {
                        continue;
                    }
                    for (int b : s.neighbours[p]) {
                        if (masks[b] == (bit(y) | bit(z)) && (ruledOut.by(p, y)[b] & bit(y)) != 0) {
                            report(p, a, b, x, y, z, masks, out);
                        }
                    }
                }
            }
        }
    }

    private void report(int p, int a, int b, int x, int y, int z, int[] masks, List<Step> out) {
        int[] byP = ruledOut.by(p, z);
        int[] byA = ruledOut.by(a, z);
        int[] byB = ruledOut.by(b, z);
        List<Candidate> elims = new ArrayList<>();
        for (int c = 0; c < s.cellCount; c++) {
            if (c != p && c != a && c != b && (masks[c] & byP[c] & byA[c] & byB[c] & bit(z)) != 0) {
                elims.add(new Candidate(c, z));
            }
        }
        if (elims.isEmpty()) {
            return;
        }
        String text = Names.eliminations(elims, g) + ": " + Technique.XYZ_WING.label() + " " + x + "/" + y + "/" + z
                + " in " + g.cellName(p) + " (pivot), " + g.cellName(a) + ", " + g.cellName(b) + ": " + z
                + " is in one of them, and each of them rules it out";
        out.add(new Step(Technique.XYZ_WING, text, List.of(), elims, new int[] {p, a, b}));
    }

    private static int bit(int d) {
        return 1 << (d - 1);
    }
}
