package nonet.generate;

import nonet.lang.PuzzleSpec;

/** A generated puzzle, unique under two engines, with its one solution (checked by the model). */
public record Generated(PuzzleSpec spec, int[] solution) {
}
