package nonet.lang;

import java.util.ArrayList;
import java.util.List;
import nonet.model.Geometry;

/**
 * A puzzle before compilation: the models it follows (bundled names or absolute paths), its size,
 * givens (N*N, 0 blank), jigsaw regions (region index 0..N-1 per cell, or null), clues, and the
 * recorded solution if any. Immutable; the {@code with...} methods return changed copies.
 */
public final class PuzzleSpec {

    private final List<String> models;
    private final int size;
    private final int[] givens;
    private final int[] regions;
    private final List<ClueUse> clues;
    private final int[] solution;
    private final String source;

    public PuzzleSpec(List<String> models, int size, int[] givens, int[] regions, List<ClueUse> clues, int[] solution,
            String source) {
        if (size < 1 || size > Geometry.MAX_SIZE) {
            throw new IllegalArgumentException("grid size " + size + " is outside 1.." + Geometry.MAX_SIZE);
        }
        int n = size * size;
        if (givens.length != n || (regions != null && regions.length != n) || (solution != null && solution.length != n)) {
            throw new IllegalArgumentException("givens, regions and solution need " + n + " cells for a " + size + "x" + size + " grid");
        }
        this.models = List.copyOf(models);
        this.size = size;
        this.givens = givens.clone();
        this.regions = regions == null ? null : regions.clone();
        this.clues = List.copyOf(clues);
        this.solution = solution == null ? null : solution.clone();
        this.source = source;
    }

    /** A puzzle that is only a grid of givens under the given models (a line of a collection). */
    public static PuzzleSpec ofGrid(List<String> models, int size, int[] givens, String source) {
        return new PuzzleSpec(models, size, givens, null, List.of(), null, source);
    }

    public List<String> models() {
        return models;
    }

    public int size() {
        return size;
    }

    public int[] givens() {
        return givens.clone();
    }

    public int[] regions() {
        return regions == null ? null : regions.clone();
    }

    public List<ClueUse> clues() {
        return clues;
    }

    public int[] solution() {
        return solution == null ? null : solution.clone();
    }

    public String source() {
        return source;
    }

    /** Reads a given without copying the array (for the compiler's per-puzzle loop). */
    int given(int cell) {
        return givens[cell];
    }

    int[] regionsView() {
        return regions;
    }

    public PuzzleSpec withGivens(int[] grid) {
        return new PuzzleSpec(models, size, grid, regions, clues, solution, source);
    }

    public PuzzleSpec withoutClue(int index) {
        List<ClueUse> rest = new ArrayList<>(clues);
        rest.remove(index);
        return new PuzzleSpec(models, size, givens, regions, rest, solution, source);
    }

    public PuzzleSpec withClues(List<ClueUse> replacement) {
        return new PuzzleSpec(models, size, givens, regions, replacement, solution, source);
    }

    /** Puzzle-file text that reads back to the same puzzle. */
    public String toNonet() {
        StringBuilder sb = new StringBuilder();
        sb.append("use ").append(String.join(", ", models)).append('\n');
        sb.append("grid ").append(size).append('x').append(size).append('\n');
        if (regions != null) {
            sb.append("regions\n");
            rows(sb, regions, 1);
        }
        for (ClueUse c : clues) {
            sb.append(c.text(size)).append('\n');
        }
        sb.append("givens\n");
        rows(sb, givens, 0);
        if (solution != null) {
            sb.append("solution ").append(Geometry.withoutBoxes(size).format(solution)).append('\n');
        }
        return sb.toString();
    }

    private void rows(StringBuilder sb, int[] values, int shift) {
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                int v = values[r * size + c] + shift;
                sb.append(v == 0 ? '.' : Geometry.symbol(v));
            }
            sb.append('\n');
        }
    }
}
