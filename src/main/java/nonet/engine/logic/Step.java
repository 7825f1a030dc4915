package nonet.engine.logic;

import java.util.List;

/**
 * One deduction: the technique, a sentence for people, the digits it places and the candidates it
 * removes, the cells its reasoning rests on (for highlighting), and its rating: the technique's,
 * plus a length increment for chains ({@link Rating}).
 */
public record Step(Technique rule, String text, List<Candidate> placements, List<Candidate> eliminations, int[] cells,
        double rating) {

    public Step {
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
        cells = cells.clone();
    }

    /** A step rated as its technique. */
    public Step(Technique rule, String text, List<Candidate> placements, List<Candidate> eliminations, int[] cells) {
        this(rule, text, placements, eliminations, cells, rule.rating());
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }
}
