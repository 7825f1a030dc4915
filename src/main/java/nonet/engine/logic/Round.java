package nonet.engine.logic;

import java.util.List;

/**
 * The deductions made from one state, applied together. {@code histogram[k]} counts the cells left
 * with k candidates after the round (index 0: cells with none, which means a contradiction).
 */
public record Round(int number, List<Step> steps, int[] histogram) {

    public Round {
        steps = List.copyOf(steps);
        histogram = histogram.clone();
    }

    @Override
    public int[] histogram() {
        return histogram.clone();
    }
}
