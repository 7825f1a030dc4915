package nonet.engine.logic;

import java.util.ArrayList;
import java.util.List;
import nonet.model.Geometry;
import nonet.model.LinearSum;
import nonet.model.Relation;
import nonet.model.Table;

/**
 * Support rules: a candidate that no allowed combination of one constraint uses goes. Relation
 * support (no partner digit left across a relation), sum combinations and table support; line
 * rules have their own class ({@link LineRule}).
 */
final class SupportRule {

    private final Structure s;
    private final Geometry g;

    SupportRule(Structure s) {
        this.s = s;
        this.g = s.geometry;
    }

    void relationSupports(int[] masks, List<Step> out) {
        for (int i = 0; i < s.relations.length; i++) {
            Relation r = s.relations[i];
            int a = r.a();
            int b = r.b();
            // a cell with one candidate already passes its consequences on as a single
            if (Integer.bitCount(masks[a]) < 2 || Integer.bitCount(masks[b]) < 2) {
                continue;
            }
            int lostA = Supports.unsupported(r, masks[a], masks[b]);
            int lostB = Supports.unsupported(s.reversed[i], masks[b], masks[a]);
            if ((lostA | lostB) != 0) {
                List<Candidate> elims = new ArrayList<>();
                Rules.add(elims, a, lostA);
                Rules.add(elims, b, lostB);
                String text = Names.eliminations(elims, g) + ": no partner digit left across the " + r.origin()
                        + " relation between " + g.cellName(a) + " and " + g.cellName(b);
                out.add(new Step(Technique.RELATION_SUPPORT, text, List.of(), elims, new int[] {a, b}));
            }
        }
    }

    void sumCombinations(int[] masks, List<Step> out) {
        for (int i = 0; i < s.sums.length; i++) {
            LinearSum sum = s.sums[i];
            int[] cells = sum.cells();
            int[] sup = Supports.ofSum(sum, Rules.masksOf(cells, masks), s.sumDistinct[i]);
            List<Candidate> elims = Rules.unsupportedCandidates(cells, sup, masks);
            if (!elims.isEmpty()) {
                String why = sup == null ? ": no combination reaches the total of " : ": in no combination that reaches the total of ";
                out.add(new Step(Technique.SUM_COMBINATIONS, Names.eliminations(elims, g) + why + sum.origin(),
                        List.of(), elims, cells));
            }
        }
    }

    void tableSupports(int[] masks, List<Step> out) {
        for (Table t : s.tables) {
            int[] cells = t.cells();
            int[] sup = Supports.ofTable(t, Rules.masksOf(cells, masks));
            List<Candidate> elims = Rules.unsupportedCandidates(cells, sup, masks);
            if (!elims.isEmpty()) {
                String why = sup == null ? ": no allowed combination of " : ": in no allowed combination of ";
                out.add(new Step(Technique.TABLE_SUPPORT, Names.eliminations(elims, g) + why + t.origin() + " fits",
                        List.of(), elims, cells));
            }
        }
    }
}
