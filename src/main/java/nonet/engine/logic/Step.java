package nonet.engine.logic;

import java.util.List;

/**
 * One deduction: the technique, a sentence for people, the digits it places and the candidates it
 * removes, and the cells its reasoning rests on (for highlighting).
 */
public record Step(Technique rule, String text, List<Candidate> placements, List<Candidate> eliminations, int[] cells) {

    public Step {
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
        cells = cells.clone();
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }
}
