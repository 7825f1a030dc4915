package nonet.engine.logic;

import nonet.model.Geometry;

/** The explanation as readable text: round by round, then the ending, with the candidate grid when stuck. */
public final class ExplanationText {

    private ExplanationText() {
    }

    public static String render(Explanation e, Geometry g) {
        StringBuilder sb = new StringBuilder();
        for (Round r : e.rounds()) {
            sb.append("Round ").append(r.number()).append(r.number() == 0 ? " (givens)" : "").append('\n');
            for (Step s : r.steps()) {
                sb.append("  ").append(s.text()).append('\n');
            }
            sb.append("  candidates per cell:");
            int[] h = r.histogram();
            for (int k = 0; k < h.length; k++) {
                if (h[k] > 0) {
                    sb.append(' ').append(k).append(':').append(h[k]);
                }
            }
            sb.append('\n');
        }
        sb.append(e.difficulty().summary()).append('\n');
        switch (e.outcome()) {
            case SOLVED -> sb.append(g.format(e.solution())).append('\n');
            case STUCK -> sb.append(e.reason()).append('\n').append(candidateGrid(e.candidates(), g));
            case CONTRADICTION -> sb.append(e.reason()).append('\n');
        }
        return sb.toString();
    }

    /** Pencil marks: each cell's candidates, padded to a common width, boxes set apart when there are boxes. */
    public static String candidateGrid(int[] masks, Geometry g) {
        int n = g.size();
        int width = 1;
        for (int m : masks) {
            width = Math.max(width, Integer.bitCount(m));
        }
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < n; r++) {
            if (r > 0 && g.hasBoxes() && r % g.boxRows() == 0) {
                sb.append('\n');
            }
            for (int c = 0; c < n; c++) {
                if (c > 0) {
                    sb.append(g.hasBoxes() && c % g.boxCols() == 0 ? " | " : " ");
                }
                int m = masks[g.cell(r, c)];
                String digits = m == 0 ? "-" : Names.digits(m).replace(",", "");
                sb.append(digits).append(" ".repeat(width - digits.length()));
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
