package nonet.workbench;

/**
 * Where a puzzle's uniqueness breaks: two of its solutions, the cells where they differ, and cells
 * whose values in the first solution, if given, would leave that solution the only one (each cell
 * needed: dropping any one of them lets another solution back in).
 */
public record Ambiguity(int[] first, int[] second, int[] differing, int[] fixCells) {

    public Ambiguity {
        first = first.clone();
        second = second.clone();
        differing = differing.clone();
        fixCells = fixCells.clone();
    }

    @Override
    public int[] first() {
        return first.clone();
    }

    @Override
    public int[] second() {
        return second.clone();
    }

    @Override
    public int[] differing() {
        return differing.clone();
    }

    @Override
    public int[] fixCells() {
        return fixCells.clone();
    }
}
