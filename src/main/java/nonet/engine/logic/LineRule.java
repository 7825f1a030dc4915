package nonet.engine.logic;

import java.util.ArrayList;
import java.util.List;
import nonet.model.Geometry;
import nonet.model.Mdd;
import nonet.model.analysis.MddSupport;

/**
 * Line support: a candidate of a line's cell that lies on no root-to-accept path of the line's
 * diagram ({@link Mdd}: sandwich, x-sum, skyscraper... as the model language compiles them) through
 * the current candidates is removed, since no completion of the line allows it. This is the
 * generalised arc consistency of each diagram on its own ({@link MddSupport}), as table support is
 * for a table; a diagram is a table in compressed form, so the technique ranks just above it.
 */
final class LineRule {

    private final Structure s;
    private final Geometry g;

    LineRule(Structure s) {
        this.s = s;
        this.g = s.geometry;
    }

    void apply(int[] masks, List<Step> out) {
        for (Mdd line : s.lines) {
            int[] cells = line.cells();
            int[] sup = MddSupport.of(line, Rules.masksOf(cells, masks));
            List<Candidate> elims = Rules.unsupportedCandidates(cells, sup, masks);
            if (!elims.isEmpty()) {
                out.add(new Step(Technique.LINE_SUPPORT, text(line, cells, sup, elims, masks), List.of(), elims, cells));
            }
        }
    }

    /** "r1c4 ≠ 7: no completion of ORIGIN allows it", naming the cells the line leaves one digit. */
    private String text(Mdd line, int[] cells, int[] sup, List<Candidate> elims, int[] masks) {
        String lead = Names.eliminations(elims, g) + ": no completion of " + line.origin();
        if (sup == null) {
            return lead + " fits the candidates left";
        }
        List<String> forced = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            if (Integer.bitCount(sup[p]) == 1 && Integer.bitCount(masks[cells[p]]) > 1) {
                forced.add(g.cellName(cells[p]) + " can only be " + Names.digits(sup[p]));
            }
        }
        String text = lead + " allows " + (elims.size() == 1 ? "it" : "them");
        return forced.isEmpty() ? text : text + "; " + String.join(", ", forced);
    }
}
